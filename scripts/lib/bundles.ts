/**
 * The client and server bundles, kept in the build cache under a hash of everything Vite builds
 * them from: the app (src/, index.html, public/), its configuration and the scripts it imports,
 * the package versions, and any other file the last build's module graph named. A build whose
 * inputs match a kept pair reuses it instead of running Vite (the bundles import no content, and
 * the content's media are published by the build, not by Vite). The client files are compressed
 * once, in the cache, and hard-linked into each build's output with their .br/.gz copies.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { InlineConfig, Plugin } from 'vite';
import { cacheDir, linkFile } from './cache.ts';
import { precompress, precompressFiles } from './compress.ts';

/** What the bundles are built from besides the files their module graph names. */
const INPUTS = [
  'src',
  'index.html',
  'public',
  'vite.config.ts',
  // vite.config.ts imports the MDX settings and the content plugin, which import the scripts.
  'scripts',
  'content.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  '.env',
  '.env.production',
  '.env.local',
  '.env.production.local',
];
/** Kept bundle pairs: the current one and the one before (a branch switch and back). */
const KEEP = 2;
const EXTRA = 'extra-inputs.json';

export interface Bundles {
  /** Hash of the inputs: part of every page's hash, so a new bundle re-renders every page */
  hash: string;
  /** The client build (Vite's dist/ output, compressed copies beside its files) */
  client: string;
  /** The server build (entry-server.js and its chunks) */
  ssr: string;
  /** Whether Vite ran in this build */
  built: boolean;
}

function hashFiles(root: string, rels: string[]): string {
  const hash = createHash('sha1');
  const walk = (rel: string) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    if (statSync(abs).isDirectory()) {
      // Written by the generator from the content, and read by nothing Vite builds.
      if (rel === path.join('src', 'generated')) return;
      for (const f of readdirSync(abs).sort()) walk(path.join(rel, f));
    } else hash.update(rel).update('\0').update(readFileSync(abs)).update('\0');
  };
  rels.forEach(walk);
  return hash
    .update(process.env.NODE_ENV ?? '')
    .digest('hex')
    .slice(0, 16);
}

/** Files of the module graph outside node_modules and INPUTS, relative to the root. */
function recorder(root: string, found: Set<string>): Plugin {
  return {
    name: 'bundle-inputs',
    buildEnd() {
      for (const id of this.getModuleIds()) {
        const file = id.split('?')[0]!;
        const rel = path.relative(root, file);
        if (!path.isAbsolute(file) || rel.startsWith('..') || rel.split(path.sep).includes('node_modules'))
          continue;
        if (INPUTS.some((i) => rel === i || rel.startsWith(`${i}${path.sep}`))) continue;
        if (existsSync(file)) found.add(rel);
      }
    },
  };
}

function readExtra(dir: string): string[] {
  try {
    return JSON.parse(readFileSync(path.join(dir, EXTRA), 'utf8')) as string[];
  } catch {
    return [];
  }
}

/** Drops all but the KEEP most recently used bundle pairs. */
function prune(dir: string) {
  const pairs = readdirSync(dir, { withFileTypes: true })
    // A pair another build is making (<hash>.<pid>.tmp) is not the prune's to remove.
    .filter((d) => d.isDirectory() && !d.name.endsWith('.tmp'))
    .map((d) => ({ p: path.join(dir, d.name), t: statSync(path.join(dir, d.name)).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  for (const old of pairs.slice(KEEP)) rmSync(old.p, { recursive: true, force: true });
}

async function buildInto(root: string, out: string, found: Set<string>) {
  const { build: viteBuild } = await import('vite');
  const vite: InlineConfig = {
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [recorder(root, found)],
  };
  // Client and server bundles are built at once: each leaves cores idle while it waits on the
  // other's single-threaded steps.
  await Promise.all([
    viteBuild({ ...vite, build: { outDir: path.join(out, 'client'), emptyOutDir: true } }).then(() =>
      precompress(path.join(out, 'client')),
    ),
    viteBuild({
      ...vite,
      build: {
        ssr: 'src/entry-server.tsx',
        outDir: path.join(out, 'ssr'),
        emptyOutDir: true,
        // The manifest and emitted CSS name each template's own stylesheet, which the prerender
        // inlines into that template's pages (the client bundles hold islands, not templates).
        manifest: true,
        ssrEmitAssets: true,
        copyPublicDir: false,
      },
    }).then(() => {
      const ssr = path.join(out, 'ssr');
      return precompressFiles(serverStylesheets(ssr).map((f) => path.join(ssr, f)));
    }),
  ]);
}

/** The bundles for the current inputs: from the cache, or built by Vite into it. */
export async function bundles(root: string): Promise<Bundles> {
  const dir = cacheDir(root, 'bundles');
  const extra = readExtra(dir);
  const hash = hashFiles(root, [...INPUTS, ...extra]);
  const done = path.join(dir, hash);
  const pair = { hash, client: path.join(done, 'client'), ssr: path.join(done, 'ssr') };
  if (existsSync(path.join(done, 'ssr', 'entry-server.js'))) {
    const now = new Date();
    utimesSync(done, now, now); // most recently used: kept by prune()
    return { ...pair, built: false };
  }
  const building = `${done}.${process.pid}.tmp`;
  rmSync(building, { recursive: true, force: true });
  const found = new Set<string>();
  await buildInto(root, building, found);
  rmSync(done, { recursive: true, force: true });
  renameSync(building, done);
  const names = [...found].sort();
  if (JSON.stringify(names) !== JSON.stringify(extra)) {
    // Hashed from the next build on; a file newly named here came in through an edit of a file
    // already hashed, so this build was made from the current version of it.
    writeFileSync(path.join(dir, EXTRA), JSON.stringify(names));
  }
  prune(dir);
  return { ...pair, built: true };
}

/** The templates' stylesheets the server build emitted, relative to its folder. */
function serverStylesheets(ssr: string): string[] {
  const assets = path.join(ssr, 'assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets)
    .filter((f) => f.endsWith('.css'))
    .map((f) => path.join('assets', f));
}

function* filesUnder(dir: string, rel = ''): Generator<string> {
  for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const p = path.join(rel, entry.name);
    if (entry.isDirectory()) yield* filesUnder(dir, p);
    else yield p;
  }
}

/**
 * Links the client files into the build's output (all but index.html, the pages' template, which
 * the home page replaces), and the templates' stylesheets from the server build (each page inlines
 * the part of them it uses and links the whole: see lib/critical-css.ts), and returns their paths
 * there; links the server files into `ssrDir`,
 * from where the renderer imports them and resolves their packages. Nothing the build writes
 * itself may have the name of a client file (public/ holds none of the site files' names): a
 * write to a link would change the cached bundle.
 */
export function publishBundles(b: Bundles, out: string, ssrDir: string): string[] {
  const dirs = new Set<string>();
  const published: string[] = [];
  for (const f of filesUnder(b.client)) {
    if (f === 'index.html') continue;
    linkFile(path.join(b.client, f), path.join(out, f), dirs);
    published.push(path.join(out, f));
  }
  for (const css of serverStylesheets(b.ssr)) {
    for (const f of [css, `${css}.br`, `${css}.gz`].filter((x) => existsSync(path.join(b.ssr, x)))) {
      linkFile(path.join(b.ssr, f), path.join(out, f), dirs);
      published.push(path.join(out, f));
    }
  }
  rmSync(ssrDir, { recursive: true, force: true });
  for (const f of filesUnder(b.ssr)) linkFile(path.join(b.ssr, f), path.join(ssrDir, f), dirs);
  return published;
}

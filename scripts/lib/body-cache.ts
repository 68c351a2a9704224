/**
 * The cache of compiled MDX bodies (HTML and outline): in memory for the life of the process (the
 * dev server compiles only what changed) and on disk between builds, keyed by the file's text, the
 * compiler's version and the source of the site's MDX settings and components. On disk it is one file, read once and written once per run with
 * the bodies of the files that exist now (a cache of one file per body cost thousands of file
 * creations on a large site, more than rendering some of them). Kept apart from the renderer so
 * that reading the cache does not load the MDX toolchain.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BodyOutline } from './mdx/outline.ts';
import type { Problem } from './problems.ts';

export type BodyResult =
  ({ html: string; problems?: undefined } & BodyOutline) | { html?: undefined; problems: Problem[] };
type Compiled = Extract<BodyResult, { html: string }>;

/** Files whose change changes the HTML of every body: part of the cache key. */
const here = path.dirname(fileURLToPath(import.meta.url));
const RENDERER_FILES = [
  path.join(here, 'mdx/compile.ts'),
  path.join(here, 'mdx/options.ts'),
  path.join(here, 'mdx/content-only.ts'),
  path.join(here, 'mdx/outline.ts'),
  path.join(here, '../../src/mdx/components.tsx'),
  path.join(here, '../../src/components/SmartLink.tsx'),
  // The compiler's own version (its output may change between releases)
  path.join(here, '../../node_modules/@mdx-js/mdx/package.json'),
];
let fingerprint: string | undefined;
function rendererFingerprint(): string {
  fingerprint ??= createHash('sha1')
    .update(RENDERER_FILES.map((f) => (existsSync(f) ? readFileSync(f, 'utf8') : f)).join('\0'))
    .digest('hex');
  return fingerprint;
}

export function bodyKey(text: string): string {
  return createHash('sha1').update(rendererFingerprint()).update('\0').update(text).digest('hex');
}

const memory = new Map<string, BodyResult>();

const forFile = (result: BodyResult, relFile: string): BodyResult =>
  result.problems ? { problems: result.problems.map((p) => ({ ...p, file: relFile })) } : result;

/** A body rendered before in this process, by its key. */
export function cachedBody(key: string, relFile: string): BodyResult | undefined {
  const known = memory.get(key);
  return known && forFile(known, relFile);
}

/** Keeps a rendered body for the rest of this process. */
export function storeBody(key: string, result: BodyResult) {
  memory.set(key, result);
}

/** Forgets what this process rendered (tests use it to stand for a new process). */
export function forgetBodies() {
  memory.clear();
  loaded.clear();
}

const FILE = 'bodies-v2.json';
/** The keys each cache folder holds, as last read or written by this process. */
const loaded = new Map<string, Set<string>>();

/** Reads a cache folder's bodies into memory, once per process. */
export function loadBodies(cacheDir: string) {
  if (loaded.has(cacheDir)) return;
  const keys = new Set<string>();
  loaded.set(cacheDir, keys);
  const file = path.join(cacheDir, FILE);
  if (!existsSync(file)) return;
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Compiled>;
    for (const [key, compiled] of Object.entries(stored)) {
      keys.add(key);
      if (!memory.has(key)) memory.set(key, compiled);
    }
  } catch {
    // A damaged cache (an interrupted write of an earlier version) is rebuilt.
  }
}

/**
 * Writes the bodies of `keys` (the files that exist now) to the cache folder when they differ
 * from what it holds: new bodies are added and those of deleted or changed files dropped.
 */
export function saveBodies(cacheDir: string, keys: string[]) {
  const held = loaded.get(cacheDir);
  const html = keys.filter((k) => memory.get(k)?.html !== undefined);
  if (held && held.size === html.length && html.every((k) => held.has(k))) return;
  const out: Record<string, Compiled> = {};
  for (const k of html) out[k] = memory.get(k) as Compiled;
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, FILE);
  // Written beside and renamed: a build stopped halfway never leaves half a file.
  writeFileSync(`${file}.${process.pid}`, JSON.stringify(out));
  renameSync(`${file}.${process.pid}`, file);
  loaded.set(cacheDir, new Set(html));
}

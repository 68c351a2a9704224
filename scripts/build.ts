/**
 * The production build: `npm run build`.
 *   1. validate content and generate manifests (fails with every problem listed)
 *   2. client bundle (dist/) and server bundle (dist-ssr/) with Vite
 *   3. prerender every route to dist/<path>/index.html, plus 404 and redirect pages
 *   4. site files: sitemap, robots, feed, Open Graph cards, brochures, search index, headers
 * `--if-stale` skips the build when nothing it reads has changed since the last one.
 */
import './lib/production.ts';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { handOverMedia } from './lib/build-env.ts';
import { publishCached } from './lib/cache.ts';
import { precompress } from './lib/compress.ts';
import { buildEditor } from './lib/editor/build.ts';
import { writeSiteFiles } from './lib/site-files.ts';
import type { Manifest } from './lib/model.ts';
import type { OgCards } from './lib/og-images.ts';
import { BuildPool } from './lib/pool.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const INPUTS = ['content', 'src', 'scripts', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function inputsHash(root: string): string {
  const hash = createHash('sha1');
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      if (p.endsWith(`${path.sep}generated`)) return;
      for (const f of readdirSync(p).sort()) walk(path.join(p, f));
    } else hash.update(p).update(readFileSync(p));
  };
  INPUTS.forEach((i) => walk(path.join(root, i)));
  return hash.digest('hex');
}

export interface BuildOptions {
  root?: string;
  /** Skip brochures (PDF/DOCX) */
  skipDocuments?: boolean;
  quiet?: boolean;
}

/** What every phase of one build uses. */
interface Run {
  root: string;
  dist: string;
  ssr: string;
  pool: BuildPool;
  step: (name: string, since: number) => void;
}

/** The bundler, the prerenderer, the image and search tools and the post-build steps. */
async function loadTools() {
  const [{ build: viteBuild }, { prerender }, og, { createSearchIndex }, { postBuild }] = await Promise.all([
    import('vite'),
    import('./prerender.ts'),
    import('./lib/og-images.ts'),
    import('./lib/search-index.ts'),
    import('./post-build.ts'),
  ]);
  return { viteBuild, prerender, og, createSearchIndex, postBuild };
}

type Tools = Awaited<ReturnType<typeof loadTools>>;

/**
 * Starts validating and generating, and loads the tools meanwhile. The generation is returned
 * unawaited (in an object), so the bundles can be built while the content compiles; awaiting it
 * exits with every problem listed.
 */
async function generatePhase(run: Run) {
  const t = performance.now();
  const { generate, reportProblems } = await import('./generate.ts');
  const generating = generate({ root: run.root, pool: run.pool }).then((result) => {
    if (result.problems.length > 0) {
      console.error(reportProblems(result.problems));
      process.exit(1);
    }
    run.step('validate + generate', t);
    return { manifest: result.manifest!, routeJson: result.routeJson!, tableJson: result.tableJson! };
  });
  const tools = await loadTools();
  return { generating, tools };
}

type Generated = Awaited<Awaited<ReturnType<typeof generatePhase>>['generating']> & { tools: Tools };

/** The bundles, built while the content compiles: they import no content, only the media list. */
async function bundlesPhase(run: Run, manifest: Promise<Manifest>, viteBuild: Tools['viteBuild']) {
  // Vite's content plugin would generate again: hand it what it needs from this run.
  handOverMedia(manifest.then((m) => m.media));
  rmSync(run.dist, { recursive: true, force: true });
  rmSync(run.ssr, { recursive: true, force: true });
  const t = performance.now();
  // Client and server bundles are built at once: each leaves cores idle while it waits on the
  // other's single-threaded steps.
  const vite = {
    root: run.root,
    configFile: path.join(run.root, 'vite.config.ts'),
    logLevel: 'warn',
  } as const;
  const client = viteBuild(vite).then(async () => {
    run.step('client bundle', t);
    // The writers' editor, when site.yaml enables it: into dist/admin/, before dist/ is compressed.
    if (await buildEditor(run.root, viteBuild)) run.step('editor bundle (dist/admin)', t);
    // dist/ is emptied and refilled now: add the site files (they need only the manifest) and
    // compress them with the bundles and public files (zlib's threads) while pages render.
    const compressed = manifest.then((m) => {
      writeSiteFiles(run.dist, m);
      return precompress(run.dist);
    });
    compressed.catch(() => undefined); // awaited in post-build
    return { compressed };
  });
  const server = viteBuild({
    ...vite,
    // The manifest and emitted CSS name each template's own stylesheet, which the prerender
    // inlines into that template's pages (the client bundles hold islands, not templates).
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: 'dist-ssr',
      manifest: true,
      ssrEmitAssets: true,
      copyPublicDir: false,
    },
  });
  const [{ compressed: assetsCompressed }] = await Promise.all([client, server]);
  run.step('bundles', t);
  // In an object, so that returning it does not wait for the compression.
  return { assetsCompressed };
}

async function pagesPhase(
  run: Run,
  generated: Generated,
  cardsMade: Promise<OgCards>,
  skipDocuments = false,
) {
  const { manifest, tools } = generated;
  const { root, dist, pool } = run;
  const t = performance.now();
  // The search index (Pagefind's process) is made while the pages are rendered; each
  // indexable page goes to Pagefind as its batch is written.
  const cards = Promise.all([
    cardsMade.then((c) => {
      publishCached(dist, c.files);
      return c.made;
    }),
    tools.og.writeIcons(root, dist),
  ]).then(([n]) => n);
  cards.catch(() => undefined); // awaited in post-build
  const search = await tools.createSearchIndex(dist);
  const rendering = tools.prerender({
    root,
    distDir: dist,
    ssrDir: run.ssr,
    manifest,
    routeJson: generated.routeJson,
    pool,
    onPage: (url, html) => search.add(url, html),
  });
  const pages = await rendering;
  // The threads turn to brochures once the pages are written, while the index is saved.
  const brochures = skipDocuments ? undefined : pool.brochures(root, manifest.site, manifest.documents);
  brochures?.catch(() => undefined); // awaited (and reported) in post-build
  run.step(`prerender (${pages} pages)`, t);
  return { pages, cards, search, brochures };
}

export async function buildSite(opts: BuildOptions = {}) {
  const root = opts.root ?? projectRoot;
  const dist = path.join(root, 'dist');
  const ssr = path.join(root, 'dist-ssr');
  const log = (s: string) => !opts.quiet && console.log(s);
  const t0 = performance.now();
  const step = (name: string, since: number) =>
    log(`  ${name.padEnd(24)} ${((performance.now() - since) / 1000).toFixed(2)} s`);

  // Worker threads start first, and the generator right after them: the threads compile MDX
  // bodies while this thread validates the content, loads the rest of its modules (the bundler,
  // the image and search tools) and builds the bundles, which do not depend on the content.
  const pool = new BuildPool(root);
  const run: Run = { root, dist, ssr, pool, step };
  try {
    const { generating, tools } = await generatePhase(run);
    const bundling = bundlesPhase(
      run,
      generating.then((g) => g.manifest),
      tools.viteBuild,
    );
    bundling.catch(() => undefined); // awaited below
    const generated = { ...(await generating), tools };
    const { manifest } = generated;

    // Social cards need only the manifest: sharp's threads make them into the cache while the
    // bundles are built (the bundler empties dist/, so they are put in place afterwards).
    const cardsMade = tools.og.makeOgImages(root, manifest);
    cardsMade.catch(() => undefined); // awaited with the pages

    const { assetsCompressed } = await bundling;
    const { pages, cards, search, brochures } = await pagesPhase(
      run,
      generated,
      cardsMade,
      opts.skipDocuments,
    );

    await tools.postBuild({
      root,
      dist,
      manifest,
      brochures,
      cards,
      search,
      assetsCompressed,
      step,
      log,
    });
    rmSync(ssr, { recursive: true, force: true });
    log(`Built ${pages} pages into dist/ in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return { pages };
  } finally {
    await pool.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(projectRoot, 'scripts/build.ts')) {
  const stamp = path.join(projectRoot, 'dist', '.build-inputs');
  const hash = inputsHash(projectRoot);
  if (process.argv.includes('--if-stale') && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log('dist/ is up to date with its inputs; skipping the build.');
  } else {
    await buildSite();
    writeFileSync(stamp, hash);
  }
}

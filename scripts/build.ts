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
import { bundles, publishBundles, type Bundles } from './lib/bundles.ts';
import { publishCached } from './lib/cache.ts';
import { buildEditor } from './lib/editor/build.ts';
import { precompressFiles } from './lib/compress.ts';
import { publishMedia, writeSiteFiles } from './lib/site-files.ts';
import type { Manifest } from './lib/model.ts';
import { Output } from './lib/output.ts';
import { changedSlugs, contentHashes, type SearchFeed } from './lib/search-ahead.ts';
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
  /** dist/, with what the last build left in it */
  out: Output;
  /** The search index, given the last build's unchanged pages while the content is generated */
  search: SearchFeed;
  ssr: string;
  pool: BuildPool;
  step: (name: string, since: number) => void;
}

/**
 * The prerenderer, the image and search tools and the post-build steps. The bundler is loaded
 * only when the bundles are built (lib/bundles.ts).
 */
async function loadTools() {
  const [{ prerender }, og, { postBuild }] = await Promise.all([
    import('./prerender.ts'),
    import('./lib/og-images.ts'),
    import('./post-build.ts'),
  ]);
  return { prerender, og, postBuild };
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
    return { manifest: result.manifest!, routeJson: result.routeJson! };
  });
  const tools = await loadTools();
  return { generating, tools };
}

type Generated = Awaited<Awaited<ReturnType<typeof generatePhase>>['generating']> & { tools: Tools };

/**
 * The bundles, from the cache or built while the content compiles: they import no content, and
 * the content's media are published by the build (siteFilesPhase), so they do not wait for it.
 */
async function bundlesPhase(run: Run): Promise<Bundles> {
  // Vite's content plugin would generate again, and would emit the media into the bundle.
  handOverMedia(Promise.resolve([]));
  const t = performance.now();
  const b = await bundles(run.root);
  run.step(b.built ? 'bundles' : 'bundles (inputs unchanged)', t);
  return b;
}

/** The writers' editor, when site.yaml enables it: into dist/admin/, a bundle of its own. */
async function editorPhase(run: Run) {
  const t = performance.now();
  const built = await buildEditor(run.root, async (config) => (await import('vite')).build(config));
  if (!built) return;
  const admin = path.join(run.out.dir, 'admin');
  run.out.keep(
    readdirSync(admin, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => path.join(f.parentPath, f.name)),
  );
  run.step('editor bundle (dist/admin)', t);
}

/** Site files and media, written and compressed (zlib's threads) while pages render. */
function siteFilesPhase(run: Run, manifest: Manifest) {
  const files = [
    ...writeSiteFiles(run.out.dir, manifest),
    ...publishMedia(run.root, run.out.dir, manifest.media),
  ];
  run.out.keep(files);
  const compressed = precompressFiles(files);
  compressed.catch(() => undefined); // awaited in post-build
  return compressed;
}

/** Social cards (drawn by sharp's threads into the cache) and icons, put in dist/. */
function cardsPhase(run: Run, generated: Generated) {
  const { root } = run;
  const dist = run.out.dir;
  const cards = Promise.all([
    generated.tools.og.makeOgImages(root, generated.manifest).then((c) => {
      publishCached(dist, c.files);
      run.out.keep(c.files.map((f) => path.join(dist, f.to)));
      return c.made;
    }),
    generated.tools.og.writeIcons(root, dist).then((icons) => run.out.keep(icons)),
  ]).then(([n]) => n);
  cards.catch(() => undefined); // awaited in post-build
  return cards;
}

async function pagesPhase(run: Run, generated: Generated & { bundles: Bundles }, skipDocuments = false) {
  const { manifest, tools } = generated;
  const { root, pool } = run;
  const t = performance.now();
  // Each indexable page goes to the search index (Pagefind's process) as its batch is written or
  // as it is found unchanged.
  const { search } = run;
  const rendering = tools.prerender({
    root,
    output: run.out,
    bundles: generated.bundles,
    ssrDir: run.ssr,
    manifest,
    routeJson: generated.routeJson,
    pool,
    onPage: (url, html) => search.add(url, html),
    onKept: (url) => search.keep(url),
  });
  // The threads have their pages: this thread writes the site files and lays out the social
  // cards meanwhile.
  const assetsCompressed = siteFilesPhase(run, manifest);
  const cards = cardsPhase(run, generated);
  const pages = await rendering;
  // The threads turn to brochures once the pages are written, while the index is saved.
  const brochures = skipDocuments ? undefined : pool.brochures(root, manifest.site, manifest.documents);
  brochures?.catch(() => undefined); // awaited (and reported) in post-build
  run.step(`prerender (${pages} pages, ${run.out.counts.rendered} rendered)`, t);
  return { pages, cards, search, brochures, assetsCompressed };
}

export interface BuildResult {
  /** Pages in the site (routes, 404 and redirect pages) */
  pages: number;
  /** Route pages rendered by this build; the others were left as the last one wrote them */
  rendered: number;
  reused: number;
  /** Whether Vite built the bundles (else they came from the cache) */
  bundled: boolean;
}

export async function buildSite(opts: BuildOptions = {}): Promise<BuildResult> {
  const root = opts.root ?? projectRoot;
  const ssr = path.join(root, 'dist-ssr');
  const log = (s: string) => !opts.quiet && console.log(s);
  const t0 = performance.now();
  const step = (name: string, since: number) =>
    log(`  ${name.padEnd(24)} ${((performance.now() - since) / 1000).toFixed(2)} s`);

  // Worker threads start first, and the generator right after them: the threads compile MDX
  // bodies while this thread validates the content, loads the rest of its modules (the bundler,
  // the image and search tools) and builds the bundles, which do not depend on the content.
  const pool = new BuildPool(root);
  const out = new Output(root);
  const content = contentHashes(root);
  const before = out.before;
  const search = pool.searchThread({
    dist: out.dir,
    previous: before?.searchCopies,
    changed: before ? changedSlugs(before.content, content) : [],
    saveTo: out.searchCopies,
  });
  const run: Run = { root, out, search, ssr, pool, step };
  try {
    const { generating, tools } = await generatePhase(run);
    const bundling = bundlesPhase(run);
    bundling.catch(() => undefined); // awaited below
    const generated = { ...(await generating), tools };
    const { manifest } = generated;
    const built = await bundling;
    out.begin();
    out.keep(publishBundles(built, out.dir, ssr));
    await editorPhase(run);
    const { pages, cards, search, brochures, assetsCompressed } = await pagesPhase(
      run,
      { ...generated, bundles: built },
      opts.skipDocuments,
    );

    await tools.postBuild({
      root,
      dist: out.dir,
      manifest,
      brochures,
      cards,
      search,
      assetsCompressed,
      keep: (files) => out.keep(files),
      step,
      log,
    });
    out.finish(content);
    rmSync(ssr, { recursive: true, force: true });
    log(`Built ${pages} pages into dist/ in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return { pages, ...out.counts, bundled: built.built };
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

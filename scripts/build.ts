/**
 * The production build, `npm run build`, as plain steps in order:
 *   1. the server bundle of src/entry-server.tsx into dist-ssr/: the content loader, the builders,
 *      the templates and every content file's module, compiled once
 *   2. the bundle's `loadSite()` reads, checks and builds the content (fails with every problem
 *      listed, before anything is written to dist/), then the browser bundle (entry, islands, stylesheet)
 *   3. every route rendered by the bundle's `render(url)` into dist/<path>/index.html, plus 404 and
 *      redirects, while sharp draws the social cards and a thread of its own makes a Brotli and a
 *      gzip copy of the bundles and of each page (lib/precompress.ts), for hosts to send as they are
 *   4. site files, media, photos and brochures
 *   5. the search index, and meanwhile the copies of every other text file
 * `--if-stale` skips the build when nothing it reads has changed since the last one.
 */
import './lib/production.ts';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { reportProblems, reportWarnings, writeManifest } from './lib/content-output.ts';
import { projectRoot } from './lib/project-root.ts';
import { prepareBrochures } from './lib/brochures.ts';
import { fileCache, publishCached } from './lib/cache.ts';
import { buildEditor } from './lib/editor/build.ts';
import { photoEncoder, publishPhoto } from './lib/images.ts';
import { makeOgImages, writeIcons } from './lib/og-images.ts';
import { compressedCopies } from './lib/precompress.ts';
import { searchIndex } from './lib/search-index.ts';
import { publishMedia, writeSiteFiles } from './lib/site-files.ts';
import type { Entry } from './lib/vite-site.ts';
import { prerender } from './prerender.ts';

/**
 * What the build does not read: its own output, the tests, the installed packages (but their
 * versions, node_modules/.package-lock.json, count) and hidden folders at the top (version history,
 * caches). Everything else in the project does count, configuration files included, whatever
 * their names.
 */
const NOT_INPUTS = new Set(['node_modules', 'dist', 'dist-ssr', 'tests', 'src/generated']);
const isInput = (rel: string) => !NOT_INPUTS.has(rel) && !(rel.startsWith('.') && !rel.includes('/'));

/** A hash of every file the build reads, by its path in the project and its bytes. */
export function inputsHash(root: string): string {
  const hash = createHash('sha1');
  const walk = (rel: string) => {
    const st = statSync(path.join(root, rel), { throwIfNoEntry: false });
    if (st?.isDirectory()) {
      if (rel && !isInput(rel)) return;
      for (const f of readdirSync(path.join(root, rel)).sort()) walk(rel ? `${rel}/${f}` : f);
    } else if (st) hash.update(`${rel}\0`).update(readFileSync(path.join(root, rel)));
  };
  walk('');
  walk('node_modules/.package-lock.json');
  return hash.digest('hex');
}

export interface BuildOptions {
  root?: string;
  /** Skip brochures (PDF/DOCX) */
  skipDocuments?: boolean;
  quiet?: boolean;
}

/** Bundles src/entry-server.tsx into `ssr` (dist-ssr/) and imports it. */
async function serverBundle(root: string, configFile: string, ssr: string): Promise<Entry> {
  await build({
    root,
    configFile,
    logLevel: 'warn',
    // Bundled, not imported from node_modules: framer-motion's ES build is some 430 files, which
    // Node would load one by one each time the bundle is imported (about 0.3 s of each build).
    ssr: { noExternal: ['framer-motion', 'motion-dom', 'motion-utils'] },
    build: {
      ...{ ssr: 'src/entry-server.tsx', outDir: ssr, emptyOutDir: true, copyPublicDir: false },
      rolldownOptions: {
        output: {
          chunkFileNames: '[name].js',
          // The content modules in chunks of their own, content*.js: the loader imports them all at
          // once, and a thousand chunk files would cost Node a thousand imports. A chunk holds up to
          // about 2 MB of modules, so a large site's are written on both cores: at 1,000 entries
          // (17 chunks) the bundle was written 0.6 s sooner than as one 15 MB chunk. Pages count a
          // content file by its modules' keys (content-keys.json, see prerender.ts), not by a chunk.
          codeSplitting: { groups: [{ name: 'content', test: /\.mdx(?:\?|$)/, maxSize: 2_000_000 }] },
        },
      },
    },
  });
  return (await import(pathToFileURL(path.join(ssr, 'entry-server.js')).href)) as Entry;
}

export async function buildSite(opts: BuildOptions = {}): Promise<{ pages: number }> {
  const root = opts.root ?? projectRoot;
  const dist = path.join(root, 'dist');
  const log = (s: string) => !opts.quiet && console.log(s);
  const t0 = performance.now();
  let t = t0;
  const step = (name: string) => {
    log(`  ${name.padEnd(28)} ${((performance.now() - t) / 1000).toFixed(2)} s`);
    t = performance.now();
  };

  // The server bundle first: the content loader and every content file's module with it, so the
  // content is read and compiled once, and checked with what was compiled.
  const configFile = path.join(root, 'vite.config.ts');
  const ssr = path.join(root, 'dist-ssr');
  const server = await serverBundle(root, configFile, ssr);
  step('server bundle (dist-ssr/)');

  const { problems, warnings, site } = await server.loadSite({
    production: process.env.SITE_ENV === 'production',
  });
  if (warnings.length > 0) console.warn(reportWarnings(warnings, process.env, 20));
  if (!site) {
    console.error(reportProblems(problems));
    rmSync(ssr, { recursive: true, force: true });
    process.exit(1);
  }
  const { manifest } = site;
  writeManifest(root, manifest);
  step('load + validate content');

  await build({ root, configFile, logLevel: 'warn' });
  await buildEditor(root, build);
  step('browser bundle (dist/)');

  // While the pages render, sharp's threads draw the social cards, Pagefind indexes the pages and
  // a thread of its own makes the compressed copies of the bundles and of each page.
  const drawing = makeOgImages(root, manifest);
  const copies = compressedCopies(root, dist);
  const search = await searchIndex();
  const pages = await prerender(server.render, ssr, dist, site, {
    index: (url, html) => search.add(url, html),
    rendered: (file, html) => copies.page(file, html),
  });
  rmSync(ssr, { recursive: true, force: true });
  const cards = await drawing;
  step(`prerender (${pages} pages), ${cards.made} new social cards`);

  await writeSiteFiles(dist, manifest);
  publishMedia(root, dist, manifest.media);
  const photos = fileCache(root, 'photos');
  const encoder = photoEncoder(root);
  for (const photo of manifest.photos)
    await publishPhoto(path.join(root, 'content'), photo, dist, photos, encoder);
  photos.prune();
  publishCached(dist, cards.files);
  await writeIcons(root, dist);
  step('site files, media, icons');

  if (!opts.skipDocuments) {
    const { site, shell, documents } = manifest;
    const brochures = await prepareBrochures(root, site, shell.labels.brochure, documents);
    publishCached(dist, brochures.files);
    step(`brochures (${brochures.written} new, ${brochures.cached} cached)`);
  }

  // Pagefind finishes the search index in its own process while the pages are compressed; the
  // files it writes are compressed when it is done.
  const indexing = search.write(dist);
  const compressed = await copies.finish(indexing);
  const indexed = await indexing;
  step(`search index (${indexed} pages); .br and .gz of ${compressed.files} files (${compressed.made} new)`);
  log(`Built ${pages} pages into dist/ in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { pages };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  // What dist/ was built from: every input, and whether the brochures were left out. The whole site
  // serves any build asked for; one without brochures serves only another such build, never `npm start`.
  const stamp = path.join(projectRoot, 'dist', '.build-inputs');
  const hash = inputsHash(projectRoot);
  const skipDocuments = process.argv.includes('--no-documents');
  const asked = skipDocuments ? `${hash} without brochures` : hash;
  const built = existsSync(stamp) ? readFileSync(stamp, 'utf8') : undefined;
  if (process.argv.includes('--if-stale') && (built === hash || built === asked)) {
    console.log('dist/ is up to date with its inputs; skipping the build.');
  } else {
    rmSync(stamp, { force: true });
    await buildSite({ skipDocuments });
    writeFileSync(stamp, asked);
  }
}

/**
 * The production build, `npm run build`, as plain steps in order:
 *   1. the server bundle of src/entry-server.tsx (with the content's MDX modules) into dist-ssr/
 *   2. validate the content and compute every route (fails with every problem listed, before
 *      anything is written to dist/), then the browser bundle (entry, islands, stylesheet)
 *   3. every route rendered by `render(url)` into dist/<path>/index.html, plus 404 and redirects,
 *      while sharp draws the social cards
 *   4. site files, media, photos, search index and brochures
 * `--if-stale` skips the build when nothing it reads has changed since the last one.
 */
import './lib/production.ts';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { generate, projectRoot, reportProblems, writeManifest } from './generate.ts';
import { prepareBrochures } from './lib/brochures.ts';
import { cacheDir, publishCached } from './lib/cache.ts';
import { buildEditor } from './lib/editor/build.ts';
import { publishPhoto } from './lib/images.ts';
import { makeOgImages, writeIcons } from './lib/og-images.ts';
import { searchIndex } from './lib/search-index.ts';
import { publishMedia, writeSiteFiles } from './lib/site-files.ts';
import { prerender, type Render } from './prerender.ts';
import type { TextReport } from '../src/mdx/report.ts';

const INPUTS = ['content', 'src', 'scripts', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function inputsHash(root: string): string {
  const hash = createHash('sha1');
  const walk = (p: string) => {
    const st = statSync(p, { throwIfNoEntry: false });
    if (st?.isDirectory()) {
      if (p.endsWith(`${path.sep}generated`)) return;
      for (const f of readdirSync(p).sort()) walk(path.join(p, f));
    } else if (st) hash.update(p).update(readFileSync(p));
  };
  INPUTS.forEach((i) => walk(path.join(root, i)));
  return hash.digest('hex');
}

/** What the server bundle (src/entry-server.tsx) gives the build. */
interface ServerEntry {
  render: Render;
  contentReports: () => Promise<Record<string, TextReport>>;
}

export interface BuildOptions {
  root?: string;
  /** Skip brochures (PDF/DOCX) */
  skipDocuments?: boolean;
  quiet?: boolean;
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

  // The server bundle first: compiling the content's MDX, Vite reports what each text holds, so
  // the content is validated with what was compiled, and no text is read twice.
  const configFile = path.join(root, 'vite.config.ts');
  const ssr = path.join(root, 'dist-ssr');
  await build({
    root,
    configFile,
    logLevel: 'warn',
    build: {
      ...{ ssr: 'src/entry-server.tsx', outDir: ssr, emptyOutDir: true, copyPublicDir: false },
      // Unhashed, so an edited text changes its own chunk only (prerender.ts keeps the other pages).
      rolldownOptions: { output: { chunkFileNames: '[name].js' } },
    },
  });
  const server = (await import(pathToFileURL(path.join(ssr, 'entry-server.js')).href)) as ServerEntry;
  const reports = await server.contentReports();
  step('server bundle (dist-ssr/)');

  const { problems, manifest } = await generate({ root, reports: (id) => reports[id] });
  if (!manifest) {
    console.error(reportProblems(problems));
    rmSync(ssr, { recursive: true, force: true });
    process.exit(1);
  }
  writeManifest(root, manifest);
  step('validate + generate');

  await build({ root, configFile, logLevel: 'warn' });
  await buildEditor(root, build);
  step('browser bundle (dist/)');

  // Social cards are drawn by sharp's own threads while the pages render.
  const drawing = makeOgImages(root, manifest);
  const search = await searchIndex();
  const pages = await prerender(server.render, ssr, dist, manifest, (url, html) => search.add(url, html));
  rmSync(ssr, { recursive: true, force: true });
  const cards = await drawing;
  step(`prerender (${pages} pages), ${cards.made} new social cards`);

  await writeSiteFiles(dist, manifest);
  publishMedia(root, dist, manifest.media);
  for (const photo of manifest.photos)
    await publishPhoto(path.join(root, 'content'), photo, dist, cacheDir(root, 'photos'));
  publishCached(dist, cards.files);
  await writeIcons(root, dist);
  step('site files, media, icons');

  const indexed = await search.write(dist);
  step(`search index (${indexed} pages; wait)`);

  if (!opts.skipDocuments) {
    const { site, shell, documents } = manifest;
    const brochures = await prepareBrochures(root, site, shell.labels.brochure, documents);
    publishCached(dist, brochures.files);
    step(`brochures (${brochures.written} new, ${brochures.cached} cached)`);
  }
  log(`Built ${pages} pages into dist/ in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { pages };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const stamp = path.join(projectRoot, 'dist', '.build-inputs');
  const hash = inputsHash(projectRoot);
  if (process.argv.includes('--if-stale') && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log('dist/ is up to date with its inputs; skipping the build.');
  } else {
    rmSync(stamp, { force: true });
    await buildSite({ skipDocuments: process.argv.includes('--no-documents') });
    writeFileSync(stamp, hash);
  }
}

/**
 * The production build, `npm run build`, as plain steps in order:
 *   1. validate the content and compute every route (fails with every problem listed)
 *   2. the browser bundle with Vite (entry script, islands, stylesheet) into dist/
 *   3. every route rendered by `render(url)` into dist/<path>/index.html, plus 404 and redirects
 *   4. site files, media, photos, social cards, search index and brochures
 * `--if-stale` skips the build when nothing it reads has changed since the last one.
 */
import './lib/production.ts';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { generate, reportProblems, writeManifest } from './generate.ts';
import { prepareBrochures } from './lib/brochures.ts';
import { cacheDir, publishCached } from './lib/cache.ts';
import { buildEditor } from './lib/editor/build.ts';
import { publishPhoto } from './lib/images.ts';
import { makeOgImages, writeIcons } from './lib/og-images.ts';
import { writeSearchIndex } from './lib/search-index.ts';
import { publishMedia, writeSiteFiles } from './lib/site-files.ts';
import { prerender } from './prerender.ts';

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

  const { problems, manifest } = await generate({ root });
  if (!manifest) {
    console.error(reportProblems(problems));
    process.exit(1);
  }
  writeManifest(root, manifest);
  step('validate + generate');

  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  await buildEditor(root, build);
  step('bundle (dist/)');

  const { pages, indexed } = await prerender(root, dist, manifest);
  step(`prerender (${pages} pages)`);

  writeSiteFiles(dist, manifest);
  publishMedia(root, dist, manifest.media);
  for (const photo of manifest.photos) {
    await publishPhoto(path.join(root, 'content'), photo, dist, cacheDir(root, 'photos'));
  }
  const cards = await makeOgImages(root, manifest);
  publishCached(dist, cards.files);
  await writeIcons(root, dist);
  step(`site files, media, ${cards.made} new social cards`);

  await writeSearchIndex(dist, indexed);
  step(`search index (${indexed.length} pages)`);

  if (!opts.skipDocuments) {
    const brochures = await prepareBrochures(root, manifest.site, manifest.documents);
    publishCached(dist, brochures.files);
    step(`brochures (${brochures.written} new, ${brochures.cached} cached)`);
  }
  log(`Built ${pages} pages into dist/ in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { pages };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(projectRoot, 'scripts/build.ts')) {
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

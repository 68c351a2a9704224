/** Site files written after prerendering. Each step reads the same manifest. */
import { performance } from 'node:perf_hooks';
import type { Manifest } from './lib/model.ts';
import { writeBrochures } from './lib/brochures.ts';
import path from 'node:path';
import { precompress } from './lib/compress.ts';
import { publishPhoto } from './lib/images.ts';
import { writeIcons, writeOgImages } from './lib/og-images.ts';
import { writeSearchIndex } from './lib/search-index.ts';
import { writeSiteFiles } from './lib/site-files.ts';

export interface PostBuildContext {
  root: string;
  dist: string;
  manifest: Manifest;
  skipDocuments?: boolean;
  step: (name: string, since: number) => void;
  log: (s: string) => void;
}

export async function postBuild(ctx: PostBuildContext) {
  const tp = performance.now();
  let encoded = 0;
  const contentDir = path.join(ctx.root, 'content');
  const cacheDir = path.join(ctx.root, 'node_modules', '.cache', 'photos');
  for (const photo of ctx.manifest.photos) encoded += await publishPhoto(contentDir, photo, ctx.dist, cacheDir);
  if (ctx.manifest.photos.length) ctx.step(`photos (${ctx.manifest.photos.length}, ${encoded} variants encoded)`, tp);
  const t = performance.now();
  writeSiteFiles(ctx.dist, ctx.manifest);
  ctx.step('sitemap, robots, feed', t);
  const to = performance.now();
  const cards = await writeOgImages(ctx.root, ctx.dist, ctx.manifest);
  await writeIcons(ctx.root, ctx.dist, ctx.manifest);
  ctx.step(`social cards (${cards} new), icons`, to);
  const ts = performance.now();
  const indexed = await writeSearchIndex(ctx.dist, ctx.manifest);
  ctx.step(`search index (${indexed} pages)`, ts);
  if (!ctx.skipDocuments) {
    const t2 = performance.now();
    const stats = await writeBrochures(ctx.root, ctx.dist, ctx.manifest.site, ctx.manifest.documents);
    ctx.step(`brochures (${stats.written} new, ${stats.cached} cached)`, t2);
  }
  const tc = performance.now();
  const packed = await precompress(ctx.dist);
  ctx.step(`precompress (${packed.files} files)`, tc);
}

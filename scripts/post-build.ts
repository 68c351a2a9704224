/** What the build finishes after prerendering: photos, cards and icons, search index, brochures. */
import { performance } from 'node:perf_hooks';
import type { Manifest } from './lib/model.ts';
import type { BrochureStats } from './lib/brochures.ts';
import path from 'node:path';
import { cacheDir, publishCached } from './lib/cache.ts';
import { publishPhoto } from './lib/images.ts';
import type { SearchIndexer } from './lib/search-index.ts';
import type { Precompressed } from './lib/compress.ts';

export interface PostBuildContext {
  root: string;
  dist: string;
  manifest: Manifest;
  /** Brochures being made in a worker (undefined skips them) */
  brochures?: Promise<BrochureStats>;
  /** Social cards and icons, started alongside the prerender: resolves to the number of new cards */
  cards: Promise<number>;
  /** The search index, filled while pages were prerendered */
  search: SearchIndexer;
  /** Compression of the site files and media, started once the content was generated */
  assetsCompressed: Promise<Precompressed>;
  /** Notes files this build put in dist/ (the others the last build wrote are deleted) */
  keep: (files: Iterable<string>) => void;
  step: (name: string, since: number) => void;
  log: (s: string) => void;
}

export async function postBuild(ctx: PostBuildContext) {
  const tp = performance.now();
  let encoded = 0;
  const contentDir = path.join(ctx.root, 'content');
  const photoCache = cacheDir(ctx.root, 'photos');
  const variants: string[] = [];
  for (const photo of ctx.manifest.photos)
    encoded += await publishPhoto(contentDir, photo, ctx.dist, photoCache, variants);
  ctx.keep(variants);
  if (ctx.manifest.photos.length)
    ctx.step(`photos (${ctx.manifest.photos.length}, ${encoded} variants encoded)`, tp);
  const to = performance.now();
  const cards = await ctx.cards;
  ctx.step(`social cards (${cards} new), icons; wait`, to);
  const ts = performance.now();
  const indexed = await ctx.search.write();
  ctx.step(`search index (${indexed} pages) written`, ts);
  if (ctx.brochures) {
    const t2 = performance.now();
    const stats = await ctx.brochures;
    publishCached(ctx.dist, stats.files);
    ctx.keep(stats.files.map((f) => path.join(ctx.dist, f.to)));
    ctx.step(`brochures (${stats.written} new, ${stats.cached} cached; wait)`, t2);
  }
  const tc = performance.now();
  const packed = await ctx.assetsCompressed;
  ctx.keep(packed.written);
  ctx.step(`precompress (${packed.files} site and media files; wait)`, tc);
}

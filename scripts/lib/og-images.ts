/**
 * Open Graph cards (1200 x 630 PNG), one per page: an entry's cover art, or a title card
 * (scripts/lib/og-card.tsx) for any other page. Cached by what each card is drawn from, like the
 * brochures.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { fileCache, filesHash, inLanes, sha1, type CachedFile } from './cache.ts';
import { titleCard } from '../../src/lib/social-card.ts';
import { pageTypes } from '../../content.config.ts';
import type { Manifest } from '../../src/content/routes.ts';

const fontFile = (root: string) => path.join(root, 'public/fonts/inter-latin-var.woff2');

/**
 * Makes every page's card into the cache: the build draws them while the pages render, and
 * `publishCached` then puts them in place.
 */
export async function makeOgImages(
  root: string,
  manifest: Manifest,
): Promise<{ made: number; files: CachedFile[] }> {
  // A card is keyed by what it is drawn from (its text or its artwork) and by the code that draws
  // it: these files, the card's SVG, the font, and the versions of satori and sharp.
  const template = readFileSync(path.join(root, 'scripts/templates/og-card.svg'), 'utf8');
  const font = readFileSync(fontFile(root));
  const here = path.relative(root, path.dirname(fileURLToPath(import.meta.url)));
  const code = filesHash(root, [
    `${here}/og-images.ts`,
    `${here}/og-card.tsx`,
    'scripts/templates/og-card.svg',
    path.relative(root, fontFile(root)),
    'node_modules/satori/package.json',
    'node_modules/sharp/package.json',
  ]);
  const cache = fileCache(root, 'og');
  const { origin } = manifest;
  const sources = new Map(
    [...manifest.media.map((m) => m.file), ...manifest.photos].map((f) => [f.replace(/\.[^.]+$/, ''), f]),
  );
  // One job per distinct image URL: title cards per page, art cards once per artwork.
  const jobs = new Map<string, { key: string; render: () => Promise<Buffer> }>();
  for (const r of [...manifest.routes, manifest.notFound]) {
    const { meta } = r.data;
    const url = meta.image.slice(origin.length);
    if (jobs.has(url)) continue;
    const art = /^\/og\/media\/(.+)\.png$/.exec(url)?.[1];
    if (art) {
      const file = sources.get(art);
      if (!file) throw new Error(`social image for ${r.path}: no media file for ${art}`);
      const abs = path.join(root, 'content', file);
      jobs.set(url, {
        key: sha1(code, 'art', readFileSync(abs)),
        render: () =>
          sharp(abs, { density: 100 })
            .resize(1200, 630, { fit: 'cover' })
            .flatten({ background: '#0d2b4e' })
            .png({ compressionLevel: 6 })
            .toBuffer(),
      });
    } else {
      const text = titleCard(manifest.site, pageTypes[r.template], meta.title);
      jobs.set(url, {
        key: sha1(code, 'title', JSON.stringify(text)),
        // Satori loads only when a card is drawn: a rebuild mostly has none to draw.
        render: async () => {
          const { titleCardSvg } = await import('./og-card.tsx');
          const svg = await titleCardSvg(text, template, font);
          return sharp(Buffer.from(svg))
            .png({ palette: true, effort: 1, colours: 64, dither: 0, compressionLevel: 6 })
            .toBuffer();
        },
      });
    }
  }
  const files: CachedFile[] = [];
  await inLanes([...jobs], 3, async ([url, { key, render }]) => {
    files.push({ from: await cache.file(key, '.png', render), to: url });
  });
  cache.prune();
  return { made: cache.made, files };
}

/** Favicon PNGs from public/favicon.svg (the web app manifest that names them is a site file). */
export async function writeIcons(root: string, dist: string) {
  const svg = path.join(root, 'public/favicon.svg');
  for (const size of [180, 192, 512]) {
    const file = path.join(dist, size === 180 ? 'apple-touch-icon.png' : `icon-${size}.png`);
    await sharp(svg, { density: 300 }).resize(size, size).png().toFile(file);
  }
}

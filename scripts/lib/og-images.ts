/**
 * Open Graph cards (1200 x 630 PNG), one per page: the page title set in Inter on the blueprint
 * background. Text is drawn as glyph outlines with fontkit, so the cards look the same on any
 * machine, fonts installed or not. Cached by content, like the brochures.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openSync, type Font } from 'fontkit';
import sharp from 'sharp';
import { cacheDir, sha1, type CachedFile } from './cache.ts';
import { fill } from '../../src/lib/format.ts';
import { titleCard } from '../../src/lib/social-card.ts';
import { pageTypes } from '../../content.config.ts';
import type { Manifest } from '../../src/content/routes.ts';

const fontFile = (root: string) => path.join(root, 'public/fonts/inter-latin-var.woff2');

/** One line of text as an SVG path group at (x, baseline y), `size` px high. */
function textPath(font: Font, text: string, x: number, y: number, size: number, fill: string): string {
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let cursor = 0;
  const parts: string[] = [];
  run.glyphs.forEach((g, i) => {
    const d = g.path.toSVG();
    // Offsets are in font units: the group below scales them with the outlines.
    if (d) parts.push(`<path transform="translate(${cursor} 0)" d="${d}"/>`);
    cursor += run.positions[i]!.xAdvance;
  });
  // Glyph outlines are y-up in font units: flip and scale.
  const stroke = ` stroke="${fill}" stroke-width="${Math.round(font.unitsPerEm * 0.03)}" stroke-linejoin="round"`;
  return `<g fill="${fill}"${stroke} transform="translate(${x} ${y}) scale(${scale} ${-scale})">${parts.join('')}</g>`;
}

function measure(font: Font, text: string, size: number): number {
  return (font.layout(text).positions.reduce((s, p) => s + p.xAdvance, 0) * size) / font.unitsPerEm;
}

function wrap(font: Font, text: string, size: number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (measure(font, next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/\s+\S*$/, '')}…`;
  }
  return lines;
}

/** A title card: scripts/templates/og-card.svg with the site name, page kind and title drawn in. */
function ogSvg(template: string, font: Font, siteName: string, label: string, title: string): string {
  const size = title.length > 60 ? 58 : 68;
  const lines = wrap(font, title, size, 1000, 3);
  const top = 315 - ((lines.length - 1) * size * 1.15) / 2;
  return fill(template, {
    name: textPath(font, siteName, 156, 118, 30, '#ffffff'),
    label: textPath(font, label.toUpperCase(), 80, top - size * 0.9, 24, '#ff9a4d'),
    title: lines
      .map((l, i) => textPath(font, l, 80, top + size * 0.2 + i * size * 1.15, size, '#ffffff'))
      .join('\n'),
  });
}

/**
 * Makes every page's card into the cache: the build draws them while the pages render, and
 * `publishCached` then puts them in place.
 */
export async function makeOgImages(
  root: string,
  manifest: Manifest,
): Promise<{ made: number; files: CachedFile[] }> {
  // A title card is made of its text, this file's drawing code, the card's SVG and the font: all key it, and
  // the font (its default instance, regular; textPath strokes it bolder) is read only for a card the
  // cache does not hold. A .woff2 file holds one font, never a collection.
  let font: Font | undefined;
  const template = readFileSync(path.join(root, 'scripts/templates/og-card.svg'), 'utf8');
  const code = sha1(readFileSync(fileURLToPath(import.meta.url)), template, readFileSync(fontFile(root)));
  const cache = cacheDir(root, 'og');
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
        key: sha1('art', readFileSync(abs)),
        render: () =>
          sharp(abs, { density: 100 })
            .resize(1200, 630, { fit: 'cover' })
            .flatten({ background: '#0d2b4e' })
            .png({ compressionLevel: 6 })
            .toBuffer(),
      });
    } else {
      const { name, label, title } = titleCard(manifest.site, pageTypes[r.template], meta.title);
      const text = [name, label, title] as const;
      jobs.set(url, {
        key: sha1(code, JSON.stringify(text)),
        render: () =>
          sharp(Buffer.from(ogSvg(template, (font ??= openSync(fontFile(root)) as Font), ...text)))
            .png({ palette: true, effort: 1, colours: 64, dither: 0, compressionLevel: 6 })
            .toBuffer(),
      });
    }
  }
  let made = 0;
  const files: CachedFile[] = [];
  const queue = [...jobs.entries()];
  const work = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const [url, { key, render }] = job;
      const cached = path.join(cache, `${key}.png`);
      if (!existsSync(cached)) {
        writeFileSync(cached, await render());
        made++;
      }
      files.push({ from: cached, to: url });
    }
  };
  await Promise.all([work(), work(), work()]);
  return { made, files };
}

/** Favicon PNGs from public/favicon.svg (the web app manifest that names them is a site file). */
export async function writeIcons(root: string, dist: string) {
  const svg = path.join(root, 'public/favicon.svg');
  for (const size of [180, 192, 512]) {
    const file = path.join(dist, size === 180 ? 'apple-touch-icon.png' : `icon-${size}.png`);
    await sharp(svg, { density: 300 }).resize(size, size).png().toFile(file);
  }
}

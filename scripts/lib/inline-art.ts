/**
 * Line art small enough to travel inside its page as a data: URL, made once per drawing and kept
 * between runs (json-cache.ts): compressing and minifying a thousand drawings on every build was
 * a fifth of a large site's rebuild.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import svgToMiniDataURI from 'mini-svg-data-uri';
import { JsonCache, keyMaker } from './json-cache.ts';

/**
 * Largest compressed size, in bytes, at which a page's above-the-fold line art is inlined: a
 * seventh of what a new connection delivers in its first round trip (14.6 KB), so the page's HTML
 * still arrives in one.
 */
const INLINE_LIMIT = 2048;

const here = path.dirname(fileURLToPath(import.meta.url));
const keyOf = keyMaker([
  fileURLToPath(import.meta.url),
  path.join(here, '../../node_modules/mini-svg-data-uri/package.json'),
]);
/** The data: URL of each drawing by key, or null when it is too large to inline */
const cache = new JsonCache<{ url: string | null }>('inline-art-v1.json');
const used = new Set<string>();

/** The data: URL of the SVG drawing `svg`, or undefined when it is too large to inline. */
export function inlineArt(svg: string): string | undefined {
  const key = keyOf(svg);
  used.add(key);
  let known = cache.get(key);
  if (!known) {
    known = { url: gzipSync(svg).length <= INLINE_LIMIT ? svgToMiniDataURI(svg) : null };
    cache.set(key, known);
  }
  return known.url ?? undefined;
}

/** Reads the drawings made by earlier runs from the cache folder `dir` (once per process). */
export function loadInlineArt(dir: string) {
  cache.load(dir);
}

/** Keeps the drawings used since the last save in `dir`, for the next run. */
export function saveInlineArt(dir: string) {
  cache.save(dir, used);
  used.clear();
}

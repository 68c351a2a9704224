/**
 * What the site needs to know of an image file before any page names it: a drawing's size and,
 * when small, its data: URL; a photo's size and format, and why it cannot be published if it
 * cannot. The content plugin reads every image under content/ with it (`virtual:content-media`),
 * and the editor's checks read a photo not saved yet.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { imageSize } from 'image-size';
import svgToMiniDataURI from 'mini-svg-data-uri';
import type { MediaFile } from '../../src/content/media.ts';
import { checkPhoto, isPhoto, photoInfo } from './images.ts';

/**
 * Largest compressed size, in bytes, at which a drawing may travel inline as a page's largest
 * image: a seventh of what a new connection delivers in its first round trip (14.6 KB), so the
 * page's HTML still arrives in one.
 */
const INLINE_LIMIT = 2048;

/** A drawing's intrinsic size (so pages reserve its space) and, when small, its data: URL. */
function artFile(name: string, bytes: Buffer): MediaFile {
  const { width, height } = imageSize(bytes);
  const size = { kind: 'art' as const, width: Math.round(width), height: Math.round(height) };
  if (!/\.svg$/i.test(name) || gzipSync(bytes).length > INLINE_LIMIT) return size;
  return { ...size, inline: svgToMiniDataURI(asImageOnly(bytes.toString('utf8'))) };
}

/**
 * A drawing as an `<img>` shows it: without its titles, descriptions and ARIA role, which a browser
 * never reads out from an image (the `<img>`'s alt text is what it reads), so the page's HTML does
 * not carry them twice.
 */
function asImageOnly(svg: string): string {
  return svg
    .replace(/<(title|desc)\b[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/(<svg\b[^>]*?)\s+role=(["'])[^"']*\2/, '$1');
}

/** The image `name` (its path, for its type), from its bytes or, by default, the file. */
export async function mediaFile(name: string, bytes?: Buffer): Promise<MediaFile> {
  const data = bytes ?? readFileSync(name);
  if (!isPhoto(name)) {
    try {
      return artFile(name, data);
    } catch (error) {
      const problem = `not a readable image: ${(error as Error).message}`;
      return { kind: 'art', width: 0, height: 0, problem };
    }
  }
  const problem = await checkPhoto(data);
  if (problem) return { kind: 'photo', width: 0, height: 0, format: 'jpeg', problem };
  return { kind: 'photo', ...(await photoInfo(data)) };
}

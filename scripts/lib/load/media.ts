/**
 * Images named by content: each must exist inside content/ in a supported format; photos are
 * checked for size. Records every media file the site publishes, and each photo's dimensions.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { imageSize } from 'image-size';
import svgToMiniDataURI from 'mini-svg-data-uri';
import { findImages, type ArtInfo, type PhotoInfo } from '../../../src/content/media.ts';
import path from 'node:path';
import { checkPhoto, isPhoto, photoInfo } from '../images.ts';
import { formatPath, type Problem } from '../../../src/content/problems.ts';
import type { YamlSource } from '../../../src/content/yaml-source.ts';
import { relPath } from './files.ts';

/**
 * Largest compressed size, in bytes, at which a drawing may travel inline as a page's largest
 * image: a seventh of what a new connection delivers in its first round trip (14.6 KB), so the
 * page's HTML still arrives in one.
 */
const INLINE_LIMIT = 2048;

/** A drawing's intrinsic size (so pages reserve its space) and, when small, its data: URL. */
function artInfo(abs: string): ArtInfo {
  const text = readFileSync(abs);
  const { width, height } = imageSize(text);
  const size = { width: Math.round(width), height: Math.round(height) };
  if (!/\.svg$/i.test(abs) || gzipSync(text).length > INLINE_LIMIT) return size;
  return { ...size, inline: svgToMiniDataURI(text.toString('utf8')) };
}

function imageProblem(root: string, abs: string, src: string): string | undefined {
  const contentRel = path.relative(path.join(root, 'content'), abs);
  if (contentRel.startsWith('..')) return `image must live inside content/, got "${src}"`;
  if (!existsSync(abs) || !statSync(abs).isFile())
    return `image file not found: "${src}" (looked for ${relPath(root, abs)})`;
  if (!/\.(svg|jpe?g|png|webp|avif)$/i.test(abs))
    return `unsupported image type "${path.extname(abs)}"; use SVG, JPEG or PNG`;
  return undefined;
}

/**
 * Checks every image the files' YAML names; returns the media files (content-relative), the
 * drawings' and the photos' sizes. `pending`: images added in the editor and not saved yet, with
 * their bytes when known.
 */
export async function checkMedia(
  root: string,
  sources: YamlSource[],
  problems: Problem[],
  pending: Record<string, Buffer | null> = {},
) {
  const media = new Set<string>();
  const photoChecks: Promise<unknown>[] = [];
  for (const source of sources) {
    for (const img of findImages(source.data)) {
      const abs = path.resolve(root, path.dirname(source.file), img.src);
      const at = { file: source.file, ...source.locate(img.path), field: formatPath(img.path) };
      const problem = imageProblem(root, abs, img.src);
      // An unsaved image is no problem for not being on disk; its bytes, when known, are the photo.
      const unsaved = pending[relPath(root, abs)];
      if (problem && unsaved === undefined) {
        problems.push({ ...at, message: problem });
        continue;
      }
      media.add(relPath(path.join(root, 'content'), abs));
      const photo = problem ? unsaved : abs;
      if (photo && isPhoto(abs))
        photoChecks.push(checkPhoto(photo).then((message) => message && problems.push({ ...at, message })));
    }
  }
  await Promise.all(photoChecks);
  const photos = new Map<string, PhotoInfo>();
  const art = new Map<string, ArtInfo>();
  if (problems.length === 0) {
    await Promise.all(
      [...media].map(async (m) => {
        const abs = path.join(root, 'content', m);
        if (!existsSync(abs)) return;
        if (isPhoto(m)) photos.set(m, await photoInfo(abs));
        else art.set(m, artInfo(abs));
      }),
    );
  }
  return { media, photos, art };
}

/**
 * Photos: a writer drops a JPEG or PNG next to a content file; the build publishes it as AVIF and
 * WebP at several widths plus a JPEG/PNG fallback, and pages get width, height and a srcset.
 * Variants are cached by the photo's bytes and how they are encoded, so only new or changed photos
 * (or new settings) are encoded.
 */
import { copyFileSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { fallbackExt, variantUrl, variantWidths, type PhotoInfo } from '../../src/content/media.ts';
import { filesHash, sha1, type FileCache } from './cache.ts';

/** Limits a photo must respect: larger files slow the build and are almost always a mistake. */
const PHOTO_LIMITS = { maxBytes: 15 * 1024 * 1024, maxPixels: 8000, minWidth: 800 };

export const isPhoto = (file: string) => /\.(jpe?g|png)$/i.test(file);

export async function photoInfo(file: string | Buffer): Promise<PhotoInfo> {
  const meta = await sharp(file).metadata();
  // Portrait photos from phones carry an EXIF orientation: report the displayed size.
  const swap = (meta.orientation ?? 1) >= 5;
  return {
    width: (swap ? meta.height : meta.width) ?? 0,
    height: (swap ? meta.width : meta.height) ?? 0,
    format: meta.format === 'png' ? 'png' : 'jpeg',
  };
}

/** What is wrong with a photo (a file, or the bytes of one not saved yet), as a validation message. */
export async function checkPhoto(file: string | Buffer): Promise<string | undefined> {
  const { maxBytes, maxPixels, minWidth } = PHOTO_LIMITS;
  const size = typeof file === 'string' ? statSync(file).size : file.length;
  if (size > maxBytes) {
    const megabytes = (bytes: number) => bytes / 1048576;
    const limit = `the limit is ${megabytes(maxBytes)} MB`;
    return `photo is ${megabytes(size).toFixed(1)} MB; ${limit} (export it smaller)`;
  }
  try {
    const { width, height } = await photoInfo(file);
    if (Math.max(width, height) > maxPixels)
      return `photo is ${width}x${height} px; the limit is ${maxPixels} px on the long side`;
    if (width < minWidth) return `photo is ${width} px wide; at least ${minWidth} px is needed to look sharp`;
  } catch (error) {
    return `not a readable image: ${(error as Error).message}`;
  }
  return undefined;
}

/** How each variant format is encoded: part of every variant's key, with sharp's version. */
const ENCODINGS = {
  avif: (img: Sharp) => img.avif({ quality: 55, effort: 3 }),
  webp: (img: Sharp) => img.webp({ quality: 74 }),
  png: (img: Sharp) => img.png({ compressionLevel: 9 }),
  jpg: (img: Sharp) => img.jpeg({ quality: 80, mozjpeg: true }),
};

/** What the variants of every photo are made by: this file's encoding settings and sharp's version. */
export const photoEncoder = (root: string) =>
  filesHash(root, ['scripts/lib/images.ts', 'node_modules/sharp/package.json']);

/**
 * Writes every variant of a photo under outDir (the site root), from `cache` where it holds them:
 * each variant is keyed by the photo's bytes, its width and format, and the `encoder`.
 */
export async function publishPhoto(
  contentDir: string,
  contentRelative: string,
  outDir: string,
  cache: FileCache,
  encoder: string,
) {
  const source = path.join(contentDir, contentRelative);
  const bytes = readFileSync(source);
  const info = await photoInfo(bytes);
  const exts = ['avif', 'webp', fallbackExt(info)] as const;
  const variants = variantWidths(info.width).flatMap((width) => exts.map((ext) => ({ width, ext })));
  await Promise.all(
    variants.map(async ({ width, ext }) => {
      const key = sha1(encoder, String(width), ext, bytes);
      const cached = await cache.file(key, `.${ext}`, () =>
        ENCODINGS[ext](sharp(bytes).rotate().resize({ width, withoutEnlargement: true })).toBuffer(),
      );
      const target = path.join(outDir, variantUrl(contentRelative, width, ext));
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(cached, target);
    }),
  );
}

/**
 * Photos: a writer drops a JPEG or PNG next to a content file; the build publishes it as AVIF and
 * WebP at several widths plus a JPEG/PNG fallback, and pages get width, height and a srcset.
 * Variants are cached by the source file's hash, so only new or changed photos are encoded.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { fallbackExt, variantUrl, variantWidths, type PhotoInfo } from '../../src/content/media.ts';

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
  if (size > maxBytes)
    return `photo is ${(size / 1048576).toFixed(1)} MB; the limit is ${maxBytes / 1048576} MB (export it smaller)`;
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

/**
 * Writes every variant of a photo under outDir (the site root), using the cache. Returns the
 * number of variants encoded (0 when all came from the cache).
 */
export async function publishPhoto(
  contentDir: string,
  contentRelative: string,
  outDir: string,
  cacheDir: string,
) {
  const source = path.join(contentDir, contentRelative);
  const info = await photoInfo(source);
  const hash = createHash('sha1').update(readFileSync(source)).digest('hex').slice(0, 16);
  mkdirSync(cacheDir, { recursive: true });
  let encoded = 0;
  const exts = ['avif', 'webp', fallbackExt(info)];
  const variants = variantWidths(info.width).flatMap((width) => exts.map((ext) => ({ width, ext })));
  await Promise.all(
    variants.map(async ({ width, ext }) => {
      const cached = path.join(cacheDir, `${hash}-${width}.${ext}`);
      const target = path.join(outDir, variantUrl(contentRelative, width, ext));
      if (!existsSync(cached)) {
        const img = sharp(source).rotate().resize({ width, withoutEnlargement: true });
        if (ext === 'avif') await img.avif({ quality: 55, effort: 3 }).toFile(cached);
        else if (ext === 'webp') await img.webp({ quality: 74 }).toFile(cached);
        else if (ext === 'png') await img.png({ compressionLevel: 9 }).toFile(cached);
        else await img.jpeg({ quality: 80, mozjpeg: true }).toFile(cached);
        encoded++;
      }
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(cached, target);
    }),
  );
  return encoded;
}

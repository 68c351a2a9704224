/**
 * Images named by content: each must exist inside content/ in a supported format; photos are
 * checked for size. Records every media file the site publishes, and each photo's dimensions.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkPhoto, isPhoto, photoInfo, type PhotoInfo } from '../images.ts';
import { formatPath, type Problem } from '../problems.ts';
import type { YamlSource } from '../yaml-source.ts';

export interface ImageUse {
  /** The content file that names the image, and its parsed YAML (to locate the field) */
  file: string;
  source: YamlSource;
  images: { path: PropertyKey[]; src: string }[];
}

/** Every `{ src, alt }` object inside a data file, with its field path. */
export function findImages(value: unknown, at: PropertyKey[] = []): { path: PropertyKey[]; src: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => findImages(v, [...at, i]));
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if (typeof obj.src === 'string' && typeof obj.alt === 'string')
      return [{ path: [...at, 'src'], src: obj.src }];
    return Object.entries(obj).flatMap(([k, v]) => findImages(v, [...at, k]));
  }
  return [];
}

function imageProblem(root: string, abs: string, src: string): string | undefined {
  const contentRel = path.relative(path.join(root, 'content'), abs);
  if (contentRel.startsWith('..')) return `image must live inside content/, got "${src}"`;
  if (!existsSync(abs) || !statSync(abs).isFile()) {
    return `image file not found: "${src}" (looked for ${path.relative(root, abs).split(path.sep).join('/')})`;
  }
  if (!/\.(svg|jpe?g|png|webp|avif)$/i.test(abs))
    return `unsupported image type "${path.extname(abs)}"; use SVG, JPEG or PNG`;
  return undefined;
}

/** Checks every image use; returns the media files (content-relative) and the photos' sizes. */
export async function checkMedia(root: string, uses: ImageUse[], problems: Problem[]) {
  const media = new Set<string>();
  const photoChecks: Promise<void>[] = [];
  for (const use of uses) {
    for (const img of use.images) {
      const abs = path.resolve(root, path.dirname(use.file), img.src);
      const at = { file: use.file, ...use.source.locate(img.path), field: formatPath(img.path) };
      const problem = imageProblem(root, abs, img.src);
      if (problem) {
        problems.push({ ...at, message: problem });
        continue;
      }
      media.add(path.relative(path.join(root, 'content'), abs).split(path.sep).join('/'));
      if (isPhoto(abs)) {
        photoChecks.push(
          checkPhoto(abs).then((messages) =>
            messages.forEach((message) => problems.push({ ...at, message })),
          ),
        );
      }
    }
  }
  await Promise.all(photoChecks);
  const photos = new Map<string, PhotoInfo>();
  if (problems.length === 0) {
    const contentDir = path.join(root, 'content');
    await Promise.all(
      [...media].filter(isPhoto).map(async (m) => photos.set(m, await photoInfo(path.join(contentDir, m)))),
    );
  }
  return { media, photos };
}

/**
 * Where content media are published and how photos are cut: pure rules shared by the loader,
 * which reads the files (scripts/lib/images.ts encodes the variants), and the data builders.
 */

/** Widths made for every photo (never wider than the original). */
export const PHOTO_WIDTHS = [480, 800, 1200, 1600];

export interface PhotoInfo {
  width: number;
  height: number;
  format: 'jpeg' | 'png';
}

/** What the loader read of a drawing (SVG): its intrinsic size, and its data: URL when small. */
export interface ArtInfo {
  width: number;
  height: number;
  /** The drawing as a data: URL, when small enough to travel inside its page */
  inline?: string;
}

/** Public URL of a file of content/: /media/projects/art/line.svg */
export const mediaUrl = (contentRelative: string) => `/media/${contentRelative}`;

export function variantWidths(width: number): number[] {
  const largest = Math.min(width, PHOTO_WIDTHS.at(-1)!);
  return [...PHOTO_WIDTHS.filter((w) => w < largest), largest];
}

/** Public URL of one variant: /media/projects/photos/line-800.avif */
export function variantUrl(contentRelative: string, width: number, ext: string): string {
  const base = contentRelative.replace(/\.[^.]+$/, '');
  return `/media/${base}-${width}.${ext}`;
}

/** The format of a photo's fallback variant, for browsers without AVIF and WebP. */
export const fallbackExt = (info: PhotoInfo) => (info.format === 'png' ? 'png' : 'jpg');

/**
 * Every `{ src, alt }` object inside an entry's fields, with its field path: the editor uses it to
 * find the uploads a draft names. The loader finds images by their schemas instead (schema-marks.ts).
 */
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

/** A path relative to `dir` (both with forward slashes), resolving `./` and `../`. */
export function resolveRelative(dir: string, rel: string): string {
  const parts = dir.split('/').filter(Boolean);
  for (const seg of rel.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  return parts.join('/');
}

/** What the build knows of one image under content/ (scripts/lib/media-files.ts reads it). */
export type MediaFile = (({ kind: 'art' } & ArtInfo) | ({ kind: 'photo' } & PhotoInfo)) & {
  /** Why the image cannot be published as it is (a photo too small or too large, unreadable) */
  problem?: string;
};

/** Every image under content/, by its path inside content/ (`virtual:content-media`). */
export type MediaTable = Record<string, MediaFile>;

/**
 * Images named by content: each must be a file inside content/ in a supported format, and a photo
 * must be fit to publish. Records every media file the site publishes, and each one's size, from
 * the media table (every image under content/, read by the content plugin).
 */
import type { z } from 'zod';
import { resolveRelative, type ArtInfo, type MediaTable, type PhotoInfo } from '../media.ts';
import { formatPath, type Problem } from '../problems.ts';
import { markedValues } from '../schema-marks.ts';
import type { YamlSource } from '../yaml-source.ts';

/** A parsed file and the schema it is read by, which says where its images are. */
export interface SchemaSource {
  source: YamlSource;
  schema: z.ZodType;
}

/** The image references of a file, by its schema, each at the path of its `src`. */
function imagesOf({ source, schema }: SchemaSource): { path: PropertyKey[]; src: string }[] {
  return markedValues(schema, source.data, 'image').flatMap(({ at, value }) => {
    const src = (value as { src?: unknown } | null)?.src;
    // A reference without a path is the schema check's to report.
    return typeof src === 'string' ? [{ path: [...at, 'src'], src }] : [];
  });
}

const SUPPORTED = /\.(svg|jpe?g|png|webp|avif)$/i;

/** The image's path inside content/, or what is wrong with where it points. */
function placeOf(file: string, src: string, media: MediaTable): { rel: string } | { problem: string } {
  const fromRoot = resolveRelative(file.slice(0, file.lastIndexOf('/')), src);
  if (!fromRoot.startsWith('content/')) return { problem: `image must live inside content/, got "${src}"` };
  const rel = fromRoot.slice('content/'.length);
  const ext = /\.[^./]*$/.exec(rel)?.[0] ?? '';
  if (!SUPPORTED.test(rel)) return { problem: `unsupported image type "${ext}"; use SVG, JPEG or PNG` };
  if (!media[rel]) return { problem: `image file not found: "${src}" (looked for ${fromRoot})` };
  return { rel };
}

/**
 * Checks every image the files' YAML names (as their schemas mark them); returns the media files,
 * the drawings' and the photos' sizes.
 */
export function checkMedia(files: SchemaSource[], media: MediaTable, problems: Problem[]) {
  const used = new Set<string>();
  for (const file of files) {
    const { source } = file;
    for (const img of imagesOf(file)) {
      const at = { file: source.file, ...source.locate(img.path), field: formatPath(img.path) };
      const place = placeOf(source.file, img.src, media);
      const problem = 'problem' in place ? place.problem : media[place.rel]!.problem;
      if (problem) problems.push({ ...at, message: problem });
      else if ('rel' in place) used.add(place.rel);
    }
  }
  const photos = new Map<string, PhotoInfo>();
  const art = new Map<string, ArtInfo>();
  for (const rel of used) {
    const file = media[rel]!;
    const size = { width: file.width, height: file.height };
    if (file.kind === 'photo') photos.set(rel, { ...size, format: file.format });
    else art.set(rel, file.inline ? { ...size, inline: file.inline } : size);
  }
  return { media: used, photos, art };
}

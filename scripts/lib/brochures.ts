/**
 * Brochures: a PDF and a DOCX for every project and service, generated from the same content the
 * page shows, so a download never disagrees with its page. Outputs are cached by the hash of
 * their inputs (content, images, identity, the code that lays them out), so an unchanged entry
 * costs one file link. The two layouts are in brochure-pdf.ts and brochure-docx.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { fileCache, filesHash, inLanes, sha1, type CachedFile } from './cache.ts';
import type { Site } from '../../src/schema/index.ts';
import type { Raster, SheetWords } from './brochure-layout.ts';
import type { DocumentSource } from '../../src/content/documents.ts';

/** The code that lays out a brochure, and the libraries that write it: part of every brochure's key. */
const GENERATOR = [
  'scripts/lib/brochures.ts',
  'scripts/lib/brochure-layout.ts',
  'scripts/lib/brochure-pdf.ts',
  'scripts/lib/brochure-docx.ts',
  'node_modules/pdfkit/package.json',
  'node_modules/docx/package.json',
  'node_modules/sharp/package.json',
];

/** Artwork as a 1000 px wide JPEG for documents (small, quick to embed), kept on disk by its content. */
async function rasterise(
  file: string,
  cache: ReturnType<typeof fileCache>,
  generator: string,
): Promise<Raster> {
  const source = readFileSync(file);
  const stored = await cache.file(sha1(generator, source), '.jpg', () =>
    sharp(source, { density: 96 })
      .resize({ width: 1000 })
      .flatten({ background: '#0d2b4e' })
      .jpeg({ quality: 82 })
      .toBuffer(),
  );
  const data = readFileSync(stored);
  const { width, height } = await sharp(data).metadata();
  return { data, width, height };
}

/**
 * Makes every brochure that is not cached yet (four at a time) and lists where each goes: it
 * writes only to the cache, and the build puts the files in dist/. A brochure is keyed by its
 * text, the site's identity and wording, its artwork and the code that lays it out.
 */
export async function prepareBrochures(root: string, site: Site, words: SheetWords, docs: DocumentSource[]) {
  const generator = filesHash(root, GENERATOR);
  const cache = fileCache(root, 'brochures');
  const rasterCache = fileCache(root, 'brochure-images');
  // Each artwork is rasterised once, however many brochures show it.
  const rasters = new Map<string, Promise<Raster>>();
  const toRaster = (file: string) => {
    if (!rasters.has(file)) rasters.set(file, rasterise(file, rasterCache, generator));
    return rasters.get(file)!;
  };
  const files: CachedFile[] = [];
  await inLanes(docs, 4, async (doc) => {
    const artwork = doc.images.map((img) => readFileSync(path.join(root, img.file)));
    const key = sha1(generator, JSON.stringify([doc, site, words]), ...artwork);
    const renderFiles = async () => {
      const images = await Promise.all(doc.images.slice(0, 5).map((i) => toRaster(path.join(root, i.file))));
      // The PDF and DOCX libraries load only when a brochure is drawn: a rebuild mostly has none to draw.
      const [{ renderPdf }, { renderDocx }] = await Promise.all([
        import('./brochure-pdf.ts'),
        import('./brochure-docx.ts'),
      ]);
      return Promise.all([renderPdf(doc, site, words, images), renderDocx(doc, site, words, images)]);
    };
    // Both files of a brochure come from one drawing of its pages.
    let rendered: Promise<[Buffer, Buffer]> | undefined;
    const render = () => {
      rendered ??= renderFiles();
      return rendered;
    };
    const pdf = await cache.file(key, '.pdf', async () => (await render())[0]);
    const docx = await cache.file(key, '.docx', async () => (await render())[1]);
    files.push({ from: pdf, to: doc.downloads.pdf }, { from: docx, to: doc.downloads.docx });
  });
  cache.prune();
  rasterCache.prune();
  return { written: cache.made / 2, cached: docs.length - cache.made / 2, files };
}

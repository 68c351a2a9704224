/**
 * Brochures: a PDF and a DOCX for every project and service, generated from the same content the
 * page shows, so a download never disagrees with its page. Outputs are cached by the hash of
 * their inputs (content, images, identity), so an unchanged entry costs one file copy. The two
 * layouts are in brochure-pdf.ts and brochure-docx.ts.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { cacheDir, sha1, type CachedFile } from './cache.ts';
import type { Site } from '../../src/schema/index.ts';
import type { Raster, SheetWords } from './brochure-layout.ts';
import { renderDocx } from './brochure-docx.ts';
import { renderPdf } from './brochure-pdf.ts';
import type { DocumentSource } from '../../src/content/documents.ts';

const GENERATOR_VERSION = '2';

/** Artwork as a 1000 px wide JPEG for documents (small, quick to embed), kept on disk by its content. */
async function rasterise(file: string, cache: string): Promise<Raster> {
  const source = readFileSync(file);
  const key = sha1(GENERATOR_VERSION, source);
  const stored = path.join(cache, `${key}.jpg`);
  let data: Buffer;
  if (existsSync(stored)) data = readFileSync(stored);
  else {
    data = await sharp(source, { density: 96 })
      .resize({ width: 1000 })
      .flatten({ background: '#0d2b4e' })
      .jpeg({ quality: 82 })
      .toBuffer();
    writeFileSync(stored, data);
  }
  const { width, height } = await sharp(data).metadata();
  return { data, width, height };
}

/** Each file is rasterised once, and kept in memory, so threads making brochures share the work. */
const rasters = new Map<string, Promise<Raster>>();
function toRaster(file: string, cache: string): Promise<Raster> {
  if (!rasters.has(file)) rasters.set(file, rasterise(file, cache));
  return rasters.get(file)!;
}

/**
 * Makes every brochure that is not cached yet (four at a time) and lists where each goes: it
 * writes only to the cache, and the build puts the files in dist/.
 */
export async function prepareBrochures(root: string, site: Site, words: SheetWords, docs: DocumentSource[]) {
  const cache = cacheDir(root, 'brochures');
  const rasterCache = cacheDir(root, 'brochure-images');
  // `files`: each cached file, and its path under dist/.
  const stats = { written: 0, cached: 0, files: [] as CachedFile[] };
  const queue = [...docs];
  const work = async () => {
    for (let doc = queue.shift(); doc; doc = queue.shift()) {
      const artwork = doc.images.map((img) => readFileSync(path.join(root, img.file)));
      const key = sha1(GENERATOR_VERSION, JSON.stringify([doc, site, words]), ...artwork);
      const cachedPdf = path.join(cache, `${key}.pdf`);
      const cachedDocx = path.join(cache, `${key}.docx`);
      if (!existsSync(cachedPdf) || !existsSync(cachedDocx)) {
        const images = await Promise.all(
          doc.images.slice(0, 5).map((i) => toRaster(path.join(root, i.file), rasterCache)),
        );
        const [pdf, docx] = await Promise.all([
          renderPdf(doc, site, words, images),
          renderDocx(doc, site, words, images),
        ]);
        writeFileSync(cachedPdf, pdf);
        writeFileSync(cachedDocx, docx);
        stats.written++;
      } else stats.cached++;
      stats.files.push(
        { from: cachedPdf, to: doc.downloads.pdf },
        { from: cachedDocx, to: doc.downloads.docx },
      );
    }
  };
  await Promise.all(Array.from({ length: 4 }, work));
  return stats;
}

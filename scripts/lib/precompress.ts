/**
 * Precompressed copies of the built site: `x.br` (Brotli, quality 11) and `x.gz` (gzip, level 9)
 * beside every text file of dist/ (HTML, CSS, JS, SVG, XML, JSON, the web manifest, robots.txt),
 * whatever its size, so a host sends the smallest form without compressing on request: nginx with
 * `gzip_static` (and `brotli_static` where ngx_brotli is built in), `npm start` with sirv's
 * `brotli` and `gzip` options. Binary files (images, fonts, PDF, DOCX, Pagefind's already
 * compressed index) are left as they are.
 *
 * Compressing the whole site (240 files, 5 MB) at quality 11 took 2 to 4 s here, whether one file or
 * four were compressed at a time (zlib's threads on a busy machine), so the copies are cached by
 * the hash of the bytes they compress: a rebuild compresses only the files that changed (0.03 s
 * when none did). Files under a hidden folder (Vite's manifest) are not served and get none.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { fileCache, inLanes, linkFile, sha1 } from './cache.ts';

/** The extensions of the files that get compressed copies. */
export const COMPRESSIBLE = /\.(?:html|css|js|mjs|svg|xml|json|webmanifest|txt)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The settings of each form, part of the key of its cached copies. */
const FORMS = {
  br: (bytes: Buffer) =>
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gz: (bytes: Buffer) => gzipAsync(bytes, { level: 9 }),
};
const SETTINGS = `br quality ${constants.BROTLI_MAX_QUALITY} text; gz level 9; zlib ${process.versions.zlib}`;

/** Every file under `dir` (paths relative to it) whose name matches `pattern`. */
function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && pattern.test(e.name))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .filter((rel) => !rel.split(path.sep).some((part) => part.startsWith('.')));
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `dist` (from the cache `compressed`
 * when a build has made them already); returns how many files, their bytes before and after.
 */
export async function precompress(root: string, dist: string) {
  const cache = fileCache(root, 'compressed');
  const files = filesUnder(dist, COMPRESSIBLE);
  const total = { files: files.length, bytes: 0, br: 0, gz: 0, made: 0 };
  const dirs = new Set<string>();
  await inLanes(files, 4, async (rel) => {
    const file = path.join(dist, rel);
    const bytes = readFileSync(file);
    const key = sha1(SETTINGS, '\0', bytes);
    total.bytes += bytes.length;
    for (const [ext, make] of Object.entries(FORMS)) {
      const copy = await cache.file(key, `.${ext}`, () => make(bytes));
      linkFile(copy, `${file}.${ext}`, dirs);
      total[ext as keyof typeof FORMS] += readFileSync(copy).length;
    }
  });
  total.made = cache.made;
  cache.prune();
  return total;
}

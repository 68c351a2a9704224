/**
 * Precompressed copies (.br and .gz) of every text file in dist/, for hosts that serve them
 * (nginx gzip_static, the npm start server). Pagefind's index files are compressed already, and
 * files that have their copies (pages and route data, compressed as they were written) are skipped.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(html|js|mjs|css|svg|xml|json|txt|webmanifest)$/;
/** Text files this small are served as they are. */
const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  const entries = readdirSync(dir, { withFileTypes: true });
  const names = new Set(entries.map((e) => e.name));
  for (const entry of entries) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'pagefind') yield* files(p);
    } else if (TEXT.test(entry.name) && !names.has(`${entry.name}.br`) && statSync(p).size > MIN_BYTES)
      yield p;
  }
}

export async function precompress(
  dist: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const list = [...files(dist)];
  let bytes = 0;
  let brotliBytes = 0;
  const queue = [...list];
  const work = async () => {
    for (let f = queue.shift(); f; f = queue.shift()) {
      const data = readFileSync(f);
      // Large hashed assets (the shared bundles) are cached for a year: spend the time on them.
      // Everything else gets quality 5, close in size and many times faster at scale.
      const quality = data.length > 30_000 && f.includes(`${path.sep}assets${path.sep}`) ? 11 : 5;
      const [br, gz] = await Promise.all([
        brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }),
        gzip(data, { level: 9 }),
      ]);
      writeFileSync(`${f}.br`, br);
      writeFileSync(`${f}.gz`, gz);
      bytes += data.length;
      brotliBytes += br.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, work));
  return { files: list.length, bytes, brotliBytes };
}

/**
 * Writes a file with its .br and .gz copies, compressed on this thread from memory: the
 * prerender's worker threads use it for every page and route data file as they write them.
 */
export function writeCompressed(file: string, text: string, quality = 5) {
  const data = Buffer.from(text);
  writeFileSync(file, data);
  if (data.length <= MIN_BYTES) return;
  writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        // A window just larger than the file: the same output, without allocating (and
        // faulting in) the default 4 MB window for every page.
        [zlib.constants.BROTLI_PARAM_LGWIN]: Math.max(
          16,
          Math.min(24, Math.ceil(Math.log2(data.length + 1)) + 1),
        ),
      },
    }),
  );
  // Level 6: within 1% of level 9 on these pages, at three quarters of the time.
  writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 6 }));
}

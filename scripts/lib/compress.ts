/**
 * Compression of what the site serves.
 *
 * Files that are few, large and cached for long (the bundles, the stylesheet, public files, the
 * feed and sitemap) get precompressed .br and .gz copies at build time, at a high
 * quality, for hosts that serve them (nginx `gzip_static`, the npm start server).
 *
 * Pages are not: there is one per route, thousands on a large site, each a
 * few kilobytes compressed, and writing two extra copies of every one made up a third of the
 * files and of the time of a build. Servers compress them when they are requested (nginx `gzip`,
 * CDNs, and `compressionCache` below for the npm start server), which costs a few milliseconds
 * a page.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text types worth compressing, by extension */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|json|txt|webmanifest)$/;
/** Text files this small are served as they are. */
export const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // Pagefind's files are compressed already.
      if (entry.name !== 'pagefind') yield* files(p);
    } else if (
      COMPRESSIBLE.test(entry.name) &&
      !entry.name.endsWith('.html') && // pages, one per route: compressed by the server
      statSync(p).size > MIN_BYTES
    )
      yield p;
  }
}

/** Brotli at `quality`, its window sized to the data. */
function brotliAt(data: Buffer, quality: number): Promise<Buffer> {
  return brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

async function compressTo(file: string, data: Buffer, quality: number) {
  const [br, gz] = await Promise.all([brotliAt(data, quality), gzip(data, { level: 9 })]);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  return br.length;
}

/**
 * Precompressed copies (.br and .gz) of the text files in a folder that are not per route (the
 * bundler's output, in the build cache). Pagefind's index files are compressed already.
 */
export function precompress(dir: string): Promise<Precompressed> {
  return precompressFiles([...files(dir)]);
}

export interface Precompressed {
  files: number;
  bytes: number;
  brotliBytes: number;
  /** The .br and .gz files written */
  written: string[];
}

/** Precompressed copies of the given files (those too small or not text are left as they are). */
export async function precompressFiles(list: string[]): Promise<Precompressed> {
  let bytes = 0;
  let brotliBytes = 0;
  const queue = list.filter((f) => COMPRESSIBLE.test(f) && statSync(f).size > MIN_BYTES);
  const written = queue.flatMap((f) => [`${f}.br`, `${f}.gz`]);
  const count = queue.length;
  const work = async () => {
    for (let f = queue.shift(); f; f = queue.shift()) {
      const data = readFileSync(f);
      // Large hashed assets (the shared bundles) are cached for a year: spend the time on them.
      const quality = data.length > 30_000 && f.includes(`${path.sep}assets${path.sep}`) ? 11 : 5;
      brotliBytes += await compressTo(f, data, quality);
      bytes += data.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, work));
  return { files: count, bytes, brotliBytes, written };
}

/**
 * Writes a file fetched by every visitor (the route table) with its compressed copies. Brotli's
 * best quality costs a second per 700 KB and saves about 15% over quality 5 on this JSON: worth
 * it for a small site's table, not for the table of thousands of routes.
 */
export async function writePrecompressed(file: string, text: string) {
  const data = Buffer.from(text);
  writeFileSync(file, data);
  if (data.length > MIN_BYTES) await compressTo(file, data, data.length > 64_000 ? 5 : 11);
}

export type Encoding = 'br' | 'gzip';

/**
 * A file's body in the encoding the client accepts, compressed on request: what the npm start
 * server does for pages (which have no precompressed copies). Results are kept in memory, up to
 * `limit` bytes, and dropped when the file changes.
 *
 * Brotli's best quality makes a page about a tenth smaller than its fast quality (the home page:
 * 13.2 KB instead of 14.8 KB, which then arrives in the first round trip of a new connection) but
 * takes 50 to 120 ms a page. So the first request of a page gets it at the fast quality, and the
 * best copy is made after it, one page at a time, off the request's path; later requests get that.
 */
export function compressionCache(limit = 64 * 1024 * 1024) {
  const kept = new Map<string, { stamp: string; body: Buffer }>();
  let size = 0;
  /** Best-quality copies still to make, each when the one before it is done */
  let upgrades = Promise.resolve();

  const keep = (key: string, stamp: string, body: Buffer) => {
    const old = kept.get(key);
    if (old) {
      size -= old.body.length;
      kept.delete(key);
    }
    // Oldest first out: a Map iterates in insertion order.
    for (const [k, v] of kept) {
      if (size + body.length <= limit) break;
      kept.delete(k);
      size -= v.body.length;
    }
    if (body.length <= limit) {
      kept.set(key, { stamp, body });
      size += body.length;
    }
  };

  const upgrade = (key: string, stamp: string, data: Buffer) => {
    upgrades = upgrades
      .then(async () => {
        if (kept.get(key)?.stamp !== stamp) return; // changed or dropped meanwhile
        const best = await brotliAt(data, 11);
        if (kept.get(key)?.stamp === stamp) keep(key, stamp, best);
      })
      .catch(() => {
        // The fast copy stays: it is correct, only larger.
      });
  };

  async function compressedBody(file: string, encoding: Encoding): Promise<Buffer> {
    const st = statSync(file);
    const key = `${encoding}:${file}`;
    const stamp = `${st.size}:${st.mtimeMs}`;
    const hit = kept.get(key);
    if (hit?.stamp === stamp) return hit.body;
    const data = readFileSync(file);
    // gzip's best level costs little more than its default one; brotli's does.
    const body = encoding === 'br' ? await brotliAt(data, 5) : await gzip(data, { level: 9 });
    keep(key, stamp, body);
    if (encoding === 'br') upgrade(key, stamp, data);
    return body;
  }
  /** Resolves when the best copies asked for so far are made (for tests and the benchmark). */
  const settled = () => upgrades;
  return Object.assign(compressedBody, { settled });
}

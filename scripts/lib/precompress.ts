/**
 * Precompressed copies of the built site: `x.br` (Brotli, quality 11) and `x.gz` (gzip, level 9)
 * beside every text file of dist/ (HTML, CSS, JS, SVG, XML, JSON, the web manifest, robots.txt),
 * whatever its size, so a host sends the smallest form without compressing on request: nginx with
 * `gzip_static` (and `brotli_static` where ngx_brotli is built in), `npm start` with sirv's
 * `brotli` and `gzip` options. Binary files (images, fonts, PDF, DOCX, Pagefind's already
 * compressed index) are left as they are.
 *
 * Brotli's quality is 11 for code, stylesheets and drawings, 8 for the pages, the feed and the
 * sitemap, which grow with the content. Measured on 200 case
 * study pages of a 1,000-entry site (46 KB each): quality 11 took 30 ms a page for 8.3 KB, 10 took
 * 11 ms for 8.5 KB, 8 took 0.7 ms for 9.1 KB (gzip -9: 10.0 KB). Pages are as many as the content
 * has (1,400 files: 20 s of a cold build at 11, 1 s at 8), and either way a page's first screen
 * arrives in the first round trip; the code and stylesheets are few, and every visitor loads them.
 * The gzip copy is Node's zlib at level 9, or Zopfli (a deflate encoder that searches much longer
 * for the same format, about 4 % smaller) for a page that it brings into a new connection's first
 * round trip (10 segments of 1,460 bytes, about 1 KB of them response headers): one whose gzip -9
 * copy is over `FIRST_ROUND_TRIP_PAGE` by less than Zopfli saves at best (6 %). The home page is
 * such a page: 14,226 bytes at gzip -9, 13,507 with Zopfli, and its largest paint 150 ms sooner.
 * Zopfli takes about 0.2 s a page, which a page that fits anyway, or cannot be made to, would spend
 * for nothing: at 1,000 entries, squeezing every page over 12 KB made the copies of a cold build
 * 17 s instead of 3.5. Code and stylesheets load after the first paint, and Zopfli would save 3 %
 * of them (4.9 KB) for 2 s of every cold build: they keep gzip -9.
 * The copies are cached by the hash of the bytes they compress and their settings: a rebuild
 * compresses only the files that changed (0.03 s when none did). Files under a hidden folder (Vite's
 * manifest) are not served and get none.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileCache, linkFile, sha1 } from './cache.ts';
import { typescriptThread } from './thread.ts';

/** The extensions of the files that get compressed copies. */
export const COMPRESSIBLE = /\.(?:html|css|js|mjs|svg|xml|json|webmanifest|txt)$/;

/**
 * Brotli's quality for a file: the highest for code, stylesheets and drawings, 8 for what grows with
 * the content (pages, the feed, the sitemap; see above).
 */
const brotliQuality = (rel: string) => (/\.(?:m?js|css|svg)$/.test(rel) ? constants.BROTLI_MAX_QUALITY : 8);

/**
 * Brotli's window for `size` bytes: the smallest that holds the whole file (a window holds 16 bytes
 * less than its power of two). Brotli's default window is 4 MiB, and making an encoder for it costs
 * more than compressing a page: fitted to each file, the 1,406 files of a 1,000-entry site took
 * 2.2 s of CPU instead of 3.7-4.0 s, and their copies were 0.1 % smaller.
 */
const brotliWindow = (size: number) =>
  Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 16))),
  );

/** The largest gzip copy of a page that arrives, with its response headers, in the first round trip. */
export const FIRST_ROUND_TRIP_PAGE = 13_600;
/** How much larger than that a page's gzip -9 copy may be for Zopfli to bring it under (6 %). */
const ZOPFLI_REACH = 1.06;

const ZOPFLI_ITERATIONS = 15;
const ZOPFLI_VERSION = (createRequire(import.meta.url)('@gfx/zopfli/package.json') as { version: string })
  .version;

/** Whether `rel` is a page, whose gzip copy may be Zopfli's. */
const isPage = (rel: string) => rel.endsWith('.html');

/** Whether Zopfli may bring a page whose gzip -9 copy has `size` bytes into the first round trip. */
export const nearFirstRoundTrip = (size: number) =>
  size > FIRST_ROUND_TRIP_PAGE && size <= FIRST_ROUND_TRIP_PAGE * ZOPFLI_REACH;

/**
 * Zopfli's gzip, loaded on the copies' thread when a page first needs it. Its Emscripten glue adds
 * handlers for uncaught exceptions and unhandled rejections as it loads (rethrowing the one,
 * aborting on the other); they are taken off again, so an error there reaches the build as any other.
 */
async function loadZopfli() {
  const exceptions = process.listeners('uncaughtException');
  const rejections = process.listeners('unhandledRejection');
  const zopfliModule = await import('@gfx/zopfli');
  for (const listener of process.listeners('uncaughtException'))
    if (!exceptions.includes(listener)) process.removeListener('uncaughtException', listener);
  for (const listener of process.listeners('unhandledRejection'))
    if (!rejections.includes(listener)) process.removeListener('unhandledRejection', listener);
  return zopfliModule.gzipAsync;
}
let zopfli: ReturnType<typeof loadZopfli> | undefined;

/** gzip -9 of the bytes, or Zopfli's smaller copy of a page it may bring into the first round trip. */
async function gzipCopy(bytes: Buffer, page: boolean): Promise<Buffer> {
  const level9 = gzipSync(bytes, { level: 9 });
  if (!page || !nearFirstRoundTrip(level9.length)) return level9;
  zopfli ??= loadZopfli();
  const squeezed = Buffer.from(await (await zopfli)(bytes, { numiterations: ZOPFLI_ITERATIONS }));
  return squeezed.length < level9.length ? squeezed : level9;
}

/** How each form is made of the bytes of the file `rel`, on the copies' own thread. */
const FORMS = {
  br: (bytes: Buffer, rel: string) =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(rel),
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_LGWIN]: brotliWindow(bytes.length),
      },
    }),
  gz: (bytes: Buffer, rel: string) => gzipCopy(bytes, isPage(rel)),
};

/** The settings a file's copies are made with: part of their key. */
const settings = (rel: string) =>
  `br quality ${brotliQuality(rel)} text, window fits the file; gz level 9, zlib ${process.versions.zlib}; ` +
  `zopfli ${isPage(rel) ? 'pages' : 'none'} (${FIRST_ROUND_TRIP_PAGE} x ${ZOPFLI_REACH}), ` +
  `${ZOPFLI_ITERATIONS} iterations, ${ZOPFLI_VERSION}`;

/** Every file under `dir` (paths relative to it) whose name matches `pattern`. */
function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && pattern.test(e.name))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .filter((rel) => !rel.split(path.sep).some((part) => part.startsWith('.')));
}

/** What the build asks of the copies' thread: the copies of files, by their path and bytes, or the end. */
export type CopyRequest = { files: [rel: string, bytes: string | Uint8Array][] } | { end: true };
/** What the thread answers: at the end what it made (see `copyMaker`), or a failure at once. */
export type CopyAnswer = { totals: CopyTotals } | { error: Error };
export type CopyTotals = ReturnType<ReturnType<typeof copyMaker>['finish']>;

/**
 * The copies' thread's work (lib/precompress-thread.ts): `copy` puts the copies of `content`, the
 * bytes of `dist`'s file `rel`, beside it, from the cache `compressed` or made anew; `finish` prunes
 * the cache and says how many bytes the files had, and their copies.
 */
export function copyMaker(root: string, dist: string) {
  const cache = fileCache(root, 'compressed');
  const total = { bytes: 0, br: 0, gz: 0 };
  const dirs = new Set<string>();
  return {
    async copy(rel: string, content: string | Uint8Array) {
      const file = path.join(dist, rel);
      const bytes =
        typeof content === 'string'
          ? Buffer.from(content)
          : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
      const key = sha1(settings(rel), '\0', bytes);
      total.bytes += bytes.length;
      for (const [ext, make] of Object.entries(FORMS)) {
        const copy = await cache.file(key, `.${ext}`, () => make(bytes, rel));
        linkFile(copy, `${file}.${ext}`, dirs);
        total[ext as keyof typeof FORMS] += statSync(copy).size;
      }
    },
    finish() {
      cache.prune();
      return { ...total, made: cache.made };
    },
  };
}

/**
 * The `.br` and `.gz` copies of `dist`'s text files, made on a thread of their own as the build
 * writes the files, so the pages render on one core while their copies are made on the other. The
 * thread starts at once on Vite's hashed bundles, whose names change with their bytes, so they
 * never change once written. `page` hands it a page as it is rendered, with its final text.
 * `finish` sends every other file, then those that `more` (work that writes into `dist` meanwhile,
 * the search index) wrote once it is done; it returns how many files, their bytes before and after.
 * Measured at 1,000 entries, six cold builds each, alternated: with the thread a build took 0.92x
 * the time it took when the main thread made the copies after the last page, for the same CPU time.
 */
export function compressedCopies(root: string, dist: string) {
  const thread = typescriptThread(new URL('./precompress-thread.ts', import.meta.url), { root, dist });
  const ended = new Promise<CopyTotals>((resolve, reject) => {
    thread.on('message', (answer: CopyAnswer) =>
      'error' in answer ? reject(answer.error) : resolve(answer.totals),
    );
    thread.on('error', reject);
  });
  // Awaited in `finish`; marked as handled now, so a failure meanwhile ends the build there.
  ended.catch(() => undefined);
  // The thread holds the process open only while `finish` waits for it: a build that fails before
  // then ends as it would without it.
  thread.unref();
  const done = new Set<string>();
  // Each file's bytes as they are when it is sent: the thread copies what the build handed it.
  const send = (files: [rel: string, bytes: string | Uint8Array][]) => {
    for (const [rel] of files) done.add(rel);
    if (files.length > 0) thread.postMessage({ files } satisfies CopyRequest);
  };
  const sendNew = (only: (rel: string) => boolean = () => true) =>
    send(
      filesUnder(dist, COMPRESSIBLE)
        .filter((rel) => !done.has(rel) && only(rel))
        .map((rel) => [rel, readFileSync(path.join(dist, rel))]),
    );
  sendNew((rel) => rel.startsWith(`assets${path.sep}`));
  return {
    /** Hands over the page at `rel` (in `dist`) as it is written, with its text. */
    page(rel: string, text: string) {
      send([[rel, text]]);
    },
    async finish(more: Promise<unknown> = Promise.resolve()) {
      thread.ref();
      try {
        sendNew();
        await more;
        sendNew();
        thread.postMessage({ end: true } satisfies CopyRequest);
        return { files: done.size, ...(await ended) };
      } finally {
        await thread.terminate();
      }
    },
  };
}

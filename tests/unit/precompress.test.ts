/**
 * The build's compressed copies (scripts/lib/precompress.ts) in a temporary folder: each decodes to
 * its file; a page that Zopfli brings into a new connection's first round trip gets the smaller
 * Zopfli copy; a page that fits anyway, one too large to, and code keep gzip -9; a second run makes
 * nothing anew; the bundles compressed while pages render leave the pages to the end; a failure on
 * the thread that makes them stops the build.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import {
  compressedCopies,
  FIRST_ROUND_TRIP_PAGE,
  nearFirstRoundTrip,
} from '../../scripts/lib/precompress.ts';

const root = mkdtempSync(path.join(tmpdir(), 'precompress-'));
const dist = path.join(root, 'dist');
afterAll(() => rmSync(root, { recursive: true, force: true }));
// Each test names its own cache folder (SITE_CACHE_DIR), and leaves the environment as it was.
afterEach(() => vi.unstubAllEnvs());

/** Text that compresses about as a page does: a few hundred words, in an order that varies. */
function pageText(words: number, seed: number): string {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  const letters = 'etaoinshrdlucmfwyp';
  const vocabulary = Array.from({ length: 400 }, () =>
    Array.from({ length: 3 + (next() % 6) }, () => letters[next() % letters.length]).join(''),
  );
  const text = Array.from({ length: words }, () => vocabulary[next() % vocabulary.length]).join(' ');
  return `<!doctype html><html lang="en"><body><main><p>${text}</p></main></body></html>\n`;
}

const level9 = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** The copies of every file of `site`, as a build makes them at its end. */
const precompress = (site: string, more?: Promise<unknown>) => compressedCopies(root, site).finish(more);

/** The shortest page whose gzip -9 copy is over `bytes` (its size grows with its words). */
function pageOver(bytes: number, seed: number): string {
  let [low, high] = [100, 40_000];
  while (low < high) {
    const words = Math.floor((low + high) / 2);
    if (level9(Buffer.from(pageText(words, seed))) > bytes) high = words;
    else low = words + 1;
  }
  return pageText(low, seed);
}

describe('precompressed copies', () => {
  test('decode to their files; a page near the first round trip gets Zopfli', async () => {
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    const files = {
      near: path.join(dist, 'index.html'),
      small: path.join(dist, 'about', 'index.html'),
      large: path.join(dist, 'blog', 'index.html'),
      code: path.join(dist, 'assets', 'entry.js'),
    };
    for (const file of Object.values(files)) mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(files.near, pageOver(FIRST_ROUND_TRIP_PAGE + 100, 1));
    writeFileSync(files.small, pageText(300, 2));
    writeFileSync(files.large, pageOver(FIRST_ROUND_TRIP_PAGE * 1.2, 4));
    writeFileSync(files.code, `export const words = ${JSON.stringify(pageText(2_000, 3))};\n`);
    const bytes = (f: string) => readFileSync(f);
    expect(nearFirstRoundTrip(level9(bytes(files.near)))).toBe(true);
    expect(level9(bytes(files.small))).toBeLessThan(FIRST_ROUND_TRIP_PAGE);
    expect(level9(bytes(files.large))).toBeGreaterThan(FIRST_ROUND_TRIP_PAGE);
    expect(nearFirstRoundTrip(level9(bytes(files.large)))).toBe(false);

    vi.stubEnv('SITE_CACHE_DIR', path.join(root, 'cache'));
    const handlers = () => ['uncaughtException', 'unhandledRejection'].map((e) => process.listenerCount(e));
    const before = handlers();
    const first = await precompress(dist);
    // Zopfli's loader leaves no process-wide error handler of its own behind.
    expect(handlers()).toEqual(before);
    expect(first.files).toBe(4);
    for (const file of Object.values(files)) {
      expect(gunzipSync(bytes(`${file}.gz`)).equals(bytes(file)), file).toBe(true);
      expect(brotliDecompressSync(bytes(`${file}.br`)).equals(bytes(file)), file).toBe(true);
    }
    const size = (file: string) => statSync(`${file}.gz`).size;
    expect(size(files.near)).toBeLessThan(level9(bytes(files.near)));
    expect(size(files.code)).toBe(level9(bytes(files.code)));
    expect(size(files.small)).toBe(level9(bytes(files.small)));
    expect(size(files.large)).toBe(level9(bytes(files.large)));
    // A second build of the same files takes every copy from the cache; a file written by work
    // that runs beside it (the search index) gets its copies when that work is done.
    const later = path.join(dist, 'pagefind', 'pagefind.js');
    const indexing = new Promise<void>((resolve) =>
      setTimeout(() => {
        mkdirSync(path.dirname(later), { recursive: true });
        writeFileSync(later, `export const index = ${JSON.stringify(pageText(500, 5))};\n`);
        resolve();
      }, 50),
    );
    const second = await precompress(dist, indexing);
    expect(second).toMatchObject({ files: 5, made: 2 });
    expect(brotliDecompressSync(bytes(`${later}.br`)).equals(bytes(later))).toBe(true);
    expect(gunzipSync(bytes(`${later}.gz`)).equals(bytes(later))).toBe(true);
  }, 30_000);
});

describe('copies made while the build writes', () => {
  test("the bundles' copies are made early; a page written meanwhile gets copies of its final bytes", async () => {
    const site = path.join(root, 'early');
    const bundle = path.join(site, 'assets', 'entry-1a2b3c.js');
    const home = path.join(site, 'index.html');
    mkdirSync(path.dirname(bundle), { recursive: true });
    writeFileSync(bundle, `export const words = ${JSON.stringify(pageText(800, 6))};\n`);
    // Vite's page template, which the home page replaces when it is rendered.
    writeFileSync(home, pageText(50, 7));
    vi.stubEnv('SITE_CACHE_DIR', path.join(root, 'early-cache'));
    const copies = compressedCopies(root, site);
    writeFileSync(home, pageText(900, 8));
    // A page handed over as the build renders it, as prerender does.
    const page = path.join(site, 'about', 'index.html');
    mkdirSync(path.dirname(page), { recursive: true });
    writeFileSync(page, pageText(600, 10));
    copies.page(path.relative(site, page), readFileSync(page, 'utf8'));
    const total = await copies.finish();
    expect(total).toMatchObject({ files: 3, made: 6 });
    for (const file of [bundle, home, page]) {
      const bytes = readFileSync(file);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(bytes), file).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(bytes), file).toBe(true);
    }
  });
});

describe('a failure while the copies are made', () => {
  test('stops the build with its reason', async () => {
    const site = path.join(root, 'failing');
    mkdirSync(site, { recursive: true });
    writeFileSync(path.join(site, 'index.html'), pageText(50, 9));
    // A cache folder that cannot be made: its parent is a file.
    const blocked = path.join(root, 'not-a-folder');
    writeFileSync(blocked, '');
    vi.stubEnv('SITE_CACHE_DIR', blocked);
    await expect(compressedCopies(root, site).finish()).rejects.toThrow(/ENOTDIR|EEXIST/);
  });

  test('a build that fails while the copies are made ends when its caller is done', () => {
    const site = path.join(root, 'abandoned');
    mkdirSync(path.join(site, 'assets'), { recursive: true });
    writeFileSync(path.join(site, 'assets', 'entry.js'), 'export const one = 1;\n');
    const module = new URL('../../scripts/lib/precompress.ts', import.meta.url).href;
    // A caller that catches the build's error (a benchmark, a watcher) and goes on to its end.
    const script = `
      const { compressedCopies } = await import(${JSON.stringify(module)});
      try {
        compressedCopies(${JSON.stringify(root)}, ${JSON.stringify(site)});
        throw new Error('a page failed to render');
      } catch (error) {
        console.error(error.message);
        process.exitCode = 1;
      }`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, SITE_CACHE_DIR: path.join(root, 'abandoned-cache') },
      timeout: 20_000,
    });
    expect(run.signal).toBeNull();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('a page failed to render');
  }, 30_000);
});

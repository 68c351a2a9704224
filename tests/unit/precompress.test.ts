/**
 * The build's compressed copies (scripts/lib/precompress.ts) in a temporary folder: each decodes to
 * its file; a page whose gzip -9 copy would crowd a new connection's first round trip, and code,
 * get the smaller Zopfli copy; a small page keeps gzip -9; a second run makes nothing anew.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { precompress, SQUEEZE_PAGES_OVER } from '../../scripts/lib/precompress.ts';

const root = mkdtempSync(path.join(tmpdir(), 'precompress-'));
const dist = path.join(root, 'dist');
afterAll(() => rmSync(root, { recursive: true, force: true }));

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

describe('precompressed copies', () => {
  test('decode to their files; large pages and code get the smaller Zopfli copy', async () => {
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    const files = {
      large: path.join(dist, 'index.html'),
      small: path.join(dist, 'about', 'index.html'),
      code: path.join(dist, 'assets', 'entry.js'),
    };
    mkdirSync(path.dirname(files.small), { recursive: true });
    writeFileSync(files.large, pageText(14_000, 1));
    writeFileSync(files.small, pageText(300, 2));
    writeFileSync(files.code, `export const words = ${JSON.stringify(pageText(2_000, 3))};\n`);
    const bytes = (f: string) => readFileSync(f);
    expect(level9(bytes(files.large))).toBeGreaterThan(SQUEEZE_PAGES_OVER);
    expect(level9(bytes(files.small))).toBeLessThan(SQUEEZE_PAGES_OVER);

    process.env.SITE_CACHE_DIR = path.join(root, 'cache');
    try {
      const first = await precompress(root, dist);
      expect(first.files).toBe(3);
      for (const file of Object.values(files)) {
        expect(gunzipSync(bytes(`${file}.gz`)).equals(bytes(file)), file).toBe(true);
        expect(brotliDecompressSync(bytes(`${file}.br`)).equals(bytes(file)), file).toBe(true);
      }
      expect(statSync(`${files.large}.gz`).size).toBeLessThan(level9(bytes(files.large)));
      expect(statSync(`${files.code}.gz`).size).toBeLessThan(level9(bytes(files.code)));
      expect(statSync(`${files.small}.gz`).size).toBe(level9(bytes(files.small)));
      // A second build of the same files takes every copy from the cache.
      expect((await precompress(root, dist)).made).toBe(0);
    } finally {
      delete process.env.SITE_CACHE_DIR;
    }
  }, 30_000);
});

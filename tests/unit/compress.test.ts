import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { compressionCache } from '../../scripts/lib/compress.ts';

/** A page-like text: repeated markup with varied words, as pages are. */
const page = (seed: string) =>
  Array.from(
    { length: 400 },
    (_, i) => `<li class="card"><a href="/projects/${seed}-${i}">Cell ${i * 7919} of ${seed}</a></li>`,
  ).join('\n');

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('compressionCache', () => {
  test('answers at once, then serves a smaller best-quality copy of the same page', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'compress-'));
    const file = path.join(dir, 'index.html');
    writeFileSync(file, page('a'));
    const compressed = compressionCache();

    const first = await compressed(file, 'br');
    expect(brotliDecompressSync(first).toString()).toBe(page('a'));
    await compressed.settled();
    const best = await compressed(file, 'br');
    expect(best.length).toBeLessThan(first.length);
    expect(brotliDecompressSync(best).toString()).toBe(page('a'));
    // Kept: asked again, the very same bytes, not compressed a second time.
    expect(await compressed(file, 'br')).toBe(best);
    expect(gunzipSync(await compressed(file, 'gzip')).toString()).toBe(page('a'));
  });

  test('a changed file is compressed again, and its old copy is never served', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'compress-'));
    const file = path.join(dir, 'index.html');
    writeFileSync(file, page('a'));
    const compressed = compressionCache();
    await compressed(file, 'br');
    // Changed before its best copy is made: that copy, of the old text, must not replace the new.
    writeFileSync(file, page('b'));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(brotliDecompressSync(await compressed(file, 'br')).toString()).toBe(page('b'));
    await compressed.settled();
    expect(brotliDecompressSync(await compressed(file, 'br')).toString()).toBe(page('b'));
  });
});

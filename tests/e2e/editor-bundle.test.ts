/**
 * `npm run edit` serves the editor's production build from the build cache: built once, used again
 * while every source file it read is unchanged, built again when one is not. The local server's
 * address (a new port each start) is not in it: the page names it. Two real builds of the editor
 * (seconds each), so with the end-to-end tests rather than the unit tests.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { localEditorBundle } from '../../scripts/lib/editor/bundle.ts';

const root = path.resolve(import.meta.dirname, '../..');
let cache: string;
const before = { SITE_CACHE_DIR: process.env.SITE_CACHE_DIR, NODE_ENV: process.env.NODE_ENV };

beforeAll(() => {
  cache = mkdtempSync(path.join(tmpdir(), 'editor-bundle-'));
  process.env.SITE_CACHE_DIR = cache;
  // As npm run edit builds it (scripts/lib/production.ts).
  process.env.NODE_ENV = 'production';
});

afterAll(() => {
  if (before.SITE_CACHE_DIR === undefined) delete process.env.SITE_CACHE_DIR;
  else process.env.SITE_CACHE_DIR = before.SITE_CACHE_DIR;
  process.env.NODE_ENV = before.NODE_ENV;
  rmSync(cache, { recursive: true, force: true });
});

const builtAt = (dir: string) => statSync(path.join(dir, 'index.html')).mtimeMs;

test('built once, used again while its sources are unchanged, built again when one changed', async () => {
  const dir = await localEditorBundle(root);
  expect(dir.startsWith(cache)).toBe(true);
  const page = readFileSync(path.join(dir, 'index.html'), 'utf8');
  expect(page).toMatch(/<script type="module" crossorigin src="\/admin\/assets\/[\w-]+\.js">/);
  // What it was built from, by hash: the editor's code, the schemas it checks with.
  const sources = JSON.parse(readFileSync(path.join(dir, 'sources.json'), 'utf8')) as Record<string, string>;
  expect(Object.keys(sources)).toEqual(expect.arrayContaining(['src/admin/main.tsx', 'src/schema/index.ts']));
  expect(Object.keys(sources).some((f) => f.includes('node_modules'))).toBe(false);

  const first = builtAt(dir);
  expect(await localEditorBundle(root)).toBe(dir);
  expect(builtAt(dir)).toBe(first);

  // As if src/admin/main.tsx had changed since the build.
  writeFileSync(path.join(dir, 'sources.json'), JSON.stringify({ ...sources, 'src/admin/main.tsx': 'old' }));
  expect(await localEditorBundle(root)).toBe(dir);
  expect(builtAt(dir)).toBeGreaterThan(first);
}, 180_000);

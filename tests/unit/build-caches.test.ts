/**
 * The caches that make a rebuild fast keep nothing stale and change nothing a writer sees: a run
 * that reads them gives the same site and the same problems, at the same lines, as one that
 * parses everything again.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { generate } from '../../scripts/generate.ts';
import { inlineArt, loadInlineArt, saveInlineArt } from '../../scripts/lib/inline-art.ts';
import { JsonCache } from '../../scripts/lib/json-cache.ts';
import { formatProblem, type Problem } from '../../scripts/lib/problems.ts';
import { cachedYaml, forgetParsedYaml } from '../../scripts/lib/yaml-cache.ts';

const root = path.resolve(import.meta.dirname, '../..');
let tmp: string;
const cacheFile = () => path.join(tmp, 'node_modules/.cache/content/yaml-v1.json');
const cachedKeys = () => Object.keys(JSON.parse(readFileSync(cacheFile(), 'utf8')) as object);
const lines = (problems: Problem[]) => problems.map(formatProblem).sort();

beforeEach(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'site-caches-'));
  cpSync(path.join(root, 'content'), path.join(tmp, 'content'), { recursive: true });
  forgetParsedYaml();
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

describe('parsed YAML cache', () => {
  test('a run that reads it builds the same site as one that parses every file', async () => {
    const fresh = await generate({ root: tmp, dryRun: true });
    expect(cachedKeys().length).toBeGreaterThan(40);
    forgetParsedYaml(); // a new process: everything comes from the file on disk
    const cached = await generate({ root: tmp, dryRun: true });
    expect(cached.problems).toEqual([]);
    expect(cached.manifest).toEqual(fresh.manifest);
  });

  test('problems in unchanged files are reported at their lines', async () => {
    await generate({ root: tmp, dryRun: true });
    // Removing a project breaks the `related` lists of the unchanged files that name it.
    unlinkSync(path.join(tmp, 'content/projects/edge-box.mdx'));
    forgetParsedYaml();
    const fromCache = lines((await generate({ root: tmp, dryRun: true })).problems);
    const service = 'content/services/blockchain-storage.mdx';
    const line = readFileSync(path.join(tmp, service), 'utf8')
      .split('\n')
      .indexOf('related: [edge-box, hpc-blades, 2-phase-cooling, nov-tank, 4-axis]');
    expect(fromCache.some((p) => p.startsWith(`${service}:${line + 1}:`))).toBe(true);
    rmSync(cacheFile());
    forgetParsedYaml();
    expect(lines((await generate({ root: tmp, dryRun: true })).problems)).toEqual(fromCache);
  });

  test('text that does not parse is reported on every run and never kept', async () => {
    const file = path.join(tmp, 'content/projects/otto.mdx');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: [unclosed'));
    for (let run = 0; run < 2; run++) {
      const problems = lines((await generate({ root: tmp, dryRun: true })).problems);
      expect(problems.some((p) => p.startsWith('content/projects/otto.mdx:') && p.includes('yaml'))).toBe(
        true,
      );
    }
  });

  test('values JSON cannot hold are parsed again rather than changed', () => {
    const dir = path.join(tmp, 'yaml');
    const yaml = cachedYaml(dir);
    expect(yaml.parse('a.yaml', 'limit: .inf\n', 0, [])!.data).toEqual({ limit: Infinity });
    expect(yaml.parse('b.yaml', 'limit: 3\n', 0, [])!.data).toEqual({ limit: 3 });
    yaml.save();
    expect(
      Object.keys(JSON.parse(readFileSync(path.join(dir, 'yaml-v1.json'), 'utf8')) as object),
    ).toHaveLength(1);
  });
});

describe('JSON cache file', () => {
  test('keeps the values of the keys given, and is not written again when they are the same', () => {
    const dir = path.join(tmp, 'cache');
    const cache = new JsonCache<number>('values.json');
    cache.load(dir);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.save(dir, ['a', 'b']);
    const file = path.join(dir, 'values.json');
    const written = statSync(file).mtimeMs;
    const next = new JsonCache<number>('values.json');
    next.load(dir);
    expect([next.get('a'), next.get('b')]).toEqual([1, 2]);
    next.save(dir, ['a', 'b']);
    expect(statSync(file).mtimeMs).toBe(written);
    next.save(dir, ['b']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ b: 2 });
  });

  test('a damaged file is made again', () => {
    const dir = path.join(tmp, 'cache');
    const cache = new JsonCache<number>('values.json');
    cache.load(dir);
    cache.set('a', 1);
    cache.save(dir, ['a']);
    writeFileSync(path.join(dir, 'values.json'), '{"a": 1, "b"');
    const next = new JsonCache<number>('values.json');
    next.load(dir);
    expect(next.get('a')).toBeUndefined();
  });
});

describe('inline art', () => {
  test('small line art becomes a data: URL; large art stays a file', () => {
    const small = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h10v10z"/></svg>';
    expect(inlineArt(small)).toMatch(/^data:image\/svg\+xml,/);
    // Path data from a pseudo-random sequence: far more than the limit once compressed
    let seed = 1;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const points = Array.from({ length: 4000 }, () => (next() % 100000).toString(36)).join(' ');
    expect(inlineArt(`<svg xmlns="http://www.w3.org/2000/svg"><path d="M${points}"/></svg>`)).toBeUndefined();
  });

  test('what a run made is read back by the next', () => {
    const dir = path.join(tmp, 'art');
    loadInlineArt(dir);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle cx="2" cy="2" r="1"/></svg>';
    const url = inlineArt(svg);
    saveInlineArt(dir);
    const stored = Object.values(
      JSON.parse(readFileSync(path.join(dir, 'inline-art-v1.json'), 'utf8')) as object,
    );
    expect(stored).toContainEqual({ url });
  });
});

/** The scale benchmark builds a copy of the site with synthetic entries and leaves nothing behind. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { POSTS_PER_PAGE } from '../../src/content/builders/BlogList.ts';
import { readManifest } from './support.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('npm run bench:scale', () => {
  test('builds N synthetic entries, reports the pages and figures, and cleans up', () => {
    const scratch = path.join(root, 'tests/.tmp');
    mkdirSync(scratch, { recursive: true });
    const tmp = mkdtempSync(path.join(scratch, 'scale-'));
    try {
      const n = 40;
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/bench-scale.ts', String(n), '--no-documents'],
        { cwd: root, encoding: 'utf8', env: { ...process.env, TMPDIR: tmp }, timeout: 180_000 },
      );
      expect(run.stderr).not.toMatch(/error/i);
      expect(run.status).toBe(0);
      const last = run.stdout.trim().split('\n').at(-1)!;
      const m = /^entries=(\d+) pages=(\d+) wall_s=([\d.]+) peak_mib=(\d+) rebuild_s=([\d.]+)$/.exec(last);
      expect(m, last).not.toBeNull();
      // Every synthetic entry is a page (they all validate); the blog list gains pages for the
      // new posts (four in ten entries are articles).
      const real = readManifest();
      const posts = real.routes.filter((r) => r.template === 'Article' && r.index).length;
      const listPages = (count: number) => Math.ceil(count / POSTS_PER_PAGE);
      const synthetic = n + listPages(posts + (n * 4) / 10) - listPages(posts);
      expect(Number(m![1])).toBe(n);
      expect(Number(m![2])).toBe(real.routes.length + 1 + real.redirects.length + synthetic);
      expect(Number(m![3])).toBeGreaterThan(0);
      expect(Number(m![4])).toBeGreaterThan(0);
      expect(Number(m![5])).toBeGreaterThan(0);
      // The copy of the site is gone (tsx keeps its own compile cache in the same folder).
      expect(readdirSync(tmp).filter((f) => f.startsWith('site-scale-'))).toEqual([]);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});

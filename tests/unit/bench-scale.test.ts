/**
 * The scale benchmark's synthetic entries are valid content,
 * and its figures print in a form scripts read.
 */
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { resultLines, syntheticTexts } from '../../scripts/bench-scale.ts';
import { formatProblem } from '../../src/content/problems.ts';
import { fixtureRoot, loadFixture } from './support/fixture-site.ts';

describe('syntheticTexts', () => {
  test('returns entries of every kind that the validator accepts, each a page', async () => {
    const entries = syntheticTexts(path.join(fixtureRoot, 'content'), 10);
    expect(Object.keys(entries)).toHaveLength(10);
    const plain = (await loadFixture()).site!.manifest.routes.length;
    const result = await loadFixture({ entries });
    expect(result.problems.map(formatProblem)).toEqual([]);
    const paths = result.site!.manifest.routes.map((r) => r.path);
    for (const file of Object.keys(entries)) {
      const slug = path.basename(file, '.mdx');
      expect(
        paths.some((p) => p.endsWith(`/${slug}`)),
        slug,
      ).toBe(true);
    }
    expect(paths.length).toBeGreaterThanOrEqual(plain + 10);
  });
});

describe('resultLines', () => {
  test('returns a line for people and a key=value line with every figure', () => {
    const [human, machine] = resultLines({
      entries: 1000,
      pages: 1063,
      wall: 20.04,
      peakMib: 1400,
      rebuild: 7.96,
    });
    expect(human).toContain('entries 1000  pages 1063  wall 20.0 s');
    expect(machine).toBe('entries=1000 pages=1063 wall_s=20.0 peak_mib=1400 rebuild_s=8.0');
  });
});

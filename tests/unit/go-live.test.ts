/** The go-live check refuses every fictional default, and passes once a deployer has replaced them. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { generate } from '../../scripts/generate.ts';
import { formatProblem } from '../../src/content/problems.ts';

const root = path.resolve(import.meta.dirname, '../..');
let tmp: string;

beforeEach(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'site-go-live-'));
  cpSync(path.join(root, 'content'), path.join(tmp, 'content'), { recursive: true });
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

describe('generate with production', () => {
  test('lists every fictional default with its file, line and field', async () => {
    const lines = (await generate({ root: tmp, production: true })).problems.map(formatProblem);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^content\/data\/site\.yaml:\d+:\d+ phones\.sales: fictional 555-01xx phone number/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^content\/data\/site\.yaml:\d+:\d+ email: example\.com address/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^content\/data\/site\.yaml:\d+:\d+ social\[0\]\.href: a network's home page/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^content\/data\/team\.yaml:\d+:\d+ leaders\[0\]\.sample: sample profile/),
    );
  });

  test('returns no problems when the fixture replaced the defaults, and validation ignores them without it', async () => {
    expect((await generate({ root: tmp })).problems).toEqual([]);
    const values = parse(
      readFileSync(path.join(root, 'tests/fixtures/go-live/live-values.yaml'), 'utf8'),
    ) as Record<string, [string, string][]>;
    for (const [file, pairs] of Object.entries(values)) {
      const abs = path.join(tmp, file);
      writeFileSync(
        abs,
        pairs.reduce((text, [from, to]) => text.split(from).join(to), readFileSync(abs, 'utf8')),
      );
    }
    const result = await generate({ root: tmp, production: true });
    expect(result.problems.map(formatProblem)).toEqual([]);
  });
});

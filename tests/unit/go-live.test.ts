/** The go-live check refuses every fictional default, and passes once a deployer has replaced them. */
import { describe, expect, test } from 'vitest';
import { formatProblem } from '../../src/content/problems.ts';
import { dataReplaced, loadFixture } from './support/fixture-site.ts';

describe('loading with production', () => {
  test('lists every fictional default with its file, line and field', async () => {
    const lines = (await loadFixture({}, { production: true })).problems.map(formatProblem);
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
    expect((await loadFixture()).problems).toEqual([]);
    const data = dataReplaced('go-live/live-values.yaml');
    const result = await loadFixture({ data }, { production: true });
    expect(result.problems.map(formatProblem)).toEqual([]);
  });
});

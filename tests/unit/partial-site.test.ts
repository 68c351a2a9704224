/**
 * The dev server's site with a problem in it: loadSite with `partial` still makes the site of what
 * loaded (the build's loadSite stops), and the problems read in a writer's words.
 */
import { describe, expect, test } from 'vitest';
import { plainMessage } from '../../src/content/plain-words.ts';
import { fixtureText, loadFixture } from './support/fixture-site.ts';

const brokenOtto = () => ({
  entries: {
    'content/projects/otto.mdx': fixtureText('content/projects/otto.mdx')
      .replace(/^year: .*$/m, 'year: twenty')
      .replace(/^related: \[/m, 'related: [nope, '),
  },
});

describe('a site with a problem in one entry', () => {
  test('the build gets no site; the dev server gets every other page', async () => {
    const strict = await loadFixture(brokenOtto());
    expect(strict.site).toBeUndefined();
    expect(strict.problems.length).toBeGreaterThan(0);
    const partial = await loadFixture(brokenOtto(), { partial: true });
    expect(partial.problems.map((p) => p.file)).toContain('content/projects/otto.mdx');
    const paths = partial.site!.manifest.routes.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/projects', '/projects/cobots']));
    // Otto's problems hold it back; its address is known, so its page can name them.
    expect(paths).not.toContain('/projects/otto');
    expect(partial.held.map((h) => h.address)).toContain('/projects/otto');
  });

  test('an entry left out (`without`) is named where others mention it', async () => {
    const { problems } = await loadFixture({}, { partial: true, without: ['content/projects/cobots.mdx'] });
    expect(problems.map((p) => `${p.file} ${p.field}`)).toContain('content/projects/otto.mdx related[3]');
  });
});

describe('plain words', () => {
  test.each([
    ['expected a year between 1980 and 2100, got "twenty"', 'expected a year between 1980 and 2100'],
    ['missing required field (expected string, received undefined)', 'still empty'],
    [
      'unknown industry "Food" (not in content/data/industries.yaml); ' +
        'use one of its labels, or add the industry there',
      'unknown industry "Food"',
    ],
    ['unknown project "cobots"', 'no project "cobots" on the site (deleted or renamed?)'],
    ['Too small: expected array to have exactly 8 items', 'needs exactly 8 items'],
  ])('%s', (message, plain) => expect(plainMessage(message)).toBe(plain));
});

/** Copy rules: US spelling, industry labels from one list, and generic links refused at go-live. */
import { describe, expect, test } from 'vitest';
import { formatProblem } from '../../src/content/problems.ts';
import {
  britishSpellings,
  copyProblems,
  genericLink,
  industryMessage,
  spellingMessage,
} from '../../src/content/copy-rules.ts';

import { dataReplaced, loadFixture, testFixture } from './support/fixture-site.ts';

describe('britishSpellings', () => {
  test('finds each British form with its line, column and US form, in the same case', () => {
    expect(britishSpellings('An aluminium frame.\nColour-coded, SYNCHRONISED axes')).toEqual([
      { line: 1, column: 4, found: 'aluminium', us: 'aluminum' },
      { line: 2, column: 1, found: 'Colour', us: 'Color' },
      { line: 2, column: 15, found: 'SYNCHRONISED', us: 'SYNCHRONIZED' },
    ]);
  });

  test('leaves US words alone, including names that objects have built in', () => {
    expect(
      britishSpellings('The constructor checked each valueOf reading. Color, center, organize.'),
    ).toEqual([]);
  });

  test('knows the inflections and prefixes of each stem', () => {
    const us = (text: string) => britishSpellings(text).map((h) => h.us);
    expect(us('centres centred metres labelled modelling organisation resynchronises analysed')).toEqual([
      'centers',
      'centered',
      'meters',
      'labeled',
      'modeling',
      'organization',
      'resynchronizes',
      'analyzed',
    ]);
    expect(us('programme catalogue judgement behaviour favourite fibre grey')).toEqual([
      'program',
      'catalog',
      'judgment',
      'behavior',
      'favorite',
      'fiber',
      'gray',
    ]);
  });

  test('leaves US words, lookalikes, links and file names alone', () => {
    const text =
      'Our expertise, a promise, the analysis and emphasis: controlled, installed, four hours, centered. ' +
      'See https://example.com/centre-colour and ./art/fibre-laser.svg.';
    expect(britishSpellings(text)).toEqual([]);
  });

  test('says what to write instead', () => {
    const [hit] = britishSpellings('the programme');
    expect(spellingMessage(hit!)).toBe(
      'British spelling "programme": write "program" (the site is written in US English)',
    );
  });
});

describe('industryMessage', () => {
  const known = ['Medical Devices', 'Renewable Energy', 'Data Centers'];
  test('accepts a label of the list and suggests the nearest for a near miss', () => {
    expect(industryMessage('Data Centers', known)).toBeUndefined();
    expect(industryMessage('Medical Device', known)).toBe(
      'unknown industry "Medical Device" (not in content/data/industries.yaml); did you mean "Medical Devices"?',
    );
    expect(industryMessage('Energy', known)).toMatch(/did you mean "Renewable Energy"\?$/);
    expect(industryMessage('Aerospace', known)).toMatch(
      /; use one of its labels, or add the industry there$/,
    );
  });
});

describe('genericLink', () => {
  test("refuses a shared host's home page or a bare section of it", () => {
    for (const href of [
      'https://www.linkedin.com/',
      'https://www.linkedin.com/company/',
      'https://x.com',
      'https://pypi.org/',
      'https://pypi.org/project/',
      'https://hub.docker.com/',
      'https://github.com/orgs/',
    ]) {
      expect(genericLink(href), href).toBeDefined();
    }
    expect(genericLink('https://x.com/')).toMatch(/^a network's home page/);
    expect(genericLink('https://pypi.org/')).toMatch(/^the home page of pypi\.org/);
  });

  test("accepts the company's own pages, share links, site paths and plain text", () => {
    for (const href of [
      'https://www.linkedin.com/company/ironbridge-automation',
      'https://pypi.org/project/ironbridge-logger/',
      'https://github.com/ironbridge-automation',
      'https://x.com/intent/post?url={url}',
      'https://www.ironbridge-automation.com/',
      '/contact-us',
      'Not a link at all',
    ]) {
      expect(genericLink(href), href).toBeUndefined();
    }
  });
});

describe('copyProblems', () => {
  const source = {
    file: 'content/services/x.mdx',
    data: { summary: 'Panels organised by function.', industries: ['Data Centers', 'Medical'] },
    locate: (at: readonly PropertyKey[]) => ({ line: at[0] === 'summary' ? 2 : 5, column: 3 }),
  };
  test('reports values at their field and the body at its own line and column', () => {
    const lines = copyProblems(source, { body: '\n\nA grey cabinet.', industries: ['Data Centers'] }).map(
      (p) => `${p.file}:${p.line}:${p.column} ${p.field}: ${p.message}`,
    );
    expect(lines).toEqual([
      'content/services/x.mdx:2:3 summary: British spelling "organised": write "organized" (the site is written in US English)',
      'content/services/x.mdx:5:3 industries[1]: unknown industry "Medical" (not in content/data/industries.yaml); use one of its labels, or add the industry there',
      'content/services/x.mdx:3:3 body: British spelling "grey": write "gray" (the site is written in US English)',
    ]);
  });

  test('checks industries only when given the list', () => {
    expect(copyProblems({ ...source, data: { industry: 'Anything' } })).toEqual([]);
  });
});

describe('the validator and the go-live check apply the copy rules', () => {
  test('lists British spellings and unknown industries with file, line, column and field', async () => {
    const entries = Object.fromEntries(
      ['british-spelling.mdx', 'unknown-industry.mdx'].map((n) => [
        `content/projects/${n}`,
        testFixture(`copy/${n}`),
      ]),
    );
    const lines = (await loadFixture({ entries })).problems.map(formatProblem);
    const file = 'content/projects/british-spelling.mdx';
    expect(lines).toEqual(
      expect.arrayContaining([
        `${file}:4:10 summary: British spelling "synchronised": write "synchronized" (the site is written in US English)`,
        `${file}:13:10 gallery[0].alt: British spelling "aluminium": write "aluminum" (the site is written in US English)`,
        `${file}:18:14 body: British spelling "aluminium": write "aluminum" (the site is written in US English)`,
        `${file}:18:25 body: British spelling "levelled": write "leveled" (the site is written in US English)`,
        `${file}:18:79 body: British spelling "organised": write "organized" (the site is written in US English)`,
        'content/projects/unknown-industry.mdx:5:11 industry: unknown industry "Medical Device" (not in content/data/industries.yaml); did you mean "Medical Devices"?',
      ]),
    );
    // Links and file names in the body are not copy.
    expect(lines.filter((l) => l.startsWith(`${file}:19:`))).toEqual([]);
  });

  test('go-live lists profile and developer links that still point at a home page or a bare section', async () => {
    const data = dataReplaced('copy/generic-links.yaml', dataReplaced('go-live/live-values.yaml'));
    const lines = (await loadFixture({ data }, { production: true })).problems.map(formatProblem);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content\/data\/site\.yaml:\d+:\d+ developerLinks\[\d+\]\.href: the home page of pypi\.org, not the company's page there/,
        ),
        expect.stringMatching(
          /^content\/data\/site\.yaml:\d+:\d+ developerLinks\[\d+\]\.href: the home page of github\.com/,
        ),
        expect.stringMatching(
          /^content\/data\/site\.yaml:\d+:\d+ social\[\d+\]\.href: a network's home page/,
        ),
      ]),
    );
  });
});

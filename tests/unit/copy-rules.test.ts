/**
 * Copy rules: US spelling and one notation in every text a visitor reads (bodies, Markdown fields,
 * YAML), industry labels from one list, and generic links refused at go-live.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, test } from 'vitest';
import { usEnglish } from '../../src/content/us-english.ts';
import { formatProblem, type Problem } from '../../src/content/problems.ts';
import { copyProblems, genericLink, industryMessage } from '../../src/content/copy-rules.ts';
import { parseYaml, type YamlSource } from '../../src/content/yaml-source.ts';

import { dataReplaced, fixtureText, loadFixture, testFixture } from './support/fixture-site.ts';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/copy');

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

const speller = usEnglish();
const us = (found: string, write: string) =>
  `"${found}" is not in the US English dictionary; did you mean "${write}"`;

/** A fixture entry as the validator reads it: frontmatter with positions, the body at its lines. */
function readEntry(name: string) {
  const text = readFileSync(path.join(fixtures, name), 'utf8');
  const problems: Problem[] = [];
  let source: YamlSource | undefined;
  const parsed = matter(text, {
    engines: {
      yaml: (yaml: string) =>
        (source = parseYaml(name, yaml, yaml.startsWith('\n') ? 0 : 1, problems))?.data ?? {},
    },
  });
  const head = text.slice(0, text.length - parsed.content.length);
  return { source: source!, body: head.replace(/[^\n]/g, '') + parsed.content, problems };
}

const lines = (problems: Problem[]) => problems.map(formatProblem);

describe('copyProblems', () => {
  const source = {
    file: 'content/services/x.mdx',
    data: { summary: 'Panels organised by function.', industries: ['Data Centers', 'Medical'] },
    locate: (at: readonly PropertyKey[]) => ({ line: at[0] === 'summary' ? 2 : 5, column: 3 }),
  };
  test('reports values at their field and the body at its own line and column', () => {
    const found = copyProblems(source, {
      body: '\n\nA grey cabinet.',
      industries: ['Data Centers'],
      speller,
    });
    expect(lines(found)).toEqual([
      'content/services/x.mdx:5:3 industries[1]: unknown industry "Medical" (not in content/data/industries.yaml); use one of its labels, or add the industry there',
      expect.stringMatching(
        new RegExp(`^content/services/x.mdx:2:3 summary: ${us('organised', 'organized')}`),
      ),
      expect.stringMatching(new RegExp(`^content/services/x.mdx:3:3 body: ${us('grey', 'gray')}`)),
    ]);
  });

  test('checks industries only when given the list, and leaves names and machine fields alone', () => {
    const data = {
      industry: 'Anything',
      tags: ['hpc-blades'],
      template: 'AboutUs',
      schemaOrg: 'Mo-Sa 09:00-18:00',
    };
    expect(copyProblems({ ...source, data }, { speller })).toEqual([]);
  });

  test('fails on a British spelling in a body', () => {
    const { source: entry, body, problems } = readEntry('british-spelling.mdx');
    expect(problems).toEqual([]);
    const found = lines(copyProblems(entry, { body, speller }));
    expect(found).toEqual([
      expect.stringMatching(
        new RegExp(`^british-spelling.mdx:4:10 summary: ${us('synchronised', 'synchronized')}`),
      ),
      expect.stringMatching(
        new RegExp(`^british-spelling.mdx:13:10 gallery\\[0\\].alt: ${us('aluminium', 'aluminum')}`),
      ),
      expect.stringMatching(new RegExp(`^british-spelling.mdx:18:14 body: ${us('aluminium', 'aluminum')}`)),
      expect.stringMatching(new RegExp(`^british-spelling.mdx:18:25 body: ${us('levelled', 'leveled')}`)),
      expect.stringMatching(new RegExp(`^british-spelling.mdx:18:79 body: ${us('organised', 'organized')}`)),
    ]);
  });

  test("fails on a British spelling in a service's tab", () => {
    const { source: entry, body } = readEntry('british-tab.mdx');
    expect(lines(copyProblems(entry, { body, speller }))).toEqual([
      expect.stringMatching(
        new RegExp(`^british-tab.mdx:11:11 tabs\\[1\\].body: ${us('catalogued', 'cataloged')}`),
      ),
    ]);
  });

  test('fails on a British spelling and another time notation in a YAML file', () => {
    const text = readFileSync(path.join(fixtures, 'british-data.yaml'), 'utf8');
    const yaml = parseYaml('content/data/about.yaml', text, 0, [])!;
    expect(lines(copyProblems(yaml, { speller }))).toEqual([
      expect.stringMatching(new RegExp(`^content/data/about.yaml:3:7 text: ${us('colour', 'color')}`)),
      'content/data/about.yaml:4:8 hours: "9am": write "9 a.m." (one style for money, times, numbers and units across the site)',
    ]);
  });

  test('lists money, times, numbers and units written in another style, where they are written', () => {
    const { source: entry, body } = readEntry('notation.mdx');
    const found = lines(copyProblems(entry, { body, speller })).map((l) => l.replace(/ \(one style.*$/, ''));
    expect(found).toEqual([
      'notation.mdx:4:10 summary: "60,000 dollars": write "$60,000"',
      'notation.mdx:13:10 gallery[0].alt: "480V": write "480 V"',
      'notation.mdx:18:23 body: "5:00 am": write "5 a.m."',
      'notation.mdx:18:51 body: "400 Amp": write "400 A"',
      'notation.mdx:18:68 body: "3-phase": write "three-phase"',
      'notation.mdx:18:99 body: "20000": write "20,000"',
      'notation.mdx:19:66 body: "3-6 months": write "3 to 6 months"',
    ]);
  });
});

describe('the validator and the go-live check apply the copy rules', () => {
  test('the validator lists copy problems with file, line, column and field', async () => {
    const entries = {
      'content/projects/british-spelling.mdx': testFixture('copy/british-spelling.mdx'),
      'content/projects/unknown-industry.mdx': testFixture('copy/unknown-industry.mdx'),
      'content/services/british-tab.mdx': testFixture('copy/british-tab.mdx'),
    };
    const about = fixtureText('content/data/about.yaml').replace(
      'heading: Our Company',
      'heading: Our Colour',
    );
    const result = await loadFixture({ entries, data: { 'content/data/about.yaml': about } });
    const found = result.problems.map(formatProblem);
    const file = 'content/projects/british-spelling.mdx';
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${file}:18:14 body: ${us('aluminium', 'aluminum')}`)),
        expect.stringMatching(
          new RegExp(
            `^content/services/british-tab.mdx:11:11 tabs\\[1\\].body: ${us('catalogued', 'cataloged')}`,
          ),
        ),
        expect.stringMatching(
          new RegExp(`^content/data/about.yaml:\\d+:\\d+ company.heading: ${us('Colour', 'Color')}`),
        ),
        'content/projects/unknown-industry.mdx:5:11 industry: unknown industry "Medical Device" (not in content/data/industries.yaml); did you mean "Medical Devices"?',
      ]),
    );
    // Links and file names in the body are not copy.
    expect(found.filter((l) => l.startsWith(`${file}:19:`))).toEqual([]);
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

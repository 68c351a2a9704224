/**
 * Copy rules: US spelling and one notation in every text a visitor reads (bodies, Markdown fields,
 * YAML), industry labels from one list, and generic links refused at go-live.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { generate } from '../../scripts/generate.ts';
import { usEnglish } from '../../scripts/lib/us-english.ts';
import { formatProblem, type Problem } from '../../src/content/problems.ts';
import { copyProblems, genericLink, industryMessage } from '../../src/content/copy-rules.ts';
import { parseYaml, type YamlSource } from '../../src/content/yaml-source.ts';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(root, 'tests/fixtures/copy');

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
  let tmp: string;
  beforeEach(() => {
    tmp = mkdtempSync(path.join(tmpdir(), 'site-copy-'));
    cpSync(path.join(root, 'content'), path.join(tmp, 'content'), { recursive: true });
  });
  afterEach(() => rmSync(tmp, { recursive: true, force: true }));

  test('the validator lists copy problems with file, line, column and field', async () => {
    cpSync(
      path.join(fixtures, 'british-spelling.mdx'),
      path.join(tmp, 'content/projects/british-spelling.mdx'),
    );
    cpSync(
      path.join(fixtures, 'unknown-industry.mdx'),
      path.join(tmp, 'content/projects/unknown-industry.mdx'),
    );
    cpSync(path.join(fixtures, 'british-tab.mdx'), path.join(tmp, 'content/services/british-tab.mdx'));
    const about = path.join(tmp, 'content/data/about.yaml');
    writeFileSync(about, readFileSync(about, 'utf8').replace('heading: Our Company', 'heading: Our Colour'));
    const found = (await generate({ root: tmp })).problems.map(formatProblem);
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

  test('the site as it stands passes', async () => {
    expect((await generate()).problems.map(formatProblem)).toEqual([]);
  });

  test('go-live lists profile and developer links that still point at a home page or a bare section', async () => {
    const apply = (fixture: string) => {
      const values = parse(readFileSync(fixture, 'utf8')) as Record<string, [string, string][]>;
      for (const [file, pairs] of Object.entries(values)) {
        const abs = path.join(tmp, file);
        const text = pairs.reduce((t, [from, to]) => t.split(from).join(to), readFileSync(abs, 'utf8'));
        writeFileSync(abs, text);
      }
    };
    apply(path.join(root, 'tests/fixtures/go-live/live-values.yaml'));
    apply(path.join(fixtures, 'generic-links.yaml'));
    const lines = (await generate({ root: tmp, production: true })).problems.map(formatProblem);
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

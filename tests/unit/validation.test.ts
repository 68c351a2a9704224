import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generate, reportProblems } from '../../scripts/generate.ts';
import { formatProblem } from '../../src/content/problems.ts';

const root = path.resolve(import.meta.dirname, '../..');
let tmp: string;

/** A copy of the site's content with the broken fixtures dropped in as projects. */
beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'site-validate-'));
  cpSync(path.join(root, 'content'), path.join(tmp, 'content'), { recursive: true });
  cpSync(path.join(root, 'tests/fixtures/broken'), path.join(tmp, 'content/projects'), {
    recursive: true,
    filter: (f) => !f.endsWith('.post'),
  });
  cpSync(
    path.join(root, 'tests/fixtures/broken/bad-date.mdx.post'),
    path.join(tmp, 'content/blog/bad-date.mdx'),
  );
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs `check` on a fresh copy of the site's content, removed afterwards. */
async function inContentCopy(name: string, check: (dir: string) => Promise<void>) {
  const dir = mkdtempSync(path.join(tmpdir(), `site-${name}-`));
  try {
    cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
    await check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('generate (validation)', () => {
  test('returns no problems for the real content', async () => {
    const result = await generate({ root });
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.manifest?.routes.length).toBeGreaterThan(60);
  });

  test('reports every broken file at once with file, line, column and field', async () => {
    const result = await generate({ root: tmp });
    const lines = result.problems.map(formatProblem);
    expect(lines).toContain(
      'content/projects/wrong-type.mdx:6:7 year: expected a year between 1980 and 2100, got "twenty"',
    );
    expect(lines).toContain(
      'content/projects/wrong-type.mdx:16:1 yaer: unknown field "yaer"; did you mean "year"?',
    );
    expect(lines).toContain(
      'content/projects/wrong-type.mdx:9:8 tags[0]: unknown service "motion-control"; did you mean "motion-controls"?',
    );
    expect(lines.find((l) => l.startsWith('content/projects/broken-yaml.mdx:'))).toMatch(
      /^content\/projects\/broken-yaml\.mdx:5:1 yaml: invalid YAML: Flow sequence .* must be .*indented and end with a \]$/,
    );
    expect(lines.find((l) => l.startsWith('content/projects/broken-mdx.mdx:'))).toMatch(
      /^content\/projects\/broken-mdx\.mdx:\d+:\d+ mdx: MDX syntax error: .*Note/,
    );
    expect(lines).toContain(
      'content/projects/missing-related.mdx:11:23 related[1]: unknown project "no-such-project"',
    );
    // Bodies are writing, not code: each construct that would run code is named with its line.
    expect(lines.filter((l) => l.startsWith('content/projects/code-in-body.mdx:'))).toEqual([
      'content/projects/code-in-body.mdx:18:1 mdx: imports and exports are not allowed in content; the site provides every component',
      'content/projects/code-in-body.mdx:20:16 mdx: expressions in {braces} are not allowed in content; write the text itself',
      'content/projects/code-in-body.mdx:22:1 mdx: unknown component <Callout>; content can use <Note>',
      'content/projects/code-in-body.mdx:24:1 mdx: <Note> attributes must be plain values such as title="Text", not {expressions}',
    ]);
    expect(lines).toContain(
      'content/blog/bad-date.mdx:3:7 date: expected a real date such as 2024-03-18, got "2024-02-30"',
    );
    expect(lines.find((l) => l.startsWith('content/projects/missing-related.mdx:15:'))).toMatch(
      /gallery\[1\]\.src: image file not found: "\.\/art\/missing-image\.svg"/,
    );
  });

  test('reports menu and data links that lead to no page, with their line', async () => {
    await inContentCopy('links', async (clean) => {
      const nav = path.join(clean, 'content/data/navigation.yaml');
      writeFileSync(
        nav,
        readFileSync(nav, 'utf8').replace(
          '{ label: Leadership, href: /about-team }',
          '{ label: Leadership, href: /about-teams }',
        ),
      );
      const lines = (await generate({ root: clean })).problems.map(formatProblem);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^content\/data\/navigation\.yaml:\d+:\d+ main\[1\]\.children\[2\]\.href: link to "\/about-teams" leads to no page; did you mean "\/about-team"\?$/,
      );
    });
  });

  test('reports broken links with the other problems, in a file they hold back too, but not links to its page', async () => {
    await inContentCopy('held', async (dir) => {
      const otto = path.join(dir, 'content/projects/otto.mdx');
      const ottoText = readFileSync(otto, 'utf8').replace(/^year: .*$/m, 'year: nineteen');
      writeFileSync(otto, `${ottoText}\nThe [first cell](/no-such-cell) came first.\n`);
      const other = path.join(dir, 'content/projects/3d-printer.mdx');
      const links = '\nSee [Otto](/projects/otto) and [the old page](/no-such-page).\n';
      writeFileSync(other, `${readFileSync(other, 'utf8')}${links}`);
      const lines = (await generate({ root: dir })).problems.map(formatProblem);
      expect(lines).toContainEqual(expect.stringMatching(/^content\/projects\/otto\.mdx:\d+:\d+ year: /));
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^content\/projects\/3d-printer\.mdx:\d+:\d+ body: link to "\/no-such-page" leads to no page/,
        ),
      );
      // Otto's own links are checked, though its page is held back by its problem (so links to it are fine).
      expect(lines).toContainEqual(
        expect.stringMatching(/^content\/projects\/otto\.mdx:\d+:\d+ body: link to "\/no-such-cell" leads/),
      );
      expect(lines.filter((l) => l.includes('"/projects/otto"'))).toEqual([]);
    });
  });

  test("reports a label's {name} that its page does not fill in, and one it leaves out", async () => {
    await inContentCopy('labels', async (dir) => {
      const labels = path.join(dir, 'content/data/labels.yaml');
      writeFileSync(
        labels,
        readFileSync(labels, 'utf8')
          .replace(/^( {2}searching:).*$/m, '$1 Searching for {qeury}')
          .replace(/^( {2}failedText:).*$/m, '$1 Nothing was sent.'),
      );
      const lines = (await generate({ root: dir })).problems.map(formatProblem);
      expect(lines).toHaveLength(2);
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^content\/data\/labels\.yaml:\d+:\d+ search\.searching: \{qeury\} is not filled in here: use \{query\}, got "Searching for \{qeury\}"$/,
        ),
      );
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^content\/data\/labels\.yaml:\d+:\d+ form\.failedText: write \{phone\} where it goes: the page fills it in, got "Nothing was sent\."$/,
        ),
      );
    });
  });

  test('reports editorial rules, page types and generic entries with their line', async () => {
    await inContentCopy('rules', async (dir) => {
      const otto = path.join(dir, 'content/projects/otto.mdx');
      const head = /^---\n[\s\S]*?\n---\n/.exec(readFileSync(otto, 'utf8'))![0];
      writeFileSync(otto, `${head}\nA case study of one short paragraph.\n`);
      const pages = path.join(dir, 'content/data/pages.yaml');
      const yaml = readFileSync(pages, 'utf8');
      writeFileSync(pages, yaml.replace('template: AboutTeam', 'template: AboutTeams'));
      const lines = (await generate({ root: dir })).problems.map(formatProblem);
      writeFileSync(pages, yaml.replace('entry: services/design-and-build', 'entry: services/design-build'));
      lines.push(...(await generate({ root: dir })).problems.map(formatProblem));
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^content\/projects\/otto\.mdx:\d+:1 body: expected at least 150 words in the body, found 7$/,
        ),
      );
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^content\/data\/pages\.yaml:\d+:\d+ \[\d+\]\.template: unknown value "AboutTeams"; did you mean "AboutTeam"\?/,
        ),
      );
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^content\/data\/pages\.yaml:\d+:\d+ \[\d+\]\.entry: unknown entry "services\/design-build"; did you mean "services\/design-and-build"\?$/,
        ),
      );
    });
  });
});

describe('reportProblems', () => {
  const problem = {
    file: 'content/projects/x.mdx',
    line: 6,
    column: 7,
    field: 'year',
    message: 'expected a year, got "a,b: c"',
  };

  test('returns file:line:column field: message lines when run outside GitHub Actions', () => {
    expect(reportProblems([problem], {})).toBe(
      'content/projects/x.mdx:6:7 year: expected a year, got "a,b: c"\n\n1 content problem found.',
    );
  });

  test('adds an error annotation on the line of each problem when run in GitHub Actions', () => {
    expect(reportProblems([problem], { GITHUB_ACTIONS: 'true' }).split('\n')).toContain(
      '::error file=content/projects/x.mdx,line=6,col=7,title=year::expected a year, got "a,b: c"',
    );
  });
});

import { describe, expect, test } from 'vitest';
import { reportProblems } from '../../scripts/lib/content-output.ts';
import { formatProblem } from '../../src/content/problems.ts';
import { fixtureText, loadFixture, testFixture, type FixtureChanges } from './support/fixture-site.ts';

/** The fixture site's problems with `changes`, as the validator prints them. */
const problemsWith = async (changes: FixtureChanges) =>
  (await loadFixture(changes)).problems.map(formatProblem);

/** The broken fixtures, dropped into the site where their folder says. */
const BROKEN = ['broken-mdx', 'broken-yaml', 'code-in-body', 'missing-related', 'wrong-type'];
const broken: FixtureChanges = {
  entries: {
    ...Object.fromEntries(
      BROKEN.map((n) => [`content/projects/${n}.mdx`, testFixture(`broken/projects/${n}.mdx`)]),
    ),
    'content/blog/bad-date.mdx': testFixture('broken/blog/bad-date.mdx'),
  },
};

describe('generate (validation)', () => {
  test('returns no problems, and every page, for a valid site', async () => {
    const result = await loadFixture();
    expect(result.problems.map(formatProblem)).toEqual([]);
    const paths = result.site!.manifest.routes.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/projects/otto', '/services/data-logging', '/blog']));
  });

  test('reports every broken file at once with file, line, column and field', async () => {
    const lines = await problemsWith(broken);
    expect(lines).toContain(
      'content/projects/wrong-type.mdx:6:7 year: expected a year between 1980 and 2100, got "twenty"',
    );
    expect(lines).toContain(
      'content/projects/wrong-type.mdx:16:1 yaer: unknown field "yaer"; did you mean "year"?',
    );
    expect(lines).toContain(
      'content/projects/wrong-type.mdx:9:8 tags[0]: unknown service "safety-system"; ' +
        'did you mean "safety-systems"?',
    );
    expect(lines.find((l) => l.startsWith('content/projects/broken-yaml.mdx:'))).toMatch(
      /^content\/projects\/broken-yaml\.mdx:5:1 yaml: invalid YAML: Flow sequence .* must be .*indented and end with a \]$/,
    );
    expect(lines.find((l) => l.startsWith('content/projects/broken-mdx.mdx:'))).toMatch(
      /^content\/projects\/broken-mdx\.mdx:\d+:\d+ mdx: MDX syntax error: .*Note/,
    );
    expect(lines).toContain(
      'content/projects/missing-related.mdx:11:17 related[1]: unknown project "no-such-project"',
    );
    // Bodies are writing, not code: each construct that would run code is named with its line.
    expect(lines.filter((l) => l.startsWith('content/projects/code-in-body.mdx:'))).toEqual([
      'content/projects/code-in-body.mdx:18:1 mdx: imports and exports are not allowed in content; ' +
        'the site provides every component',
      'content/projects/code-in-body.mdx:20:16 mdx: expressions in {braces} are not allowed in content; ' +
        'write the text itself',
      'content/projects/code-in-body.mdx:22:1 mdx: unknown component <Callout>; content can use <Note>',
      'content/projects/code-in-body.mdx:24:1 mdx: <Note> attributes must be plain values ' +
        'such as title="Text", not {expressions}',
    ]);
    expect(lines).toContain(
      'content/blog/bad-date.mdx:3:7 date: expected a real date such as 2024-03-18, got "2024-02-30"',
    );
    expect(lines.find((l) => l.startsWith('content/projects/missing-related.mdx:15:'))).toMatch(
      /gallery\[1\]\.src: image file not found: "\.\/art\/missing-image\.svg"/,
    );
  });

  test('reports menu and data links that lead to no page, with their line', async () => {
    const nav = fixtureText('content/data/navigation.yaml').replace(
      '{ label: Leadership, href: /about-team }',
      '{ label: Leadership, href: /about-teams }',
    );
    const lines = await problemsWith({ data: { 'content/data/navigation.yaml': nav } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^content\/data\/navigation\.yaml:\d+:\d+ main\[1\]\.children\[2\]\.href: link to "\/about-teams" leads to no page; did you mean "\/about-team"\?$/,
    );
  });

  test('reports broken links with the other problems, in a file they hold back too, but not links to its page', async () => {
    {
      const otto = fixtureText('content/projects/otto.mdx').replace(/^year: .*$/m, 'year: nineteen');
      const links = '\nSee [Otto](/projects/otto) and [the old page](/no-such-page).\n';
      const lines = await problemsWith({
        entries: {
          'content/projects/otto.mdx': `${otto}\nThe [first cell](/no-such-cell) came first.\n`,
          'content/projects/3d-printer.mdx': `${fixtureText('content/projects/3d-printer.mdx')}${links}`,
        },
      });
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
    }
  });

  test('reports slugs in data files that name no entry, wherever their schema says they name one', async () => {
    const nav = fixtureText('content/data/navigation.yaml').replace(
      '{ service: control-systems }',
      '{ service: control-system }',
    );
    const home = fixtureText('content/data/home.yaml').replace('    - edge-box\n', '    - edge-bx\n');
    const lines = await problemsWith({
      data: { 'content/data/navigation.yaml': nav, 'content/data/home.yaml': home },
    });
    expect(lines.toSorted()).toEqual([
      'content/data/home.yaml:76:7 projects.slugs[2]: unknown project "edge-bx"; did you mean "edge-box"?',
      'content/data/navigation.yaml:15:20 main[2].children[0].service: unknown service "control-system"; ' +
        'did you mean "control-systems"?',
    ]);
  });

  test('reports a redirect from an address that is a page', async () => {
    const redirects = '- from: /services/data-logging\n  to: /services/control-systems\n';
    const lines = await problemsWith({ data: { 'content/data/redirects.yaml': redirects } });
    expect(lines).toEqual([
      'content/data/redirects.yaml:1:9 [0].from: "/services/data-logging" is a page of the site: ' +
        'a redirect from it would hide it (remove the redirect, or the page)',
    ]);
  });

  test("reports a label's {name} that its page does not fill in, and one it leaves out", async () => {
    {
      const labels = fixtureText('content/data/labels.yaml')
        .replace(/^( {2}searching:).*$/m, '$1 Searching for {qeury}')
        .replace(/^( {2}failedText:).*$/m, '$1 Nothing was sent.');
      const lines = await problemsWith({ data: { 'content/data/labels.yaml': labels } });
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
    }
  });

  test('reports editorial rules, page types and generic entries with their line', async () => {
    {
      const head = /^---\n[\s\S]*?\n---\n/.exec(fixtureText('content/projects/otto.mdx'))![0];
      const otto = { 'content/projects/otto.mdx': `${head}\nA case study of one short paragraph.\n` };
      const pages = fixtureText('content/data/pages.yaml');
      const lines = await problemsWith({
        entries: otto,
        data: { 'content/data/pages.yaml': pages.replace('template: AboutTeam', 'template: AboutTeams') },
      });
      const generic = pages.replace('entry: services/data-logging', 'entry: services/data-loging');
      lines.push(...(await problemsWith({ data: { 'content/data/pages.yaml': generic } })));
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
          /^content\/data\/pages\.yaml:\d+:\d+ \[\d+\]\.entry: unknown entry "services\/data-loging"; did you mean "services\/data-logging"\?$/,
        ),
      );
    }
  });
});

describe('places inside a Markdown field', () => {
  test('a problem in a service tab is reported at its line and column in the file', async () => {
    const file = 'content/services/data-logging.mdx';
    const text = fixtureText(file).replace(
      '      Most bad data is created before',
      '      Most bad data {x} is created before',
    );
    const lines = await problemsWith({ entries: { [file]: text } });
    const line = text.split('\n').findIndex((l) => l.includes('{x}')) + 1;
    const column = text.split('\n')[line - 1]!.indexOf('{x}') + 1;
    const message = 'mdx: expressions in {braces} are not allowed in content; write the text itself';
    expect(lines).toContain(`${file}:${line}:${column} ${message}`);
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

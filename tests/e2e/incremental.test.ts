/**
 * Rebuilds in a temporary copy of the site: after an edit, the pages that show what changed are
 * written again and no other page is (same file, same modification time); a removed entry's page,
 * data and artwork leave dist/; a change to the shell data or to the app's template re-renders
 * every page. After each rebuild dist/ is the same as a clean build's, file for file, and its
 * search index holds the same pages (its other files depend on the order pages reach it). The
 * real content/ is never touched.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { scaffold } from '../../scripts/new.ts';
import { makeSiteCopy, runInCopy } from './site-copy.ts';

let tmp: string;
const dist = () => path.join(tmp, 'dist');

interface Seen {
  text: string;
  /** Inode and modification time: the same when the file was not written again */
  stamp: string;
}

/** Every page and route data file in dist/, by path relative to it. */
function snapshot(dir = dist()): Map<string, Seen> {
  const out = new Map<string, Seen>();
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const p = path.join(rel, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'pagefind') walk(p);
      } else if (/\.(html|json|svg)$/.test(e.name) && !p.startsWith('.vite')) {
        const st = statSync(path.join(dir, p));
        out.set(p, { text: readFileSync(path.join(dir, p), 'utf8'), stamp: `${st.ino}:${st.mtimeMs}` });
      }
    }
  };
  walk('');
  return out;
}

function build() {
  const run = runInCopy(tmp, 'scripts/build.ts');
  expect(run.status, run.stderr).toBe(0);
  const m = /prerender \((\d+) pages, (\d+) rendered\)/.exec(run.stdout);
  expect(m, run.stdout).not.toBeNull();
  return { pages: Number(m![1]), rendered: Number(m![2]), bundled: /^ {2}bundles +\d/m.test(run.stdout) };
}

/**
 * Files whose text changed, and pages and route data written again although their text did not
 * change (media are copied from content/ on every build).
 */
function compare(before: Map<string, Seen>, after: Map<string, Seen>) {
  const changed: string[] = [];
  const rewritten: string[] = [];
  for (const [file, now] of after) {
    const was = before.get(file);
    if (!was || was.text !== now.text) changed.push(file);
    else if (was.stamp !== now.stamp && (file.endsWith('.html') || file.startsWith('_data/'))) {
      rewritten.push(file);
    }
  }
  return { changed, rewritten, removed: [...before.keys()].filter((f) => !after.has(f)) };
}

/** The search index's page fragments, named by a hash of what Pagefind holds for each page. */
const fragments = () => readdirSync(path.join(dist(), 'pagefind/fragment')).sort();

/** dist/ after a clean build of the same content (every page rendered) equals the current one. */
function expectSameAsCleanBuild() {
  const incremental = snapshot();
  const indexed = fragments();
  rmSync(dist(), { recursive: true, force: true });
  build();
  const clean = snapshot();
  expect(indexed).toEqual(fragments());
  expect([...incremental.keys()].sort()).toEqual([...clean.keys()].sort());
  const differ = [...clean].filter(([f, s]) => incremental.get(f)?.text !== s.text).map(([f]) => f);
  expect(differ).toEqual([]);
}

const pagesOf = (files: string[]) => files.filter((f) => f.endsWith('.html'));

let probe: { file: string; url: string; slug: string };
const probePage = () => path.join(dist(), probe.url.slice(1), 'index.html');
const listPage = () => path.join(dist(), 'projects/index.html');

/** A body long enough for the editorial rules, as a writer would write it. */
const BODY = Array.from(
  { length: 12 },
  (_, i) =>
    `Paragraph ${i + 1} of the probe: the cell was specified, built in the shop and commissioned on site, with its drawings handed over.`,
).join('\n\n');

beforeAll(() => {
  tmp = makeSiteCopy('incremental');
  probe = scaffold(tmp, 'project', 'Incremental Probe Cell', '2024-06-03');
  const file = path.join(tmp, probe.file);
  const text = readFileSync(file, 'utf8').replace(/^draft: true\n/m, '');
  writeFileSync(file, `${/^---\n[\s\S]*?\n---\n/.exec(text)![0]}\n${BODY}\n`);
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('rebuilds', () => {
  test('a first build renders every page', () => {
    const first = build();
    expect(first.rendered).toBeGreaterThan(10);
    expect(readFileSync(listPage(), 'utf8')).toContain(probe.url);
  }, 300_000);

  test('an edited title rewrites the entry, the lists that show it, and nothing else', () => {
    const before = snapshot();
    const file = path.join(tmp, probe.file);
    const title = 'Retitled Probe Cell';
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: ${title}`));
    const second = build();
    const { changed, rewritten, removed } = compare(before, snapshot());
    expect(readFileSync(probePage(), 'utf8')).toContain(title);
    expect(readFileSync(listPage(), 'utf8')).toContain(title);
    expect(pagesOf(changed)).toEqual(
      expect.arrayContaining([probe.url.slice(1) + '/index.html', 'projects/index.html']),
    );
    expect(rewritten).toEqual([]);
    expect(removed).toEqual([]);
    expect(second.rendered).toBe(pagesOf(changed).length);
    expect(second.rendered).toBeLessThan(second.pages / 2);
    expect(second.bundled).toBe(false);
    expectSameAsCleanBuild();
  }, 300_000);

  test('a removed entry leaves dist/ with its page and artwork', () => {
    const before = snapshot();
    rmSync(path.join(tmp, probe.file));
    for (const n of [1, 2]) rmSync(path.join(tmp, `content/projects/art/${probe.slug}-${n}.svg`));
    build();
    const { rewritten, removed } = compare(before, snapshot());
    expect(existsSync(probePage())).toBe(false);
    expect(existsSync(path.dirname(probePage()))).toBe(false);
    expect(readFileSync(listPage(), 'utf8')).not.toContain(probe.url);
    expect(removed).toEqual(
      expect.arrayContaining([
        `${probe.url.slice(1)}/index.html`,
        `media/projects/art/${probe.slug}-1.svg`,
        `media/projects/art/${probe.slug}-2.svg`,
      ]),
    );
    expect(rewritten).toEqual([]);
    expectSameAsCleanBuild();
  }, 300_000);

  test('a change to the shell data re-renders every page', () => {
    const before = snapshot();
    const site = path.join(tmp, 'content/data/site.yaml');
    writeFileSync(
      site,
      readFileSync(site, 'utf8').replace(/^tagline: .*$/m, 'tagline: Machines and controls from Austin.'),
    );
    const { pages, rendered } = build();
    const after = snapshot();
    const pagesBefore = [...before.keys()].filter((f) => f.endsWith('index.html') || f === '404.html');
    expect(rendered).toBeGreaterThan(pages / 2);
    for (const f of pagesBefore) {
      if (!before.get(f)!.text.includes('http-equiv="refresh"'))
        expect(after.get(f)?.stamp, f).not.toBe(before.get(f)!.stamp);
    }
  }, 300_000);

  test('a change to the app template rebuilds the bundles and re-renders every page', () => {
    const html = path.join(tmp, 'index.html');
    const marker = '<meta name="incremental-check" content="template">';
    writeFileSync(html, readFileSync(html, 'utf8').replace('<head>', `<head>\n    ${marker}`));
    const { pages, rendered, bundled } = build();
    expect(bundled).toBe(true);
    const after = snapshot();
    const routePages = [...after].filter(
      ([f, s]) => f.endsWith('.html') && !s.text.includes('http-equiv="refresh"'),
    );
    expect(rendered).toBe(routePages.length);
    expect(rendered).toBeLessThanOrEqual(pages);
    for (const [f, s] of routePages) expect(s.text, f).toContain(marker);
  }, 300_000);
});

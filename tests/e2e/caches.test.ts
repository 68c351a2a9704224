/**
 * What a writer or a maintainer does to a checkout never meets a stale cache: in temporary copies
 * of the site (the small fixture site), each built before with its own cache, an entry with tabs
 * is renamed and built again, a checkout is moved to another folder and built again, two checkouts
 * share one SITE_CACHE_DIR while one of them edits a file, and `build --if-stale` rebuilds after an
 * edit to content.config.ts.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { makeSiteCopy, runInCopy } from './site-copy.ts';

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

let base: string | undefined;
/**
 * A copy of a copy that was built once, cold: its dist/ and its cache (.cache) come along, as they
 * would with a checkout a writer or a maintainer has built before. The cold build is made once.
 */
function builtCopy(name: string) {
  if (!base) {
    base = makeSiteCopy('built');
    copies.push(base);
    build(base);
  }
  const dir = mkdtempSync(path.join(path.dirname(base), `${name}-`));
  copies.push(dir);
  cpSync(base, dir, { recursive: true, verbatimSymlinks: true });
  return dir;
}

/** Builds the copy (no brochures: they do not change what is tested here) and returns its output. */
function build(dir: string, cache?: string, args = ['--no-documents']) {
  const run = runInCopy(dir, 'scripts/build.ts', args, cache);
  expect(run.status, run.stdout + run.stderr).toBe(0);
  return run.stdout;
}

const page = (dir: string, route: string) =>
  readFileSync(path.join(dir, 'dist', route, 'index.html'), 'utf8');

/** Replaces `from` with `to` in every text file under the copy's content/. */
function replaceInContent(dir: string, from: string, to: string) {
  const content = path.join(dir, 'content');
  for (const f of readdirSync(content, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(mdx|yaml)$/.test(f)) continue;
    const text = readFileSync(path.join(content, f), 'utf8');
    if (text.includes(from)) writeFileSync(path.join(content, f), text.split(from).join(to));
  }
}

describe('build caches', () => {
  test('an entry with tabs renamed builds at its new address, tabs included', () => {
    const dir = builtCopy('rename');
    const tab = /<div class="prose">(<p>Most bad data[^<]{0,40})/.exec(
      page(dir, 'services/data-logging'),
    )?.[1];
    expect(tab).toBeDefined();
    const services = path.join(dir, 'content/services');
    renameSync(path.join(services, 'data-logging.mdx'), path.join(services, 'data-acquisition.mdx'));
    replaceInContent(dir, 'data-logging', 'data-acquisition');
    build(dir);
    expect(page(dir, 'services/data-acquisition')).toContain(tab);
    expect(readdirSync(path.join(dir, 'dist/services'))).not.toContain('data-logging');
  }, 300_000);

  test('a checkout moved to another folder builds the same pages', () => {
    const dir = builtCopy('move');
    // The page's text: the browser bundle's names may differ, as node_modules is linked here.
    const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0];
    const before = main(page(dir, 'projects/otto'));
    expect(before).toBeDefined();
    const moved = `${dir}-moved`;
    renameSync(dir, moved);
    copies.push(moved);
    build(moved);
    expect(main(page(moved, 'projects/otto'))).toBe(before);
  }, 300_000);

  test('two checkouts sharing SITE_CACHE_DIR each build their own text while one edits a file', () => {
    const [a, b] = [builtCopy('shared-a'), builtCopy('shared-b')];
    const shared = mkdtempSync(path.join(path.dirname(a), 'shared-cache-'));
    copies.push(shared);
    // The shared folder starts as A's cache: B's first build there meets what A's build left.
    cpSync(path.join(a, '.cache'), shared, { recursive: true });
    const otto = path.join(b, 'content/projects/otto.mdx');
    writeFileSync(otto, `${readFileSync(otto, 'utf8')}\nA sentence only checkout B has.\n`);
    build(b, shared);
    build(a, shared);
    expect(page(b, 'projects/otto')).toContain('A sentence only checkout B has.');
    expect(page(a, 'projects/otto')).not.toContain('A sentence only checkout B has.');
    // Both whole: every page of each site is there, with its own text.
    expect(readdirSync(path.join(a, 'dist/projects'))).toEqual(readdirSync(path.join(b, 'dist/projects')));
  }, 300_000);

  test('build --if-stale rebuilds after an edit to content.config.ts or for the brochures, and only then', () => {
    const dir = builtCopy('stale');
    build(dir, undefined, ['--no-documents', '--if-stale']);
    expect(build(dir, undefined, ['--no-documents', '--if-stale'])).toContain('up to date');
    // A site built without its brochures is not the site `npm start` serves; the whole one serves both.
    expect(build(dir, undefined, ['--if-stale'])).not.toContain('up to date');
    expect(readdirSync(path.join(dir, 'dist/downloads/projects')).some((f) => f.endsWith('.pdf'))).toBe(true);
    expect(build(dir, undefined, ['--no-documents', '--if-stale'])).toContain('up to date');
    // A maintainer raises the projects' word count: the next start must check the content again.
    const config = path.join(dir, 'content.config.ts');
    const text = readFileSync(config, 'utf8');
    writeFileSync(config, text.replace('editorial: { minWords: 150 }', 'editorial: { minWords: 100000 }'));
    const run = runInCopy(dir, 'scripts/build.ts', ['--no-documents', '--if-stale']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/content\/projects\/otto\.mdx:\d+:1 body: expected at least 100000 words/);
  }, 300_000);
});

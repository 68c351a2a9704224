/**
 * The search index of a rebuild starts with the last build's pages (scripts/lib/search-ahead.ts):
 * pages that link to a changed entry are held back, and when a page given early turns out to
 * have changed or gone, the index is made again from this build's pages alone.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { changedSlugs, searchFeed, unaffected } from '../../scripts/lib/search-ahead.ts';

const page = (title: string, text: string, links = '') =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p>${links}</main></body></html>`;

/** The text Pagefind holds for each page of the index written into `dist`. */
function indexed(dist: string): string[] {
  const dir = path.join(dist, 'pagefind/fragment');
  return readdirSync(dir)
    .map((f) => gunzipSync(readFileSync(path.join(dir, f))).toString('utf8'))
    .map((t) => (JSON.parse(t.slice(t.indexOf('{'))) as { content: string }).content)
    .sort();
}

let dist: string | undefined;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('the search index given the last build’s pages early', () => {
  test('holds back the pages of changed entries and the pages that link to them', () => {
    const copies = {
      '/projects/otto': page('Otto', 'old'),
      '/projects': page('Projects', 'list', '<a href="/projects/otto">Otto</a>'),
      '/about-us': page('About', 'us'),
      '/blog/tagged': page('Tagged', 'an article'),
    };
    const before = { 'projects/otto.mdx': 'a', 'data/site.yaml': 'b', 'blog/gone.mdx': 'd' };
    const now = { 'projects/otto.mdx': 'c', 'data/site.yaml': 'b', 'blog/new.mdx': 'e' };
    const changed = changedSlugs(before, now);
    expect(changed.sort()).toEqual(['gone', 'new', 'otto']);
    expect(unaffected(copies, changed).map(([url]) => url)).toEqual(['/about-us', '/blog/tagged']);
    expect(unaffected(copies, changedSlugs(before, before))).toHaveLength(4);
  });

  test('keeps the early index when every page it was given is unchanged', async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'search-ahead-'));
    const previous = { '/a': page('Alpha', 'first page') };
    const feed = await searchFeed(dist, { previous });
    await feed.keep('/a');
    await feed.add('/b', page('Beta', 'second page'));
    expect(await feed.write()).toBe(2);
    expect(indexed(dist)).toEqual(['Alpha. first page.', 'Beta. second page.']);
  });

  test('makes the index again when a page given early changed or is gone', async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'search-ahead-'));
    const previous = { '/a': page('Alpha', 'first page'), '/gone': page('Gone', 'removed page') };
    const feed = await searchFeed(dist, { previous });
    await feed.add('/a', page('Alpha', 'edited page'));
    expect(await feed.write()).toBe(1);
    expect(indexed(dist)).toEqual(['Alpha. edited page.']);
  });

  test('a rebuild replaces the last index, writing only the files that changed', async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'search-ahead-'));
    const saveTo = path.join(dist, 'copies.json');
    const first = await searchFeed(dist, { saveTo });
    await first.add('/a', page('Alpha', 'first page'));
    await first.add('/b', page('Beta', 'second page'));
    await first.write();
    // The copies saved are what the next build starts from.
    const previous = JSON.parse(readFileSync(saveTo, 'utf8')) as Record<string, string>;
    expect(Object.keys(previous).sort()).toEqual(['/a', '/b']);
    const fragments = path.join(dist, 'pagefind/fragment');
    const written = new Map(
      readdirSync(fragments).map((f) => [f, statSync(path.join(fragments, f)).mtimeMs]),
    );
    const second = await searchFeed(dist, { previous, changed: ['b'] });
    await second.keep('/a');
    await second.add('/b', page('Beta', 'edited page'));
    await second.write();
    expect(indexed(dist)).toEqual(['Alpha. first page.', 'Beta. edited page.']);
    const kept = readdirSync(fragments).filter(
      (f) => written.get(f) === statSync(path.join(fragments, f)).mtimeMs,
    );
    expect(kept).toHaveLength(1);
  });

  test('a kept page without a copy from the last build is an error, not a silent gap', async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'search-ahead-'));
    const feed = await searchFeed(dist, { previous: {} });
    await expect(feed.keep('/a')).rejects.toThrow('no copy of /a');
    await feed.drop();
  });
});

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
import { searchFeed, unaffected } from '../../scripts/lib/search-ahead.ts';

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
    const pages = [
      { path: '/projects/otto', search: page('Otto', 'old') },
      { path: '/projects', search: page('Projects', 'list', '<a href="/projects/otto">Otto</a>') },
      { path: '/about-us', search: page('About', 'us') },
      { path: '/blog/tagged', search: page('Tagged', 'an article') },
      { path: '/404' },
    ];
    const before = { 'projects/otto.mdx': 'a', 'data/site.yaml': 'b' };
    const now = { 'projects/otto.mdx': 'c', 'data/site.yaml': 'b' };
    expect(unaffected(pages, before, now).map((p) => p.path)).toEqual(['/about-us', '/blog/tagged']);
    // Pages the index does not hold (no copy) are never given.
    expect(unaffected(pages, before, before)).toHaveLength(4);
  });

  test('keeps the early index when every page it was given is unchanged', async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'search-ahead-'));
    const early = [{ path: '/a', search: page('Alpha', 'first page') }];
    const feed = await searchFeed(dist, early);
    await feed.add('/a', early[0]!.search);
    await feed.add('/b', page('Beta', 'second page'));
    expect(await feed.write()).toBe(2);
    expect(indexed(dist)).toEqual(['Alpha. first page.', 'Beta. second page.']);
  });

  test('makes the index again when a page given early changed or is gone', async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'search-ahead-'));
    const early = [
      { path: '/a', search: page('Alpha', 'first page') },
      { path: '/gone', search: page('Gone', 'removed page') },
    ];
    const feed = await searchFeed(dist, early);
    await feed.add('/a', page('Alpha', 'edited page'));
    expect(await feed.write()).toBe(1);
    expect(indexed(dist)).toEqual(['Alpha. edited page.']);
  });

  test('a rebuild replaces the last index, writing only the files that changed', async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'search-ahead-'));
    const first = await searchFeed(dist, []);
    await first.add('/a', page('Alpha', 'first page'));
    await first.add('/b', page('Beta', 'second page'));
    await first.write();
    const fragments = path.join(dist, 'pagefind/fragment');
    const written = new Map(
      readdirSync(fragments).map((f) => [f, statSync(path.join(fragments, f)).mtimeMs]),
    );
    const early = [{ path: '/a', search: page('Alpha', 'first page') }];
    const second = await searchFeed(dist, early);
    await second.add('/a', early[0]!.search);
    await second.add('/b', page('Beta', 'edited page'));
    await second.write();
    expect(indexed(dist)).toEqual(['Alpha. first page.', 'Beta. edited page.']);
    const kept = readdirSync(fragments).filter(
      (f) => written.get(f) === statSync(path.join(fragments, f)).mtimeMs,
    );
    expect(kept).toHaveLength(1);
  });
});

/**
 * The search index of a rebuild, started before the pages are known. Pagefind cannot update an
 * index, so every build indexes every page; on a rebuild most pages are what they were, and their
 * copies are in the record of the last build. They go to Pagefind as soon as the build starts,
 * while the content is validated, except the pages that link to an entry whose file changed (or
 * are its page), which are the ones whose text may have changed.
 *
 * The guess is checked: every page of the build is compared with what Pagefind got early. When
 * one differs, or was indexed early but is gone, that index is dropped and a new one is made from
 * this build's pages alone, as a build without a record does.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createSearchIndex, type SearchIndexer } from './search-index.ts';
import type { EarlyPage } from './search-thread.ts';

/** A page of the last build as the search index saw it. */
export interface IndexedPage {
  path: string;
  search?: string;
}

/** Hash of every file under content/, by path relative to it. */
export function contentHashes(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(root, 'content', rel), { withFileTypes: true })) {
      const p = path.posix.join(rel, e.name);
      if (e.isDirectory()) walk(p);
      else
        out[p] = createHash('sha1')
          .update(readFileSync(path.join(root, 'content', p)))
          .digest('hex');
    }
  };
  walk('');
  return out;
}

/** The last build's pages whose text no changed entry file can have changed. */
export function unaffected(
  pages: IndexedPage[],
  before: Record<string, string>,
  now: Record<string, string>,
): EarlyPage[] {
  const changed = new Set([...Object.keys(before), ...Object.keys(now)].filter((f) => before[f] !== now[f]));
  const slugs = [...changed].flatMap((f) => (f.endsWith('.mdx') ? [path.posix.basename(f, '.mdx')] : []));
  return pages.flatMap((p) =>
    p.search && !slugs.some((s) => p.path.endsWith(`/${s}`) || p.search!.includes(`/${s}"`))
      ? [{ path: p.path, search: p.search }]
      : [],
  );
}

/**
 * A search indexer that has already been given `early` (pages of the last build): `add` takes
 * every indexed page of this build, and `write` writes the early index when the guess held, or a
 * new one from this build's pages when it did not.
 */
export async function searchFeed(
  dist: string,
  early: { path: string; search: string }[],
): Promise<SearchIndexer> {
  let index = await createSearchIndex(dist);
  const given = new Map(early.map((p) => [p.path, p.search]));
  const final = new Map<string, string>();
  let held = true;
  // Pages are sent as they come, without waiting for the last one's answer: Pagefind reads
  // them in that order, and has the next one at hand when it is done with one.
  let sent: Promise<void>[] = [];
  const send = (url: string, html: string) => {
    const adding = index.add(url, html);
    adding.catch(() => undefined); // awaited in write()
    sent.push(adding);
  };
  const allSent = async () => {
    const pages = sent;
    sent = [];
    await Promise.all(pages);
  };
  early.forEach((p) => send(p.path, p.search));
  return {
    add(url, html) {
      final.set(url, html);
      const sent = given.get(url);
      if (sent === undefined) send(url, html);
      else if (sent !== html) held = false;
      return Promise.resolve();
    },
    async write() {
      await allSent();
      if (held && [...given.keys()].every((u) => final.has(u))) return index.write();
      await index.drop();
      index = await createSearchIndex(dist);
      for (const [url, html] of final) send(url, html);
      await allSent();
      return index.write();
    },
    async drop() {
      await allSent().catch(() => undefined);
      await index.drop();
    },
  };
}

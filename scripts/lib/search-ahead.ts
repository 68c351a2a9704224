/**
 * The search index of a rebuild, started before the pages are known. Pagefind cannot update an
 * index, so every build indexes every page; on a rebuild most pages are what they were, and their
 * copies are among the last build's search copies. They go to Pagefind as soon as the build
 * starts, while the content is validated, except the pages that link to an entry whose file
 * changed (or are its page), which are the ones whose text may have changed.
 *
 * The guess is checked: every page of the build is compared with what Pagefind got early. When
 * one differs, or was indexed early but is gone, that index is dropped and a new one is made from
 * this build's pages alone, as a build without a record does. Once the index is written, this
 * build's copies are saved for the next.
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readdirSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import { createSearchIndex, type SearchIndexer } from './search-index.ts';

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

/** The slugs of the entry files that changed, were added or were removed between two hashings. */
export function changedSlugs(before: Record<string, string>, now: Record<string, string>): string[] {
  const changed = [...Object.keys(before), ...Object.keys(now)].filter((f) => before[f] !== now[f]);
  return [...new Set(changed.flatMap((f) => (f.endsWith('.mdx') ? [path.posix.basename(f, '.mdx')] : [])))];
}

/** The pages among `copies` (search copies by route path) whose text no changed entry can have changed. */
export function unaffected(copies: Record<string, string>, slugs: string[]): [string, string][] {
  return Object.entries(copies).filter(
    ([url, html]) => !slugs.some((s) => url.endsWith(`/${s}`) || html.includes(`/${s}"`)),
  );
}

/** How a build's search index starts. */
export interface SearchStart {
  /** The last build's search copies (each indexed page's copy by route path) */
  previous?: Record<string, string>;
  /** Slugs of the entries whose files changed since that build */
  changed?: string[];
  /** Where this build's copies are saved once its index is written */
  saveTo?: string;
}

/** An indexer that also takes the pages left as the last build wrote them. */
export interface SearchFeed extends SearchIndexer {
  /** An indexed page the build left as it was: its copy is the last build's. */
  keep(url: string): Promise<void>;
}

/**
 * Saves the copies as one JSON object, written entry by entry: as one string, the copies of a
 * large site took a few hundred MB more at the build's peak.
 */
function saveCopies(file: string, copies: Map<string, string>) {
  const fd = openSync(`${file}.${process.pid}`, 'w');
  try {
    let sep = '{';
    for (const [url, html] of copies) {
      writeSync(fd, `${sep}${JSON.stringify(url)}:${JSON.stringify(html)}`);
      sep = ',';
    }
    writeSync(fd, copies.size ? '}' : '{}');
  } finally {
    closeSync(fd);
  }
  renameSync(`${file}.${process.pid}`, file);
}

/**
 * A search indexer that has already been given the last build's unaffected pages: `add` and
 * `keep` take every indexed page of this build, and `write` writes the early index when the
 * guess held, or a new one from this build's pages when it did not.
 */
export async function searchFeed(dist: string, start: SearchStart = {}): Promise<SearchFeed> {
  const previous = start.previous ?? {};
  let index = await createSearchIndex(dist);
  const early = unaffected(previous, start.changed ?? []);
  const given = new Map(early);
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
  early.forEach(([url, html]) => send(url, html));
  const add = (url: string, html: string) => {
    final.set(url, html);
    const sentEarly = given.get(url);
    if (sentEarly === undefined) send(url, html);
    else if (sentEarly !== html) held = false;
    return Promise.resolve();
  };
  const write = async () => {
    await allSent();
    if (!held || ![...given.keys()].every((u) => final.has(u))) {
      await index.drop();
      index = await createSearchIndex(dist);
      for (const [url, html] of final) send(url, html);
      await allSent();
    }
    const count = await index.write();
    if (start.saveTo) saveCopies(start.saveTo, final);
    return count;
  };
  return {
    add,
    keep(url) {
      const html = previous[url];
      if (html === undefined)
        return Promise.reject(new Error(`Search index: no copy of ${url} from the last build`));
      return add(url, html);
    },
    write,
    async drop() {
      await allSent().catch(() => undefined);
      await index.drop();
    },
  };
}

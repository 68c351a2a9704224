/**
 * The site search index, built with Pagefind from the prerendered pages. The index is split into
 * fragments that the browser loads on demand, so it stays small per query as the site grows.
 * Pagefind indexes in its own process: pages are added while the rest of them are still being
 * rendered, and the index is written once the last one is in.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';

/**
 * Makes `dir` hold exactly `files` (paths relative to it), writing only the files that are new or
 * changed. Most of the index's files are named by their content, so after a small edit nearly
 * all of them are already there: a rebuild creates a few files instead of a thousand.
 */
export function syncFolder(dir: string, files: { path: string; content: Uint8Array }[]) {
  const wanted = new Set<string>();
  const dirs = new Set<string>();
  for (const f of files) {
    const target = path.join(dir, f.path);
    wanted.add(target);
    if (existsSync(target) && Buffer.from(f.content).equals(readFileSync(target))) continue;
    const parent = path.dirname(target);
    if (!dirs.has(parent)) mkdirSync(parent, { recursive: true });
    dirs.add(parent);
    writeFileSync(target, f.content);
  }
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !wanted.has(file)) rmSync(file);
  }
}

export interface SearchIndexer {
  add(url: string, html: string): Promise<void>;
  /** Writes the index into dist/pagefind and returns how many pages it holds. */
  write(): Promise<number>;
  /** Forgets the index without writing it (Pagefind keeps running for another). */
  drop(): Promise<void>;
}

export async function createSearchIndex(dist: string): Promise<SearchIndexer> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  let count = 0;
  return {
    async add(url, html) {
      const result = await index.addHTMLFile({ url, content: html });
      if (result.errors.length) throw new Error(`Search index: ${url}: ${result.errors.join('; ')}`);
      count++;
    },
    async write() {
      const made = await index.getFiles();
      if (made.errors.length) throw new Error(`Search index: ${made.errors.join('; ')}`);
      await pagefind.close();
      syncFolder(path.join(dist, 'pagefind'), made.files);
      return count;
    },
    async drop() {
      await index.deleteIndex();
    },
  };
}

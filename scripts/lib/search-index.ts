/**
 * The site search index, built with Pagefind from the prerendered pages. The index is split into
 * fragments that the browser loads on demand, so it stays small per query as the site grows.
 * Pagefind indexes in its own process: pages are added while the rest of them are still being
 * rendered, and the index is written once the last one is in.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';

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
      // The whole index is written again: nothing of the last build's is kept.
      rmSync(path.join(dist, 'pagefind'), { recursive: true, force: true });
      const written = await index.writeFiles({ outputPath: path.join(dist, 'pagefind') });
      if (written.errors.length) throw new Error(`Search index: ${written.errors.join('; ')}`);
      await pagefind.close();
      return count;
    },
    async drop() {
      await index.deleteIndex();
    },
  };
}

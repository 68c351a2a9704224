/**
 * The site search index, built with Pagefind's Node API from the prerendered pages (those in the
 * sitemap): it is split into fragments that the browser loads on demand, so it stays small per
 * query as the site grows. Pagefind indexes in a process of its own, so pages are handed to it as
 * they are rendered, and it works on them on the other core meanwhile.
 */
import path from 'node:path';
import * as pagefind from 'pagefind';

export async function searchIndex() {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const adding: Promise<void>[] = [];
  return {
    /** Hands a page to the indexer (its text is read there, while the next page renders). */
    add(url: string, html: string) {
      adding.push(
        index.addHTMLFile({ url, content: html }).then((added) => {
          if (added.errors.length) throw new Error(`Search index: ${url}: ${added.errors.join('; ')}`);
        }),
      );
    },
    /** Writes the index into dist/pagefind; resolves to how many pages it holds. */
    async write(dist: string): Promise<number> {
      try {
        await Promise.all(adding);
        const written = await index.writeFiles({ outputPath: path.join(dist, 'pagefind') });
        if (written.errors.length) throw new Error(`Search index: ${written.errors.join('; ')}`);
        return adding.length;
      } finally {
        await pagefind.close();
      }
    },
  };
}

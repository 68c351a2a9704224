/**
 * The site search index, built with Pagefind's Node API from the prerendered pages (those in the
 * sitemap): it is split into fragments that the browser loads on demand, so it stays small per
 * query as the site grows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';

/** Indexes `pages` (their URL and built file) into dist/pagefind; returns how many it holds. */
export async function writeSearchIndex(dist: string, pages: { path: string; file: string }[]) {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    for (const page of pages) {
      const added = await index.addHTMLFile({ url: page.path, content: readFileSync(page.file, 'utf8') });
      if (added.errors.length) throw new Error(`Search index: ${page.path}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: path.join(dist, 'pagefind') });
    if (written.errors.length) throw new Error(`Search index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  return pages.length;
}

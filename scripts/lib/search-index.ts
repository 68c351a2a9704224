/**
 * The site search index, built with Pagefind's Node API from the prerendered pages (those in the
 * sitemap): it is split into fragments that the browser loads on demand, so it stays small per
 * query as the site grows. Pagefind indexes in a process of its own, so pages are handed to it as
 * they are rendered, and it works on them on the other core meanwhile.
 *
 * The site searches with Pagefind's JavaScript API (src/islands/SiteSearch.tsx loads
 * /pagefind/pagefind.js, which loads its worker, WebAssembly and index). Pagefind's own search
 * interfaces, which it also writes by default (the default, modular and component UIs and the
 * highlighter: seven scripts and stylesheets, 434 KB), are not used, and are not written: a host
 * would serve them to nobody, and their compressed copies cost 0.4 s of CPU in every cold build.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { makeDir } from './cache.ts';

/** The files of Pagefind's bundle that only its own search interfaces load. */
const UNUSED = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\./;

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
        const { files, errors } = await index.getFiles();
        if (errors.length) throw new Error(`Search index: ${errors.join('; ')}`);
        const dirs = new Set<string>();
        for (const file of files.filter((f) => !UNUSED.test(f.path))) {
          const to = path.join(dist, 'pagefind', file.path);
          makeDir(path.dirname(to), dirs);
          writeFileSync(to, file.content);
        }
        return adding.length;
      } finally {
        await pagefind.close();
      }
    },
  };
}

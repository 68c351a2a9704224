/**
 * Content as Vite modules beyond what is on disk. A Markdown field of an entry's frontmatter (such
 * as a service tab's body, content.config.ts `markdown`) is an MDX module of its own:
 * `content/services/x.mdx?tab=1` is the text of that tab, which the MDX plugin then compiles like
 * any body. With `drafts` (the editor's previews), an entry file's text may come from memory
 * instead of the disk, for the file and its fields alike.
 */
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import type { Plugin } from 'vite';
import { collections } from '../../content.config.ts';

/** The text of Markdown field `index` of the entry file `file` whose whole text is `text`. */
function fieldText(file: string, text: string, index: number): string {
  const collection = Object.values(collections).find((c) => 'markdown' in c && file.includes(`/${c.dir}/`));
  const [list, field] = (collection as { markdown?: readonly [string, string] } | undefined)?.markdown ?? [];
  const items = (matter(text).data as Record<string, Record<string, unknown>[] | undefined>)[list ?? ''];
  const value = items?.[index]?.[field ?? ''];
  if (typeof value !== 'string') throw new Error(`${file}: no Markdown field ${list}[${index}].${field}`);
  return value;
}

export function mdxFields(drafts?: Map<string, string>): Plugin {
  let root = '';
  return {
    name: drafts ? 'content-drafts' : 'mdx-fields',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    // A draft of a new entry has no file on disk to resolve to.
    resolveId(id) {
      const [file = '', query] = id.split('?');
      const abs = `${root}${file}`;
      return file.startsWith('/content/') && drafts?.has(abs) ? `${abs}${query ? `?${query}` : ''}` : null;
    },
    load: {
      // Before any other loader: a draft replaces the file on disk.
      order: 'pre',
      handler(id) {
        const [file = '', query] = id.split('?');
        if (!file.endsWith('.mdx')) return null;
        const draft = drafts?.get(file);
        if (drafts && draft === undefined) return null;
        const tab = /^tab=(\d+)$/.exec(query ?? '')?.[1];
        if (tab === undefined) return draft ?? null;
        return fieldText(file, draft ?? readFileSync(file, 'utf8'), Number(tab));
      },
    },
  };
}

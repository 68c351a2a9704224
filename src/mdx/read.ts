/**
 * A text read as MDX without compiling it: the MDX parser and the site's remark plugins
 * (options.ts), then its report (report.ts). The editor's checks in the browser read texts with
 * it; the content layer takes the same report from the modules Vite compiles.
 */
import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { remarkPlugins } from './options.ts';
import { problemAt, reportOf, type TextReport } from './report.ts';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkPlugins);

/** An entry's Markdown fields, by path: `spec` is its collection's `markdown` (a list, its items' field). */
export function markdownFields(data: unknown, spec?: readonly [string, string]) {
  if (!spec) return [];
  const [list, field] = spec;
  const items = (data as Record<string, unknown>)[list];
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown, i) => {
    const text = (item as Record<string, unknown> | null)?.[field];
    return typeof text === 'string' ? [{ path: [list, i, field], text }] : [];
  });
}

/** The report of one text of the file `path` (`text` keeps the file's line numbers). */
export function readText(path: string, text: string): TextReport {
  const file = new VFile({ path, value: text });
  try {
    return reportOf(parser.runSync(parser.parse(file), file) as Root, file);
  } catch (error) {
    return { problems: [problemAt(text, error as Parameters<typeof problemAt>[1], true)] };
  }
}

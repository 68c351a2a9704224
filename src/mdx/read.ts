/**
 * A text read as MDX without compiling it: the MDX parser and the site's remark plugins
 * (options.ts), then its report (report.ts). `npm run validate`, the dev server and the editor's
 * checks in the browser all read texts with it; the build takes the same report from the modules
 * Vite compiles.
 */
import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { remarkPlugins } from './options.ts';
import { problemAt, reportOf, type TextReport } from './report.ts';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkPlugins);

/** The report of one text of the file `path` (`text` keeps the file's line numbers). */
export function readText(path: string, text: string): TextReport {
  const file = new VFile({ path, value: text });
  try {
    return reportOf(parser.runSync(parser.parse(file), file) as Root, file);
  } catch (error) {
    return { problems: [problemAt(text, error as Parameters<typeof problemAt>[1], true)] };
  }
}

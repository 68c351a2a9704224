/**
 * The MDX settings of the site, in one place. Vite's `@mdx-js/rollup` plugin compiles every content
 * file with them (vite.config.ts), and the editor's checks in the browser read a text through the
 * same remark plugins (read.ts), so a text the editor accepts is a text the build compiles alike.
 */
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { mdxComponents } from './components.tsx';
import { remarkContentOnly } from './content-only.ts';
import { remarkReport } from './report.ts';

/** Custom tags a writer may use: the registry's capitalised names (lower-case ones restyle HTML). */
export const CONTENT_TAGS = Object.keys(mdxComponents).filter((k) => /^[A-Z]/.test(k));

/**
 * Remark plugins, in order: frontmatter is read by gray-matter and only recognised here (so a whole
 * file compiles); GitHub-flavoured Markdown; and the content-only rule (no imports, expressions or
 * unknown tags).
 */
export const remarkPlugins: PluggableList = [
  remarkFrontmatter,
  remarkGfm,
  [remarkContentOnly, { tags: CONTENT_TAGS }],
];

/**
 * What `@mdx-js/rollup` is given (vite.config.ts): the same plugins, then the text's report (its
 * outline and problems) as the compiled module's `report` export, which the build validates.
 */
export const mdxOptions = {
  remarkPlugins: [...remarkPlugins, remarkReport],
  // Footnote labels are for screen readers; the numbers show.
  remarkRehypeOptions: { footnoteLabelProperties: { className: ['visually-hidden'] } },
};

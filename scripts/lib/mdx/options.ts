/**
 * The MDX settings of the site, in one place: Vite's `@mdx-js/rollup` plugin (vite.config.ts) and
 * the generator's `@mdx-js/mdx` compile (validation and body HTML) both use them, so a file the
 * validator accepts is a file the bundler compiles the same way.
 */
import type { CompileOptions } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { mdxComponents } from '../../../src/mdx/components.tsx';
import { remarkContentOnly } from './content-only.ts';

/** Custom tags a writer may use: the registry's capitalised names (lower-case ones restyle HTML). */
export const CONTENT_TAGS = Object.keys(mdxComponents).filter((k) => /^[A-Z]/.test(k));

export const mdxOptions = {
  format: 'mdx',
  // Frontmatter is read by gray-matter; here it is only recognised, so a whole file compiles.
  remarkPlugins: [remarkFrontmatter, remarkGfm, [remarkContentOnly, { tags: CONTENT_TAGS }]],
  remarkRehypeOptions: { footnoteLabelProperties: { className: ['visually-hidden'] } },
} satisfies CompileOptions;

/**
 * The MDX settings of the site, in one place: Vite's `@mdx-js/rollup` plugin (vite.config.ts) and
 * the generator's `@mdx-js/mdx` compile (validation and body HTML) both use them, so a file the
 * validator accepts is a file the bundler compiles the same way.
 *
 * GitHub-flavoured Markdown (remark-gfm) takes about half of the parse. Every one of its
 * constructs needs a character or word that plain Markdown text may lack: the generator compiles
 * a text without it when none of them is there (`mdxOptionsFor`), which gives the same output
 * (tests/unit/mdx-gfm-gate.test.ts compares both for every content file).
 */
import type { CompileOptions } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { mdxComponents } from '../../../src/mdx/components.tsx';
import { remarkContentOnly } from './content-only.ts';

/** Custom tags a writer may use: the registry's capitalised names (lower-case ones restyle HTML). */
export const CONTENT_TAGS = Object.keys(mdxComponents).filter((k) => /^[A-Z]/.test(k));

type Pluggable = NonNullable<CompileOptions['remarkPlugins']>[number];

const contentOnly: Pluggable = [remarkContentOnly, { tags: CONTENT_TAGS }];

export const mdxOptions = {
  format: 'mdx',
  // Frontmatter is read by gray-matter; here it is only recognised, so a whole file compiles.
  remarkPlugins: [remarkFrontmatter, remarkGfm, contentOnly],
  remarkRehypeOptions: { footnoteLabelProperties: { className: ['visually-hidden'] } },
} satisfies CompileOptions;

/** The same settings without GFM, for texts that cannot contain any of its syntax. */
const withoutGfm = {
  ...mdxOptions,
  remarkPlugins: [remarkFrontmatter, contentOnly],
} satisfies CompileOptions;

/**
 * What a GFM construct cannot do without: a pipe (tables), a tilde (strikethrough), `[^`
 * (footnotes), a space or x between brackets (task lists), and `www.`, a URL scheme or an at
 * sign (autolink literals: web addresses and e-mail addresses).
 */
const GFM_MARKERS = /[|~@]|\[\^|\[[\sxX]\]|www\.|https?:|mailto:|xmpp:/i;

/** Whether a text may contain GitHub-flavoured Markdown syntax. */
export function mayUseGfm(text: string): boolean {
  return GFM_MARKERS.test(text);
}

/** The site's settings for compiling one text: the same output as `mdxOptions`, sooner. */
export function mdxOptionsFor(text: string): typeof mdxOptions | typeof withoutGfm {
  return mayUseGfm(text) ? mdxOptions : withoutGfm;
}

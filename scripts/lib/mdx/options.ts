/**
 * The MDX settings of the site, in one place: Vite's `@mdx-js/rollup` plugin (vite.config.ts) and
 * the generator's `@mdx-js/mdx` compile (validation and body HTML) both use them, so a file the
 * validator accepts is a file the bundler compiles the same way.
 *
 * GitHub-flavoured Markdown (remark-gfm) takes about half of the parse, and each of its five
 * constructs needs a character or word that plain text may lack; MDX's own syntax (tags,
 * expressions, imports) costs a third of the rest and needs `<`, `{` or a line that starts with
 * `import` or `export`. The generator compiles a text with only the GFM constructs whose marker it
 * holds, in remark-gfm's order, and as plain Markdown when it has no MDX syntax and nothing MDX
 * reads differently (indented code) (`mdxOptionsFor`). That gives the same output:
 * tests/unit/mdx-gfm-gate.test.ts compares both for every content file and crafted samples.
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

export type Settings = CompileOptions & { format: 'mdx' | 'md'; remarkPlugins: Pluggable[] };

export const mdxOptions: Settings = {
  format: 'mdx',
  // Frontmatter is read by gray-matter; here it is only recognised, so a whole file compiles.
  remarkPlugins: [remarkFrontmatter, remarkGfm, contentOnly],
  remarkRehypeOptions: { footnoteLabelProperties: { className: ['visually-hidden'] } },
};

/**
 * What each of remark-gfm's constructs needs in a text to be possible: `www.`, a URL scheme or an
 * at sign (autolink literals: web and e-mail addresses), `[^` (footnotes), a tilde
 * (strikethrough), a pipe (tables), a space or x between brackets (task lists).
 */
const GFM_MARKERS = [/www\.|https?:|mailto:|xmpp:|@/i, /\[\^/, /~/, /\|/, /\[[\sxX]\]/];

/** The constructs a text may use, as indexes into GFM_MARKERS (remark-gfm's order). */
export function gfmPartsOf(text: string): number[] {
  return GFM_MARKERS.flatMap((marker, i) => (marker.test(text) ? [i] : []));
}

/**
 * What MDX reads differently from Markdown: its syntax (tags, expressions, imports and exports),
 * and what it turns off (HTML, `<…>` autolinks, code blocks indented by four spaces or a tab).
 */
const MDX_MARKERS = /[<{]|^(?:import|export)\b|^(?: {4}|\t)/m;

/** Whether a text compiles the same as plain Markdown as it does as MDX. */
export function isPlainMarkdown(text: string): boolean {
  return !MDX_MARKERS.test(text);
}

const variants = new Map<string, Settings>();

/**
 * The site's settings for compiling one text: the same output as `mdxOptions`, sooner. One
 * settings object per variant, so that a compiler can be kept for each.
 */
export function mdxOptionsFor(text: string): Settings {
  const parts = gfmPartsOf(text);
  const format = isPlainMarkdown(text) ? 'md' : 'mdx';
  if (parts.length > 0 && format === 'mdx') return mdxOptions;
  const key = `${format}:${parts.length > 0}`;
  const known = variants.get(key);
  if (known) return known;
  // remark-gfm as it is, for any text that may use one of its constructs.
  const gfm: Pluggable[] = parts.length > 0 ? [remarkGfm] : [];
  const settings: Settings = {
    ...mdxOptions,
    format,
    remarkPlugins: [remarkFrontmatter, ...gfm, contentOnly],
  };
  variants.set(key, settings);
  return settings;
}

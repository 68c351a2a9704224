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
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { mdxComponents } from '../../../src/mdx/components.tsx';
import { remarkContentOnly } from './content-only.ts';

/** Custom tags a writer may use: the registry's capitalised names (lower-case ones restyle HTML). */
export const CONTENT_TAGS = Object.keys(mdxComponents).filter((k) => /^[A-Z]/.test(k));

type Pluggable = NonNullable<CompileOptions['remarkPlugins']>[number];

const contentOnly: Pluggable = [remarkContentOnly, { tags: CONTENT_TAGS }];

type Settings = CompileOptions & { format: 'mdx' | 'md'; remarkPlugins: Pluggable[] };

export const mdxOptions: Settings = {
  format: 'mdx',
  // Frontmatter is read by gray-matter; here it is only recognised, so a whole file compiles.
  remarkPlugins: [remarkFrontmatter, remarkGfm, contentOnly],
  remarkRehypeOptions: { footnoteLabelProperties: { className: ['visually-hidden'] } },
};

/**
 * remark-gfm's constructs in its order, each with what a text needs for it to be possible: `www.`,
 * a URL scheme or an at sign (autolink literals: web and e-mail addresses), `[^` (footnotes), a
 * tilde (strikethrough), a pipe (tables), a space or x between brackets (task lists).
 */
const GFM_PARTS = [
  {
    marker: /www\.|https?:|mailto:|xmpp:|@/i,
    syntax: gfmAutolinkLiteral,
    tree: gfmAutolinkLiteralFromMarkdown,
  },
  { marker: /\[\^/, syntax: gfmFootnote, tree: gfmFootnoteFromMarkdown },
  { marker: /~/, syntax: gfmStrikethrough, tree: gfmStrikethroughFromMarkdown },
  { marker: /\|/, syntax: gfmTable, tree: gfmTableFromMarkdown },
  { marker: /\[[\sxX]\]/, syntax: gfmTaskListItem, tree: gfmTaskListItemFromMarkdown },
] as const;

interface ParserData {
  micromarkExtensions?: unknown[];
  fromMarkdownExtensions?: unknown[];
}

/** remark-gfm with only the constructs at `parts` (indexes into GFM_PARTS). */
function remarkGfmParts(this: { data: () => object }, parts: number[]) {
  // The parser's extension lists, as remark-gfm fills them.
  const data = this.data() as ParserData;
  const micromark = (data.micromarkExtensions ??= []);
  const tree = (data.fromMarkdownExtensions ??= []);
  for (const i of parts) {
    micromark.push(GFM_PARTS[i]!.syntax());
    tree.push(GFM_PARTS[i]!.tree());
  }
}

/** The constructs a text may use, as indexes into GFM_PARTS. */
export function gfmPartsOf(text: string): number[] {
  return GFM_PARTS.flatMap((p, i) => (p.marker.test(text) ? [i] : []));
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
 * settings object per set of constructs, so that a compiler can be kept for each.
 */
export function mdxOptionsFor(text: string): Settings {
  const parts = gfmPartsOf(text);
  const format = isPlainMarkdown(text) ? 'md' : 'mdx';
  if (parts.length === GFM_PARTS.length && format === 'mdx') return mdxOptions;
  const key = `${format}:${parts.join()}`;
  const known = variants.get(key);
  if (known) return known;
  const gfm: Pluggable[] = parts.length > 0 ? [[remarkGfmParts, parts]] : [];
  const settings: Settings = {
    ...mdxOptions,
    format,
    remarkPlugins: [remarkFrontmatter, ...gfm, contentOnly],
  };
  variants.set(key, settings);
  return settings;
}

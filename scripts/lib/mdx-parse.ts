/**
 * The MDX parser (micromark, with MDX, frontmatter and GitHub's Markdown additions), given only
 * the syntax extensions a text can use.
 *
 * Parsing is most of the cost of rendering a body, and every extension makes micromark try its
 * constructs on every line or character it hooks: the five GitHub additions together triple
 * the time of a plain parse, whether the text uses them or not. Each extension below starts at a
 * character or word a text without it does not contain (a table needs a `|`, a footnote `[^`, an
 * expression `{`), so a text lacking all of an extension's triggers parses to the same tree
 * without it. `parseMdxFull` (every extension) is kept for the test that checks this.
 */
import type { Root } from 'mdast';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { fromMarkdown, type Extension as MdastExtension } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import type { Extension as MicromarkExtension } from 'micromark-util-types';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { mdxMd } from 'micromark-extension-mdx-md';
import { mdxjs } from 'micromark-extension-mdxjs';

interface Feature {
  /** Matches every text in which the extension could find its syntax */
  may: RegExp;
  micromark: () => MicromarkExtension;
  mdast: () => MdastExtension | MdastExtension[];
}

/** In the order @mdx-js/mdx and remark-gfm add them: the order decides which construct wins. */
const FEATURES: Feature[] = [
  // JSX tags, {expressions}, import/export. Without them, MDX still turns off indented code,
  // HTML and <autolinks> (mdxMd, always on below).
  { may: /[<{]|^\s*(?:import|export)\b/m, micromark: () => mdxjs(), mdast: () => mdxFromMarkdown() },
  // GFM, as micromark-extension-gfm combines it
  {
    may: /www\.|https?:|mailto:|xmpp:|@/i,
    micromark: gfmAutolinkLiteral,
    mdast: gfmAutolinkLiteralFromMarkdown,
  },
  { may: /\[\^/, micromark: gfmFootnote, mdast: gfmFootnoteFromMarkdown },
  { may: /~/, micromark: () => gfmStrikethrough(), mdast: gfmStrikethroughFromMarkdown },
  { may: /\|/, micromark: gfmTable, mdast: gfmTableFromMarkdown },
  { may: /\[[ xX]\]/, micromark: gfmTaskListItem, mdast: gfmTaskListItemFromMarkdown },
];

type Parser = (text: string) => Root;
const parsers = new Map<number, Parser>();

function parserFor(mask: number): Parser {
  let parser = parsers.get(mask);
  if (!parser) {
    const used = FEATURES.filter((_, i) => mask & (1 << i));
    const mdxOn = (mask & 1) === 1;
    // Frontmatter comes after MDX and before GFM, as remark-frontmatter is added.
    const extensions = [...(mdxOn ? [] : [mdxMd()]), ...used.map((f) => f.micromark())];
    extensions.splice(1, 0, frontmatter());
    const mdastExtensions = used.map((f) => f.mdast());
    mdastExtensions.splice(mdxOn ? 1 : 0, 0, frontmatterFromMarkdown());
    parser = (text) => fromMarkdown(text, { extensions, mdastExtensions });
    parsers.set(mask, parser);
  }
  return parser;
}

const ALL = (1 << FEATURES.length) - 1;

/** Parses an MDX file (frontmatter included) with the extensions its text can use. */
export function parseMdx(text: string): Root {
  let mask = 0;
  FEATURES.forEach((f, i) => {
    if (f.may.test(text)) mask |= 1 << i;
  });
  return parserFor(mask)(text);
}

/** Parses with every extension: what `parseMdx` must always agree with. */
export function parseMdxFull(text: string): Root {
  return parserFor(ALL)(text);
}

/**
 * What the build needs from a body besides its HTML, read from the Markdown tree the MDX compiler
 * parses anyway: plain-text sections (brochures), a word count (editorial rules, reading time) and
 * the site links with their place (the link check).
 */
import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

export interface BodyOutline {
  /** Plain-text paragraphs, split into sections at headings (the first section has no heading) */
  sections: { heading: string; paragraphs: string[] }[];
  words: number;
  /** Links to site paths ("/..."), with the place they are written */
  links: { href: string; line: number; column: number }[];
}

const countWords = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

/** One block as plain text: list items as bullets, table rows as cells joined by bars. */
function blockText(node: RootContent): string {
  if (node.type === 'list') return node.children.map((item) => `• ${toString(item)}`).join('\n');
  if (node.type === 'table')
    return node.children.map((row) => row.children.map((cell) => toString(cell)).join(' | ')).join('\n');
  return toString(node);
}

export function outlineOf(tree: Root): BodyOutline {
  const sections: BodyOutline['sections'] = [{ heading: '', paragraphs: [] }];
  let words = 0;
  for (const node of tree.children) {
    if (node.type === 'yaml' || node.type === 'code' || node.type === 'mdxjsEsm') continue;
    if (node.type === 'heading') {
      sections.push({ heading: toString(node), paragraphs: [] });
      words += countWords(toString(node));
      continue;
    }
    const text = blockText(node).trim();
    if (!text) continue;
    sections.at(-1)!.paragraphs.push(text);
    words += countWords(text);
  }
  const links: BodyOutline['links'] = [];
  visit(tree, 'link', (node) => {
    if (!node.url.startsWith('/')) return;
    const start = node.position?.start;
    links.push({ href: node.url, line: start?.line ?? 1, column: start?.column ?? 1 });
  });
  return { sections: sections.filter((s) => s.heading || s.paragraphs.length), words, links };
}

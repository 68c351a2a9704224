/**
 * The generator compiles a text with only the GFM constructs whose marker it holds, and as plain
 * Markdown when it has no MDX syntax (scripts/lib/mdx/options.ts). That gives the same output as
 * MDX with remark-gfm always on: for every body and Markdown field of every content file, and for
 * crafted texts around each construct, mixes of them, and what MDX reads differently from
 * Markdown. Each GFM sample really uses GFM (its output changes without it), and each MDX sample
 * really needs MDX (its output changes as Markdown).
 *
 * Plain Markdown is then rendered without MDX's generated JavaScript (scripts/lib/mdx/compile.ts):
 * the HTML and outline must be those of MDX's compile, evaluate and render, for the same texts.
 */
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, test } from 'vitest';
import { bodyTasks } from '../../scripts/lib/load/bodies.ts';
import { readEntryFiles } from '../../scripts/lib/load/files.ts';
import { renderText } from '../../scripts/lib/mdx/compile.ts';
import { gfmPartsOf, isPlainMarkdown, mdxOptions, mdxOptionsFor } from '../../scripts/lib/mdx/options.ts';
import type { Problem } from '../../scripts/lib/problems.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The compiled code, or the syntax error: both must be the same with the gate. */
async function compiled(text: string, options = mdxOptions): Promise<string> {
  try {
    return String(await compile(text, { ...options, outputFormat: 'function-body' }));
  } catch (error) {
    return `error: ${(error as Error).message}`;
  }
}
const gated = (text: string) => compiled(text, mdxOptionsFor(text));
const withoutGfm = (text: string) =>
  compiled(text, { ...mdxOptions, remarkPlugins: mdxOptions.remarkPlugins.filter((_, i) => i !== 1) });

/** Texts without GFM syntax, close to it: compiled without any GFM construct. */
const PLAIN = [
  'A paragraph with *emphasis*, **strong** text, `code` and a [link](/services/safety-systems).',
  'Setext heading\n---\n\nThen a thematic break:\n\n***\n\n- a list\n- of items\n\n1. and\n2. numbers',
  'Brackets [like this] and [x y], a reference [link][ref].\n\n[ref]: /projects',
  '<Note title="Heads up">\n\nA note with a list:\n\n- one\n- two\n\n</Note>',
  'Hyphens -- dashes --- and a line\n\n---\n\nwith a break above',
];

/** What MDX reads differently from Markdown: compiled as MDX. */
const MDX_ONLY = {
  'indented code': 'A paragraph.\n\n    four spaces in: code in Markdown, text in MDX',
  'tab-indented code': 'A paragraph.\n\n\tone tab in',
  'angle-bracket autolink': 'See <https://example.com> for more.',
  html: 'Some <b>bold</b> text.',
  component: '<Note title="Heads up">\n\nA note.\n\n</Note>',
  expression: 'Two and two make {2 + 2}.',
  export: 'export const answer = 42\n\nText.',
};

/** Texts with a marker but no GFM construct. */
const MARKED = [
  '> A quote\n\n```\ncode with a | pipe and ~tilde inside a fence\n```',
  '| inside a sentence',
  'An at sign @ alone, and http without a colon',
];

/** One text per GFM construct, then mixes of them. */
const GFM = {
  table: '| Measure | Before |\n| --- | --- |\n| Cycle | 40 s |',
  'table without outer pipes': 'a | b\n--- | ---\n1 | 2',
  strikethrough: 'It was ~~slow~~ fast.',
  'single-tilde strikethrough': 'It was ~slow~ fast.',
  footnote: 'A claim.[^1]\n\n[^1]: The source.',
  'task list': '- [ ] to do\n- [x] done\n- [X] done too',
  'www autolink': 'See www.example.com for more.',
  'http autolink': 'See https://example.com/page for more.',
  'upper-case scheme autolink': 'See HTTP://EXAMPLE.COM for more.',
  'e-mail autolink': 'Write to sales@example.com today.',
  'mailto autolink': 'Write to mailto:sales@example.com today.',
  'autolink and strikethrough in a table':
    '| Site | Note |\n| --- | --- |\n| www.example.com | ~~old~~ new |',
  'footnote in a task list': '- [x] measured[^m]\n- [ ] ~~guessed~~\n\n[^m]: For a week.',
  'footnote that holds a table marker': 'Cycle times.[^t]\n\n[^t]: Before | after.',
  'everything at once':
    '| a | b |\n| - | - |\n| ~~x~~ | www.a.com |\n\n- [ ] sales@example.com[^1]\n\n[^1]: https://example.com',
};

describe('GFM constructs run only on texts that can contain them', () => {
  test('every body and Markdown field in content/ compiles the same with the gate', async () => {
    const problems: Problem[] = [];
    const tasks = bodyTasks(readEntryFiles(root, problems));
    expect(problems).toEqual([]);
    expect(tasks.length).toBeGreaterThan(50);
    for (const t of tasks) {
      expect(await gated(t.text), `${t.relFile} ${t.field ?? 'body'}`).toBe(await compiled(t.text));
    }
    // The gate has something to leave out in the real content (fields such as service tabs).
    expect(tasks.filter((t) => gfmPartsOf(t.text).length < 5).length).toBeGreaterThan(0);
  }, 120_000);

  test.each([...PLAIN, ...MARKED])('compiles the same with the gate: %j', async (text) => {
    expect(await gated(text)).toBe(await compiled(text));
  });

  test.each(Object.entries(GFM))('%s: same with the gate, and needs GFM', async (_, text) => {
    expect(gfmPartsOf(text).length).toBeGreaterThan(0);
    const full = await compiled(text);
    expect(await gated(text)).toBe(full);
    expect(await withoutGfm(text)).not.toBe(full);
  });

  test.each(Object.entries(MDX_ONLY))(
    '%s: compiled as MDX, and reads differently as Markdown',
    async (_, text) => {
      expect(isPlainMarkdown(text)).toBe(false);
      const full = await compiled(text);
      expect(await gated(text)).toBe(full);
      expect(await compiled(text, { ...mdxOptions, format: 'md' })).not.toBe(full);
    },
  );

  test('texts without any marker get no GFM construct and compile as Markdown', () => {
    for (const text of PLAIN.filter((t) => !t.includes('<'))) {
      expect(gfmPartsOf(text), text).toEqual([]);
      expect(isPlainMarkdown(text), text).toBe(true);
    }
    for (const text of MARKED) expect(gfmPartsOf(text).length, text).toBeGreaterThan(0);
    expect(gfmPartsOf(GFM.table)).toHaveLength(1);
    expect(mdxOptionsFor(PLAIN[0]!)).not.toBe(mdxOptions);
    expect(mdxOptionsFor(`<Note>\n\n${GFM['everything at once']}\n\n</Note>`)).toBe(mdxOptions);
  });
});

describe('plain Markdown renders without MDX, to the same HTML', () => {
  const sameAsMdx = async (relFile: string, text: string) =>
    expect(await renderText(relFile, text), `${relFile}: ${text.slice(0, 60)}`).toEqual(
      await renderText(relFile, text, mdxOptions),
    );

  test('every body and Markdown field in content/', async () => {
    const tasks = bodyTasks(readEntryFiles(root, []));
    // Most of the real content takes the short way.
    expect(tasks.filter((t) => isPlainMarkdown(t.text)).length).toBeGreaterThan(tasks.length / 2);
    for (const t of tasks) await sameAsMdx(t.relFile, t.text);
  }, 120_000);

  test('every crafted text', async () => {
    const texts = [...PLAIN, ...MARKED, ...Object.values(GFM), ...Object.values(MDX_ONLY)];
    for (const text of texts) await sameAsMdx('sample.mdx', text);
  });
});

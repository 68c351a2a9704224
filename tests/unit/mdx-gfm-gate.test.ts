/**
 * The generator compiles a text without remark-gfm when it holds none of the characters a GFM
 * construct needs (scripts/lib/mdx/options.ts). That gives the same output as remark-gfm always
 * on: for every body and Markdown field of every content file, and for crafted texts around each
 * construct. Each GFM sample really uses GFM (its output changes without it), so the gate lets
 * it through.
 */
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, test } from 'vitest';
import { bodyTasks } from '../../scripts/lib/load/bodies.ts';
import { readEntryFiles } from '../../scripts/lib/load/files.ts';
import { mayUseGfm, mdxOptions, mdxOptionsFor } from '../../scripts/lib/mdx/options.ts';
import type { Problem } from '../../scripts/lib/problems.ts';

const root = path.resolve(import.meta.dirname, '../..');

const compiled = async (text: string, options: typeof mdxOptions | ReturnType<typeof mdxOptionsFor>) =>
  String(await compile(text, { ...options, outputFormat: 'function-body' }));

/** Texts without GFM syntax, close to it: the gate must give them the same output. */
const PLAIN = [
  'A paragraph with *emphasis*, **strong** text, `code` and a [link](/services/safety-systems).',
  'Setext heading\n---\n\nThen a thematic break:\n\n***\n\n- a list\n- of items\n\n1. and\n2. numbers',
  'Brackets [like this] and [x y], a reference [link][ref].\n\n[ref]: /projects',
  '<Note title="Heads up">\n\nA note with a list:\n\n- one\n- two\n\n</Note>',
  'Hyphens -- dashes --- and a line\n\n---\n\nwith a break above',
];

/** Texts with a marker but no GFM construct: compiled with remark-gfm, which changes nothing. */
const MARKED = ['> A quote\n\n```\ncode with a | pipe and ~tilde inside a fence\n```', '| inside a sentence'];

/** One text per GFM construct: each must pass the gate, and change without remark-gfm. */
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
};

describe('remark-gfm runs only on texts that can contain GFM', () => {
  test('every body and Markdown field in content/ compiles the same with the gate', async () => {
    const problems: Problem[] = [];
    const tasks = bodyTasks(readEntryFiles(root, problems));
    expect(problems).toEqual([]);
    expect(tasks.length).toBeGreaterThan(50);
    const skipped = tasks.filter((t) => !mayUseGfm(t.text));
    for (const t of tasks) {
      const gated = await compiled(t.text, mdxOptionsFor(t.text));
      expect(gated, `${t.relFile} ${t.field ?? 'body'}`).toBe(await compiled(t.text, mdxOptions));
    }
    // The gate has something to skip in the real content (fields such as service tabs).
    expect(skipped.length).toBeGreaterThan(0);
  }, 120_000);

  test.each([...PLAIN, ...MARKED])('text compiles the same with the gate: %j', async (text) => {
    expect(await compiled(text, mdxOptionsFor(text))).toBe(await compiled(text, mdxOptions));
  });

  test.each(Object.entries(GFM))('%s passes the gate and needs remark-gfm', async (_, text) => {
    expect(mayUseGfm(text)).toBe(true);
    expect(mdxOptionsFor(text)).toBe(mdxOptions);
    const withGfm = await compiled(text, mdxOptions);
    const withoutGfm = await compiled(text, {
      ...mdxOptions,
      remarkPlugins: mdxOptions.remarkPlugins.slice(0, 1),
    });
    expect(withoutGfm).not.toBe(withGfm);
  });

  test('texts without any GFM marker skip remark-gfm', () => {
    for (const text of PLAIN) expect(mayUseGfm(text), text).toBe(false);
    for (const text of MARKED) expect(mayUseGfm(text), text).toBe(true);
    expect(mdxOptionsFor(PLAIN[0]!)).not.toBe(mdxOptions);
  });
});

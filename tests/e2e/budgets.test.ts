/**
 * Size budgets: every page's compressed JS stays within its page type's `budgetKb` (content.config.ts),
 * its CSS within tests/budgets.yaml, its HTML within its page type's budget there.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { pageTypes } from '../../content.config.ts';
import { outputFile } from '../../scripts/prerender.ts';
import { pageWeight } from './page-weight.ts';
import { dist, readManifest, root } from './support.ts';

const budgets = parse(readFileSync(path.join(root, 'tests/budgets.yaml'), 'utf8')) as {
  defaults: { css: number };
  html: Record<string, number>;
};
const manifest = readManifest();
const kb = (b: number) => Math.round((b / 1024) * 10) / 10;

describe('size budgets', () => {
  test('no page exceeds its compressed JS, CSS or HTML budget', () => {
    const over: string[] = [];
    const pages = [
      ...manifest.routes.map((r) => ({ template: r.template, file: outputFile(dist, r.path), path: r.path })),
    ];
    pages.push({ template: 'NotFound', file: path.join(dist, '404.html'), path: '/404' });
    for (const p of pages) {
      const w = pageWeight(dist, p.file);
      const js = pageTypes[p.template].budgetKb;
      if (kb(w.js) > js) over.push(`${p.path}: JS ${kb(w.js)} KB > ${js} KB (${p.template})`);
      if (kb(w.css) > budgets.defaults.css)
        over.push(`${p.path}: CSS ${kb(w.css)} KB > ${budgets.defaults.css} KB`);
      const html = budgets.html[p.template];
      if (html === undefined)
        over.push(`${p.path}: page type ${p.template} has no HTML budget in tests/budgets.yaml`);
      else if (kb(w.html) > html)
        over.push(
          `${p.path}: its HTML is ${kb(w.html)} KB gzipped, ${kb(w.html - html * 1024)} KB over the ` +
            `${html} KB of its page type ${p.template} (tests/budgets.yaml): past a new connection's ` +
            'first round trip; shorten the page or move what is below its first screen to a page of its own',
        );
    }
    expect(over).toEqual([]);
  });
});

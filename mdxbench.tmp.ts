import { readFileSync, readdirSync } from 'node:fs';
import { createElement, Fragment } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { VFile } from 'vfile';
import { renderBody } from './scripts/lib/mdx/compile.ts';
import { remarkContentOnly } from './scripts/lib/mdx/content-only.ts';
import { remarkOutline } from './scripts/lib/mdx/outline.ts';
import { CONTENT_TAGS, isPlainMarkdown } from './scripts/lib/mdx/options.ts';
import { mdxComponents } from './src/mdx/components.tsx';

const dir = '/tmp/scale/content/projects';
const texts = readdirSync(dir).filter((f) => f.startsWith('synthetic')).slice(0, 150)
  .map((f) => readFileSync(`${dir}/${f}`, 'utf8').replace(/^---[\s\S]*?\n---\n/, (m) => m.replace(/[^\n]/g, '')));
console.log('plain md', texts.filter(isPlainMarkdown).length, 'of', texts.length);
const proc = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkContentOnly, { tags: CONTENT_TAGS }).use(remarkOutline)
  .use(remarkRehype, { footnoteLabelProperties: { className: ['visually-hidden'] } });
async function direct(text: string, i: number) {
  const file = new VFile({ path: `x${i}.mdx`, value: text });
  const tree = await proc.run(proc.parse(file), file);
  const el = toJsxRuntime(tree, { Fragment, jsx: runtime.jsx, jsxs: runtime.jsxs, components: mdxComponents as never });
  return renderToStaticMarkup(createElement(StaticRouter, { location: '/' }, el));
}
let t = performance.now();
const a: string[] = [];
for (const [i, x] of texts.entries()) a.push((await renderBody(`x${i}.mdx`, x, `k${i}`)).html!);
console.log('mdx compile', (performance.now() - t).toFixed(0));
t = performance.now();
const b: string[] = [];
for (const [i, x] of texts.entries()) b.push(await direct(x, i));
console.log('direct', (performance.now() - t).toFixed(0));
t = performance.now();
for (const [i, x] of texts.entries()) await renderBody(`y${i}.mdx`, x, `j${i}`);
console.log('mdx compile again', (performance.now() - t).toFixed(0));
t = performance.now();
for (const [i, x] of texts.entries()) await direct(x, i);
console.log('direct again', (performance.now() - t).toFixed(0));
let diff = 0; a.forEach((h, i) => { if (h !== b[i]) { if (diff++ === 0) { let k = 0; while (h[k] === b[i]![k]) k++; console.log('DIFF', JSON.stringify(h.slice(k - 80, k + 80)), '\n vs', JSON.stringify(b[i]!.slice(k - 80, k + 80))); } } });
console.log('differ', diff);

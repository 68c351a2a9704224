/**
 * The two MDX compile paths agree: a content file imported through Vite (@mdx-js/rollup with the
 * site's MDX settings, vite.config.ts) renders the same HTML as the generator's compile
 * (@mdx-js/mdx with the same settings), for real entries of every collection.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MDXContent } from 'mdx/types';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { renderBody } from '../../scripts/lib/mdx/compile.ts';
import { mdxComponents } from '../../src/mdx/components.tsx';

const root = path.resolve(import.meta.dirname, '../..');
const files = [
  'content/projects/otto.mdx',
  'content/services/safety-systems.mdx',
  'content/blog/osha-violation-3-steps-compliance.mdx',
];

describe('@mdx-js/rollup and the generator', () => {
  test.each(files)('render %s to the same HTML', async (file) => {
    const { default: Content } = (await import(/* @vite-ignore */ path.join(root, file))) as {
      default: MDXContent;
    };
    const viaVite = renderToStaticMarkup(
      createElement(StaticRouter, { location: '/' }, createElement(Content, { components: mdxComponents })),
    );
    const text = readFileSync(path.join(root, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (m) =>
      m.replace(/[^\n]/g, ''),
    );
    const generated = await renderBody(file, text);
    expect(generated.html).toBeDefined();
    expect(viaVite).toBe(generated.html);
  });
});

/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import matter from 'gray-matter';
import { defineConfig, type Plugin } from 'vite';
import { collections } from './content.config.ts';
import { mdxOptions } from './src/mdx/options.ts';

/**
 * A Markdown field of an entry's frontmatter (such as a service tab's body, content.config.ts
 * `markdown`) as an MDX module of its own: `content/services/x.mdx?tab=1` is the text of that
 * tab, which the MDX plugin then compiles like any body.
 */
function mdxFields(): Plugin {
  return {
    name: 'mdx-fields',
    enforce: 'pre',
    load(id) {
      const m = /^(.+\.mdx)\?tab=(\d+)$/.exec(id);
      if (!m) return null;
      const [, file, index] = m as unknown as [string, string, string];
      const collection = Object.values(collections).find((c) => 'markdown' in c && file.includes(`/${c.dir}/`));
      const [list, field] = (collection as { markdown?: readonly [string, string] } | undefined)?.markdown ?? [];
      const items = (matter(readFileSync(file, 'utf8')).data as Record<string, Record<string, unknown>[]>)[list!];
      const text = items?.[Number(index)]?.[field!];
      if (typeof text !== 'string') throw new Error(`${file}: no Markdown field ${list}[${index}].${field}`);
      return text;
    },
  };
}

export default defineConfig({
  plugins: [
    mdxFields(),
    // `pre`, so React's plugin sees the compiled JavaScript, not MDX.
    { enforce: 'pre', ...mdx({ ...mdxOptions, include: /\.mdx$/ }) },
    react(),
  ],
  build: {
    manifest: true,
    // Inline nothing as data: URLs; fonts and media are files a browser can cache.
    assetsInlineLimit: 0,
    target: 'es2022',
  },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173 },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

/// <reference types="vitest/config" />
import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { defineConfig, type Plugin } from 'vite';
import { contentPlugin } from './scripts/vite-plugin-content.ts';

type Transform = Extract<NonNullable<Plugin['transform']>, (...args: never[]) => unknown>;

/**
 * @mdx-js/rollup with its output remembered for the life of the process: the client and the
 * server bundle of one build compile each MDX file once, not twice.
 */
function mdxOnce(): Plugin {
  const plugin = mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm] }) as Plugin;
  const transform = plugin.transform as Transform;
  const store = globalThis as { mdxCompiled?: Map<string, ReturnType<Transform>> };
  const cache = (store.mdxCompiled ??= new Map<string, ReturnType<Transform>>());
  return {
    ...plugin,
    transform(code, id, options) {
      const key = `${id}\0${code}`;
      if (!cache.has(key)) cache.set(key, transform.call(this, code, id, options));
      return cache.get(key)!;
    },
  };
}

export default defineConfig({
  plugins: [
    // MDX must compile before the React plugin sees the file (see STACK notes).
    { enforce: 'pre', ...mdxOnce() },
    react({ include: /\.(mdx|[jt]sx?)$/ }),
    !process.env.VITEST && contentPlugin(),
  ],
  build: {
    manifest: true,
    // Inline nothing as data: URLs; fonts and media are files a browser can cache.
    assetsInlineLimit: 0,
    target: 'es2022',
  },
  server: { port: 5173 },
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

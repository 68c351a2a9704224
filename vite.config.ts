/// <reference types="vitest/config" />
import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { defineConfig } from 'vite';
import { contentPlugin } from './scripts/vite-plugin-content.ts';

export default defineConfig({
  plugins: [
    // MDX must compile before the React plugin sees the file (see STACK notes).
    { enforce: 'pre', ...mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm] }) },
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

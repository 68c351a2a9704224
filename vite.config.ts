/// <reference types="vitest/config" />
import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mdxOptions } from './scripts/lib/mdx/options.ts';
import { contentPlugin } from './scripts/vite-plugin-content.ts';

export default defineConfig({
  plugins: [
    // MDX modules compile with the site's MDX settings (the same the generator uses); `pre`, so
    // React's plugin sees JSX. Content bodies reach the browser as HTML in route data, rendered
    // by the generator, so the client bundle does not grow with the content.
    { enforce: 'pre', ...mdx({ ...mdxOptions, include: /\.mdx$/ }) },
    react(),
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

/// <reference types="vitest/config" />
import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentMdx, contentModules } from './scripts/lib/content-plugin.ts';
import { iconFilesPlugin } from './scripts/lib/icon-files.ts';
import { mdxOptions } from './src/mdx/options.ts';

/** `@mdx-js/rollup` passes a source map generator unless one is given (its types leave the option out). */
const noSourceMaps = { SourceMapGenerator: undefined };

export default defineConfig({
  plugins: [
    // Markdown fields, drafts and the media table as modules (scripts/lib/content-plugin.ts).
    contentModules(),
    // `pre`, so React's plugin sees the compiled JavaScript, not MDX. No source maps: nothing maps
    // a page back to its Markdown, and making them is about 7% of each compile.
    { enforce: 'pre', ...contentMdx(mdx({ ...mdxOptions, ...noSourceMaps, include: /\.mdx$/ })) },
    react(),
    // /icons/<name>.svg: the icons that are art beside text, as files (scripts/lib/icon-files.ts).
    iconFilesPlugin(),
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
    // Three files at a time on two cores (Vitest leaves one core to itself by default): an
    // end-to-end file waits on a browser, a server or a build in another process, and with one file
    // per core the cores stood idle about 7 % of the time. Run after run on two cores, the whole
    // suite took 187 s with three workers against 201 s with two.
    maxWorkers: '150%',
    projects: [
      // The unit files share a worker's modules, for half the processor time of a fresh set per file:
      // a module that kept state from one test to the next would fail in another file order
      // (`--sequence.shuffle.files`).
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/{islands,components}/**'],
          environment: 'node',
          isolate: false,
        },
      },
      // The islands and components, in jsdom: browser.ts adds what jsdom lacks, and after each test
      // empties the document, which the files of a worker share.
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/unit/{islands,components}/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/islands/browser.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // The real site, built once for every test that reads it. The files run side by side: each
          // serves dist/ on its own port with its own browser, and writes only into its own copies.
          globalSetup: ['tests/e2e/global-setup.ts'],
          // The files share a worker's modules (Playwright, axe-core, the site's scripts): each file
          // starts its own browser, server and copies, and keeps no state in a shared module.
          isolate: false,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

/**
 * The writers' editor as a bundle of its own (dist/admin/), built only when content/data/site.yaml
 * enables it (scripts/build.ts). A separate build, so nothing of it can end up in the site's
 * bundles; its configuration is generated from the schemas for the Git host site.yaml names.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { editorPlugin } from './scripts/lib/editor/plugin.ts';
import { siteEditorSettings } from './scripts/lib/editor/settings.ts';

const root = import.meta.dirname;

export default defineConfig({
  root: `${root}/src/admin`,
  base: '/admin/',
  // Fonts and icons are the site's own, at /fonts and /favicon.svg beside the editor.
  publicDir: false,
  plugins: [react(), editorPlugin({ root, backend: { git: siteEditorSettings(root) } })],
  build: {
    outDir: `${root}/dist/admin`,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // Decap CMS is one large bundle by design; it loads only on /admin/.
    chunkSizeWarningLimit: 8000,
    rollupOptions: {
      // Decap CMS's dependencies use eval and module directives; they are theirs to fix, not news.
      onwarn(warning, warn) {
        if (['EVAL', 'MODULE_LEVEL_DIRECTIVE'].includes(warning.code ?? '')) return;
        warn(warning);
      },
    },
  },
  logLevel: 'warn',
});

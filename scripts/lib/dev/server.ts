/**
 * What the dev server (scripts/dev.ts) renders with: Vite in middleware mode, `render(url)` from
 * src/entry-server.tsx loaded through Vite's module pipeline (fresh after every edit), and the page
 * that lists content problems in place of a page.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { createServer, mergeConfig, type InlineConfig, type ViteDevServer } from 'vite';
import type { Manifest } from '../../../src/content/routes.ts';
import { escapeText } from '../../../src/lib/escape.ts';
import type { Render } from '../../prerender.ts';

/**
 * A Vite server in middleware mode: `render` runs in it through Vite's module pipeline. Its
 * hot-reload socket shares `http`, the page server's port, rather than a fixed port of its own
 * that a second dev server (or the editor beside it) would take.
 */
export function renderServer(root: string, extra: InlineConfig, http: Server): Promise<ViteDevServer> {
  const config: InlineConfig = mergeConfig(
    {
      root,
      configFile: path.join(root, 'vite.config.ts'),
      appType: 'custom',
      // The browser's modules are the entry and the islands.
      optimizeDeps: { entries: ['index.html', 'src/islands/*.tsx'] },
      server: { middlewareMode: true },
    },
    extra,
  );
  // Set after merging: mergeConfig would copy the server object's fields into a plain object.
  return createServer({ ...config, server: { ...config.server, hmr: { server: http } } });
}

/** The page at `url`, rendered into index.html as Vite transforms it (with its hot-reload client). */
export async function renderPage(vite: ViteDevServer, root: string, url: string, manifest: Manifest) {
  const template = await vite.transformIndexHtml(url, readFileSync(path.join(root, 'index.html'), 'utf8'));
  const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: Render };
  return render(url, manifest, template);
}

export function problemsPage(text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Content problems</title></head>
<body style="font-family:system-ui;max-width:60rem;margin:2rem auto;padding:0 1rem">
<h1>The content has problems</h1><p>Fix these and reload; nothing else needs restarting.</p>
<pre style="white-space:pre-wrap">${escapeText(text)}</pre></body></html>`;
}

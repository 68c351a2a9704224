/**
 * What the dev server (scripts/dev.ts) renders with: a page through `render(url)` of the server
 * entry as Vite loads it (lib/vite-site.ts), and the page that lists content problems in its place.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import type { Site } from '../../../src/content/load/index.ts';
import { escapeText } from '../../../src/lib/escape.ts';
import type { Entry } from '../vite-site.ts';

/** The page at `url`, rendered into index.html as Vite transforms it (with its hot-reload client). */
export async function renderPage(vite: ViteDevServer, entry: Entry, root: string, url: string, site: Site) {
  const template = await vite.transformIndexHtml(url, readFileSync(path.join(root, 'index.html'), 'utf8'));
  return entry.render(url, site, template);
}

export function problemsPage(text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Content problems</title></head>
<body style="font-family:system-ui;max-width:60rem;margin:2rem auto;padding:0 1rem">
<h1>The content has problems</h1><p>Fix these and reload; nothing else needs restarting.</p>
<pre style="white-space:pre-wrap">${escapeText(text)}</pre></body></html>`;
}

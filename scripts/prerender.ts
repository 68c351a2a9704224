/**
 * Writes one HTML file per route with `render(url)` from src/entry-server.tsx, loaded through
 * Vite's own module pipeline (the dev server's, in production mode): the same code renders the
 * build and the dev server. Each page inlines the rules of the stylesheet its markup uses
 * (lib/critical-css.ts). Also writes 404.html and a redirect page per legacy path.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, mergeConfig, type InlineConfig, type ViteDevServer } from 'vite';
import type { Manifest } from '../src/content/routes.ts';
import type { RenderedDocument } from '../src/entry-server.tsx';
import { escapeAttr, escapeText } from '../src/lib/escape.ts';
import { criticalCss } from './lib/critical-css.ts';

type Render = (url: string, manifest: Manifest, template: string) => Promise<RenderedDocument>;

/** A Vite server without a port: what `render` runs in, for the dev server and the build. */
export async function renderServer(
  root: string,
  mode: 'development' | 'production',
  extra: InlineConfig = {},
): Promise<ViteDevServer> {
  const dev = mode === 'development';
  return createServer(
    mergeConfig(
      {
        root,
        mode,
        configFile: path.join(root, 'vite.config.ts'),
        appType: 'custom',
        logLevel: dev ? 'info' : 'warn',
        // The browser's modules are the entry and the islands; the build renders on the server only.
        optimizeDeps: dev
          ? { entries: ['index.html', 'src/islands/*.tsx'] }
          : { noDiscovery: true, include: [] },
        server: { middlewareMode: true, ...(dev ? {} : { hmr: false, watch: null }) },
      },
      extra,
    ),
  );
}

export async function loadRender(server: ViteDevServer): Promise<Render> {
  return ((await server.ssrLoadModule('/src/entry-server.tsx')) as { render: Render }).render;
}

export function outputFile(distDir: string, routePath: string): string {
  return routePath === '/'
    ? path.join(distDir, 'index.html')
    : path.join(distDir, routePath.slice(1), 'index.html');
}

function redirectPage(site: Manifest['site'], to: string): string {
  const target = `${site.url.replace(/\/$/, '')}${to}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved to ${escapeText(to)}</title>
<link rel="canonical" href="${escapeAttr(target)}">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${escapeAttr(to)}">
</head>
<body>
<p>This page has moved to <a href="${escapeAttr(to)}">${escapeText(to)}</a>.</p>
</body>
</html>
`;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/**
 * The page with its stylesheet link replaced by the rules its markup uses. The link stays, of a
 * type browsers do not fetch: it says where the rules come from, and the browser entry loads the
 * whole sheet for the classes islands add, once it hydrates them (src/lib/boot.ts).
 */
function inlineStyles(page: RenderedDocument, href: string, prune: (html: string) => string): string {
  return page.html.replace(
    STYLESHEET_LINK,
    () =>
      `<style>${prune(page.html)}</style><link rel="stylesheet" href="${escapeAttr(href)}" type="text/plain" disabled data-full-sheet>`,
  );
}

/** Renders and writes every page; returns the pages the search index reads (path and file). */
export async function prerender(root: string, dist: string, manifest: Manifest) {
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const href = STYLESHEET_LINK.exec(template)?.[1];
  if (!href) throw new Error('dist/index.html links no stylesheet');
  const prune = criticalCss(readFileSync(path.join(dist, href), 'utf8'));
  const server = await renderServer(root, 'production');
  const indexed: { path: string; file: string }[] = [];
  try {
    const render = await loadRender(server);
    const write = (file: string, html: string) => {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, html);
    };
    for (const route of manifest.routes) {
      const page = await render(route.path, manifest, template);
      const file = outputFile(dist, route.path);
      write(file, inlineStyles(page, href, prune));
      if (route.index) indexed.push({ path: route.path, file });
    }
    const notFound = await render('/404', manifest, template);
    write(path.join(dist, '404.html'), inlineStyles(notFound, href, prune));
  } finally {
    await server.close();
  }
  for (const r of manifest.redirects) {
    const file = outputFile(dist, r.from);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, redirectPage(manifest.site, r.to));
  }
  return { pages: manifest.routes.length + 1 + manifest.redirects.length, indexed };
}

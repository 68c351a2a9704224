/**
 * Writes one HTML file per route with `render(url)` from src/entry-server.tsx, as Vite's server
 * build bundled it (dist-ssr/): the same function the dev server calls for every request. Each
 * page inlines the rules of the stylesheet its markup uses (lib/critical-css.ts). Also writes
 * 404.html and a redirect page per legacy path.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from '../src/content/routes.ts';
import type { RenderedDocument } from '../src/entry-server.tsx';
import { escapeAttr, escapeText } from '../src/lib/escape.ts';
import { criticalCss } from './lib/critical-css.ts';

export type Render = (url: string, manifest: Manifest, template: string) => Promise<RenderedDocument>;

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

/** Renders and writes every page; hands those in the sitemap to `index` (the search index). */
export async function prerender(
  render: Render,
  dist: string,
  manifest: Manifest,
  index: (url: string, html: string) => void,
) {
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const href = STYLESHEET_LINK.exec(template)?.[1];
  if (!href) throw new Error('dist/index.html links no stylesheet');
  const prune = criticalCss(readFileSync(path.join(dist, href), 'utf8'));
  const dirs = new Set<string>();
  const write = (file: string, html: string) => {
    if (!dirs.has(path.dirname(file))) mkdirSync(path.dirname(file), { recursive: true });
    dirs.add(path.dirname(file));
    writeFileSync(file, html);
  };
  for (const route of manifest.routes) {
    const page = await render(route.path, manifest, template);
    const html = inlineStyles(page, href, prune);
    write(outputFile(dist, route.path), html);
    if (route.index) index(route.path, html);
  }
  const notFound = await render('/404', manifest, template);
  write(path.join(dist, '404.html'), inlineStyles(notFound, href, prune));
  for (const r of manifest.redirects) {
    const file = outputFile(dist, r.from);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, redirectPage(manifest.site, r.to));
  }
  return manifest.routes.length + 1 + manifest.redirects.length;
}

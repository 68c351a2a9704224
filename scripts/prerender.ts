/**
 * Writes one HTML file per route: dist/<path>/index.html, dist/404.html and a redirect page per
 * legacy path. (Route data stays out of dist/: pages carry their content, and only the dev server's
 * app fetches route data, from the content plugin.) Pages are rendered and
 * written in worker threads a batch at a time (lib/page-writer.ts; servers compress them on
 * request: see compress.ts); the main thread hands the text of each indexable page to the search
 * indexer as batches return.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { collections, pageTypes, type PageType } from '../content.config.ts';
import type { Manifest, ManifestRoute } from './lib/model.ts';
import { escapeAttr, escapeText, outputFile, type PageJob, type PageSetup } from './lib/page-writer.ts';

export { outputFile } from './lib/page-writer.ts';
import type { BuildPool } from './lib/pool.ts';

interface ViteManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type ViteManifest = Record<string, ViteManifestChunk>;

/** Module files (and CSS) a set of source modules needs, following static imports. */
function chunksFor(vite: ViteManifest, sources: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = vite[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return { js: [...js], css: [...css] };
}

/**
 * A stylesheet inlined as <style>, followed by a link to the same file that browsers never fetch
 * (an unsupported type, disabled): Vite's loader, which loads a chunk's CSS before running it,
 * finds the sheet already in the page and does not download it a second time.
 */
function inlineSheet(distDir: string, href: string): string {
  const css = readFileSync(path.join(distDir, href), 'utf8');
  return `<style>${css}</style><link rel="stylesheet" href="${href}" type="text/plain" disabled>`;
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

export interface PrerenderOptions {
  root: string;
  distDir: string;
  ssrDir: string;
  manifest: Manifest;
  /** JSON text of each route's data, by route id (as hashed into its URL) */
  routeJson: Map<string, string>;
  pool: BuildPool;
  /** Receives each indexable page as its batch is written */
  onPage?: (url: string, html: string) => Promise<void> | void;
}

/** The stylesheet of each template beyond the shared one, from the server bundle's manifest. */
function templateStylesOf(ssrDir: string, vite: ViteManifest): PageSetup['templateStyles'] {
  const styles: PageSetup['templateStyles'] = {};
  for (const key of Object.keys(vite)) {
    const name = /^src\/(?:templates|pages)\/(\w+)\.tsx$/.exec(key)?.[1];
    if (!name) continue;
    styles[name] = chunksFor(vite, [key])
      .css.map((c) => `<style>${readFileSync(path.join(ssrDir, c), 'utf8')}</style>`)
      .join('');
  }
  return styles;
}

/** Search type, structured data and feed link of each page type, from content.config.ts. */
function pageTypeInfo(): PageSetup['types'] {
  const feeds = new Set<string>(
    Object.values(collections).flatMap((c) => (c.feed ? [c.detail, ...(c.list ? [c.list] : [])] : [])),
  );
  return Object.fromEntries(
    Object.entries<PageType>(pageTypes).map(([name, t]) => [
      name,
      { search: t.search ?? 'Page', business: t.business ?? false, feed: feeds.has(name) },
    ]),
  );
}

function redirectPages(manifest: Manifest, distDir: string) {
  for (const r of manifest.redirects) {
    const file = outputFile(distDir, r.from);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, redirectPage(manifest.site, r.to));
  }
}

export async function prerender(opts: PrerenderOptions): Promise<number> {
  const { manifest, distDir } = opts;
  const ssrManifest = path.join(opts.ssrDir, '.vite/manifest.json');
  const vite = JSON.parse(readFileSync(ssrManifest, 'utf8')) as ViteManifest;
  // The shared stylesheet (~6 KB compressed) is inlined, and the company pages' sheet on those
  // pages: no render-blocking request before the first paint. Relative url()s in them are
  // root-absolute, so they resolve the same inline.
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8').replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    // A template's own styles go right after the shared sheet, keeping the cascade's order.
    (_, href: string) => `${inlineSheet(distDir, href)}<!--template-style-->`,
  );
  const setup: PageSetup = {
    distDir,
    ssrEntry: path.join(opts.ssrDir, 'entry-server.js'),
    template,
    site: manifest.site,
    shell: manifest.shell,
    types: pageTypeInfo(),
    templateStyles: templateStylesOf(opts.ssrDir, vite),
  };
  const job = (r: ManifestRoute, notFound?: boolean): PageJob => ({
    route: { path: r.path, template: r.template, dataUrl: r.dataUrl!, index: r.index },
    json: opts.routeJson.get(r.id)!, // the data travels to the worker as JSON text
    ...(notFound ? { notFound } : {}),
  });
  const jobs = [...manifest.routes.map((r) => job(r)), job(manifest.notFound, true)];
  await opts.pool.prerender(setup, jobs, async (results) => {
    for (const r of results) if (r.search) await opts.onPage?.(r.path, r.search);
  });
  redirectPages(manifest, distDir);
  return manifest.routes.length + 1 + manifest.redirects.length;
}

/**
 * Writes one HTML file per route: dist/<path>/index.html, dist/404.html and a redirect page per
 * legacy path, and each route's data under its hashed URL in dist/_data/. Each page holds its full
 * content, its head tags, modulepreload links for its template's chunks and a preload for its
 * data, so the browser fetches them in parallel and hydration never waits or falls back.
 *
 * Pages are rendered and written in worker threads, a batch at a time (servers compress them on
 * request: see compress.ts); the main thread hands the text of each indexable page to the search
 * indexer as batches return.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { documentTitle, headTags } from '../src/lib/head.ts';
import type { RouteModules } from '../src/lib/route-loader.ts';
import type { PageMetaData } from '../src/lib/types.ts';
import { writePrecompressed } from './lib/compress.ts';
import type { Manifest, ManifestRoute } from './lib/model.ts';
import type { BuildPool } from './lib/pool.ts';
import { jsonLd } from './lib/structured-data.ts';

interface ViteManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type ViteManifest = Record<string, ViteManifestChunk>;

/** The search result type of each detail template; every other page is a "Page". */
export const SEARCH_TYPES: Record<string, string> = {
  ProjectDetail: 'Project',
  ServiceDetail: 'Service',
  Article: 'Article',
};

/** What every page shares: prepared once on the main thread, sent to each worker. */
export interface PageSetup {
  distDir: string;
  ssrEntry: string;
  /** dist/index.html with the stylesheet inlined */
  template: string;
  site: Manifest['site'];
  routeTable: string;
  /** Scripts each template needs beyond the entry, and the markup that inlines its own styles */
  templateChunks: Record<string, { js: string[]; style: string }>;
}

/** One route as a worker needs it: its data travels as the JSON text that is also published. */
export interface PageJob {
  route: Omit<ManifestRoute, 'data'>;
  json: string;
  /** dist/404.html instead of dist/<path>/index.html */
  notFound?: boolean;
}

/** A written page, with a lean copy of it for the search index when the page is indexed. */
export interface PageResult {
  path: string;
  search?: string;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const jsonScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Preload for the page's largest above-the-fold image, in the best format the browser takes. */
function imagePreload(img: PageMetaData['lcpImage'] & object): string {
  const avif = img.sources.find((s) => s.type === 'image/avif');
  if (avif) {
    return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeAttr(avif.srcset)}" imagesizes="100vw" fetchpriority="high">`;
  }
  return `<link rel="preload" as="image" href="${escapeAttr(img.src)}" fetchpriority="high">`;
}

export function outputFile(distDir: string, routePath: string): string {
  return routePath === '/'
    ? path.join(distDir, 'index.html')
    : path.join(distDir, routePath.slice(1), 'index.html');
}

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

/**
 * A <header> or <footer> marked data-pagefind-ignore="all" (the site's header and footer, which
 * hold no nested element of their own name), as far as its closing tag.
 */
const IGNORED_LANDMARKS = /<(header|footer)\b[^>]*\bdata-pagefind-ignore="all"[^>]*>[\s\S]*?<\/\1>/g;

type Render = (p: string, template: string, data: unknown) => Promise<string>;

/** Renders and writes pages; made once per worker thread for a build's setup. */
export async function pageWriter(setup: PageSetup) {
  const { render } = (await import(pathToFileURL(setup.ssrEntry).href)) as { render: Render };
  const analytics =
    setup.site.analytics.provider !== 'none' && setup.site.analytics.endpoint
      ? `${setup.site.analytics.provider} ${setup.site.analytics.endpoint}`
      : 'none';
  const madeDirs = new Set<string>();
  const ensureDir = (dir: string) => {
    if (madeDirs.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  };

  return async function writePage({ route: base, json, notFound }: PageJob): Promise<PageResult> {
    const data: unknown = JSON.parse(json);
    const route: ManifestRoute = { ...base, data };
    const rendered = await render(route.path, route.template, data);
    // React 19 emits preloads for eager images at the start of the markup: they belong in <head>,
    // and the page's own LCP preload below already covers the first one.
    const leading = /^(?:<link rel="preload"[^>]*\/>)+/.exec(rendered)?.[0] ?? '';
    const html = rendered.slice(leading.length);
    const meta = (data as { meta: PageMetaData }).meta;
    const own = setup.templateChunks[route.template];
    if (!own) throw new Error(`prerender: no chunk for template ${route.template} in the Vite manifest`);
    const modules: RouteModules = {
      path: route.path,
      template: route.template,
      data: route.dataUrl!,
      table: setup.routeTable,
    };
    const title = `<title>${escapeText(documentTitle(meta, setup.site.name))}</title>`;
    const searchType = `<meta data-pagefind-meta="type[content]" content="${escapeAttr(SEARCH_TYPES[route.template] ?? 'Page')}">`;
    const head = [
      title,
      ...headTags(meta, setup.site.name).map(
        ({ tag, attrs }) =>
          `<${tag} ${Object.entries(attrs)
            .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
            .join(' ')} data-head>`,
      ),
      `<meta name="analytics" content="${escapeAttr(analytics)}">`,
      `<meta name="form-endpoint" content="${escapeAttr(setup.site.forms.endpoint)}">`,
      searchType,
      ...own.js.map((f) => `<link rel="modulepreload" href="/${f}">`),
      `<link rel="preload" as="fetch" href="${route.dataUrl!}" crossorigin>`,
      meta.lcpImage ? imagePreload(meta.lcpImage) : '',
      ...(leading.match(/<link[^>]*\/>/g) ?? [])
        .filter((l) => !meta.lcpImage || !l.includes(`href="${meta.lcpImage.src}"`))
        .map((l) => l.replace('imageSizes=', 'imagesizes=').replace('fetchPriority=', 'fetchpriority=')),
      `<script type="application/json" id="route-modules">${jsonScript(modules)}</script>`,
      ...jsonLd({ site: setup.site }, route).map(
        (d) => `<script type="application/ld+json">${jsonScript(d)}</script>`,
      ),
      route.template === 'BlogList' || route.template === 'Article'
        ? `<link rel="alternate" type="application/rss+xml" title="${escapeAttr(setup.site.name)} blog" href="/feed.xml">`
        : '',
    ]
      .filter(Boolean)
      .join('\n    ');
    const file = notFound ? path.join(setup.distDir, '404.html') : outputFile(setup.distDir, route.path);
    ensureDir(path.dirname(file));
    const page = setup.template
      .replace('<!--template-style-->', own.style)
      .replace('<!--app-head-->', head)
      .replace('<!--app-html-->', html);
    writeFileSync(file, page);
    const dataFile = path.join(setup.distDir, route.dataUrl!);
    ensureDir(path.dirname(dataFile));
    writeFileSync(dataFile, json);
    // The indexer reads the title, the search metadata and the body. The inlined CSS, and the
    // site header and footer it is told to ignore, are left out of its copy.
    const search =
      route.index && route.template !== 'Search' && !notFound
        ? `<!doctype html><html lang="en"><head>${title}${searchType}</head><body>${html.replace(IGNORED_LANDMARKS, '')}</body></html>`
        : undefined;
    return { path: route.path, ...(search ? { search } : {}) };
  };
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
  /** JSON text of the route table */
  tableJson: string;
  pool: BuildPool;
  /** Receives each indexable page as its batch is written */
  onPage?: (url: string, html: string) => Promise<void> | void;
}

export async function prerender(opts: PrerenderOptions): Promise<number> {
  const { manifest, distDir } = opts;
  const vite = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  // The shared stylesheet (~6 KB compressed) is inlined, and the company pages' sheet on those
  // pages: no render-blocking request before the first paint. Relative url()s in them are
  // root-absolute, so they resolve the same inline.
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8').replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    // A template's own styles go right after the shared sheet, keeping the cascade's order.
    (_, href: string) => `${inlineSheet(distDir, href)}<!--template-style-->`,
  );
  const entry = chunksFor(vite, ['index.html']);
  // The scripts a template needs beyond the entry: the same for every page that uses it.
  const templateChunks: PageSetup['templateChunks'] = {};
  for (const [key, chunk] of Object.entries(vite)) {
    const name = /^src\/(?:templates|pages)\/(\w+)\.tsx$/.exec(key)?.[1];
    if (!name || !chunk.isDynamicEntry) continue;
    const own = chunksFor(vite, [key]);
    templateChunks[name] = {
      js: own.js.filter((f) => !entry.js.includes(f)),
      style: own.css
        .filter((c) => !entry.css.includes(c))
        .map((c) => inlineSheet(distDir, `/${c}`))
        .join(''),
    };
  }
  const setup: PageSetup = {
    distDir,
    ssrEntry: path.join(opts.ssrDir, 'entry-server.js'),
    template,
    site: manifest.site,
    routeTable: manifest.routeTable!,
    templateChunks,
  };
  mkdirSync(path.join(distDir, '_data'), { recursive: true });
  // Fetched by every visitor, whatever page they land on: worth compressing once, well.
  const table = writePrecompressed(path.join(distDir, manifest.routeTable!), opts.tableJson);
  table.catch(() => undefined); // awaited after the pages

  const job = (route: ManifestRoute, notFound?: boolean): PageJob => {
    const rest: PageJob['route'] & { data?: unknown } = { ...route };
    delete rest.data; // sent as its JSON text instead
    return { route: rest, json: opts.routeJson.get(route.id)!, ...(notFound ? { notFound } : {}) };
  };
  const jobs = [...manifest.routes.map((r) => job(r)), job(manifest.notFound, true)];
  await opts.pool.prerender(setup, jobs, async (results) => {
    for (const r of results) if (r.search) await opts.onPage?.(r.path, r.search);
  });
  await table;

  for (const r of manifest.redirects) {
    const file = outputFile(distDir, r.from);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, redirectPage(manifest.site, r.to));
  }
  return manifest.routes.length + 1 + manifest.redirects.length;
}

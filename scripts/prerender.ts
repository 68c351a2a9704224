/**
 * Writes one HTML file per route: <path>/index.html, 404.html and a redirect page per legacy
 * path, into the build's output folder. (Route data stays out of it: pages carry their content,
 * and only the dev server's app fetches route data, from the content plugin.)
 * Pages are rendered and written in worker threads a batch at a time (lib/page-writer.ts; servers
 * compress them on request: see compress.ts); a page whose hash is the one it had in the last
 * build is linked from it instead (lib/output.ts). The main thread hands the text of each
 * indexable page to the search indexer as batches return.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { collections, pageTypes, type PageType } from '../content.config.ts';
import type { Bundles } from './lib/bundles.ts';
import type { Manifest } from './lib/model.ts';
import type { Output, PageRecord } from './lib/output.ts';
import {
  escapeAttr,
  escapeText,
  outputFile,
  type PageJob,
  type PageResult,
  type PageSetup,
} from './lib/page-writer.ts';

export { outputFile } from './lib/page-writer.ts';
import type { BuildPool } from './lib/pool.ts';
import { scriptNames, stylesheetNames } from './lib/critical-css.ts';

interface ViteManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ViteManifestChunk>;

/** The chunks a source module loads: its own and, following static imports, those it needs. */
function chunksOf(vite: ViteManifest, source: string): ViteManifestChunk[] {
  const chunks = new Map<string, ViteManifestChunk>();
  const visit = (key: string) => {
    const chunk = vite[key];
    if (!chunk || chunks.has(chunk.file)) return;
    chunks.set(chunk.file, chunk);
    chunk.imports?.forEach(visit);
  };
  visit(source);
  return [...chunks.values()];
}

/** The stylesheets a source module needs. */
const cssFor = (vite: ViteManifest, source: string) => [
  ...new Set(chunksOf(vite, source).flatMap((c) => c.css ?? [])),
];

/** A stylesheet link of the client's index.html */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

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
  /** Where this build writes, and the pages of the last one */
  output: Output;
  /** The client and server bundles the pages are rendered with */
  bundles: Bundles;
  ssrDir: string;
  manifest: Manifest;
  /** JSON text of each route's data, by route id (as hashed into its URL) */
  routeJson: Map<string, string>;
  pool: BuildPool;
  /** Receives each indexable page as its batch is written */
  onPage?: (url: string, html: string) => Promise<void> | void;
  /** Receives each indexable page left as the last build wrote it (the search thread has its copy) */
  onKept?: (url: string) => Promise<void> | void;
}

/**
 * The stylesheets of each template, in cascade order: the client's shared sheet, then the
 * template's own from the server bundle's manifest (the client bundles hold islands, not
 * templates); and the text of each, by the URL the build publishes it at.
 */
function stylesheetsOf(
  opts: PrerenderOptions,
  shared: string[],
  vite: ViteManifest,
): Pick<PageSetup, 'sheets' | 'templateSheets'> {
  const sheets: PageSetup['sheets'] = {};
  const read = (dir: string, file: string) => {
    sheets[`/${file}`] ??= readFileSync(path.join(dir, file), 'utf8');
    return `/${file}`;
  };
  const common = shared.map((f) => read(opts.bundles.client, f));
  const templateSheets: PageSetup['templateSheets'] = {};
  for (const key of Object.keys(vite)) {
    const name = /^src\/(?:templates|pages)\/(\w+)\.tsx$/.exec(key)?.[1];
    if (name) templateSheets[name] = [...common, ...cssFor(vite, key).map((f) => read(opts.ssrDir, f))];
  }
  return { sheets, templateSheets };
}

/**
 * What each island's code can name in the stylesheets (classes it sets once hydrated, elements it
 * creates): its module and the chunks it imports, from the client bundle's manifest.
 */
function islandNamesOf(client: string, sheets: PageSetup['sheets']): PageSetup['islandNames'] {
  const vite = JSON.parse(readFileSync(path.join(client, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const known = stylesheetNames(Object.values(sheets).join(''));
  const names: PageSetup['islandNames'] = {};
  for (const key of Object.keys(vite)) {
    const island = /^src\/islands\/(\w+)\.tsx$/.exec(key)?.[1];
    if (!island) continue;
    const code = chunksOf(vite, key)
      .map((c) => readFileSync(path.join(client, c.file), 'utf8'))
      .join('\n');
    names[island] = scriptNames(code, known);
  }
  return names;
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

/** Writes the redirect pages that are new or changed, and returns the paths of all of them. */
function redirectPages(manifest: Manifest, distDir: string): string[] {
  return manifest.redirects.map((r) => {
    const file = outputFile(distDir, r.from);
    const html = redirectPage(manifest.site, r.to);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== html) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, html);
    }
    return file;
  });
}

/** What every page shares: the client's index.html, and the stylesheets of each template. */
function pageSetup(opts: PrerenderOptions): PageSetup {
  const { manifest } = opts;
  const client = opts.bundles.client;
  const ssrManifest = path.join(opts.ssrDir, '.vite/manifest.json');
  const vite = JSON.parse(readFileSync(ssrManifest, 'utf8')) as ViteManifest;
  const index = readFileSync(path.join(client, 'index.html'), 'utf8');
  const shared = [...index.matchAll(STYLESHEET_LINK)].map((m) => m[1]!);
  // Each page inlines the rules of its sheets that it can use where the client's first stylesheet
  // link was: no render-blocking request before the first paint (see lib/critical-css.ts).
  const sheets = stylesheetsOf(opts, shared, vite);
  const scripted = index
    .replace(STYLESHEET_LINK, (_, file: string) => (file === shared[0] ? '<!--page-style-->' : ''))
    // The entry only hydrates islands after the load event: fetched at low priority, it does not
    // compete with what the first paint needs (in Lighthouse's simulation, the paint waits for it).
    .replace('<script type="module" ', '<script type="module" fetchpriority="low" ');
  return {
    distDir: opts.output.dir,
    ssrEntry: path.join(opts.ssrDir, 'entry-server.js'),
    templates: { scripted, static: scripted.replace(/<script type="module"[^>]*><\/script>\s*/, '') },
    site: manifest.site,
    shell: manifest.shell,
    types: pageTypeInfo(),
    ...sheets,
    islandNames: islandNamesOf(client, sheets.sheets),
  };
}

/**
 * The hash of what every page is made from besides its own route: the bundles, the page writer's
 * code (the worker bundle) and the shared setup. A page's hash adds its route and data to it.
 */
function sharedHash(opts: PrerenderOptions, setup: PageSetup): string {
  // Where the pages and the server bundle are is not what they are made of.
  const shared = { ...setup, distDir: '', ssrEntry: '' };
  return createHash('sha1')
    .update(opts.bundles.hash)
    .update(opts.pool.codeHash)
    .update(JSON.stringify(shared))
    .digest('hex');
}

function pageHash(shared: string, job: PageJob): string {
  return createHash('sha1')
    .update(shared)
    .update(JSON.stringify(job.route))
    .update(job.notFound ? '404' : '')
    .update(job.json)
    .digest('hex')
    .slice(0, 20);
}

/** Writes every page (rendering only those that changed) and returns how many there are. */
export async function prerender(opts: PrerenderOptions): Promise<number> {
  const { manifest, output } = opts;
  const distDir = output.dir;
  const setup = pageSetup(opts);
  const shared = sharedHash(opts, setup);
  // Pages go to the search index one at a time, in the order they are written or kept.
  let indexing = Promise.resolve();
  const index = (p: string, search: string | undefined) => {
    if (search) indexing = indexing.then(() => opts.onPage?.(p, search));
  };
  const keep = (p: string) => {
    indexing = indexing.then(() => opts.onKept?.(p));
  };
  const toRender: PageJob[] = [];
  /** The record each rendered page will have, by route path */
  const pending = new Map<string, { file: string; record: PageRecord }>();
  const jobs = [...manifest.routes.map((r) => [r, false] as const), [manifest.notFound, true] as const];
  for (const [r, notFound] of jobs) {
    const job: PageJob = {
      route: { path: r.path, template: r.template, dataUrl: r.dataUrl!, index: r.index },
      json: opts.routeJson.get(r.id)!, // the data travels to the worker as JSON text
      ...(notFound ? { notFound } : {}),
    };
    const file = notFound ? '404.html' : path.relative(distDir, outputFile(distDir, r.path));
    const hash = pageHash(shared, job);
    const kept = output.reuse(file, hash);
    if (kept) {
      if (kept.indexed) keep(r.path);
      continue;
    }
    toRender.push(job);
    pending.set(r.path, { file, record: { hash, path: r.path } });
  }
  const rendered = (results: PageResult[]) => {
    for (const r of results) {
      const { file, record } = pending.get(r.path)!;
      output.rendered(file, r.search ? { ...record, indexed: true } : record);
    }
  };
  if (toRender.length > 0) {
    await opts.pool.prerender(setup, toRender, async (results) => {
      rendered(results);
      for (const r of results) index(r.path, r.search);
      await indexing;
    });
  }
  await indexing;
  output.keep(redirectPages(manifest, distDir));
  return manifest.routes.length + 1 + manifest.redirects.length;
}

/**
 * Renders and writes pages in the build's worker threads: one HTML file per route with its head
 * tags and the rules of its stylesheets that its markup uses inlined (lib/critical-css.ts; no
 * script is preloaded: scripts wait for the first paint). Receives everything as plain data (no
 * content config, no manifest).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageTypeName, RouteData } from '../../content.config.ts';
import { escapeAttr, escapeText } from '../../src/lib/escape.ts';
import { documentTitle, headTags } from '../../src/lib/head.ts';
import type { PageMetaData, ShellData } from '../../src/lib/types.ts';
import type { Site } from '../../src/schema/index.ts';
import type { RenderedPage } from '../../src/lib/islands-server.tsx';
import { criticalCss } from './critical-css.ts';
import { jsonLd } from './structured-data.ts';

/** How pages of a page type are presented beyond their template (from content.config.ts). */
export interface PageTypeInfo {
  /** Result type in site search */
  search: string;
  /** Carries the company's structured data */
  business: boolean;
  /** Links the RSS feed */
  feed: boolean;
}

/** What every page shares: prepared once on the main thread, sent to each worker. */
export interface PageSetup {
  distDir: string;
  ssrEntry: string;
  /** The client's index.html with the stylesheet inlined, with its entry script and without */
  templates: { scripted: string; static: string };
  site: Site;
  /** Identity, menus and footer lists, for the page and for the browser entry */
  shell: ShellData;
  types: Record<string, PageTypeInfo>;
  /** The text of each stylesheet, by the URL it is published at (in full: pages inline part of it) */
  sheets: Record<string, string>;
  /** The stylesheets of each template, in cascade order (the shared sheet first) */
  templateSheets: Record<string, string[]>;
  /** What each island's code can name in the stylesheets (lib/critical-css.ts) */
  islandNames: Record<string, string[]>;
}

/** One route as a worker needs it: its data travels as the JSON text that is also published. */
export interface PageJob {
  route: { path: string; template: PageTypeName; dataUrl: string; index: boolean };
  json: string;
  /** dist/404.html instead of dist/<path>/index.html */
  notFound?: boolean;
}

/** A written page, with a lean copy of it for the search index when the page is indexed. */
export interface PageResult {
  path: string;
  search?: string;
}

export { escapeAttr, escapeText };
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

/**
 * A <header> or <footer> marked data-pagefind-ignore="all" (the site's header and footer, which
 * hold no nested element of their own name), as far as its closing tag.
 */
const IGNORED_LANDMARKS = /<(header|footer)\b[^>]*\bdata-pagefind-ignore="all"[^>]*>[\s\S]*?<\/\1>/g;

type Render = (
  p: string,
  template: PageTypeName,
  data: RouteData<PageTypeName>,
  shell: ShellData,
) => Promise<RenderedPage>;

const tag = ({ tag: name, attrs }: { tag: string; attrs: Record<string, string> }) =>
  `<${name} ${Object.entries(attrs)
    .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
    .join(' ')} data-head>`;

/** What the analytics script reads: the provider and its endpoint, or "none". */
function analyticsSetting({ analytics }: Site): string {
  return analytics.provider !== 'none' && analytics.endpoint
    ? `${analytics.provider} ${analytics.endpoint}`
    : 'none';
}

/** The title and search-type tags (also the search index's copy) and the rest of one page's head. */
interface Head {
  title: string;
  searchType: string;
  rest: string[];
}

/**
 * The head of one page; `preloads` are the image preloads React emitted while rendering it, and
 * `lcpInlined` says the page carries its largest image inline (nothing to preload).
 */
function headOf(
  setup: PageSetup & { analytics: string },
  job: PageJob,
  data: RouteData<PageTypeName>,
  preloads: string[],
  lcpInlined: boolean,
): Head {
  const { meta } = data;
  const { site } = setup;
  const type = setup.types[job.route.template]!;
  const rest = [
    ...headTags(meta, site.name).map(tag),
    `<meta name="analytics" content="${escapeAttr(setup.analytics)}">`,
    `<meta name="form-endpoint" content="${escapeAttr(site.forms.endpoint)}">`,
    meta.lcpImage && !lcpInlined ? imagePreload(meta.lcpImage) : '',
    ...preloads
      .filter((l) => !meta.lcpImage || !l.includes(`href="${meta.lcpImage.src}"`))
      .map((l) => l.replace('imageSizes=', 'imagesizes=').replace('fetchPriority=', 'fetchpriority=')),
    ...jsonLd(site, type.business, data).map(
      (d) => `<script type="application/ld+json">${jsonScript(d)}</script>`,
    ),
    type.feed
      ? `<link rel="alternate" type="application/rss+xml" title="${escapeAttr(site.name)} blog" href="/feed.xml">`
      : '',
  ].filter(Boolean);
  return {
    title: `<title>${escapeText(documentTitle(meta, site.name))}</title>`,
    searchType: `<meta data-pagefind-meta="type[content]" content="${escapeAttr(type.search)}">`,
    rest,
  };
}

/** The first `<img>` of the file `src` (the page's largest image) from the data: URL `inline`. */
function inlineImage(html: string, src: string, inline: string): string {
  const tag = `<img src="${escapeAttr(src)}"`;
  const at = html.indexOf(tag);
  if (at < 0) return html;
  return `${html.slice(0, at)}<img src="${escapeAttr(inline)}"${html.slice(at + tag.length)}`;
}

/** Renders and writes pages; made once per worker thread for a build's setup. */
export async function pageWriter(setup: PageSetup) {
  const { render } = (await import(pathToFileURL(setup.ssrEntry).href)) as { render: Render };
  const shared = {
    ...setup,
    analytics: analyticsSetting(setup.site),
  };
  const pruners = new Map<string, ReturnType<typeof criticalCss>>();
  /**
   * The rules the page's markup and its islands' code can use, inlined; then links to the whole
   * stylesheets, of a type browsers do not fetch (the page has every rule it can need): they say
   * where its rules come from, and Vite's loader, which loads an island chunk's CSS before running
   * it, finds the client's sheet in the page and does not download it.
   */
  const styles = (template: string, page: string, islands: string[]) => {
    const hrefs = setup.templateSheets[template];
    if (!hrefs) throw new Error(`prerender: template ${template} is not in the server bundle`);
    const key = hrefs.join(' ');
    let prune = pruners.get(key);
    if (!prune) {
      prune = criticalCss(hrefs.map((h) => setup.sheets[h]).join(''));
      pruners.set(key, prune);
    }
    const links = hrefs.map(
      (h) => `<link rel="stylesheet" href="${escapeAttr(h)}" type="text/plain" disabled>`,
    );
    const scripted = islands.flatMap((name) => setup.islandNames[name] ?? []);
    return `<style>${prune(page, scripted)}</style>${links.join('')}`;
  };
  const madeDirs = new Set<string>();
  const write = (file: string, text: string) => {
    const dir = path.dirname(file);
    if (!madeDirs.has(dir)) mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
    writeFileSync(file, text);
  };

  return async function writePage(job: PageJob): Promise<PageResult> {
    const { route, json, notFound } = job;
    // The JSON text is the builder's data for this page type, serialised by the generator.
    const data = JSON.parse(json) as RouteData<PageTypeName>;
    // React 19 emits preloads for eager images: they go in <head>, where the page's own LCP
    // preload already covers the first one.
    const { html, preloads, islands } = await render(route.path, route.template, data, setup.shell);
    // A page with no island, and no analytics to send, needs no script at all.
    const needsScript = shared.analytics !== 'none' || islands.length > 0;
    // Its largest image, when small line art, comes inline: then nothing but the page is requested
    // before its first paint. (A page with a script requests that in the same round trip, and
    // the image's bytes would only make its HTML longer.)
    const lcp = data.meta.lcpImage;
    const inline = needsScript ? undefined : lcp?.inline;
    const { title, searchType, rest } = headOf(shared, job, data, preloads, Boolean(inline));
    const page = (needsScript ? setup.templates.scripted : setup.templates.static)
      .replace('<!--app-head-->', [title, searchType, ...rest].join('\n    '))
      .replace('<!--app-html-->', lcp && inline ? inlineImage(html, lcp.src, inline) : html);
    write(
      notFound ? path.join(setup.distDir, '404.html') : outputFile(setup.distDir, route.path),
      page.replace('<!--page-style-->', styles(route.template, page, islands)),
    );
    if (!route.index || notFound) return { path: route.path };
    // The indexer reads the title, the search metadata and the body. The inlined CSS, and the
    // site header and footer it is told to ignore, are left out of its copy.
    return {
      path: route.path,
      search: `<!doctype html><html lang="en"><head>${title}${searchType}</head><body>${html.replace(IGNORED_LANDMARKS, '')}</body></html>`,
    };
  };
}

/**
 * The server entry: `loadSite()` reads, checks and builds the content (src/content/load/), and
 * `render(url, site)` turns a URL into the page's whole HTML document. Both run in Vite's module
 * graph: the build bundles this file (scripts/build.ts), the dev server and the editor's previews
 * load it through Vite (scripts/dev.ts), so a content, schema, builder or template edit reaches the
 * next page alike. The URL is matched against the route table made from the manifest with
 * react-router-dom; the template gets the route's data and the text of the entry it shows (the
 * module of the route's source file), and renders inside the site shell, each island as a root of
 * its own (lib/islands-server.tsx). Nothing here keeps one call's data for another.
 */
import { StrictMode } from 'react';
import { createStaticHandler } from 'react-router-dom';
import { collections } from '../content.config.ts';
import { Layout } from './components/Layout.tsx';
import media from 'virtual:content-media';
import type { EntryContent, TemplateProps } from './content/builders/index.ts';
import {
  loadSite as loadContent,
  type ContentInput,
  type ContentModule,
  type LoadOptions,
  type Site,
} from './content/load/index.ts';
import type { Manifest, ManifestRoute } from './content/routes.ts';
import { pageDocument } from './lib/document.ts';
import { inlineLargestArt } from './lib/inline-art.ts';
import { renderPage } from './lib/islands-server.tsx';
import { templateFor } from './templates/registry.ts';

/** Every entry file's module (compiled on first import: the browser bundle never holds content). */
const entryModules = import.meta.glob<ContentModule>('/content/**/*.mdx');
/** Every data file's text. */
const dataTexts = import.meta.glob<string>('/content/data/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The content as the loader reads it: files by their path from the project root. */
function contentInput(): ContentInput {
  const fromRoot = <T,>(files: Record<string, T>) =>
    Object.fromEntries(Object.entries(files).map(([file, value]) => [file.slice(1), value]));
  return { entries: fromRoot(entryModules), data: fromRoot(dataTexts), media };
}

export interface SiteOptions extends Omit<LoadOptions, 'overrides'> {
  /** Entry files not saved yet, each as the module id the content plugin gave its text */
  drafts?: Record<string, string>;
}

/**
 * Loads, checks and builds the whole site (src/content/load/): every problem, or the site that
 * `render` draws pages of. With `drafts`, the editor's unsaved texts stand in for their files.
 */
export function loadSite(opts: SiteOptions = {}) {
  const { drafts = {}, ...rest } = opts;
  const overrides = Object.fromEntries(
    Object.entries(drafts).map(([file, id]) => [
      file,
      () => import(/* @vite-ignore */ id) as Promise<ContentModule>,
    ]),
  );
  return loadContent(contentInput(), { ...rest, overrides });
}

/**
 * The router's table: one route per page of pages.yaml and per list page, and one `<url>:slug`
 * route per collection for its entries; each matched path then finds its page's data by path.
 */
function routeTable(manifest: Manifest) {
  const prefixes = Object.values(collections).flatMap((c) => (c.url ? [c.url] : []));
  const patterns = new Set(
    manifest.routes.map((r) => {
      const prefix = prefixes.find((p) => r.path.startsWith(p) && !r.path.slice(p.length).includes('/'));
      return prefix && r.source?.endsWith(`/${r.path.slice(prefix.length)}.mdx`) ? `${prefix}:slug` : r.path;
    }),
  );
  return {
    // Ranks the patterns once: `matchRoutes` would redo that on every call (0.7 s at 1,200 pages).
    router: createStaticHandler([...patterns].map((path) => ({ path }))),
    byPath: new Map(manifest.routes.map((r) => [r.path, r])),
  };
}

const tables = new WeakMap<Manifest, ReturnType<typeof routeTable>>();

/** The route at a URL's path (without a trailing slash or index.html), or undefined. */
async function findRoute(manifest: Manifest, url: string): Promise<ManifestRoute | undefined> {
  let table = tables.get(manifest);
  if (!table) {
    table = routeTable(manifest);
    tables.set(manifest, table);
  }
  const pathname = new URL(url, 'http://localhost').pathname;
  const path = pathname.replace(/\/index\.html$/, '/').replace(/(.)\/+$/, '$1') || '/';
  const matched = await table.router.query(new Request(`http://localhost${path}`));
  return !(matched instanceof Response) && matched.statusCode === 200 ? table.byPath.get(path) : undefined;
}

export interface RenderedDocument {
  status: 200 | 404;
  /** The whole HTML document */
  html: string;
  route: ManifestRoute;
  /** The islands on the page (none: it loads no script) */
  islands: string[];
}

/** The text of the entry a route shows: the module of its source file, if that is an entry. */
function contentOf(site: Site, route: ManifestRoute): EntryContent | undefined {
  if (!route.source?.endsWith('.mdx')) return undefined;
  const module = site.modules[route.source];
  if (!module) throw new Error(`${route.path}: no module for ${route.source}`);
  return { body: module.default, fields: module.fields };
}

/** Renders the page at `url` (the 404 page where no route matches) into the index.html `template`. */
export async function render(url: string, site: Site, template: string): Promise<RenderedDocument> {
  const { manifest } = site;
  const found = await findRoute(manifest, url);
  const route = found ?? manifest.notFound;
  const Template = templateFor(route.template) as (
    props: TemplateProps<typeof route.template>,
  ) => React.ReactNode;
  const data = inlineLargestArt(route.data, route.data.meta.lcpImage);
  const page = renderPage(
    <StrictMode>
      <Layout pathname={route.path} shell={manifest.shell}>
        <Template data={data} shell={manifest.shell} content={contentOf(site, route)} />
      </Layout>
    </StrictMode>,
  );
  const html = pageDocument(template, { ...page, template: route.template, data, site: manifest.site });
  return { status: found ? 200 : 404, html, route, islands: page.islands };
}

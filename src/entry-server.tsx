/**
 * The one render path: `render(url)` turns a URL into the page's whole HTML document. The build
 * calls it for every route (scripts/prerender.ts), the dev server for every request
 * (scripts/dev.ts), the editor for its previews. The URL is matched against the route table made
 * from the manifest with react-router-dom; the page's MDX modules are imported (lazily, on the
 * server only: the browser bundle never holds content), then the template renders inside the site
 * shell, each island as a root of its own (lib/islands-server.tsx).
 */
import type { MDXContent } from 'mdx/types';
import { StrictMode } from 'react';
import { createStaticHandler } from 'react-router-dom';
import { collections } from '../content.config.ts';
import { Layout } from './components/Layout.tsx';
import type { TemplateProps } from './content/builders/index.ts';
import type { Manifest, ManifestRoute } from './content/routes.ts';
import { pageDocument } from './lib/document.ts';
import { inlineLargestArt } from './lib/inline-art.ts';
import { renderPage } from './lib/islands-server.tsx';
import { provideBody } from './mdx/bodies.ts';
import type { TextReport } from './mdx/report.ts';
import { templateFor } from './templates/registry.ts';

/** A content file's module, as Vite's MDX plugin compiles it (scripts/lib/mdx-fields.ts). */
interface ContentModule {
  default: MDXContent;
  /** What the compile found in the text (src/mdx/report.ts): the build validates the content with it. */
  report: TextReport;
  /** Its Markdown fields (such as a service's tabs), each an MDX module, and their reports */
  fields: MDXContent[];
  fieldReports: TextReport[];
}

/** Every content file's module, compiled when first imported. */
const modules = import.meta.glob<ContentModule>('/content/**/*.mdx');

/** The report of every body (`content/x/y.mdx`) and Markdown field (`content/x/y.mdx?tab=1`). */
export async function contentReports(): Promise<Record<string, TextReport>> {
  const out: Record<string, TextReport> = {};
  await Promise.all(
    Object.entries(modules).map(async ([file, load]) => {
      const { report, fieldReports } = await load();
      out[file.slice(1)] = report;
      fieldReports.forEach((r, i) => (out[`${file.slice(1)}?tab=${i}`] = r));
    }),
  );
  return out;
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
  if (!table) tables.set(manifest, (table = routeTable(manifest)));
  const pathname = new URL(url, 'http://localhost').pathname;
  const path = pathname.replace(/\/index\.html$/, '/').replace(/(.)\/+$/, '$1') || '/';
  const matched = await table.router.query(new Request(`http://localhost${path}`));
  return !(matched instanceof Response) && matched.statusCode === 200 ? table.byPath.get(path) : undefined;
}

/** The MDX modules a page shows: every `body` in its data that names a content file. */
function bodiesOf(data: unknown, out: string[] = []): string[] {
  if (Array.isArray(data)) data.forEach((d) => bodiesOf(d, out));
  else if (data && typeof data === 'object') {
    for (const [k, v] of Object.entries(data)) {
      if (k === 'body' && typeof v === 'string' && /^content\/.+\.mdx(\?|$)/.test(v)) out.push(v);
      else bodiesOf(v, out);
    }
  }
  return out;
}

/** An entry's body (`content/x/y.mdx`) or one of its Markdown fields (`content/x/y.mdx?tab=1`). */
async function importBody(id: string): Promise<MDXContent> {
  const [file = '', tab] = id.split('?tab=');
  // An entry not yet on disk (the editor's preview of a new one) is not among the globbed files.
  const module = (await (modules[`/${file}`]?.() ?? import(/* @vite-ignore */ `/${file}`))) as ContentModule;
  if (tab === undefined) return module.default;
  const field = module.fields[Number(tab)];
  if (!field) throw new Error(`${file} has no Markdown field ${tab}`);
  return field;
}

export interface RenderedDocument {
  status: 200 | 404;
  /** The whole HTML document */
  html: string;
  route: ManifestRoute;
  /** The islands on the page (none: it loads no script) */
  islands: string[];
}

/** Renders the page at `url` (the 404 page where no route matches) into the index.html `template`. */
export async function render(url: string, manifest: Manifest, template: string): Promise<RenderedDocument> {
  const found = await findRoute(manifest, url);
  const route = found ?? manifest.notFound;
  await Promise.all(bodiesOf(route.data).map(async (id) => provideBody(id, await importBody(id))));
  const Template = (await templateFor(route.template)()).default as (
    props: TemplateProps<typeof route.template>,
  ) => React.ReactNode;
  const data = inlineLargestArt(route.data, route.data.meta.lcpImage);
  const page = renderPage(
    <StrictMode>
      <Layout pathname={route.path} shell={manifest.shell}>
        <Template data={data} shell={manifest.shell} />
      </Layout>
    </StrictMode>,
  );
  const html = pageDocument(template, { ...page, template: route.template, data, site: manifest.site });
  return { status: found ? 200 : 404, html, route, islands: page.islands };
}

/**
 * Writes one HTML file per route with `render(url)` from src/entry-server.tsx, as Vite's server
 * build bundled it (dist-ssr/): the same function the dev server calls for every request. Each
 * page inlines the rules of the stylesheet its markup uses (lib/critical-css.ts). A page is kept
 * between builds by what it is made of (pageKeys), so a rebuild renders only the pages that
 * changed. Also writes 404.html and a redirect page per legacy path.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Site } from '../src/content/load/index.ts';
import type { Manifest, ManifestRoute } from '../src/content/routes.ts';
import type { RenderedDocument } from '../src/entry-server.tsx';
import { escapeAttr, escapeText } from '../src/lib/escape.ts';
import { fill } from '../src/lib/format.ts';
import { fileCache, linkFile, makeDir } from './lib/cache.ts';
import { CONTENT_KEYS, type ContentKeys } from './lib/compiled-content.ts';
import { criticalCss, firstScreen } from './lib/critical-css.ts';

export type Render = (url: string, site: Site, template: string) => Promise<RenderedDocument>;

export const outputFile = (distDir: string, routePath: string) => path.join(distDir, routePath, 'index.html');

/** The page left at an old address: scripts/templates/redirect.html with the new address filled in. */
function redirectPage(template: string, origin: string, to: string): string {
  return fill(template, { target: escapeAttr(`${origin}${to}`), to: escapeAttr(to), text: escapeText(to) });
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/**
 * The page with its stylesheet link replaced by the rules its markup uses. The link stays, of a
 * type browsers do not fetch: a page with islands inlines the rules of its first screen only, and
 * its loader makes that link (`data-full-sheet`) the whole sheet once the first screen has painted
 * (src/lib/entry-loader.ts); without scripts, the browser reads it from a `<noscript>`. A page
 * without islands inlines every rule its markup uses, and its link is not marked: the loader,
 * which also starts the analytics script, leaves it alone.
 */
function inlineStyles(page: RenderedDocument, href: string, prune: ReturnType<typeof criticalCss>): string {
  const hasIslands = page.islands.length > 0;
  const link = `<link rel="stylesheet" href="${escapeAttr(href)}"`;
  return page.html.replace(STYLESHEET_LINK, () => {
    const rules = hasIslands ? prune(firstScreen(page.html), { firstPaint: true }) : prune(page.html);
    const linkEnd = hasIslands ? ` data-full-sheet><noscript>${link}></noscript>` : '>';
    return `<style>${rules}</style>${link} type="text/plain" disabled${linkEnd}`;
  });
}

/**
 * A page's HTML is made of its route (with the content file it shows, `source`), the site's shared
 * data, the HTML template (which names the hashed assets), this renderer, the server bundle's code
 * (`ssr`) and the modules of that content file alone: the chunks of content modules count by each
 * file's keys (content-keys.json, written by the content plugin), so an edit to one entry's text
 * changes the pages that show it, not every page.
 */
function pageKeys(ssr: string, manifest: Manifest, template: string) {
  const digest = (file: string) => createHash('sha1').update(readFileSync(file)).digest('hex');
  const content = JSON.parse(readFileSync(path.join(ssr, CONTENT_KEYS), 'utf8')) as ContentKeys;
  const code = readdirSync(ssr, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js') && !content.chunks.includes(f.split(path.sep).join('/')))
    .sort()
    .map((f) => path.join(ssr, f));
  code.push(fileURLToPath(import.meta.url), fileURLToPath(new URL('lib/critical-css.ts', import.meta.url)));
  // React and the router are not in the bundle: the installed versions.
  code.push(path.join(ssr, '../node_modules/.package-lock.json'));
  const shared = createHash('sha1')
    .update(template)
    .update(JSON.stringify([manifest.shell, manifest.site]));
  for (const file of code) shared.update(existsSync(file) ? digest(file) : file);
  const base = shared.digest('hex');
  return (route: ManifestRoute) => {
    const source = route.source ?? '';
    const modules = content.keys[source];
    if (source.endsWith('.mdx') && modules === undefined)
      throw new Error(`${source}: the server bundle has no module of this file`);
    return createHash('sha1')
      .update(base)
      .update(JSON.stringify(route))
      .update(modules ?? '')
      .digest('hex');
  };
}

/** Who is handed the pages: the search index those in the sitemap, the compressed copies each new one. */
export interface PageReaders {
  index(url: string, html: string): void;
  /** A page rendered in this build, by its file's path in dist/ */
  rendered(file: string, html: string): void;
}

/** Renders (or takes from the last builds) and writes every page, and hands them to `readers`. */
export async function prerender(render: Render, ssr: string, dist: string, site: Site, readers: PageReaders) {
  const { manifest } = site;
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const href = STYLESHEET_LINK.exec(template)?.[1];
  if (!href) throw new Error('dist/index.html links no stylesheet');
  const prune = criticalCss(readFileSync(path.join(dist, href), 'utf8'));
  const dirs = new Set<string>();
  const write = (file: string, html: string) => {
    makeDir(path.dirname(file), dirs);
    writeFileSync(file, html);
  };
  const key = pageKeys(ssr, manifest, template);
  const cache = fileCache(path.dirname(dist), 'pages');
  for (const route of manifest.routes) {
    let rendered: string | undefined;
    const kept = await cache.file(key(route), '.html', async () => {
      rendered = inlineStyles(await render(route.path, site, template), href, prune);
      return rendered;
    });
    const file = outputFile(dist, route.path);
    linkFile(kept, file, dirs);
    if (rendered !== undefined) readers.rendered(path.relative(dist, file), rendered);
    // A page rendered now is handed over as it is; a kept one is read back.
    if (route.index) readers.index(route.path, rendered ?? readFileSync(kept, 'utf8'));
  }
  cache.prune();
  write(path.join(dist, '404.html'), inlineStyles(await render('/404', site, template), href, prune));
  const moved = readFileSync(fileURLToPath(new URL('templates/redirect.html', import.meta.url)), 'utf8');
  for (const r of manifest.redirects)
    write(outputFile(dist, r.from), redirectPage(moved, manifest.origin, r.to));
  return manifest.routes.length + 1 + manifest.redirects.length;
}

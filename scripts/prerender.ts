/**
 * Writes one HTML file per route: dist/<path>/index.html, dist/404.html and a redirect page per
 * legacy path. Each page holds its full content, its head tags and modulepreload links for the
 * route's own chunks, so the browser fetches them in parallel and hydration never waits or falls back.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { documentTitle, headTags } from '../src/lib/head.ts';
import type { RouteModules } from '../src/lib/route-loader.ts';
import type { PageMetaData } from '../src/lib/types.ts';
import type { Manifest, ManifestRoute } from './lib/model.ts';
import { SEARCH_TYPES } from './lib/search-index.ts';
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

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Preload for the page's largest above-the-fold image, in the best format the browser takes. */
function imagePreload(img: PageMetaData['lcpImage'] & object): string {
  const avif = img.sources.find((s) => s.type === 'image/avif');
  if (avif) {
    return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeAttr(avif.srcset)}" imagesizes="100vw" fetchpriority="high">`;
  }
  return `<link rel="preload" as="image" href="${escapeAttr(img.src)}" fetchpriority="high">`;
}

/** The page's own template and data, so the browser hydrates it without the route table. */
function routeModulesBlock(manifest: Manifest, route: ManifestRoute): string {
  const modules: RouteModules = {
    path: route.path,
    template: route.template,
    data: route.dataUrl!,
    table: manifest.routeTable!,
  };
  return `<script type="application/json" id="route-modules">${JSON.stringify(modules).replace(/</g, '\\u003c')}</script>`;
}

/** Copies the route data files and the route table to their hashed URLs under dist/_data/. */
function publishData(root: string, distDir: string, manifest: Manifest) {
  const generated = path.join(root, 'src/generated');
  mkdirSync(path.join(distDir, '_data'), { recursive: true });
  for (const r of [...manifest.routes, manifest.notFound]) {
    copyFileSync(path.join(generated, 'routes', `${r.id}.json`), path.join(distDir, r.dataUrl!));
  }
  copyFileSync(path.join(generated, 'route-table.json'), path.join(distDir, manifest.routeTable!));
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

/** The source of each template, found in the Vite manifest (the registry's lazy imports are its entries). */
function templateSources(vite: ViteManifest): Map<string, string> {
  const sources = new Map<string, string>();
  for (const [key, chunk] of Object.entries(vite)) {
    const m = /^src\/(?:templates|pages)\/(\w+)\.tsx$/.exec(key);
    if (m && chunk.isDynamicEntry) sources.set(m[1]!, key);
  }
  return sources;
}

export async function prerender(root: string, distDir: string, ssrDir: string): Promise<number> {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'src/generated/manifest.json'), 'utf8'),
  ) as Manifest;
  const vite = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  // The site's one stylesheet (~9 KB compressed) is inlined: no render-blocking request before
  // the first paint. Relative url()s in it are root-absolute, so they resolve the same inline.
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8').replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (_, href: string) => `<style>${readFileSync(path.join(distDir, href), 'utf8')}</style>`,
  );
  const { render } = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as {
    render: (p: string, template: string, data: unknown) => Promise<string>;
  };
  publishData(root, distDir, manifest);
  const sources = templateSources(vite);
  // The scripts a template needs beyond the entry: the same for every page that uses it.
  const templateChunks = new Map<string, { js: string[]; css: string[] }>();
  const chunksOf = (template: string) => {
    let chunks = templateChunks.get(template);
    if (!chunks) {
      const source = sources.get(template);
      if (!source) throw new Error(`prerender: no chunk for template ${template} in the Vite manifest`);
      const own = chunksFor(vite, [source]);
      chunks = {
        js: own.js.filter((f) => !entry.js.includes(f)),
        css: own.css.filter((c) => !entry.css.includes(c)),
      };
      templateChunks.set(template, chunks);
    }
    return chunks;
  };
  const entry = chunksFor(vite, ['index.html']);
  const analytics =
    manifest.site.analytics.provider !== 'none' && manifest.site.analytics.endpoint
      ? `${manifest.site.analytics.provider} ${manifest.site.analytics.endpoint}`
      : 'none';

  const page = async (route: ManifestRoute, file: string) => {
    const rendered = await render(route.path, route.template, route.data);
    // React 19 emits preloads for eager images at the start of the markup: they belong in <head>,
    // and the page's own LCP preload below already covers the first one.
    const leading = /^(?:<link rel="preload"[^>]*\/>)+/.exec(rendered)?.[0] ?? '';
    const html = rendered.slice(leading.length);
    const meta = (route.data as { meta: PageMetaData }).meta;
    const own = chunksOf(route.template);
    const head = [
      `<title>${escapeText(documentTitle(meta, manifest.site.name))}</title>`,
      ...headTags(meta, manifest.site.name).map(
        ({ tag, attrs }) =>
          `<${tag} ${Object.entries(attrs)
            .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
            .join(' ')} data-head>`,
      ),
      `<meta name="analytics" content="${escapeAttr(analytics)}">`,
      `<meta name="form-endpoint" content="${escapeAttr(manifest.site.forms.endpoint)}">`,
      `<meta data-pagefind-meta="type[content]" content="${escapeAttr(SEARCH_TYPES[route.template] ?? 'Page')}">`,
      ...own.css.map((c) => `<link rel="stylesheet" href="/${c}">`),
      ...own.js.map((f) => `<link rel="modulepreload" href="/${f}">`),
      `<link rel="preload" as="fetch" href="${route.dataUrl!}" crossorigin>`,
      meta.lcpImage ? imagePreload(meta.lcpImage) : '',
      ...(leading.match(/<link[^>]*\/>/g) ?? [])
        .filter((l) => !meta.lcpImage || !l.includes(`href="${meta.lcpImage.src}"`))
        .map((l) => l.replace('imageSizes=', 'imagesizes=').replace('fetchPriority=', 'fetchpriority=')),
      routeModulesBlock(manifest, route),
      ...jsonLd(manifest, route).map(
        (data) =>
          `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
      ),
      route.template === 'BlogList' || route.template === 'Article'
        ? `<link rel="alternate" type="application/rss+xml" title="${escapeAttr(manifest.site.name)} blog" href="/feed.xml">`
        : '',
    ]
      .filter(Boolean)
      .join('\n    ');
    const out = template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, out);
  };

  // Sequential: rendering is synchronous CPU work on one thread; order keeps logs readable.
  for (const route of manifest.routes) await page(route, outputFile(distDir, route.path));
  await page(manifest.notFound, path.join(distDir, '404.html'));

  for (const r of manifest.redirects) {
    const target = `${manifest.site.url.replace(/\/$/, '')}${r.to}`;
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved to ${escapeText(r.to)}</title>
<link rel="canonical" href="${escapeAttr(target)}">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${escapeAttr(r.to)}">
</head>
<body>
<p>This page has moved to <a href="${escapeAttr(r.to)}">${escapeText(r.to)}</a>.</p>
</body>
</html>
`;
    const file = outputFile(distDir, r.from);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  return manifest.routes.length + 1 + manifest.redirects.length;
}

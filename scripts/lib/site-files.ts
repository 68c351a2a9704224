/** sitemap.xml, robots.txt, the RSS feed, the web app manifest and media files, from the route manifest. */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { collections } from '../../content.config.ts';
import type { Manifest } from '../../src/content/routes.ts';
import { escapeAttr } from '../../src/lib/escape.ts';

const xml = (s: string) => escapeAttr(s).replace(/>/g, '&gt;');

export function sitemap(manifest: Manifest): string {
  const { origin } = manifest;
  const urls = manifest.routes
    .filter((r) => r.index)
    .map(
      (r) =>
        `  <url><loc>${xml(origin + r.path)}</loc>${r.lastmod ? `<lastmod>${r.lastmod}</lastmod>` : ''}</url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** RSS of the collection with `feed` (content.config.ts), titled by its list page, in index.html's `lang`. */
export function feed(manifest: Manifest, root: string): string {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(readFileSync(path.join(root, 'index.html'), 'utf8'))?.[1];
  const { url, detail } = Object.values(collections).find((c) => c.feed) ?? {};
  const list = manifest.routes.find((r) => `${r.path}/` === url);
  const posts = manifest.routes
    .flatMap((r) => (r.template === detail && r.index ? [r.data.post] : []))
    .sort((a, b) => b.date.localeCompare(a.date));
  const items = posts.map(
    (p) => `    <item>
      <title>${xml(p.title)}</title>
      <link>${xml(manifest.origin + p.href)}</link>
      <guid isPermaLink="true">${xml(manifest.origin + p.href)}</guid>
      <pubDate>${new Date(`${p.date}T12:00:00Z`).toUTCString()}</pubDate>
      <description>${xml(p.excerpt)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(list ? `${manifest.site.name}: ${list.data.meta.title}` : manifest.site.name)}</title>
    <link>${xml(`${manifest.origin}${list?.path ?? '/'}`)}</link>
    <atom:link href="${xml(`${manifest.origin}/feed.xml`)}" rel="self" type="application/rss+xml"/>
    <description>${xml(manifest.site.tagline)}</description>
${lang ? `    <language>${xml(lang.toLowerCase())}</language>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`;
}

/** Writes the site files into `dist`. */
export function writeSiteFiles(dist: string, manifest: Manifest) {
  const { origin } = manifest;
  writeFileSync(path.join(dist, 'sitemap.xml'), sitemap(manifest));
  writeFileSync(path.join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  writeFileSync(path.join(dist, 'feed.xml'), feed(manifest, path.dirname(dist)));
  writeFileSync(path.join(dist, 'site.webmanifest'), `${JSON.stringify(webManifest(manifest), null, 2)}\n`);
}

/** The web app manifest: the site's name and icons. */
export function webManifest(manifest: Manifest) {
  return {
    name: manifest.site.name,
    short_name: manifest.site.shortName,
    description: manifest.site.tagline,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0b2240',
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}

/** Copies the content's media files (artwork) to their public URLs. */
export function publishMedia(root: string, dist: string, media: Manifest['media']) {
  const targets = media.map((m) => path.join(dist, m.url));
  for (const dir of new Set(targets.map((t) => path.dirname(t)))) mkdirSync(dir, { recursive: true });
  media.forEach((m, i) => copyFileSync(path.join(root, 'content', m.file), targets[i]!));
}

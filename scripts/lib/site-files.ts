/**
 * sitemap.xml, robots.txt, the RSS feed, the web app manifest and media files, from the route
 * manifest. The sitemap and the feed are written (and escaped) by the `sitemap` and `feed` packages.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Feed } from 'feed';
import { SitemapStream, streamToPromise } from 'sitemap';
import { collections } from '../../content.config.ts';
import type { Manifest } from '../../src/content/routes.ts';
import { lastChanged } from './last-changed.ts';

/**
 * The sitemap of the indexed routes. `lastmod` is when the page's own file last changed (`dates`,
 * by file): a file behind one indexed route only, as an entry is; a file that many pages read
 * from (pages.yaml names every company page) says nothing of when one of them changed.
 */
export async function sitemap(manifest: Manifest, dates: ReadonlyMap<string, string>): Promise<string> {
  const indexed = manifest.routes.filter((r) => r.index);
  const routesOf = new Map<string, number>();
  for (const r of indexed) if (r.source) routesOf.set(r.source, (routesOf.get(r.source) ?? 0) + 1);
  const urls = indexed.map((r) => {
    const own = r.source && routesOf.get(r.source) === 1 ? dates.get(r.source) : undefined;
    return { url: r.path, ...(own ? { lastmod: own } : {}) };
  });
  const stream = new SitemapStream({
    hostname: manifest.origin,
    xmlns: { news: false, video: false, xhtml: false, image: false },
  });
  return (await streamToPromise(Readable.from(urls).pipe(stream))).toString();
}

/** RSS of the collection with `feed` (content.config.ts), titled by its list page, in index.html's `lang`. */
export function feed(manifest: Manifest, root: string): string {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(readFileSync(path.join(root, 'index.html'), 'utf8'))?.[1];
  const { url, detail } = Object.values(collections).find((c) => c.feed) ?? {};
  const list = manifest.routes.find((r) => `${r.path}/` === url);
  const posts = manifest.routes
    .flatMap((r) => (r.template === detail && r.index ? [r.data.post] : []))
    .sort((a, b) => b.date.localeCompare(a.date));
  // Articles carry a date, not a time: noon UTC keeps it the same day in every time zone.
  const day = (date: string) => new Date(`${date}T12:00:00Z`);
  const link = `${manifest.origin}${list?.path ?? '/'}`;
  const rss = new Feed({
    title: list ? `${manifest.site.name}: ${list.data.meta.title}` : manifest.site.name,
    id: link,
    link,
    description: manifest.site.tagline,
    ...(lang ? { language: lang.toLowerCase() } : {}),
    feedLinks: { rss: `${manifest.origin}/feed.xml` },
    // The newest article's date, so an unchanged blog gives the same feed on every build.
    ...(posts[0] ? { updated: day(posts[0].date) } : {}),
    generator: false,
    copyright: '',
  });
  for (const p of posts)
    rss.addItem({
      title: p.title,
      link: manifest.origin + p.href,
      date: day(p.date),
      description: p.excerpt,
    });
  return rss.rss2();
}

/** Writes the site files into `dist`. */
export async function writeSiteFiles(dist: string, manifest: Manifest) {
  const { origin } = manifest;
  const root = path.dirname(dist);
  writeFileSync(path.join(dist, 'sitemap.xml'), await sitemap(manifest, lastChanged(root, 'content')));
  writeFileSync(path.join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  writeFileSync(path.join(dist, 'feed.xml'), feed(manifest, root));
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

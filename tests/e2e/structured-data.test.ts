/**
 * What search engines and link previews read from the built pages: every JSON-LD block parses
 * and has what Google's guidelines ask of its type, social cards name their alt text, and the
 * sitemap dates a page only by when its own file changed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { genericLink } from '../../src/content/copy-rules.ts';
import { dist, readManifest, root } from './support.ts';

type Node = Record<string, unknown> & { '@type': string };
type Image = { url: string; width?: number; height?: number };

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };

const manifest = readManifest();
const origin = manifest.site.url.replace(/\/$/, '');
const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
const html = (page: string) => readFileSync(path.join(dist, page), 'utf8');
const blocks = (page: string) =>
  [...html(page).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Node,
  );

/** The file in dist/ a URL of the site is served from, or undefined when it is not one of ours. */
function fileOf(url: string): string | undefined {
  if (!url.startsWith(`${origin}/`)) return undefined;
  const p = new URL(url).pathname;
  return path.join(dist, path.extname(p) ? p : path.join(p, 'index.html'));
}

async function expectRaster(image: Image, width?: number, height?: number) {
  const file = fileOf(image.url);
  expect(file && existsSync(file), `${image.url} is a file of the site`).toBe(true);
  const sharp = (await import('sharp')).default;
  const meta = await sharp(file).metadata();
  expect(['png', 'jpeg', 'webp'], image.url).toContain(meta.format);
  if (width) expect([meta.width, meta.height]).toEqual([width, height]);
  if (image.width) expect([meta.width, meta.height]).toEqual([image.width, image.height]);
}

/** The required and recommended properties of each type, as Google's rich result guidelines list them. */
const checks: Record<string, (d: Node, page: string) => Promise<void> | void> = {
  async LocalBusiness(d) {
    expect([d.name, d.url]).toEqual([manifest.site.name, `${origin}/`]);
    expect(typeof d.telephone).toBe('string');
    const address = d.address as Record<string, unknown>;
    for (const part of ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'])
      expect(typeof address[part], part).toBe('string');
    await expectRaster(d.logo as Image);
    for (const href of (d.sameAs as string[] | undefined) ?? [])
      expect(genericLink(href), `sameAs ${href}`).toBeUndefined();
  },
  async BlogPosting(d, page) {
    expect(typeof d.headline).toBe('string');
    expect((d.headline as string).length).toBeLessThanOrEqual(110);
    expect(d.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
    const author = d.author as { name: string; url?: string };
    expect(author.name.length).toBeGreaterThan(1);
    // The author's page is the writer's choice (authorUrl); a page of the site must exist.
    const own = author.url && fileOf(author.url);
    if (own) expect(existsSync(own), `${page}: author ${author.url}`).toBe(true);
    const publisher = d.publisher as { name: string; url: string; logo: Image };
    expect([publisher.name, publisher.url]).toEqual([manifest.site.name, `${origin}/`]);
    await expectRaster(publisher.logo);
    await expectRaster(d.image as Image, 1200, 630);
    expect(html(page)).toContain(`<link rel="canonical" href="${d.mainEntityOfPage as string}">`);
  },
  BreadcrumbList(d, page) {
    const items = d.itemListElement as { position: number; name: string; item?: string }[];
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
    for (const { name, item } of items.slice(0, -1)) {
      expect(name.length).toBeGreaterThan(0);
      expect(existsSync(fileOf(item!)!), `${page}: crumb ${item}`).toBe(true);
    }
    const last = items.at(-1)!;
    if (last.item) expect(existsSync(fileOf(last.item)!), `${page}: crumb ${last.item}`).toBe(true);
    if (html(page).includes('<meta name="robots" content="noindex')) expect(last.item).toBeUndefined();
  },
};

describe('structured data', () => {
  test('every JSON-LD block of every page has what its type requires', async () => {
    const seen = new Set<string>();
    for (const page of pages)
      for (const d of blocks(page)) {
        expect(d['@context'], page).toBe('https://schema.org');
        expect(Object.keys(checks), `${page}: a type this test knows`).toContain(d['@type']);
        seen.add(d['@type']);
        await checks[d['@type']]!(d, page);
      }
    expect([...seen].sort()).toEqual(Object.keys(checks).sort());
  });

  test('the 404 page names no address of its own', () => {
    const crumbs = blocks('404.html').find((d) => d['@type'] === 'BreadcrumbList');
    expect(JSON.stringify(crumbs ?? {})).not.toContain('/404');
  });

  test("names the company's profiles only, never a network's home page", () => {
    const profiles = manifest.site.social.filter((s) => !genericLink(s.href)).map((s) => s.href);
    const business = blocks('index.html').find((d) => d['@type'] === 'LocalBusiness')!;
    expect(business.sameAs ?? []).toEqual(profiles);
  });

  test('every social card has alt text; an entry card, the alt of the art it is drawn from', () => {
    const text = (attr: string) =>
      attr.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, e: string) => ENTITIES[e]!);
    for (const page of pages.filter((p) => html(p).includes('property="og:image"'))) {
      const alt = /<meta property="og:image:alt" content="([^"]+)">/.exec(html(page))?.[1];
      expect(alt, page).toBeTruthy();
      if (!html(page).includes(`content="${origin}/og/media/`)) continue;
      const alts = [...html(page).matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => text(m[1]!));
      expect(alts, `${page}: an image with the card's alt`).toContain(text(alt!));
    }
  });
});

describe('sitemap', () => {
  const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)];
  const shallow = spawnSync('git', ['-C', root, 'rev-parse', '--is-shallow-repository'], {
    encoding: 'utf8',
  }).stdout.trim();

  test('dates an entry by the last commit of its file, and a page made of shared files not at all', () => {
    const byPath = new Map(manifest.routes.map((r) => [r.path, r]));
    let dated = 0;
    for (const [, loc, lastmod] of entries) {
      const route = byPath.get(new URL(loc!).pathname)!;
      const shared = manifest.routes.filter((r) => r.index && r.source === route.source).length > 1;
      const args = ['log', '-1', '--first-parent', '--format=%cI', '--', route.source ?? '-'];
      const log = spawnSync('git', ['-C', root, ...args], { encoding: 'utf8' });
      const committed = shallow === 'false' && !shared ? log.stdout.trim() : '';
      const time = (date?: string) => (date ? new Date(date).getTime() : undefined);
      expect(time(lastmod), loc).toBe(time(committed));
      if (lastmod) dated++;
    }
    if (shallow === 'false') expect(dated).toBeGreaterThan(0);
  });
});

/**
 * Search, downloads, discoverability files, analytics, chunk-failure recovery and the security
 * headers, each checked the way a visitor or a crawler meets them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { outputFile } from '../../scripts/prerender.ts';
import { dist, readManifest, useSiteInBrowser, waitForHydration } from './support.ts';

const site = useSiteInBrowser();
const manifest = readManifest();

// The brochures use PDF's standard fonts, which are not embedded; pdf.js reads their metrics here.
const standardFontDataUrl =
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + path.sep;

async function pdfText(file: string): Promise<string> {
  const data = new Uint8Array(readFileSync(file));
  const pdf = await getDocument({ data, useSystemFonts: false, standardFontDataUrl }).promise;
  let text = '';
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    text += content.items.map((it) => ('str' in it ? it.str : '')).join(' ');
  }
  return text;
}

describe('search', () => {
  test('"microgrid" finds the microgrid service and the microgrid article, with the match marked', async () => {
    const { page, problems, context } = await site.newPage();
    await page.goto(`${site.url}/blog`);
    await waitForHydration(page);
    const box = page.getByRole('search').first().getByRole('searchbox');
    await box.fill('microgrid');
    await box.press('Enter');
    await page.waitForURL(/\/search\?s=microgrid/);
    await page.locator('.search-result').first().waitFor();
    const hrefs = await page
      .locator('.search-result__title a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/services/microgrid-controls');
    expect(hrefs).toContain('/blog/things-to-consider-microgrid');
    expect(await page.locator('.search-result mark').count()).toBeGreaterThan(0);
    expect(await page.locator('.search-result__type').allTextContents()).toContain('Service');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a query with no match says so and offers the main sections', async () => {
    const { page, context } = await site.newPage();
    await page.goto(`${site.url}/search?s=kumquat`);
    await page.getByText('Nothing matches “kumquat”').waitFor();
    // The way on is the main menu's sections (navigation.yaml), as on the 404 page.
    const sections = page.getByRole('navigation', { name: 'Main sections' }).getByRole('link');
    const hrefs = await sections.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of ['/services', '/projects', '/blog', '/contact-us']) expect(hrefs).toContain(href);
    await context.close();
  });
});

describe('brochures', () => {
  test('every linked brochure exists', () => {
    const missing = manifest.documents.flatMap((d) =>
      [d.downloads.pdf, d.downloads.docx].filter((f) => {
        try {
          return readFileSync(path.join(dist, f)).length < 1000;
        } catch {
          return true;
        }
      }),
    );
    expect(missing).toEqual([]);
  });

  test("a project's PDF holds its year and location; its DOCX is a valid package with the title", async () => {
    const doc = manifest.documents.find((d) => d.slug === 'winder-controls')!;
    const text = await pdfText(path.join(dist, doc.downloads.pdf));
    expect(text).toContain('2013');
    expect(text).toContain('San Marcos');
    const zip = await JSZip.loadAsync(readFileSync(path.join(dist, doc.downloads.docx)));
    expect(Object.keys(zip.files)).toContain('[Content_Types].xml');
    const xml = await zip.file('word/document.xml')!.async('string');
    expect(xml).toContain(doc.title);
  });
});

describe('discoverability', () => {
  test('sitemap lists every indexed route and robots.txt names it', () => {
    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    for (const r of manifest.routes.filter((x) => x.index)) {
      expect(sitemap).toContain(`<loc>${manifest.site.url}${r.path === '/' ? '/' : r.path}</loc>`);
    }
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain(
      `Sitemap: ${manifest.site.url}/sitemap.xml`,
    );
  });

  test('the RSS feed lists every article, is named after the blog page, and blog pages link it', () => {
    const feed = readFileSync(path.join(dist, 'feed.xml'), 'utf8');
    const articles = manifest.routes.filter((r) => r.template === 'Article' && r.index);
    expect(articles.length).toBeGreaterThan(0);
    expect((feed.match(/<item>/g) ?? []).length).toBe(articles.length);
    for (const a of articles) expect(feed).toContain(`<link>${manifest.origin}${a.path}</link>`);
    const list = manifest.routes.find((r) => r.template === 'BlogList')!;
    expect(feed).toContain(`: ${list.data.meta.title}</title>`);
    expect(feed).toContain(`<link>${manifest.origin}${list.path}</link>`);
    expect(feed).toMatch(/<language>en(-[a-z]+)?<\/language>/);
    const blog = readFileSync(path.join(dist, 'blog/index.html'), 'utf8');
    expect(blog).toContain('<link rel="alternate" type="application/rss+xml"');
  });

  test('pages carry JSON-LD: business on home and contact, BlogPosting on articles, breadcrumbs', () => {
    const ld = (file: string) =>
      [
        ...readFileSync(path.join(dist, file), 'utf8').matchAll(
          /<script type="application\/ld\+json">(.*?)<\/script>/g,
        ),
      ].map((m) => JSON.parse(m[1]!) as { '@type': string; telephone?: string; address?: object });
    const home = ld('index.html');
    expect(home.find((d) => d['@type'] === 'LocalBusiness')?.telephone).toBe(manifest.site.phones.sales);
    expect(ld('contact-us/index.html').some((d) => d['@type'] === 'LocalBusiness')).toBe(true);
    const article = ld('blog/things-to-consider-microgrid/index.html').map((d) => d['@type']);
    expect(article).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
  });

  test('every page names a 1200x630 Open Graph image that exists', async () => {
    const sharp = (await import('sharp')).default;
    const images = new Set<string>();
    for (const r of manifest.routes) {
      const html = readFileSync(outputFile(dist, r.path), 'utf8');
      const url = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
      images.add(url.slice(manifest.site.url.length));
    }
    for (const image of images) {
      const meta = await sharp(path.join(dist, image)).metadata();
      expect([image, meta.width, meta.height]).toEqual([image, 1200, 630]);
    }
    // Company pages have title cards of their own; entries use their cover art.
    expect(images).toContain('/og/about-us.png');
    expect(images).toContain('/og/media/projects/art/cobots-1.png');
    expect(readFileSync(path.join(dist, 'site.webmanifest'), 'utf8')).toContain(manifest.site.shortName);
  });
});

/**
 * Serves the pages at `url` as a build with analytics configured would (as the identity file
 * sets it): the provider in the HTML, its endpoint in the CSP; `edit` changes the HTML further.
 */
async function serveWithAnalytics(
  page: Page,
  url: string | RegExp,
  endpoint: string,
  edit = (html: string) => html,
) {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    // A site without analytics sends no tag; one with it names the provider in the head.
    const html = (await response.text()).replace(
      '</head>',
      `<meta name="analytics" content="beacon ${endpoint}"></head>`,
    );
    const headers = response.headers();
    headers['content-security-policy'] = headers['content-security-policy']!.replace(
      "connect-src 'self'",
      `connect-src 'self' ${new URL(endpoint).origin}`,
    );
    await route.fulfill({ response, body: edit(html), headers });
  });
}

describe('analytics', () => {
  test('sends nothing by default', async () => {
    const { page, context } = await site.newPage();
    const external: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(site.url)) external.push(r.url());
    });
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    await page.locator('main a[href^="/projects/"]').first().click();
    await page.waitForURL(/\/projects\//);
    await page.waitForTimeout(300);
    expect(external).toEqual([]);
    await context.close();
  });

  test('when configured, sends a page view per navigation and web vitals by beacon', async () => {
    const { page, context } = await site.newPage();
    const endpoint = 'https://collect.example.net/e';
    const beacons: { type: string; path?: string; name?: string }[] = [];
    await page.route(`${endpoint}**`, async (route) => {
      beacons.push(JSON.parse(route.request().postData() ?? '{}') as (typeof beacons)[number]);
      await route.fulfill({ status: 204 });
    });
    await serveWithAnalytics(page, new RegExp(`^${site.url}/projects(/cobots)?$`), endpoint);
    await page.goto(`${site.url}/projects`);
    await waitForHydration(page);
    // Each page load sends its view (a link opened as the visitor would, without the hover prerender).
    await page.goto(`${site.url}/projects/cobots`);
    await expect
      .poll(() => beacons.filter((b) => b.type === 'pageview').map((b) => b.path))
      .toEqual(['/projects', '/projects/cobots']);
    // Hiding the page flushes the pending vitals (CLS, LCP) by beacon.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => beacons.filter((b) => b.type === 'web-vital').length).toBeGreaterThan(0);
    await context.close();
  });

  test('when configured, a page without islands starts the analytics script and fetches no stylesheet', async () => {
    const { page, context } = await site.newPage();
    const endpoint = 'https://collect.example.net/e';
    await page.route(`${endpoint}**`, (route) => route.fulfill({ status: 204 }));
    // The inline loader of a page with islands, as a build with analytics puts it in every page.
    const loader = /<script data-entry="[^"]+">[\s\S]*?<\/script>/.exec(
      await (await fetch(`${site.url}/projects`)).text(),
    )![0];
    await serveWithAnalytics(page, `${site.url}/blog`, endpoint, (html) =>
      html.replace('</body>', `${loader}</body>`),
    );
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const pageview = page.waitForRequest((r) => r.url().startsWith(endpoint));
    await page.goto(`${site.url}/blog`);
    await pageview;
    expect(requested.filter((p) => p.endsWith('.js')).length).toBeGreaterThan(0);
    expect(requested.filter((p) => p.endsWith('.css'))).toEqual([]);
    await context.close();
  });
});

describe('chunk load failure', () => {
  test('reloads once, then keeps the page and shows a notice that names the script, with Reload and the phone', async () => {
    const { page, context } = await site.newPage();
    // The contact form's script fails, as after a deploy that removed old files.
    const failing = new Set<string>();
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      const url = route.request().url();
      if (/ContactForm/.test(url)) {
        failing.add(url);
        await route.abort('failed');
      } else await route.continue();
    });
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto(`${site.url}/contact-us`);
    await page
      .getByRole('heading', { name: 'Part of this page could not load' })
      .waitFor({ timeout: 15_000 });
    expect(loads).toBe(2); // the page, and the one automatic reload
    expect(failing.size).toBeGreaterThan(0);
    const notice = page.getByRole('alert');
    expect(await notice.textContent()).toMatch(/\/assets\/\S+\.js/);
    // The page's text is all still there.
    expect(await page.locator('h1').textContent()).toBe('Contact Us');
    expect(await page.getByRole('button', { name: 'Reload the page' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Call us/ }).getAttribute('href')).toMatch(/^tel:\+1512555/);
    await context.close();
  });
});

describe('security headers', () => {
  // Every route's pages under this policy: tests/e2e/sweep.test.ts.
  test('pages carry the CSP and the security headers, and search works under them', async () => {
    const { page, problems, context } = await site.newPage();
    const first = await page.goto(`${site.url}/`);
    const headers = first!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toBeTruthy();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Search loads its index and WebAssembly, which the policy must allow.
    await page.goto(`${site.url}/search?s=power`);
    await page.locator('.search-result').first().waitFor();
    expect(problems.filter((p) => /Content Security Policy/i.test(p))).toEqual([]);
    await context.close();
  });

  test('pages carry speculation rules the browser accepts under the CSP: resting on a link starts its prerender', async () => {
    const { page, context } = await site.newPage();
    const cdp = await context.newCDPSession(page);
    const ruleSets: { sourceText: string; errorType?: string }[] = [];
    const prerenders: string[] = [];
    cdp.on('Preload.ruleSetUpdated', (e) => ruleSets.push(e.ruleSet));
    cdp.on('Preload.prerenderStatusUpdated', (e) => prerenders.push(new URL(e.key.url).pathname));
    await cdp.send('Preload.enable');
    await page.goto(`${site.url}/page-pricing`);
    expect(ruleSets.map((r) => r.errorType ?? 'accepted')).toEqual(['accepted']);
    const rules = JSON.parse(ruleSets[0]!.sourceText) as { prerender: { eagerness: string }[] };
    expect(rules.prerender[0]!.eagerness).toBe('moderate');
    expect(prerenders).toEqual([]);
    // With DevTools attached Chromium then declines to prerender, but the attempt is made.
    await page.locator('header a[href="/about-us"]').first().hover();
    await expect.poll(() => prerenders).toContain('/about-us');
    await context.close();
  });

  test('hashed assets are immutable, HTML revalidates, legacy paths redirect', async () => {
    const html = await fetch(`${site.url}/projects`);
    expect(html.headers.get('cache-control')).toContain('must-revalidate');
    const asset = /(?:src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(await html.text())![1]!;
    expect((await fetch(site.url + asset)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const r of manifest.redirects) {
      const res = await fetch(site.url + r.from, { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(r.to);
    }
  });
});

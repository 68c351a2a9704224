/**
 * `npm run dev` is the site the build makes: in a temporary copy, the dev server answers a page
 * with the same server-rendered content as dist/ (the same `render(url)`), its islands hydrate in
 * Chromium with a clean console, unknown paths get the 404 page, the feed the pages link is served,
 * and an edit to a content file shows on the next request, with no build step. The real content/ is
 * never touched.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeSiteCopy, startInCopy } from './site-copy.ts';
import { dist, launchBrowser, newPage, waitForHydration } from './support.ts';

let tmp: string;
let server: ChildProcess;
let url: string;

/** The page's <main>, as the server sent it. */
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0];

beforeAll(async () => {
  tmp = makeSiteCopy('dev');
  ({ child: server, url } = await startInCopy(
    tmp,
    'scripts/dev.ts',
    /Site \(dev\): (http:\/\/127\.0\.0\.1:\d+\/)/,
  ));
}, 90_000);
afterAll(() => {
  server?.kill();
  rmSync(tmp, { recursive: true, force: true });
});

describe('npm run dev', () => {
  test('answers a page with the content the build writes, 404 for unknown paths, and the feed', async () => {
    for (const p of ['/projects/otto', '/services/control-systems', '/']) {
      const res = await fetch(new URL(p, url));
      expect(res.status, p).toBe(200);
      const built = readFileSync(path.join(dist, p === '/' ? '' : p.slice(1), 'index.html'), 'utf8');
      expect(mainOf(await res.text()), p).toBe(mainOf(built));
    }
    const missing = await fetch(new URL('/no-such-page', url));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1');
    // The feed the pages link lists the articles the built one lists.
    const items = (xml: string) => xml.match(/<item>[\s\S]*?<\/item>/g);
    const devFeed = await (await fetch(new URL('/feed.xml', url))).text();
    expect(items(devFeed)?.length).toBeGreaterThan(0);
    expect(items(devFeed)).toEqual(items(readFileSync(path.join(dist, 'feed.xml'), 'utf8')));
  });

  test('hydrates the islands in Chromium with a clean console, inline art included', async () => {
    const browser = await launchBrowser();
    try {
      const { page, problems } = await newPage(browser);
      // The gallery and the project filter render the page's largest image from their props: it
      // comes inline (small line art) in the server's HTML and in the island's own render alike.
      for (const p of ['/projects/otto', '/projects']) {
        await page.goto(new URL(p, url).href);
        await waitForHydration(page);
        expect(await page.locator('[data-island][data-hydrated]').count(), p).toBeGreaterThan(0);
        const largest = page.locator('main img[fetchpriority="high"]').first();
        expect(await largest.getAttribute('src'), p).toMatch(/^data:image\/svg\+xml,/);
      }
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('shows an edit to a content file on the next request', async () => {
    const file = path.join(tmp, 'content/projects/otto.mdx');
    const sentence = 'A sentence added while the development server runs.';
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n${sentence}\n`);
    await expect
      .poll(async () => (await (await fetch(new URL('/projects/otto', url))).text()).includes(sentence), {
        timeout: 10_000,
      })
      .toBe(true);
  });
});

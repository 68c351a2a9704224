/** The site shell in a real browser: menu, current page, breadcrumb, mobile menu, no-JS reading. */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useSiteInBrowser, waitForHydration } from './support.ts';

const site = useSiteInBrowser();

/** Whether the browser reports the named button as expanded (its own accessibility tree). */
async function expanded(context: BrowserContext, page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await context.newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      name?: { value?: string };
      role?: { value?: string };
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  const node = nodes.find((n) => n.role?.value === 'button' && n.name?.value === name);
  const value = node?.properties?.find((p) => p.name === 'expanded')?.value.value;
  await cdp.detach();
  return value === undefined ? undefined : Boolean(value);
}

/** How many links and controls under `selector` can take focus now (visible, not inert). */
function tabStopsIn(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    let count = 0;
    for (const root of document.querySelectorAll(sel)) {
      for (const el of root.querySelectorAll<HTMLElement>('a[href], button, input')) {
        el.focus();
        if (document.activeElement === el) count++;
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return count;
  }, selector);
}

describe('site shell', () => {
  test('main menu marks the current page and its section, and its links load full pages', async () => {
    const { page, problems, context } = await site.newPage();
    await page.goto(`${site.url}/about-team`);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator('a[aria-current="page"]').first().textContent()).resolves.toBe('Leadership');
    // Its section's top-level item looks highlighted: drawn unlike the other top-level items.
    const look = (name: string) =>
      nav
        .getByRole('link', { name, exact: true })
        .first()
        .evaluate((a) => {
          const style = getComputedStyle(a);
          return `${style.color} ${style.boxShadow} ${style.borderBottomColor} ${style.fontWeight}`;
        });
    const [section, other, another] = await Promise.all([look('About Us'), look('Blog'), look('Projects')]);
    expect(other).toBe(another);
    expect(section).not.toBe(other);

    // A marker on window survives client navigation but not a full page load.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await nav.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(`${site.url}/blog`);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await expect(nav.locator('a[aria-current="page"]').textContent()).resolves.toBe('Blog');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('links inside pages and entry bodies load the linked page, with its own head', async () => {
    const { page, problems, context } = await site.newPage();
    await page.goto(`${site.url}/projects`);
    await waitForHydration(page);
    await page
      .locator('main')
      .getByRole('link', { name: 'Concrete 3D Printer Control System' })
      .first()
      .click();
    await page.waitForURL(`${site.url}/projects/3d-printer`);
    await page.locator('h1', { hasText: 'Concrete 3D Printer Control System' }).waitFor();
    expect(await page.title()).toMatch(/^Concrete 3D Printer Control System/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/projects\/3d-printer$/,
    );
    expect(await page.locator('h1').count()).toBe(1);

    await page.goto(`${site.url}/projects/otto`);
    await page.locator('.prose').getByRole('link', { name: 'power distribution' }).first().click();
    await page.waitForURL(`${site.url}/services/power-distribution`);
    await page.getByRole('heading', { level: 1, name: 'Power Distribution', exact: true }).waitFor();
    expect(await page.locator('.prose').first().textContent()).not.toContain('Otto');
    await page.goBack();
    await page.waitForURL(`${site.url}/projects/otto`);
    await page.locator('.prose', { hasText: 'autonomous mobile robots' }).waitFor();
    await waitForHydration(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('nothing but the page is requested before its first paint; React only where a page has islands, after it is painted', async () => {
    const { page, problems, context } = await site.newPage();
    const scripts: { url: string; atLoad: boolean }[] = [];
    let loaded = false;
    page.on('load', () => {
      loaded = true;
    });
    const fonts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'font' && fonts.push(r.url()));
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push({ url: new URL(r.url()).pathname, atLoad: loaded });
    });

    // An article has no interactive part: like a page of a zero-JavaScript site, it loads no script.
    await page.goto(`${site.url}/blog/things-to-consider-microgrid`);
    await waitForHydration(page);
    expect(await page.locator('[data-island]').count()).toBe(0);
    expect(scripts).toEqual([]);
    expect(await page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length)).toBe(0);
    // Its cover is shown; small line art comes inside the page, with nothing to fetch first, and
    // a larger image is preloaded.
    const cover = await page.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')!;
      const src = img.getAttribute('src')!;
      return {
        inline: src.startsWith('data:image/svg+xml,'),
        preloaded: document.querySelector(`link[rel="preload"][as="image"][href="${src}"]`) !== null,
        shown: img.complete && img.naturalWidth > 0,
      };
    });
    expect(cover.shown).toBe(true);
    // The only images fetched are lazy ones further down (how soon depends on the machine).
    const eager = await page.evaluate(() => {
      const lazy = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
      const lazySrcs = new Set(lazy.map((i) => i.currentSrc || i.src));
      return performance
        .getEntriesByType('resource')
        .filter((r) => r.initiatorType === 'img' && !lazySrcs.has(r.name))
        .map((r) => r.name);
    });
    if (cover.inline) expect(eager).toEqual([]);
    else expect(cover.preloaded).toBe(true);

    // The home page's carousels, tabs and accordion load after the load event, and work.
    scripts.length = 0;
    loaded = false;
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    // Not even the entry is requested before the load event: an inline loader starts it.
    expect(scripts.filter((s) => !s.atLoad)).toEqual([]);
    expect(scripts.map((s) => s.url)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/assets\/Carousel-[\w-]+\.js$/)]),
    );
    // Their requests start once the largest element is on screen, so none competes with its paint.
    const timing = await page.evaluate(async () => ({
      paint: await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      ),
      requests: performance
        .getEntriesByType('resource')
        .filter((r) => r.name.endsWith('.js'))
        .map((r) => r.startTime),
    }));
    expect(timing.requests.length).toBeGreaterThan(3);
    expect(Math.min(...timing.requests)).toBeGreaterThanOrEqual(timing.paint);
    const next = page.getByRole('button', { name: /next/i }).first();
    await next.click();
    // Text is set in the system's own font: no font file to wait for.
    expect(fonts).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('styles are inline: no stylesheet is requested before the load event; islands bring the whole sheet', async () => {
    const { page, problems, context } = await site.newPage();
    const early: string[] = [];
    let loaded = false;
    page.on('load', () => {
      loaded = true;
    });
    page.on('request', (r) => {
      if (!loaded && (r.resourceType() === 'stylesheet' || r.url().endsWith('.css')))
        early.push(new URL(r.url()).pathname);
    });
    const sheets = () =>
      page.$$eval('link[rel="stylesheet"]', (links) => links.map((l) => l.getAttribute('href')));
    const linked: Record<string, (string | null)[]> = {};
    for (const p of ['/contact-us', '/projects', '/projects/otto']) {
      loaded = false;
      await page.goto(`${site.url}${p}`);
      await waitForHydration(page);
      linked[p] = await sheets();
    }
    expect(early).toEqual([]);
    // Each of these pages has islands: once hydrated, it has the site's one stylesheet.
    expect(linked['/contact-us']).toHaveLength(1);
    expect(linked['/projects']).toEqual(linked['/contact-us']);
    expect(linked['/projects/otto']).toEqual(linked['/contact-us']);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('breadcrumb is an ordered list: Home, parent, current page', async () => {
    const { page, context } = await site.newPage();
    await page.goto(`${site.url}/projects/otto`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('ol > li');
    expect(await crumbs.allTextContents()).toEqual([
      'Home',
      'Projects',
      await page.locator('h1').textContent(),
    ]);
    expect(await crumbs.last().locator('[aria-current="page"]').count()).toBe(1);
    await context.close();
  });

  test('at 360 px the menu opens from a button, before and without any script, and nothing scrolls sideways', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page, problems, context } = await site.newPage({
        viewport: { width: 360, height: 740 },
        javaScriptEnabled,
      });
      await page.goto(`${site.url}/`);
      if (javaScriptEnabled) await waitForHydration(page);
      const button = page.getByRole('button', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await expanded(context, page, 'Menu')).toBe(false);
      expect(await nav.isVisible()).toBe(false);
      // Closed, none of the menu's links takes focus.
      expect(await tabStopsIn(page, '#main-menu')).toBe(0);
      await button.click();
      expect(await expanded(context, page, 'Menu')).toBe(true);
      expect(await nav.isVisible()).toBe(true);
      await nav.getByRole('link', { name: 'Leadership' }).waitFor();
      await page.keyboard.press('Escape');
      expect(await nav.isVisible()).toBe(false);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  test('on wide screens a submenu opens on hover and focus, and its links take focus only when shown', async () => {
    const { page, problems, context } = await site.newPage();
    await page.goto(`${site.url}/`);
    const about = page.locator('.main-nav__item.has-sub', { hasText: 'About Us' });
    const leadership = about.getByRole('link', { name: 'Leadership' });
    expect(await leadership.isVisible()).toBe(false);
    expect(await tabStopsIn(page, '.main-nav__item.has-sub .submenu')).toBe(0);
    await about.locator('> a').hover();
    await leadership.waitFor({ state: 'visible' });
    await page.mouse.move(0, 600);
    await leadership.waitFor({ state: 'hidden' });
    await about.locator('> a').focus();
    await page.keyboard.press('Tab');
    await leadership.waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.activeElement?.closest('.submenu') !== null)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('reads fully with JavaScript disabled', async () => {
    const { page, context } = await site.newPage({ javaScriptEnabled: false });
    await page.goto(`${site.url}/services/power-distribution`);
    // What is on screen (innerText), not what the HTML holds hidden (textContent).
    expect(await page.locator('h1').innerText()).toBe('Power Distribution');
    expect((await page.locator('main .prose').first().innerText()).length).toBeGreaterThan(500);
    // Each tab shows its panel's text when chosen, with no script; the standard the panels follow
    // is among them.
    const tabs = page.getByRole('radiogroup', { name: /in detail/ }).locator('label');
    expect(await tabs.count()).toBeGreaterThan(1);
    const read: string[] = [];
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      const shown = await page
        .locator('.tabs__panel')
        .evaluateAll((panels: HTMLElement[]) =>
          panels.filter((p) => p.checkVisibility()).map((p) => p.innerText.trim()),
        );
      expect(shown).toHaveLength(1);
      expect(shown[0]!.length).toBeGreaterThan(100);
      read.push(shown[0]!);
    }
    expect(read.join('\n')).toContain('UL 508A');
    expect(await page.locator('nav[aria-label="Main"] a').count()).toBeGreaterThan(15);
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    expect(await footer.innerText()).toContain('555-01');
    await context.close();
  });

  test('unknown paths get the 404 page with a way forward', async () => {
    const { page, problems, context } = await site.newPage();
    const response = await page.goto(`${site.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });
});

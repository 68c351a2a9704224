/** The site shell in a real browser: menu, current page, breadcrumb, mobile menu, no-JS reading. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, newPage, serveDist, waitForHydration } from './support.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof serveDist>>;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), serveDist()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('site shell', () => {
  test('main menu marks the current page and its section, and its links load full pages', async () => {
    const { page, problems, context } = await newPage(browser);
    await page.goto(`${server.url}/about-team`);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator('a[aria-current="page"]').first().textContent()).resolves.toBe('Leadership');
    await expect(nav.locator('.main-nav__item.is-active > a').textContent()).resolves.toBe('About Us');

    // A marker on window survives client navigation but not a full page load.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await nav.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(`${server.url}/blog`);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await expect(nav.locator('a[aria-current="page"]').textContent()).resolves.toBe('Blog');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('links inside pages navigate client-side and update the title', async () => {
    const { page, problems, context } = await newPage(browser);
    await page.goto(`${server.url}/projects`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page
      .locator('main')
      .getByRole('link', { name: 'Concrete 3D Printer Control System' })
      .first()
      .click();
    await page.waitForURL(`${server.url}/projects/3d-printer`);
    await page.locator('h1', { hasText: 'Concrete 3D Printer Control System' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.waitForFunction(() => document.title.startsWith('Concrete 3D Printer Control System'));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/projects\/3d-printer$/,
    );
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('main').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('links in an entry body navigate client-side; the new body arrives with its data', async () => {
    const { page, problems, context } = await newPage(browser);
    await page.goto(`${server.url}/projects/otto`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('.prose').getByRole('link', { name: 'power distribution' }).first().click();
    await page.waitForURL(`${server.url}/services/power-distribution`);
    // Exact: the project's own heading, "Otto AMR Power Distribution", contains these words too,
    // and the URL changes before the new page has rendered.
    await page.getByRole('heading', { level: 1, name: 'Power Distribution', exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // The service's own text replaced the project's, and its links work the same way.
    expect(await page.locator('.prose').first().textContent()).not.toContain('Otto');
    expect(await page.locator('.prose p').count()).toBeGreaterThan(0);
    await page.goBack();
    await page.waitForURL(`${server.url}/projects/otto`);
    await page.locator('.prose', { hasText: 'autonomous mobile robots' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('styles are inline: no stylesheet is downloaded, until a page of another kind is opened', async () => {
    const { page, problems, context } = await newPage(browser);
    const sheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet' || r.url().endsWith('.css'))
        sheets.push(new URL(r.url()).pathname);
    });
    for (const p of ['/contact-us', '/projects', '/projects/otto']) {
      await page.goto(`${server.url}${p}`);
      await waitForHydration(page);
    }
    expect(sheets).toEqual([]);
    // A project page carries the shared styles only; the company pages' sheet comes with the
    // contact page's chunk on client navigation, and styles it.
    await page.locator('main a[href="/contact-us"]').first().click();
    await page.waitForURL(`${server.url}/contact-us`);
    await page.locator('h1', { hasText: 'Contact Us' }).waitFor();
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatch(/^\/assets\/pages-[\w-]+\.css$/);
    await page.waitForFunction(
      () =>
        document.styleSheets.length > 0 &&
        [...document.styleSheets].some((s) => s.href?.includes('/assets/pages-')),
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  test('breadcrumb is an ordered list: Home, parent, current page', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/projects/otto`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('ol > li');
    expect(await crumbs.allTextContents()).toEqual([
      'Home',
      'Projects',
      await page.locator('h1').textContent(),
    ]);
    expect(await crumbs.last().locator('[aria-current="page"]').count()).toBe(1);
    await context.close();
  });

  test('at 360 px the menu opens from a button and nothing scrolls sideways', async () => {
    const { page, problems, context } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Menu' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('reads fully with JavaScript disabled', async () => {
    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.url}/services/power-distribution`);
    expect(await page.locator('h1').textContent()).toBe('Power Distribution');
    expect(await page.locator('main').textContent()).toContain('UL 508A');
    expect(await page.locator('nav[aria-label="Main"] a').count()).toBeGreaterThan(15);
    expect(await page.locator('footer').textContent()).toContain('555-01');
    await context.close();
  });

  test('unknown paths get the 404 page with a way forward', async () => {
    const { page, problems, context } = await newPage(browser);
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });
});

/**
 * Nothing hydrates before it is needed (src/lib/hydrate-when.ts): an island that only answers
 * input waits for the visitor's first sign on it, one below the first screen for the visitor to
 * come near it; until then the page loads none of its script and shows its prerendered HTML, and
 * then it works as it always has, with no console error or hydration warning.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { readManifest, useSiteInBrowser } from './support.ts';

const site = useSiteInBrowser();

/** Scripts an island needs (React and the islands' modules), as opposed to the page's small entry. */
const ISLAND_SCRIPT = /\/assets\/(islands-client|Gallery|Carousel|Tabs)-[\w-]+\.js$/;

/** Waits until the page has loaded, its entry watches for the visitor, and the browser has been idle. */
async function settledAtLoad(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.islands === 'watching');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
}

/** A case study with a gallery of more than one image, and related projects. */
function caseStudy(): { path: string; images: number } {
  const route = readManifest().routes.find(
    (r) => r.template === 'ProjectDetail' && r.index && r.data.project.gallery.length > 1,
  );
  if (!route || route.template !== 'ProjectDetail') throw new Error('no case study with a gallery');
  return { path: route.path, images: route.data.project.gallery.length };
}

describe('hydration on demand', () => {
  test('a case study loads no island script until the visitor reaches for one', async () => {
    const { page, problems, context } = await site.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    const { path, images } = caseStudy();
    await page.goto(`${site.url}${path}`);
    await settledAtLoad(page);
    expect(scripts.filter((u) => ISLAND_SCRIPT.test(u))).toEqual([]);
    const gallery = page.locator('.gallery');
    const next = gallery.getByRole('button', { name: 'Next image' });
    // Before its script, the gallery's arrows keep their place unseen; its thumbnails are links.
    expect(await next.isVisible()).toBe(false);
    await gallery.hover();
    await next.waitFor({ state: 'visible' });
    await next.click();
    const second = gallery.getByRole('button', { name: `Show image 2 of ${images}` });
    await expect.poll(() => second.getAttribute('aria-current')).toBe('true');
    // The related projects below: their arrows come with the pointer, and move the slides.
    const related = page.locator('[data-island="Carousel"]');
    const previous = related.getByRole('button', { name: 'Previous slide' });
    expect(scripts.some((u) => /\/Carousel-/.test(u))).toBe(false);
    await related.hover();
    await previous.waitFor({ state: 'visible' });
    expect(await previous.isDisabled()).toBe(true);
    await related.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => previous.isDisabled(), { timeout: 10_000 }).toBe(false);
    expect(scripts.some((u) => /\/Carousel-/.test(u))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('on a phone, the first touch on the gallery brings its arrows, which then work', async () => {
    const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
    const { page, problems, context } = await site.newPage(phone);
    const { path, images } = caseStudy();
    await page.goto(`${site.url}${path}`);
    await settledAtLoad(page);
    const gallery = page.locator('.gallery');
    const next = gallery.getByRole('button', { name: 'Next image' });
    expect(await next.isVisible()).toBe(false);
    await gallery.locator('.gallery__viewport').tap();
    await next.waitFor({ state: 'visible' });
    await next.tap();
    const second = gallery.getByRole('button', { name: `Show image 2 of ${images}` });
    await expect.poll(() => second.getAttribute('aria-current')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('home: partner logos turn once scrolled near, tabs work once pointed at', async () => {
    const { page, problems, context } = await site.newPage();
    await page.goto(`${site.url}/`);
    await settledAtLoad(page);
    const viewport = page.locator('.partners__carousel .carousel__viewport');
    const turned = () =>
      viewport.evaluate((el) => {
        const first = el.querySelector('.carousel__slide')!.getBoundingClientRect().left;
        return Math.round(first - el.getBoundingClientRect().left) !== 0;
      });
    // Far below the first screen, the carousel that advances by itself has not hydrated: its
    // buttons, which only its script works, are still unseen, and it stands at its first slide.
    const controls = page.locator('.partners__carousel .carousel__controls');
    expect(await controls.count()).toBe(1);
    expect(await controls.isVisible()).toBe(false);
    expect(await turned()).toBe(false);
    await viewport.scrollIntoViewIfNeeded();
    await controls.waitFor({ state: 'visible' });
    await expect.poll(turned, { timeout: 15_000 }).toBe(true);
    // The tabs: radio buttons until the pointer comes to them, then WAI-ARIA tabs with arrow keys.
    expect(await page.getByRole('tablist').count()).toBe(0);
    const tabs = page.locator('[data-island="Tabs"]');
    await tabs.hover();
    const list = page.getByRole('tablist');
    await list.waitFor();
    const tab = list.getByRole('tab');
    await tab.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await tab.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });
});

/**
 * A visitor whose browser runs no script (or whose scripts have not arrived yet): on every page
 * with tabs or an accordion, each tab and each item opens by pointer and keyboard and its text is
 * on screen, read as the visitor sees it (innerText, checkVisibility), not as the HTML holds it.
 * And on every page, no text is out of sight except behind a closed item or an unchosen tab.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { dist, inLanes, readManifest, stylesSettled, useSiteInBrowser } from './support.ts';

const site = useSiteInBrowser();

/** Every page of the built site, as [route, html]. */
function builtPages(): [string, string][] {
  const pages: [string, string][] = [];
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(dist, rel), { withFileTypes: true })) {
      const p = path.join(rel, e.name);
      if (e.isDirectory() && e.name !== 'assets') walk(p);
      else if (e.name === 'index.html') {
        const route = `/${path.dirname(p).split(path.sep).join('/')}`.replace(/\/\.$/, '/');
        pages.push([route === '/.' ? '/' : route, readFileSync(path.join(dist, p), 'utf8')]);
      }
    }
  };
  walk('.');
  return pages.sort(([a], [b]) => a.localeCompare(b));
}

const pages = builtPages();
const withTabs = pages.filter(([, html]) => html.includes('class="tabs__list"')).map(([r]) => r);
const withAccordions = pages.filter(([, html]) => html.includes('class="accordion"')).map(([r]) => r);

/** One page of each template that has a carousel. */
const carouselPages = (() => {
  const html = new Map(pages);
  const byTemplate = new Map<string, string>();
  for (const r of readManifest().routes) {
    const route = r.path === '/' ? '/' : r.path.replace(/\/$/, '');
    if (!byTemplate.has(r.template) && html.get(route)?.includes('aria-roledescription="carousel"'))
      byTemplate.set(r.template, route);
  }
  return [...byTemplate.values()];
})();

/**
 * Calls `each` with each route open in a page with scripts off, four pages at a time. Each of the
 * four goes from route to route: without scripts, a page keeps nothing from one address to the next.
 */
async function eachWithoutScripts(routes: string[], each: (page: Page, route: string) => Promise<void>) {
  const lanes = await Promise.all(routes.slice(0, 4).map(() => site.newPage({ javaScriptEnabled: false })));
  await inLanes(routes, lanes.length, async (route, lane) => {
    const { page } = lanes[lane]!;
    await page.goto(`${site.url}${route}`);
    await each(page, route);
  });
  await Promise.all(lanes.map(({ context }) => context.close()));
}

async function openWithoutScripts(route: string, options: BrowserContextOptions = {}) {
  const opened = await site.newPage({ javaScriptEnabled: false, ...options });
  await opened.page.goto(`${site.url}${route}`);
  return opened;
}

/**
 * The text a visitor sees in the element: none if it is not rendered, else its rendered text once
 * it is scrolled to (sections far down the page are laid out only as they come near the screen).
 */
async function seen(el: Locator): Promise<string> {
  const rendered = () =>
    el.evaluate((e: HTMLElement) => e.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
  if (!(await rendered())) return '';
  await el.scrollIntoViewIfNeeded();
  let text = '';
  for (let tries = 0; tries < 20 && !text; tries++) {
    if (tries) await new Promise((r) => setTimeout(r, 50));
    text = await el.evaluate((e: HTMLElement) => e.innerText.replace(/\s+/g, ' ').trim());
  }
  return text;
}

/**
 * Whether all the text the element holds is on screen: its rendered text (innerText leaves out
 * what CSS hides) has every character of its text content, spacing and letter case aside.
 */
async function allSeen(el: Locator): Promise<boolean> {
  const squeeze = (s: string) => s.replace(/\s+/g, '').toLowerCase();
  const held = await el.evaluate((e) => e.textContent ?? '');
  return squeeze(held) !== '' && squeeze(await seen(el)) === squeeze(held);
}

/** axe-core's findings on the page (axe runs in the page: scripts are on, the site's are not). */
async function axeViolations(page: Page): Promise<string[]> {
  await stylesSettled(page);
  await page.evaluate(axe.source);
  const result = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('with JavaScript off', () => {
  test('the pages with tabs and accordions are found in the built site', () => {
    // The home page has both (SPEC: tabs and the FAQ).
    expect(withTabs).toContain('/');
    expect(withAccordions).toContain('/');
  });

  test('every tab shows its own panel, by pointer and by arrow keys, the first one first', async () => {
    const failures: string[] = [];
    await eachWithoutScripts(withTabs, async (page, route) => {
      const groups = page.locator('.tabs');
      for (let g = 0; g < (await groups.count()); g++) {
        const group = groups.nth(g);
        const radios = group.getByRole('radio');
        const n = await radios.count();
        const panels = await Promise.all(
          Array.from({ length: n }, async (_, i) =>
            page.locator(`[id="${await radios.nth(i).getAttribute('aria-controls')}"]`),
          ),
        );
        /** Which panels are on screen, by tab number: "2" when the second alone is. */
        const shown = async () =>
          (await Promise.all(panels.map(seen))).flatMap((text, i) => (text ? [i + 1] : [])).join() || 'none';
        const where = `${route} tabs ${g + 1}`;
        if (n < 2) failures.push(`${where}: ${n} tabs`);
        if ((await shown()) !== '1') failures.push(`${where}: panels shown first: ${await shown()}`);
        for (let i = 0; i < n; i++) {
          const tab = radios.nth(i).locator('xpath=ancestor::label');
          await tab.scrollIntoViewIfNeeded();
          if (!(await seen(tab))) failures.push(`${where}: tab ${i + 1} is not on screen`);
          await tab.click();
          if ((await shown()) !== `${i + 1}`)
            failures.push(`${where}: clicked tab ${i + 1}, shown ${await shown()}`);
          if (!(await allSeen(panels[i]!)))
            failures.push(`${where}: tab ${i + 1}'s panel is not all on screen`);
        }
        // A radio group moves with the arrow keys, like tabs do.
        await radios.nth(0).locator('xpath=ancestor::label').click();
        await radios.nth(0).focus();
        await page.keyboard.press('ArrowRight');
        if ((await shown()) !== '2') failures.push(`${where}: ArrowRight showed ${await shown()}`);
      }
    });
    expect(failures).toEqual([]);
  }, 120_000);

  test('every accordion item opens and closes by pointer and keyboard, one at a time, the first one open', async () => {
    const failures: string[] = [];
    await eachWithoutScripts(withAccordions, async (page, route) => {
      const accordions = page.locator('.accordion');
      for (let a = 0; a < (await accordions.count()); a++) {
        const items = accordions.nth(a).locator('details');
        const n = await items.count();
        const where = `${route} accordion ${a + 1}`;
        /** Which items are open, by number: "2" when the second alone is. */
        const open = async () =>
          (
            await items.evaluateAll((els) =>
              els.flatMap((d, i) => ((d as HTMLDetailsElement).open ? [i + 1] : [])),
            )
          ).join() || 'none';
        if (n < 2) failures.push(`${where}: ${n} items`);
        if ((await open()) !== '1') failures.push(`${where}: open first: ${await open()}`);
        for (let i = 0; i < n; i++) {
          const item = items.nth(i);
          const summary = item.locator('summary');
          const title = await seen(summary);
          if (!title) failures.push(`${where}: item ${i + 1} has no title on screen`);
          // Closed, only its title is on screen; opened, all of it, and the others close.
          if (i > 0) {
            if ((await seen(item)) !== title)
              failures.push(`${where}: item ${i + 1} shows more than "${title}" closed`);
            await summary.click();
          }
          if ((await open()) !== `${i + 1}`)
            failures.push(`${where}: opened item ${i + 1}, open: ${await open()}`);
          if (!(await allSeen(item))) failures.push(`${where}: item ${i + 1} is not all on screen, open`);
        }
        // Enter and Space on the focused title toggle it.
        const first = items.nth(0).locator('summary');
        await first.focus();
        await page.keyboard.press('Enter');
        if ((await open()) !== '1') failures.push(`${where}: Enter on the first item: ${await open()}`);
        await page.keyboard.press('Space');
        if ((await open()) !== 'none') failures.push(`${where}: Space on the first item: ${await open()}`);
      }
    });
    expect(failures).toEqual([]);
  }, 120_000);

  test('every carousel scrolls by touch, trackpad and keyboard, snapping to a slide; its buttons wait for the script', async () => {
    expect(carouselPages).toContain('/');
    const failures: string[] = [];
    await inLanes(carouselPages, 4, async (route) => {
      const { page, context } = await openWithoutScripts(route, {
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: true,
      });
      const cdp = await context.newCDPSession(page);
      const carousels = page.locator('[aria-roledescription="carousel"]');
      for (let c = 0; c < (await carousels.count()); c++) {
        const carousel = carousels.nth(c);
        const where = `${route} ${await carousel.getAttribute('aria-label')}`;
        const viewport = carousel.locator('[aria-roledescription="slide"]').first().locator('xpath=../..');
        /** Where each slide starts, from the left edge of the viewport. */
        const slides = () =>
          viewport.evaluate((v) =>
            [...v.querySelectorAll('[aria-roledescription="slide"]')].map((s) =>
              Math.round(s.getBoundingClientRect().left - v.getBoundingClientRect().left),
            ),
          );
        const reset = () => viewport.evaluate((v) => v.scrollTo({ left: 0, behavior: 'instant' }));
        /**
         * Whether, once the scroll and its snap have run,
         * a slide other than the first starts at the edge.
         */
        const movedToASlide = async () => {
          for (let waited = 0; waited < 2000; waited += 100) {
            await page.waitForTimeout(100);
            const at = await slides();
            if (at[0]! < 0 && at.some((x) => Math.abs(x) <= 1)) return true;
          }
          return false;
        };
        if ((await slides()).length < 2) continue;
        const buttons = carousel.getByRole('button');
        for (let b = 0; b < (await buttons.count()); b++)
          if (await buttons.nth(b).isVisible()) failures.push(`${where}: a button shows before its script`);
        await viewport.scrollIntoViewIfNeeded();
        const box = (await viewport.boundingBox())!;
        const y = Math.round(box.y + Math.min(60, box.height / 2));

        // A finger drags the track to the left.
        const x = Math.round(box.x + box.width * 0.8);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
        for (let step = 1; step <= 10; step++) {
          await cdp.send('Input.dispatchTouchEvent', {
            type: 'touchMove',
            touchPoints: [{ x: x - step * 25, y }],
          });
          await page.waitForTimeout(16);
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        if (!(await movedToASlide()))
          failures.push(`${where}: touch did not move it to a slide: ${(await slides()).join()}`);

        // A trackpad swipes sideways.
        await reset();
        await page.mouse.move(box.x + box.width / 2, y);
        await page.mouse.wheel(box.width * 0.6, 0);
        if (!(await movedToASlide()))
          failures.push(`${where}: the trackpad did not move it to a slide: ${(await slides()).join()}`);

        // The keyboard: Tab reaches the track, the right arrow scrolls it.
        await reset();
        await viewport.focus();
        if (!(await viewport.evaluate((v) => v === document.activeElement)))
          failures.push(`${where}: the track takes no focus`);
        await page.keyboard.press('ArrowRight');
        if (!(await movedToASlide()))
          failures.push(`${where}: the right arrow did not move it to a slide: ${(await slides()).join()}`);
      }
      await context.close();
    });
    expect(failures).toEqual([]);
  }, 120_000);

  test('on every page, all text is on screen but what a closed item or an unchosen tab holds, and axe finds nothing on pages with either', async () => {
    const failures: string[] = [];
    const { page, context } = await site.newPage({ javaScriptEnabled: false });
    for (const [route] of pages) {
      await page.goto(`${site.url}${route}`);
      const hidden = await page.evaluate(() => {
        const out: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement!;
          const text = node.textContent!.trim();
          if (
            !text ||
            el.closest('script, style, template, noscript, title, desc, [hidden], [aria-hidden="true"]')
          )
            continue;
          // Behind a disclosure the visitor opens, or a tab they choose: read by the tests above.
          if (el.closest('details:not([open]) > :not(summary)') || el.closest('.tabs__panel')) continue;
          // A menu that opens on a button or hover, a form's messages, the skip link: not content.
          if (el.closest('header, .skip-link')) continue;
          if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
            out.push(`${el.tagName.toLowerCase()}.${el.className}: ${text.slice(0, 60)}`);
        }
        return out;
      });
      for (const h of hidden) failures.push(`${route}: ${h}`);
    }
    await context.close();
    const prerendered = await site.newPage();
    await prerendered.page.route(/\.js$/, (route) => route.abort());
    for (const route of new Set([...withTabs, ...withAccordions])) {
      await prerendered.page.goto(`${site.url}${route}`);
      for (const v of await axeViolations(prerendered.page)) failures.push(`${route}: axe ${v}`);
    }
    await prerendered.context.close();
    expect(failures).toEqual([]);
  }, 180_000);
});

/**
 * Each page inlines only the rules its markup and its islands can use (scripts/lib/critical-css.ts):
 * no rule of its whole stylesheets that it left out matches anything on a page of any template,
 * prerendered or hydrated, before or after a visitor uses its islands; and no stylesheet loads.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { readManifest, useSiteInBrowser, waitForHydration } from './support.ts';

const site = useSiteInBrowser();

/** One page of each template, the first the manifest lists. */
function onePagePerTemplate(): string[] {
  const seen = new Map<string, string>();
  for (const r of readManifest().routes) if (!seen.has(r.template)) seen.set(r.template, r.path);
  return [...seen.values()];
}

/**
 * The rules of the page's whole stylesheets (as linked, not applied) that are not among its inlined
 * rules and that match an element of the page as it is now, in any media and in any state a visitor
 * can put it in by pointer or keyboard (hover, focus, an open popover or details element...).
 * Pseudo-elements count as their element.
 */
function missingRules(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const STATES =
      /:(hover|focus|focus-visible|focus-within|active|visited|checked|popover-open|open|target|placeholder-shown|user-invalid|invalid|valid)(?![\w-])/g;
    const PSEUDO_ELEMENT =
      /::?(before|after|marker|placeholder|backdrop|selection|file-selector-button|first-line|first-letter)(?![\w-])/g;
    const keys = (rules: CSSRuleList, into: string[] = [], media = ''): string[] => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) into.push(`${media}${rule.cssText}`);
        else if (rule instanceof CSSGroupingRule)
          keys(rule.cssRules, into, `${media}${rule.cssText.split('{')[0]}{`);
      }
      return into;
    };
    const inlined = new Set(
      [...document.querySelectorAll('style')].flatMap((style) => keys(style.sheet!.cssRules)),
    );
    const missing: string[] = [];
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    for (const link of links) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(await (await fetch(link.href)).text());
      const visit = (rules: CSSRuleList, media = '') => {
        for (const rule of rules) {
          if (rule instanceof CSSGroupingRule) visit(rule.cssRules, `${media}${rule.cssText.split('{')[0]}{`);
          if (!(rule instanceof CSSStyleRule) || inlined.has(`${media}${rule.cssText}`)) continue;
          const selector = rule.selectorText.replace(STATES, '').replace(PSEUDO_ELEMENT, '');
          for (const one of selector.split(',')) {
            const s = one.trim() || '*';
            let matched: boolean;
            try {
              matched = document.querySelector(s) !== null;
            } catch {
              matched = true; // a state left a selector the test cannot read: reported to be looked at
            }
            if (matched) missing.push(`${media}${rule.selectorText}`);
          }
        }
      };
      visit(sheet.cssRules);
    }
    return missing;
  });
}

describe('critical CSS', () => {
  test('a page of each template inlines every rule that can style it, in any media and any state a visitor gives it', async () => {
    const { page, context } = await site.newPage();
    // The page's own scripts do not run: what is checked is the prerendered page.
    await page.route(/\.js$/, (route) => route.abort());
    for (const p of onePagePerTemplate()) {
      await page.goto(`${site.url}${p}`);
      const linked = await page.locator('link[rel="stylesheet"]').count();
      expect(linked, p).toBeGreaterThan(0);
      expect(await missingRules(page), p).toEqual([]);
    }
    await context.close();
  });

  test('once islands hydrate, and after a visitor uses them, pages still need no rule they lack; no stylesheet is loaded', async () => {
    const { page, problems, context } = await site.newPage();
    const sheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') sheets.push(r.url());
    });
    /** What islands change: the steps taken on a page before its styles are compared. */
    const visits: [string, (page: Page) => Promise<unknown>][] = [
      ...onePagePerTemplate().map((p): [string, (page: Page) => Promise<unknown>] => [p, async () => {}]),
      // Every required field in error.
      ['/contact-us', (pg) => pg.getByRole('button', { name: 'Send message' }).click()],
      ['/home-02', (pg) => pg.getByRole('button', { name: 'Request a call back' }).click()],
      // The next slide, another tab, an open question, a filtered list, search results.
      ['/', (pg) => pg.getByRole('button', { name: /next/i }).first().click()],
      ['/', (pg) => pg.getByRole('tab').nth(1).click()],
      ['/', (pg) => pg.locator('.accordion summary').nth(1).click()],
      ['/projects', (pg) => pg.locator('.filter__button').nth(1).click()],
      ['/search?q=robot', (pg) => pg.waitForSelector('main li a')],
    ];
    for (const [p, act] of visits) {
      await page.goto(`${site.url}${p}`);
      await waitForHydration(page);
      await act(page);
      expect(await missingRules(page), p).toEqual([]);
    }
    expect(sheets).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});

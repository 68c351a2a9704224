/**
 * Each page inlines only the rules its markup can use (scripts/lib/critical-css.ts): no rule of
 * the whole stylesheet that it left out matches anything on a page of any template, in any state
 * a visitor gives it without scripts; a page with islands inlines those of its first screen as it
 * first paints (no hover, focus or transition), and its loader brings the whole sheet after the
 * load event (without scripts, a `<noscript>` link).
 * Nothing on the first screen moves when it arrives.
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
 * Pseudo-elements count as their element. `later`: elements the page styles once the whole sheet
 * has loaded (those after the first screen), a selector.
 */
function missingRules(page: Page, later: string, firstPaint = false): Promise<string[]> {
  return page.evaluate(
    async ([later, firstPaint]) => {
      // Each name whole: `:focus` never matches just the start of `:focus-visible`.
      const anyOf = (prefix: string, names: string[]) =>
        new RegExp(`${prefix}(${names.join('|')})(?![\\w-])`, 'g');
      const STATES = anyOf(':', [
        'hover',
        'focus',
        'focus-visible',
        'focus-within',
        'active',
        'visited',
        'checked',
        'popover-open',
        'open',
        'target',
        'placeholder-shown',
        'user-invalid',
        'invalid',
        'valid',
      ]);
      const PSEUDO_ELEMENT = anyOf('::?', [
        'before',
        'after',
        'marker',
        'placeholder',
        'backdrop',
        'selection',
        'file-selector-button',
        'first-line',
        'first-letter',
      ]);
      const keys = (rules: CSSRuleList, into: string[] = [], media = ''): string[] => {
        for (const rule of rules) {
          // The selector, not the whole text: the page writes design tokens in place of var().
          if (rule instanceof CSSStyleRule) into.push(`${media}${rule.selectorText}`);
          else if (rule instanceof CSSGroupingRule)
            keys(rule.cssRules, into, `${media}${rule.cssText.split('{')[0]}{`);
        }
        return into;
      };
      const inlined = new Set(
        [...document.querySelectorAll('style')].flatMap((style) => keys(style.sheet!.cssRules)),
      );
      const ACTION = /:(?:hover|active|focus|focus-visible|focus-within|popover-open)(?![\w-])/;
      // A selector list's selectors, and those of one `:is()` that is a whole selector.
      const topLevel = (list: string): string[] => {
        const parts: string[] = [];
        let depth = 0;
        let start = 0;
        for (let i = 0; i < list.length; i++) {
          if (list[i] === '(') depth++;
          else if (list[i] === ')') depth--;
          else if (list[i] === ',' && depth === 0) {
            parts.push(list.slice(start, i));
            start = i + 1;
          }
        }
        parts.push(list.slice(start));
        return parts.flatMap((one) => {
          const whole = /^\s*:(?:is|where)\(([\s\S]*)\)\s*$/.exec(one);
          return whole ? topLevel(whole[1]!) : [one];
        });
      };
      const missing: string[] = [];
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href$=".css"]')];
      for (const link of links) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(await (await fetch(link.href)).text());
        const visit = (rules: CSSRuleList, media = '') => {
          for (const rule of rules) {
            if (rule instanceof CSSGroupingRule)
              visit(rule.cssRules, `${media}${rule.cssText.split('{')[0]}{`);
            if (!(rule instanceof CSSStyleRule) || inlined.has(`${media}${rule.selectorText}`)) continue;
            // A rule that applies only while the visitor acts waits for the whole sheet on a page with
            // islands (its loader brings it right after the first paint).
            if (firstPaint && topLevel(rule.selectorText).every((one) => ACTION.test(one))) continue;
            // So do its transitions and cursors.
            if (firstPaint && [...rule.style].every((prop) => /^(transition|cursor)/.test(prop))) continue;
            const selector = rule.selectorText
              .replace(STATES, '')
              .replace(PSEUDO_ELEMENT, '')
              .replace(/:not\(\s*\)/g, '');
            for (const one of topLevel(selector)) {
              const s = one.trim() || '*';
              let matched: boolean;
              try {
                matched = [...document.querySelectorAll(s)].some((el) => !el.closest(later));
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
    },
    [later, firstPaint] as const,
  );
}

/** What follows the first screen of a page with islands: the fourth block of its main content on. */
const FIRST_SCREEN_AFTER = 'main > :nth-child(n + 4), body footer';

/** Where every element on the screen (the first screen, unscrolled) shows, as far as it shows. */
function onScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].flatMap((el) => {
      const r = el.getBoundingClientRect();
      if (!r.width || r.top >= innerHeight || r.bottom <= 0) return [];
      const box = [r.left, r.top, r.right, Math.min(r.bottom, innerHeight)].map(Math.round);
      return [`${el.tagName} ${el.getAttribute('class') ?? ''} ${box.join(',')}`];
    }),
  );
}

describe('critical CSS', () => {
  test('a page of each template inlines every rule that can style it, in any media and any state a visitor gives it', async () => {
    const { page, context } = await site.newPage();
    // The page's own scripts do not run: what is checked is the prerendered page.
    await page.route(/\.js$/, (route) => route.abort());
    for (const p of onePagePerTemplate()) {
      await page.goto(`${site.url}${p}`);
      const islands = await page.locator('[data-island]').count();
      const missing = islands ? missingRules(page, FIRST_SCREEN_AFTER, true) : missingRules(page, ':not(*)');
      expect(await missing, p).toEqual([]);
    }
    await context.close();
  });

  test('the whole sheet loads only where islands hydrate, after the load event', async () => {
    const { page, problems, context } = await site.newPage();
    let loaded = false;
    page.on('load', () => {
      loaded = true;
    });
    const sheets: { url: string; afterLoad: boolean }[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') sheets.push({ url: r.url(), afterLoad: loaded });
    });
    for (const p of onePagePerTemplate()) {
      loaded = false;
      sheets.length = 0;
      await page.goto(`${site.url}${p}`);
      const islands = await page.locator('[data-island]').count();
      if (islands > 0) {
        await waitForHydration(page);
        expect(
          sheets.map((s) => s.afterLoad),
          p,
        ).toEqual([true]);
        const applied = await page.evaluate(() => [...document.styleSheets].filter((s) => s.href).length);
        expect(applied, p).toBe(1);
      } else {
        await page.waitForLoadState('load');
        expect(sheets, p).toEqual([]);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a page with islands: its first screen does not move when the whole sheet arrives', async () => {
    const pages = ['/', ...onePagePerTemplate()];
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1280, height: 800 },
      { width: 1920, height: 1080 },
    ]) {
      const { page, problems, context } = await site.newPage({ viewport });
      // The islands stay as prerendered; the sheet waits until the first screen is measured.
      await page.route(/\.js$/, (route) => route.abort());
      // A gate per page: its sheet's request waits until the gate opens, whether it comes before
      // or after the opening (the link is in the page before the browser asks for the sheet).
      const newGate = () => {
        let open = () => {};
        const opened = new Promise<void>((resolve) => {
          open = resolve;
        });
        return { opened, open };
      };
      let gate = newGate();
      await page.route(/\.css$/, async (route) => {
        await gate.opened;
        await route.continue();
      });
      const release = () => gate.open();
      for (const p of new Set(pages)) {
        gate = newGate();
        await page.goto(`${site.url}${p}`);
        if (!(await page.locator('[data-island]').count())) continue;
        await page.waitForSelector('link[data-full-sheet][rel="stylesheet"]:not([type])', {
          state: 'attached',
        });
        const before = await onScreen(page);
        release();
        await page.waitForFunction(
          () => document.querySelector<HTMLElement>('link[data-full-sheet]')?.dataset.fullSheet === 'loaded',
        );
        expect(await onScreen(page), `${p} at ${viewport.width} px`).toEqual(before);
      }
      expect(problems.filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([]);
      await context.close();
    }
  });

  test('without scripts, a page with islands reads its whole sheet from <noscript>', async () => {
    const { page, context } = await site.newPage({ javaScriptEnabled: false });
    await page.goto(`${site.url}/`);
    const applied = await page.evaluate(() => [...document.styleSheets].filter((s) => s.href).length);
    expect(applied).toBe(1);
    await context.close();
  });
});

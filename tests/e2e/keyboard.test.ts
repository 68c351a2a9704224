/**
 * A keyboard-only visitor: the skip link, the menu and its submenus, a carousel, tabs, the
 * accordion, the project filter and a form, each reached with Tab and shown with a visible focus
 * ring; and a visitor who asked for reduced motion gets no animation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useSiteInBrowser, waitForHydration } from './support.ts';

const site = useSiteInBrowser();

/** Presses Tab until the focused element matches, at most `limit` times. */
async function tabTo(page: Page, match: (el: Element) => boolean, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(`(${match.toString()})(document.activeElement)`);
    if (found) return;
  }
  throw new Error('focus never reached the element');
}

/** The focused element shows a focus ring (an outline or a ring on its link target). */
async function focusVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const own = getComputedStyle(el);
    const after = getComputedStyle(el, '::after');
    const ring = (s: CSSStyleDeclaration) => s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
    return ring(own) || ring(after) || (el.parentElement ? ring(getComputedStyle(el.parentElement)) : false);
  });
}

describe('keyboard', () => {
  test('skip link, main menu and submenus work from the keyboard with visible focus', async () => {
    const { page, problems, context } = await site.newPage();
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    expect(await page.locator('.skip-link').boundingBox()).not.toBeNull();
    expect(await focusVisible(page)).toBe(true);

    await tabTo(page, (el) => el.textContent === 'About Us' && el.closest('nav[aria-label="Main"]') !== null);
    expect(await focusVisible(page)).toBe(true);
    // Focus on a top item opens its submenu; Tab moves into it.
    const submenu = page.locator('.main-nav__item.has-sub').nth(0).locator('.submenu');
    await expect.poll(() => submenu.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Company Overview');
    await tabTo(page, (el) => el.textContent === 'Leadership');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/about-team$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('carousel, tabs and accordion on the home page respond to keys', async () => {
    const { page, problems, context } = await site.newPage({ reducedMotion: 'reduce' });
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    // Carousel: its Next button is reachable and moves the track.
    await tabTo(
      page,
      (el) =>
        el.getAttribute('aria-label') === 'Next slide' && !!el.closest('.carousel') && !el.closest('.hero'),
    );
    expect(await focusVisible(page)).toBe(true);
    const track = page.locator(':focus').locator('xpath=ancestor::section[1]').locator('.carousel__track');
    const before = await track.evaluate((el) => getComputedStyle(el).transform);
    await page.keyboard.press('Enter');
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).transform)).not.toBe(before);

    // Tabs: arrow keys move the selection.
    await tabTo(
      page,
      (el) => el.getAttribute('role') === 'tab' && el.getAttribute('aria-selected') === 'true',
    );
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/Your Power/i);

    // Accordion: Space opens a closed item (a native disclosure), and Enter closes it again.
    await tabTo(
      page,
      (el) =>
        el.tagName === 'SUMMARY' &&
        !!el.closest('.accordion') &&
        !(el.parentElement as HTMLDetailsElement).open,
    );
    expect(await focusVisible(page)).toBe(true);
    const isOpen = () =>
      page.evaluate(() => (document.activeElement?.parentElement as HTMLDetailsElement).open);
    await page.keyboard.press('Space');
    expect(await isOpen()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await isOpen()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the project filter and a form work from the keyboard', async () => {
    const { page, problems, context } = await site.newPage();
    await page.goto(`${site.url}/projects`);
    await waitForHydration(page);
    await tabTo(page, (el) => el.textContent === 'Energy Storage' && el.classList.contains('filter__button'));
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/category=energy/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-pressed')))
      .toBe('true');

    await page.goto(`${site.url}/contact-us`);
    await waitForHydration(page);
    await tabTo(page, (el) => el.tagName === 'INPUT' && (el as HTMLInputElement).name === 'name');
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.type('Jordan from QA');
    await tabTo(page, (el) => el.tagName === 'BUTTON' && (el as HTMLButtonElement).type === 'submit');
    await page.keyboard.press('Enter');
    // Missing phone and e-mail: focus moves to the first invalid field, the typed name stays.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name))
      .toBe('phone');
    expect(await page.locator('input[name="name"]').inputValue()).toBe('Jordan from QA');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('reduced motion: transitions are instant and carousels do not advance by themselves', async () => {
    const { page, context } = await site.newPage({ reducedMotion: 'reduce' });
    await page.goto(`${site.url}/page-testimonial`);
    await waitForHydration(page);
    const duration = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--duration').trim(),
    );
    expect(['0ms', '0s']).toContain(duration);
    const buttons = await page.getByRole('button', { name: /^(Play|Pause) / }).allTextContents();
    expect(buttons.length).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /^Pause / }).count()).toBe(0);
    await context.close();
  });
});

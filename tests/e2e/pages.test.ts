/**
 * Company pages and their interactive parts in Chromium: tabs, accordions, carousels (buttons,
 * autoplay, pause, reduced motion), counters, progress bars, the project filter, pricing to the
 * contact form, and the forms (validation, endpoint failure and retry, success, honeypot, mailto).
 * Every test also checks that the page logged no console error or warning.
 */
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { ProjectListData } from '../../src/lib/types.ts';
import { readManifest, useSiteInBrowser, waitForHydration } from './support.ts';

const site = useSiteInBrowser();
const { shell } = readManifest();

async function open(url: string, options: BrowserContextOptions = {}) {
  const { context, page, problems } = await site.newPage(options);
  await page.goto(`${site.url}${url}`);
  await waitForHydration(page);
  return { context, page, problems };
}

/** Chromium logs every failed request (a 404 page, a failing endpoint) as a console error. */
const unexpected = (problems: string[]) =>
  problems.filter((p) => !/Failed to load resource|net::ERR_FAILED/.test(p));

/** How far the carousel's first slide sits left of its viewport (0 = first slide showing). */
const offset = (carousel: Locator) =>
  carousel.evaluate((el) => {
    const viewport = el.querySelector('.carousel__viewport')!.getBoundingClientRect();
    const first = el.querySelector('.carousel__slide')!.getBoundingClientRect();
    return Math.round(viewport.left - first.left);
  });

/** Waits until the carousel has stopped moving and returns where it rests. */
async function settled(carousel: Locator) {
  let last = await offset(carousel);
  for (;;) {
    await new Promise((r) => setTimeout(r, 150));
    const now = await offset(carousel);
    if (now === last) return now;
    last = now;
  }
}

describe('tabs', () => {
  test('arrow keys move the selection and show its panel', async () => {
    const { page, problems, context } = await open('/');
    const tablist = page.getByRole('tablist', { name: /Focused on the machine/ });
    const tabs = tablist.getByRole('tab');
    // The island turns the radio buttons into tabs one render after it hydrates.
    await expect.poll(() => tabs.allTextContents()).toEqual(['Our Focus', 'Your Power', 'Your Data']);
    const selected = () => tabs.evaluateAll((els) => els.map((e) => e.getAttribute('aria-selected')));
    const panelOf = async (tab: Locator) => page.locator(`#${await tab.getAttribute('aria-controls')}`);
    // Sections far below the screen are not rendered until the visitor gets near them.
    await tablist.scrollIntoViewIfNeeded();

    expect(await selected()).toEqual(['true', 'false', 'false']);
    expect(await (await panelOf(tabs.nth(0))).isVisible()).toBe(true);

    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toEqual(['false', 'true', 'false']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Your Power');
    expect(await (await panelOf(tabs.nth(1))).isVisible()).toBe(true);
    expect(await (await panelOf(tabs.nth(0))).isVisible()).toBe(false);
    expect(await (await panelOf(tabs.nth(1))).textContent()).toContain('Power distribution');

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight'); // wraps to the first tab
    expect(await selected()).toEqual(['true', 'false', 'false']);
    await page.keyboard.press('ArrowLeft'); // wraps to the last tab
    expect(await selected()).toEqual(['false', 'false', 'true']);
    expect(await (await panelOf(tabs.nth(2))).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the contact page opens on Head Office, with tel: and mailto: links', async () => {
    const { page, problems, context } = await open('/contact-01');
    const tabs = page.getByRole('tablist', { name: 'Offices' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Head Office', 'Colombia', 'Mexico']);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel', { name: 'Head Office' });
    expect(await panel.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await panel.locator('a[href^="mailto:"]').count()).toBe(1);
    // The map is a drawing with the address as text, not an empty box.
    const map = page.locator('figure.office-map');
    expect(await map.locator('svg[role="img"] rect').count()).toBeGreaterThan(10);
    expect(await map.locator('figcaption').textContent()).toContain(shell.site.address.street.split(',')[0]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('accordions', () => {
  /** The titles of the open items of the page's accordion. */
  const openItems = (page: Page) =>
    page
      .locator('.accordion details')
      .evaluateAll((els) =>
        els.filter((d) => (d as HTMLDetailsElement).open).map((d) => d.querySelector('summary')?.textContent),
      );

  test('Enter and Space toggle an item, one open at a time; the mission is open first', async () => {
    const { page, problems, context } = await open('/about-us');
    const vision = page.locator('.accordion summary', { hasText: 'Our Vision' });
    const panel = vision.locator('xpath=..').locator('.accordion__panel');
    expect(await openItems(page)).toEqual(['Our Mission']);
    expect(await panel.isVisible()).toBe(false);

    await vision.focus();
    await page.keyboard.press('Enter');
    expect(await openItems(page)).toEqual(['Our Vision']);
    expect(await panel.isVisible()).toBe(true);

    await page.keyboard.press('Space');
    expect(await openItems(page)).toEqual([]);
    expect(await panel.isVisible()).toBe(false);
    await page.keyboard.press(' ');
    expect(await openItems(page)).toEqual(['Our Vision']);
    // A heading names each item, for visitors who move by headings.
    expect(await page.getByRole('heading', { level: 3, name: 'Our Vision' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('careers lists four roles with Sales Account open, each with benefits and requirements', async () => {
    const { page, problems, context } = await open('/about-careers');
    expect(await page.locator('.accordion summary').allTextContents()).toEqual([
      'Sales Account',
      'Business Manager',
      'Sales Manager',
      'Technical Manager',
    ]);
    expect(await openItems(page)).toEqual(['Sales Account']);
    const sales = page.locator('.accordion details[open]');
    expect(await sales.getByRole('heading', { name: 'Benefits' }).count()).toBe(1);
    expect(await sales.getByRole('heading', { name: 'Requirements' }).count()).toBe(1);
    const apply = page.getByRole('link', { name: /Apply Now/ }).first();
    expect(await apply.getAttribute('href')).toMatch(/^https:\/\//);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('carousels', () => {
  test('next and previous buttons move the slides', async () => {
    const { page, problems, context } = await open('/page-testimonial');
    const carousel = page.getByRole('region', { name: 'Machines, robotics and production lines' });
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(await carousel.locator('[aria-roledescription="slide"]').count()).toBe(6);
    expect(await carousel.locator('figure blockquote').count()).toBe(6);
    const prev = carousel.getByRole('button', { name: 'Previous slide' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    expect(await offset(carousel)).toBe(0);
    expect(await prev.isDisabled()).toBe(true);

    await next.click();
    const moved = await settled(carousel);
    expect(moved).toBeGreaterThan(0);
    expect(await prev.isDisabled()).toBe(false);
    await prev.click();
    expect(await settled(carousel)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('autoplay advances, pauses on hover, and has a pause button', async () => {
    const { context, page, problems } = await site.newPage();
    await page.clock.install();
    await page.goto(`${site.url}/page-testimonial`);
    await waitForHydration(page);
    const carousel = page.getByRole('region', { name: 'Machines, robotics and production lines' });
    await page.mouse.move(1, 1);

    // Advances on its own.
    await page.clock.fastForward(6500);
    const first = await settled(carousel);
    expect(first).toBeGreaterThan(0);

    // Hovering holds it still.
    await carousel.hover();
    await page.clock.fastForward(20_000);
    expect(await settled(carousel)).toBe(first);

    // The pause button stops it even with the pointer and focus elsewhere.
    const pause = carousel.getByRole('button', { name: /^Pause / });
    await pause.click();
    expect(await carousel.getByRole('button', { name: /^Play / }).count()).toBe(1);
    await page.mouse.move(1, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.fastForward(20_000);
    expect(await settled(carousel)).toBe(first);

    // Play resumes it.
    await carousel.getByRole('button', { name: /^Play / }).click();
    await page.mouse.move(1, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.fastForward(6500);
    expect(await settled(carousel)).not.toBe(first);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('autoplay is off under reduced motion', async () => {
    const { context, page, problems } = await site.newPage({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    await page.mouse.move(1, 1);
    for (const name of ['Highlights', 'Completed projects', 'Suppliers and partners we build with']) {
      const carousel = page.getByRole('region', { name });
      expect(await carousel.getByRole('button', { name: /^Play / }).count(), name).toBe(1);
    }
    await page.clock.fastForward(30_000);
    expect(await settled(page.getByRole('region', { name: 'Highlights' }))).toBe(0);
    expect(await settled(page.getByRole('region', { name: 'Completed projects' }))).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the hero: first headline is the only h1 and its image loads with high priority', async () => {
    const { page, problems, context } = await open('/');
    expect(await page.locator('h1').count()).toBe(1);
    const hero = page.getByRole('region', { name: 'Highlights' });
    expect(await hero.locator('[aria-roledescription="slide"]').count()).toBe(3);
    expect(await hero.locator('[aria-roledescription="slide"]').first().locator('h1').count()).toBe(1);
    const img = hero.locator('img').first();
    expect(await img.getAttribute('fetchpriority')).toBe('high');
    expect(await img.getAttribute('loading')).toBe('eager');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('numbers', () => {
  test('counters hold their final values in the HTML and count up to them', async () => {
    const html = await (await fetch(`${site.url}/about-detail`)).text();
    for (const v of ['100+', '300+', '50+', '10+']) expect(html).toContain(`>${v}<`);

    const { page, problems, context } = await open('/about-detail');
    const values = page.locator('.counter__value > [aria-hidden="true"]');
    // Every number shown on the way up, to check none is below zero or past its final value.
    await page.evaluate(() => {
      const w = window as unknown as { shown: [number, string][] };
      w.shown = [];
      document.querySelectorAll('.counter__value > [aria-hidden="true"]').forEach((el, i) => {
        const record = () => w.shown.push([i, el.textContent ?? '']);
        new MutationObserver(record).observe(el, { childList: true, characterData: true, subtree: true });
      });
    });
    await page.locator('.counters').scrollIntoViewIfNeeded();
    // The HTML already shows the final values: wait for the digits to have moved, then settled.
    await page.waitForFunction(
      () =>
        (window as unknown as { shown: unknown[] }).shown.length > 0 &&
        [...document.querySelectorAll('.counter__value > [aria-hidden="true"]')]
          .map((e) => e.textContent)
          .join() === '100+,300+,50+,10+',
      undefined,
      { timeout: 10_000 },
    );
    expect(await values.allTextContents()).toEqual(['100+', '300+', '50+', '10+']);
    const shown = await page.evaluate(() => (window as unknown as { shown: [number, string][] }).shown);
    expect(shown.length).toBeGreaterThan(4); // the digits moved
    const finals = [100, 300, 50, 10];
    for (const [i, text] of shown) {
      expect(text).toMatch(/^\d+\+$/);
      expect(parseInt(text, 10)).toBeLessThanOrEqual(finals[i]!);
    }
    // Screen readers get the final value, never the moving digits.
    expect(await page.locator('.counter__value > .visually-hidden').allTextContents()).toEqual([
      '100+',
      '300+',
      '50+',
      '10+',
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('counters do not move under reduced motion', async () => {
    const { page, problems, context } = await open('/about-detail', { reducedMotion: 'reduce' });
    await page.locator('.counters').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(await page.locator('.counter__value > [aria-hidden="true"]').allTextContents()).toEqual([
      '100+',
      '300+',
      '50+',
      '10+',
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('progress bars expose 80, 90 and 70 and are drawn at that width in the HTML', async () => {
    const html = await (await fetch(`${site.url}/home-02`)).text();
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="80"/);
    expect(html).toContain('width:80%');

    const { page, problems, context } = await open('/home-02');
    const bars = page.getByRole('progressbar');
    expect(await bars.count()).toBe(3);
    expect(await bars.evaluateAll((els) => els.map((e) => e.getAttribute('aria-valuenow')))).toEqual([
      '80',
      '90',
      '70',
    ]);
    expect(
      await bars.evaluateAll((els) =>
        els.map((e) => [e.getAttribute('aria-valuemin'), e.getAttribute('aria-valuemax')]),
      ),
    ).toEqual([
      ['0', '100'],
      ['0', '100'],
      ['0', '100'],
    ]);
    expect(await bars.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
      'Partnership',
      'Full support',
      'Opportunity',
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('project filter', () => {
  const list = readManifest().routes.find((r) => r.path === '/projects')!.data as ProjectListData;
  const count = (key: string) => list.projects.filter((p) => p.categories.some((c) => c.key === key)).length;
  const label = (key: string) => list.categories.find((c) => c.key === key)!.label;
  const tiles = (page: Page) => page.locator('main .card-grid > li');
  const settle = (page: Page, n: number) =>
    page.waitForFunction(
      (expected) => document.querySelectorAll('main .card-grid > li').length === expected,
      n,
    );

  test('choosing a category presses its button, updates the URL and keeps only its tiles', async () => {
    const { page, problems, context } = await open('/projects');
    const group = page.getByRole('group', { name: /filter/i });
    expect(await group.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(await tiles(page).count()).toBe(list.projects.length);

    const motion = group.getByRole('button', { name: label('motion') });
    await motion.click();
    await page.waitForURL(/\?category=motion$/);
    // The URL changes first; React commits the new state a moment later.
    await expect.poll(() => motion.getAttribute('aria-pressed')).toBe('true');
    expect(await group.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    await settle(page, count('motion'));
    const labels = await tiles(page).evaluateAll((els) =>
      els.map((e) => e.querySelector('.card__labels')?.textContent ?? ''),
    );
    expect(labels.length).toBeGreaterThan(0);
    for (const l of labels) expect(l).toContain(label('motion'));
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a shared link (?category=energy) opens with that filter active', async () => {
    const { page, problems, context } = await open('/projects?category=energy');
    const group = page.getByRole('group', { name: /filter/i });
    await page.waitForFunction(
      (name) => [...document.querySelectorAll('[aria-pressed="true"]')].some((b) => b.textContent === name),
      label('energy'),
    );
    expect(await group.getByRole('button', { name: label('energy') }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await group.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    await settle(page, count('energy'));
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('pricing', () => {
  test('four packages; missing features are struck through and named as not included', async () => {
    const { page, problems, context } = await open('/page-pricing');
    const cards = page.locator('.price-card');
    expect(await cards.locator('h3').allTextContents()).toEqual([
      'PACKAGE 01',
      'PACKAGE 02',
      'PACKAGE 03',
      'PACKAGE 04',
    ]);
    expect(await cards.locator('.price-card__amount').allTextContents()).toEqual(['10', '20', '30', '50']);
    expect(await cards.nth(1).locator('.price-card__tag').textContent()).toBe('Popular');
    expect(await cards.nth(0).locator('del').count()).toBeGreaterThan(0);
    expect(await cards.nth(0).locator('.is-excluded').first().textContent()).toContain('(not included)');
    expect(await cards.nth(3).locator('del').count()).toBe(0);
    expect(await cards.nth(3).locator('.is-included').first().textContent()).toContain('(included)');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('GET IT on package 02 opens the contact form with that package chosen', async () => {
    const { page, problems, context } = await open('/page-pricing');
    await page.getByRole('link', { name: /GET IT.*PACKAGE 02/i }).click();
    await page.waitForURL(`${site.url}/contact-us?package=02`);
    const select = page.getByRole('combobox', { name: 'Package' });
    await select.waitFor();
    expect(await select.inputValue()).toBe('02');
    expect(await select.locator('option:checked').textContent()).toContain('PACKAGE 02');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('forms', () => {
  const fill = async (
    page: Page,
    values: { name?: string; phone?: string; email?: string; message?: string },
  ) => {
    if (values.name !== undefined) await page.getByLabel(/^Name/).fill(values.name);
    if (values.phone !== undefined) await page.getByLabel(/^Phone/).fill(values.phone);
    if (values.email !== undefined) await page.getByLabel(/^E-mail/).fill(values.email);
    if (values.message !== undefined) await page.getByLabel(/^Message/).fill(values.message);
  };
  const useEndpoint = (page: Page, url: string) =>
    page.evaluate((content) => {
      // The prerender writes the tag when site.yaml sets an endpoint (none by default); tests add it.
      let meta = document.querySelector<HTMLMetaElement>('meta[name="form-endpoint"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'form-endpoint';
        document.head.append(meta);
      }
      meta.content = content;
    }, url);
  const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));

  test('an empty submit shows an error on each required field and focuses the first', async () => {
    const { page, problems, context } = await open('/home-02');
    await page.getByRole('button', { name: 'Request a call back' }).click();
    expect(await focusedName(page)).toBe('name');
    for (const field of ['name', 'phone', 'email']) {
      const input = page.locator(`form input[name="${field}"]`);
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      const described = await input.getAttribute('aria-describedby');
      expect(described).toBeTruthy();
      expect(await page.locator(`#${described!.split(' ').pop()!}`).textContent()).toMatch(/Enter/);
    }
    expect(await page.getByRole('alert').textContent()).toMatch(/3 fields need attention/);
    // Fixing a field clears its error.
    await fill(page, { name: 'Ada Lovelace' });
    expect(await page.locator('form input[name="name"]').getAttribute('aria-invalid')).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('an invalid e-mail address is reported and focused', async () => {
    const { page, problems, context } = await open('/home-02');
    expect(await page.locator('form input[name="email"]').getAttribute('type')).toBe('email');
    await fill(page, { name: 'Ada Lovelace', phone: '(512) 555-0100', email: 'ada-at-example' });
    await page.getByRole('button', { name: 'Request a call back' }).click();
    expect(await focusedName(page)).toBe('email');
    const email = page.locator('form input[name="email"]');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${(await email.getAttribute('aria-describedby'))!}`).textContent()).toContain(
      readManifest().shell.labels.form.emailInvalid,
    );
    expect(await page.locator('form input[name="name"]').getAttribute('aria-invalid')).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a failed post keeps what was typed, offers the phone number and a retry that can succeed', async () => {
    const { page, problems, context } = await open('/contact-us');
    let fail = true;
    const bodies: unknown[] = [];
    await page.route('**/api/form', async (route) => {
      bodies.push(route.request().postDataJSON());
      if (fail) await route.fulfill({ status: 503, body: 'unavailable' });
      else await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    await useEndpoint(page, '/api/form');
    await fill(page, {
      name: 'Grace Hopper',
      phone: '512 555 0100',
      email: 'grace@example.com',
      message: 'A palletizer.',
    });
    await page.getByRole('button', { name: 'Send message' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'could not be sent' });
    await alert.waitFor();
    expect(await alert.locator('a[href^="tel:"]').textContent()).toBe(shell.site.phones.sales);
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('Grace Hopper');
    expect(await page.getByLabel(/^E-mail/).inputValue()).toBe('grace@example.com');
    expect(await page.getByLabel(/^Message/).inputValue()).toBe('A palletizer.');
    expect(bodies[0]).toMatchObject({
      name: 'Grace Hopper',
      phone: '512 555 0100',
      email: 'grace@example.com',
    });

    // A network error is handled the same way.
    await page.unroute('**/api/form');
    await page.route('**/api/form', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('alert').filter({ hasText: 'could not be sent' }).waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('Grace Hopper');

    await page.unroute('**/api/form');
    fail = false;
    await page.route('**/api/form', async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you, Grace Hopper' }).waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  test('a successful post replaces the form with a thank-you', async () => {
    const { page, problems, context } = await open('/home-02');
    const bodies: Record<string, unknown>[] = [];
    await page.route('**/api/callback', async (route) => {
      expect(route.request().method()).toBe('POST');
      expect(route.request().headers()['content-type']).toContain('application/json');
      bodies.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    });
    await useEndpoint(page, '/api/callback');
    await fill(page, { name: 'Katherine Johnson', phone: '(512) 555-0101', email: 'kj@example.com' });
    await page.getByRole('button', { name: 'Request a call back' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you, Katherine Johnson' });
    await thanks.waitFor();
    expect(await thanks.textContent()).toContain('(512) 555-0101');
    expect(await page.getByRole('button', { name: 'Request a call back' }).count()).toBe(0);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      form: 'call-back request',
      name: 'Katherine Johnson',
      email: 'kj@example.com',
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a filled honeypot sends nothing', async () => {
    const { page, problems, context } = await open('/home-02');
    let posts = 0;
    await page.route('**/api/callback', async (route) => {
      posts++;
      await route.fulfill({ status: 200, body: '{}' });
    });
    await useEndpoint(page, '/api/callback');
    const trap = page.locator('form input[name="website"]');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.getAttribute('autocomplete')).toBe('off');
    expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    await trap.evaluate((el: HTMLInputElement) => {
      el.value = 'https://spam.example';
    });
    await fill(page, { name: 'Bot', phone: '5125550100', email: 'bot@example.com' });
    await page.getByRole('button', { name: 'Request a call back' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you' }).waitFor();
    expect(posts).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test.skipIf(Boolean(shell.site.forms.endpoint))(
    'with no endpoint configured, submitting opens the mail program with the message filled in',
    async () => {
      const { page, problems, context } = await open('/contact-us?package=03');
      await page.getByRole('combobox', { name: 'Package' }).waitFor();
      await fill(page, {
        name: 'Hedy Lamarr',
        phone: '512-555-0102',
        email: 'hedy@example.com',
        message: 'Spread spectrum.',
      });
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.url().startsWith('mailto:')),
        page.getByRole('button', { name: 'Send message' }).click(),
      ]);
      const mail = new URL(request.url());
      expect(mail.pathname).toBe(shell.site.email);
      const subject = mail.searchParams.get('subject') ?? '';
      const body = mail.searchParams.get('body') ?? '';
      expect(subject).toContain('Hedy Lamarr');
      expect(body).toContain('Phone: 512-555-0102');
      expect(body).toContain('E-mail: hedy@example.com');
      expect(body).toContain('PACKAGE 03');
      expect(body).toContain('Spread spectrum.');
      await page.getByRole('status').filter({ hasText: 'e-mail program has been opened' }).waitFor();
      // What was typed is still there in case the mail program did not open.
      expect(await page.getByLabel(/^Name/).inputValue()).toBe('Hedy Lamarr');
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe('company pages', () => {
  test('contact icon boxes link the phone and e-mail and show the hours', async () => {
    const { page, problems, context } = await open('/contact-us');
    const boxes = page.locator('.contact-box');
    expect(await boxes.count()).toBe(3);
    expect(await boxes.nth(0).locator('a[href^="tel:"]').textContent()).toBe(shell.site.phones.sales);
    // The sales number shows the sales line's hours, not the emergency line's.
    expect(await boxes.nth(0).textContent()).toContain(shell.site.hours.topBar);
    expect(await boxes.nth(1).textContent()).toContain(shell.site.hours.office);
    expect(await boxes.nth(2).locator('a').getAttribute('href')).toBe(`mailto:${shell.site.email}`);
    expect(await boxes.nth(2).textContent()).toContain(shell.site.hours.support);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('buttons that repeat on a page are named with what they lead to: each profile, each package', async () => {
    const data = (path: string) =>
      readManifest().routes.find((r) => r.path === path)!.data as { page: unknown };
    const { leaders } = data('/about-team').page as { leaders: { name: string }[] };
    const { packages } = data('/page-pricing').page as { packages: { name: string }[] };
    const endsWith = (name: string) => new RegExp(` ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    const { page, problems, context } = await open('/about-team');
    for (const { name } of leaders)
      expect(await page.getByRole('link', { name: endsWith(name) }).count(), name).toBe(1);
    await page.goto(`${site.url}/page-pricing`);
    for (const { name } of packages)
      expect(await page.getByRole('link', { name: endsWith(name) }).count(), name).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the 404 page explains, searches and links to the main sections', async () => {
    const { page, problems, context } = await open('/no-such-page');
    const search = page.locator('main form[role="search"]');
    expect(await search.getAttribute('action')).toBe('/search');
    expect(await search.getAttribute('method')).toBe('get');
    expect(await search.locator('input[name="s"]').count()).toBe(1);
    const links = await page
      .locator('main nav a')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    for (const href of ['/services', '/projects', '/blog', '/about-us', '/contact-us'])
      expect(links).toContain(href);
    expect(await page.locator('main a[href^="tel:"]').count()).toBe(1);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  test('nothing scrolls sideways at 360 px', async () => {
    const { page, problems, context } = await site.newPage({ viewport: { width: 360, height: 740 } });
    const failures: string[] = [];
    for (const route of [
      '/',
      '/home-02',
      '/about-us',
      '/about-detail',
      '/about-team',
      '/about-careers',
      '/page-testimonial',
      '/page-pricing',
      '/contact-01',
      '/contact-us',
    ]) {
      await page.goto(`${site.url}${route}`);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) failures.push(`${route}: ${overflow}px`);
    }
    expect(failures).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

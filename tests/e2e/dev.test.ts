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
import { makeSiteCopy, runInCopy, startInCopy } from './site-copy.ts';
import { launchBrowser, newPage, waitForHydration } from './support.ts';

let tmp: string;
let server: ChildProcess;
let url: string;

/** The page's <main>, as the server sent it. */
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0];

/** The copy's own build, which the dev server's pages are compared with. */
const dist = () => path.join(tmp, 'dist');

beforeAll(async () => {
  tmp = makeSiteCopy('dev');
  const build = runInCopy(tmp, 'scripts/build.ts', ['--no-documents']);
  if (build.status !== 0) throw new Error(build.stderr);
  ({ child: server, url } = await startInCopy(
    tmp,
    'scripts/dev.ts',
    /Site \(dev\): (http:\/\/127\.0\.0\.1:\d+\/)/,
  ));
}, 180_000);
afterAll(() => {
  server?.kill();
  rmSync(tmp, { recursive: true, force: true });
});

describe('npm run dev', () => {
  test('answers a page with the content the build writes, 404 for unknown paths, and the feed', async () => {
    for (const p of ['/projects/otto', '/services/control-systems', '/']) {
      const res = await fetch(new URL(p, url));
      expect(res.status, p).toBe(200);
      const built = readFileSync(path.join(dist(), p === '/' ? '' : p.slice(1), 'index.html'), 'utf8');
      expect(mainOf(await res.text()), p).toBe(mainOf(built));
    }
    const missing = await fetch(new URL('/no-such-page', url));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1');
    // The feed the pages link lists the articles the built one lists.
    const items = (xml: string) => xml.match(/<item>[\s\S]*?<\/item>/g);
    const devFeed = await (await fetch(new URL('/feed.xml', url))).text();
    expect(items(devFeed)?.length).toBeGreaterThan(0);
    expect(items(devFeed)).toEqual(items(readFileSync(path.join(dist(), 'feed.xml'), 'utf8')));
  });

  test('hydrates the islands in Chromium with a clean console, inline art included', async () => {
    const browser = await launchBrowser();
    try {
      // A first visit while Vite still prepares the browser's dependencies may be reloaded under
      // the visitor (a development server's first start): one visit of each page, in a context
      // of its own, lets it finish before the one the test reads.
      const first = await newPage(browser);
      for (const p of ['/projects/otto', '/projects']) {
        await first.page.goto(new URL(p, url).href);
        await first.page.waitForLoadState('networkidle');
      }
      await first.context.close();
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
    await expect.poll(() => ottoHas(sentence), { timeout: 10_000 }).toBe(true);
  });

  test('previews never reach other requests, however many run at once', async () => {
    const file = 'content/projects/otto.mdx';
    const text = readFileSync(path.join(tmp, file), 'utf8');
    const preview = (n: number) =>
      fetch(new URL('/__preview', url), {
        method: 'POST',
        body: JSON.stringify({
          collection: 'projects',
          slug: 'otto',
          text: `${text}\nDraft sentence ${n}.\n`,
        }),
      }).then((r) => r.text());
    const get = () => fetch(new URL('/projects/otto', url)).then((r) => r.text());
    const runs = await Promise.all(
      Array.from({ length: 6 }, (_, n) => Promise.all([preview(n), get(), get(), get()])),
    );
    runs.forEach(([previewed, ...pages], n) => {
      // Each preview shows its own draft and no other.
      expect(previewed).toContain(`Draft sentence ${n}.`);
      expect(previewed.match(/Draft sentence \d+\./g)).toEqual([`Draft sentence ${n}.`]);
      for (const page of pages) expect(page).not.toContain('Draft sentence');
    });
  });
  test('stays up with a problem in one entry: that page names it, every other page renders', async () => {
    const file = path.join(tmp, 'content/projects/otto.mdx');
    const text = readFileSync(file, 'utf8');
    try {
      // A year typed as words, and a related project that does not exist.
      writeFileSync(
        file,
        text.replace(/^year: .*$/m, 'year: twenty').replace(/^related: \[/m, 'related: [nope, '),
      );
      await expect.poll(() => ottoText(), { timeout: 10_000 }).toContain('This page has problems');
      const otto = await fetch(new URL('/projects/otto', url));
      const html = await otto.text();
      expect(otto.status).toBe(500);
      expect(html).toContain('<strong>Year</strong>: expected a year between 1980 and 2100');
      expect(html).toContain('<strong>Related projects, item 1</strong>: no project "nope"');
      // No developer's words: no file path, no line number, no value as JSON.
      expect(html).not.toMatch(/otto\.mdx|:\d+:\d+|got "/);
      for (const p of ['/', '/projects', '/services/control-systems', '/about-us']) {
        const res = await fetch(new URL(p, url));
        expect(res.status, p).toBe(200);
        expect(await res.text(), p).not.toContain('This page has problems');
      }
    } finally {
      writeFileSync(file, text);
    }
    await expect.poll(() => fetch(new URL('/projects/otto', url)).then((r) => r.status)).toBe(200);
  });

  test('shows an edit to a data builder, a template or a schema on the next request', async () => {
    // A builder: the case study's heading is made by src/content/builders/ProjectDetail.ts.
    edit(
      'src/content/builders/ProjectDetail.ts',
      'heading: e.data.heading,',
      'heading: `Built: ${e.data.heading}`,',
    );
    await expect.poll(() => ottoHas('<h2 class="entry-heading">Built: '), { timeout: 10_000 }).toBe(true);
    // A template: the case study's heading element.
    edit(
      'src/templates/ProjectDetail.tsx',
      '<h2 className="entry-heading">',
      '<h2 className="entry-heading edited">',
    );
    await expect.poll(() => ottoHas('<h2 class="entry-heading edited">'), { timeout: 10_000 }).toBe(true);
    // A schema: years before 2022 become a problem, which the page now names (by the field's label
    // in the editor, as a writer reads it). A schema is part of
    // what vite.config.ts imports, so Vite restarts: content edits after that show too.
    edit('src/schema/index.ts', '.min(1980, ', '.min(2022, ');
    await expect
      .poll(() => ottoText(), { timeout: 20_000 })
      .toMatch(/<strong>Year<\/strong>: expected a year/);
    edit('src/schema/index.ts', '.min(2022, ', '.min(1980, ');
    await expect.poll(() => ottoHas('<h2 class="entry-heading edited">'), { timeout: 20_000 }).toBe(true);
    const sentence = 'A sentence added after the server restarted.';
    const file = path.join(tmp, 'content/projects/otto.mdx');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n${sentence}\n`);
    await expect.poll(() => ottoHas(sentence), { timeout: 10_000 }).toBe(true);
  });
});

/** The dev server's /projects/otto, as it answers now (an empty text while it cannot answer). */
const ottoText = () =>
  fetch(new URL('/projects/otto', url))
    .then((r) => r.text())
    .catch(() => '');

/** Whether the dev server's /projects/otto holds `text`. */
const ottoHas = async (text: string) => (await ottoText()).includes(text);

/** Replaces `from` with `to` in a file of the copy, which must hold it. */
function edit(file: string, from: string, to: string) {
  const abs = path.join(tmp, file);
  const text = readFileSync(abs, 'utf8');
  expect(text, file).toContain(from);
  writeFileSync(abs, text.replace(from, to));
}

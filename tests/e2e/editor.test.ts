/**
 * The writers' editor in a real browser, on a temporary copy of the site: `npm run edit` starts
 * the editor's local server and the dev server on 127.0.0.1; a writer creates a project through
 * the form (fields, an uploaded image with its alt text, a <Note> block) and saves it, and the
 * copy then holds an MDX file that validates, and the local site shows its page with those facts and
 * its pictures (the page the build writes comes from the same render(url)). A save the validator
 * would reject is refused with the validator's message under the field.
 * When a test fails, a screenshot of the editor as it left it is written to the temporary folder.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, onTestFailed, test } from 'vitest';
import { generate } from '../../scripts/generate.ts';
import { reportProblems } from '../../scripts/lib/content-output.ts';
import { redirectRules } from '../../scripts/lib/deploy-rules.ts';
import { launchBrowser, newPage } from './support.ts';
import { makeSiteCopy, startInCopy } from './site-copy.ts';

let tmp: string;
let editor: ChildProcess;
let editorUrl: string;
let browser: Browser;

/**
 * A fresh page in the browser for the running test; if the test fails, a screenshot of the page as
 * the test left it is written to the temporary folder as editor-<name>.png.
 */
async function pageFor(name: string) {
  const opened = await newPage(browser);
  onTestFailed(async () => {
    const file = path.join(tmpdir(), `editor-${name}.png`);
    await opened.page.screenshot({ path: file });
    console.error(`The editor as the failed test left it: ${file}`);
  });
  return opened;
}

/**
 * What `npm run validate` would print about the copy's content as it is now ('' when it is valid),
 * from the same validator, run here rather than in a process of its own.
 */
async function problemsOfCopy(): Promise<string> {
  const { problems } = await generate({ root: tmp });
  return problems.length ? reportProblems(problems) : '';
}

/** Starts `npm run edit` in the copy and resolves with the editor's URL it prints. */
async function startEdit(dir: string): Promise<string> {
  const started = await startInCopy(dir, 'scripts/edit.ts', /Editor: (http:\/\/127\.0\.0\.1:\d+\/admin\/)/);
  editor = started.child;
  return started.url;
}

async function openEditor(page: Page, collectionPath: string) {
  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 90_000 });
  await page.goto(`${editorUrl}#/collections/${collectionPath}`);
  await page.getByLabel('Title', { exact: true }).waitFor({ timeout: 30_000 });
}

/** Picks an option of a searchable select (tags, categories) by typing part of its name. */
async function pick(page: Page, label: string, typed: string, option: string) {
  await page.getByLabel(label, { exact: true }).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click({ timeout: 15_000 });
}

/** The industry, the tag and the two filter categories of a machine-building case study. */
async function pickTagsAndCategories(page: Page) {
  // A choice of the site's industry names (content/data/industries.yaml), not a free text box.
  await pick(page, 'Industry', 'Manu', 'Manufacturing');
  await pick(page, 'Services', 'Control', 'Control Systems');
  await pick(page, 'Categories', 'motion', 'Motion Controls');
  await pick(page, 'Categories', 'manu', 'Manufacturing');
}

async function fillFacts(page: Page, facts: Record<string, string>) {
  for (const [label, value] of Object.entries(facts))
    await page.getByLabel(label, { exact: true }).fill(value);
}

/** Adds a gallery image, uploaded from `file`, with its alt text. */
async function addImage(page: Page, alt: string, file: string) {
  await page.getByRole('button', { name: /Add image/ }).click();
  await page.getByRole('button', { name: 'Choose an image' }).last().click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page.getByRole('button', { name: 'Choose selected' }).waitFor({ state: 'detached' });
  await page.getByLabel('Alt text').last().fill(alt);
}

/** Two drawings the writer uploads (kept outside content/ until the editor saves them there). */
const DRAWINGS = {
  'capper-line.svg': '<circle cx="600" cy="400" r="200" fill="none" stroke="#e8f0ff" stroke-width="8"/>',
  'capper-chucks.svg':
    '<rect x="300" y="250" width="600" height="300" fill="none" stroke="#e8f0ff" stroke-width="8"/>',
};

const PARAGRAPHS = [
  'A bottling plant north of Austin asked for a capper that could change over ' +
    'between three closure sizes without tools. ' +
    'The old machine needed a mechanic and forty minutes for every change, ' +
    'and the line ran five changes a week.',
  'We built a servo capper with recipe-driven chuck heights and torque limits, ' +
    'a vision check of every closure and a reject gate that sorts loose caps before the case packer. ' +
    'The panel was built and tested in our shop ' +
    'with the customer operators present for the factory acceptance test.',
  'The project started with a week of measurements on the old capper: ' +
    'torque spread, rejected bottles per shift and the time each changeover really took, ' +
    'so that the new design answered measured problems ' +
    'and the results could be compared with the same numbers afterwards.',
  'Changeover now takes four minutes from the touchscreen, torque is logged for every bottle, ' +
    'and the plant added a sixth product without adding a shift. ' +
    'The capper has run two years without an unplanned stop, ' +
    'and the maintenance team owns the recipes and the spare parts list.',
];

/** A sentence with what MDX would read as code, typed in Rich Text: it must stay text. */
const BRACES = 'The recipe screen lists {product, torque} pairs and a <Callout> label.';
const BOLD = 'Operators changed sizes without tools.';

async function writeBody(page: Page, note: string) {
  await page.getByText('Markdown', { exact: true }).click();
  await page.locator('[data-slate-editor="true"]').last().click();
  await page.keyboard.insertText(PARAGRAPHS.join('\n\n'));
  await page.getByText('Rich Text', { exact: true }).click();
  const body = page.locator('[data-slate-editor="true"]').last();
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(BRACES);
  // The toolbar, drawn again with each key rather than made anew (decap-fixes.ts), still works.
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type(BOLD);
  await page.getByRole('button', { name: 'Add Component' }).click();
  // The + menu offers the site's own blocks, not a code block a writer has no use for.
  expect(await page.getByRole('menuitem').allInnerTexts()).not.toContain('Code Block');
  await page.getByRole('menuitem', { name: 'Note' }).click();
  await page.getByLabel('Text', { exact: true }).last().fill(note);
}

/** Waits (at most 30 s) for the saved file; if it does not come, fails with what the editor says. */
async function waitForFile(page: Page, file: string, problems: string[]) {
  for (let i = 0; i < 60 && !existsSync(file); i++) await page.waitForTimeout(500);
  if (existsSync(file)) return;
  const said = await page.locator('li, [class*="notif"], [role="alert"]').allTextContents();
  const written = readdirSync(path.dirname(file)).filter((f) => f.endsWith('.mdx'));
  const shown = [said.join('\n'), problems.join('\n'), written.join(' ')].join('\n');
  throw new Error(`the editor did not save ${path.basename(file)}; it shows:\n${shown}`);
}

/** New entries start hidden from the site; this one is ready. */
async function showOnSite(page: Page) {
  const hidden = page.getByLabel(/^Hide from site/);
  expect(await hidden.getAttribute('aria-checked')).toBe('true');
  await hidden.click();
  expect(await hidden.getAttribute('aria-checked')).toBe('false');
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

beforeAll(async () => {
  tmp = makeSiteCopy('editor');
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">';
  const background = '<rect width="1200" height="800" fill="#0b2240"/>';
  for (const [name, shape] of Object.entries(DRAWINGS)) {
    writeFileSync(path.join(tmp, name), `${svg}${background}${shape}</svg>`);
  }
  // A photo too narrow for the site (the validator wants 800 px or more).
  await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0b2240' } })
    .jpeg()
    .toFile(path.join(tmp, 'narrow-photo.jpg'));
  [editorUrl, browser] = await Promise.all([startEdit(tmp), launchBrowser()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (editor && editor.exitCode === null) {
    const exited = new Promise((r) => editor.once('exit', r));
    editor.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
  }
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('the editor on the local files', () => {
  test('creates a project through the form that validates and shows as its page', async () => {
    const { page, problems } = await pageFor('new-project');
    await openEditor(page, 'projects/new');
    await fillFacts(page, {
      Title: 'Servo Capper Changeover',
      Heading: 'Tool-free changeover for a three-size bottle capper',
      Summary:
        'A servo capper for a bottling plant that changes closure sizes from the touchscreen ' +
        'in four minutes instead of forty.',
      Year: '2023',
      Area: '64',
      Location: 'Georgetown',
    });
    await pickTagsAndCategories(page);
    await addImage(
      page,
      'The servo capper with its three chuck sizes on the tool rack',
      path.join(tmp, 'capper-line.svg'),
    );
    await addImage(
      page,
      'Plan of the capper guarding and the reject gate',
      path.join(tmp, 'capper-chucks.svg'),
    );
    await writeBody(page, 'Changeover dropped from forty minutes to four.');
    await showOnSite(page);
    // The preview pane holds the page as the dev server's render(url) draws it, in a frame.
    const preview = page
      .locator('iframe')
      .first()
      .contentFrame()
      .locator('iframe[title="Page preview"]')
      .contentFrame();
    await expect
      .poll(() => preview.locator('h1').textContent(), { timeout: 15_000 })
      .toBe('Servo Capper Changeover');
    await expect
      .poll(() => preview.locator('aside.note').first().textContent(), { timeout: 15_000 })
      .toContain('forty minutes to four');
    let reloads = 0;
    page.on('load', () => reloads++);
    await publish(page);
    const file = path.join(tmp, 'content/projects/servo-capper-changeover.mdx');
    await waitForFile(page, file, problems);
    // The writer stays on the form, told it is saved, with a link to the page on the local site.
    const saved = page.getByRole('status').filter({ hasText: 'Saved.' });
    await saved.waitFor({ timeout: 15_000 });
    const link = saved.getByRole('link', { name: 'See the page on the local site' });
    const href = (await link.getAttribute('href'))!;
    expect(new URL(href).pathname).toBe('/projects/servo-capper-changeover');
    await page.waitForTimeout(2_000);
    expect(reloads).toBe(0);
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Servo Capper Changeover');
    // Every gallery thumbnail in the form shows its picture.
    const thumbnails = page.locator('img[role="presentation"]');
    await expect.poll(() => thumbnails.count()).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => thumbnails.evaluateAll((l) => l.map((i) => (i as HTMLImageElement).naturalWidth)))
      .not.toContain(0);

    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^---\ntitle: Servo Capper Changeover\n/);
    expect(text).toContain('<Note>Changeover dropped from forty minutes to four.</Note>');
    // What was typed in Rich Text is saved as text, not as MDX code; defaults stay out of the file.
    expect(text).toContain('\\{product, torque\\}');
    expect(text).toContain('\\<Callout>');
    expect(text).toContain(`**${BOLD}**`);
    expect(text).not.toMatch(/^(draft|brochureLabel):/m);
    expect(text).toContain('src: ./art/servo-capper-changeover/capper-line.svg');
    expect(existsSync(path.join(tmp, 'content/projects/art/servo-capper-changeover/capper-line.svg'))).toBe(
      true,
    );

    expect(await problemsOfCopy()).toBe('');
    // The page on the local site, drawn by the render(url) the build writes dist/ with.
    const onSite = await newPage(browser);
    const response = await onSite.page.goto(href);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    // Every picture on it is there (lazy ones too): its address answers with an image.
    const pictures = await onSite.page.locator('main img').evaluateAll((list) =>
      Promise.all(
        list.map(async (img) => {
          const res = await fetch((img as HTMLImageElement).src);
          return `${res.status} ${res.headers.get('content-type')?.split('/')[0]}`;
        }),
      ),
    );
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    expect(new Set(pictures)).toEqual(new Set(['200 image']));
    expect(onSite.problems).toEqual([]);
    await onSite.context.close();
    for (const fact of [
      'Servo Capper Changeover',
      'Manufacturing',
      'Georgetown',
      'Control Systems',
      'The servo capper with its three chuck sizes',
      'class="note"',
      'forty minutes to four',
      '{product, torque}',
      '&lt;Callout&gt;',
    ]) {
      expect(html).toContain(fact);
    }
    expect(problems).toEqual([]);
  }, 420_000);

  test('refuses a save the validator would reject, with its message under the field', async () => {
    const { page, problems } = await pageFor('refused');
    await openEditor(page, 'projects/new');
    await fillFacts(page, {
      Title: 'Short Summary Cell',
      Summary: 'Too short to describe anything.',
      Year: '2024',
    });
    await publish(page);
    // A notice at the top lists every problem, each linking to its field; the field says it too.
    const notice = page.getByRole('alert').filter({ hasText: 'Not saved' });
    await notice.waitFor({ timeout: 15_000 });
    const summary = 'expected a one- or two-sentence summary (40+ characters)';
    expect(await notice.innerText()).toContain(`Summary: ${summary}`);
    await notice.getByRole('link', { name: 'Summary' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Short Summary Cell');
    expect(existsSync(path.join(tmp, 'content/projects/short-summary-cell.mdx'))).toBe(false);
    // No toast of the editor's own, no console error, no uncaught page error.
    expect(await page.getByText(/Oops|Failed to persist/).count()).toBe(0);
    expect(problems).toEqual([]);
  }, 120_000);

  test('places a problem inside a list under its own field, naming the item', async () => {
    const before = read('content/projects/otto.mdx');
    const { page, problems } = await pageFor('refused-alt-text');
    await openEditor(page, 'projects/entries/otto');
    const alts = page.getByLabel('Alt text', { exact: true });
    await alts.nth(1).fill('Robot');
    await publish(page);
    const notice = page.getByRole('alert').filter({ hasText: 'Not saved' });
    await notice.waitFor({ timeout: 30_000 });
    const message = 'expected alt text that describes the image (8+ characters)';
    expect(await notice.innerText()).toContain(`Images, image 2, Alt text: ${message}`);
    // Under the second image's alt text, and nowhere else: not under the first, not under the list.
    const under = await alts.evaluateAll((inputs) =>
      inputs.map((input) => {
        let box: Element | null = input;
        while (box && box.querySelectorAll('input').length <= 1) {
          const alert = [...box.children].find((c) => c.getAttribute('role') === 'alert');
          if (alert) return alert.textContent;
          box = box.parentElement;
        }
        return null;
      }),
    );
    expect(under).toEqual([null, message, null]);
    const elsewhere = page
      .getByRole('alert')
      .filter({ hasNotText: 'Not saved' })
      .filter({ hasText: message });
    expect(await elsewhere.count()).toBe(1);
    await elsewhere.scrollIntoViewIfNeeded();
    // The notice's link brings that very field into focus.
    await notice.getByRole('link', { name: 'Images, image 2, Alt text' }).click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement)?.value))
      .toBe('Robot');
    expect(read('content/projects/otto.mdx')).toBe(before);
    expect(await page.getByText(/Oops|Failed to persist/).count()).toBe(0);
    expect(problems).toEqual([]);
  }, 120_000);

  test("refuses a save whose photo is too small, with the validator's message, and writes nothing", async () => {
    const { page, problems } = await pageFor('refused-photo');
    await openEditor(page, 'projects/new');
    await fillFacts(page, {
      Title: 'Narrow Photo Cell',
      Heading: 'A cell shown by one photo that is too narrow',
      Summary: 'A case study whose only photo is too narrow for the site, to see the editor refuse it.',
      // A year typed as words: the form's own check finds it, the dev server the photo.
      Year: 'twenty',
      Area: '40',
      Location: 'Austin',
    });
    await pickTagsAndCategories(page);
    await addImage(page, 'The cell from the front', path.join(tmp, 'narrow-photo.jpg'));
    await addImage(
      page,
      'Plan of the capper guarding and the reject gate',
      path.join(tmp, 'capper-chucks.svg'),
    );
    await writeBody(page, 'Commissioned in a week.');
    await publish(page);
    // The validator's own check on the dev server refuses it: in the notice, and under the field.
    const photo = /photo is 300 px wide; at least 800 px is needed/;
    await page.getByRole('alert').filter({ hasText: 'Not saved' }).filter({ hasText: photo }).waitFor({
      timeout: 30_000,
    });
    expect(await page.getByRole('alert').filter({ hasNotText: 'Not saved' }).allInnerTexts()).toContainEqual(
      expect.stringMatching(photo),
    );
    // Every problem at once, after one press: the year's too, in the writer's words.
    const notice = await page.getByRole('alert').filter({ hasText: 'Not saved' }).innerText();
    expect(notice).toMatch(/Year: expected a year between 1980 and 2100/);
    expect(notice).not.toMatch(/got |\.mdx|:\d+:\d+|content\//);
    // No toast of the editor's own competes with the notice, and the console stays clean.
    expect(await page.getByText(/Oops|Failed to persist/).count()).toBe(0);
    expect(problems).toEqual([]);
    // The photo's problem sits under that photo, not only under the whole Images list.
    const underPhoto = page.getByRole('alert').filter({ hasNotText: 'Not saved' }).filter({ hasText: photo });
    await underPhoto.scrollIntoViewIfNeeded();
    expect(existsSync(path.join(tmp, 'content/projects/narrow-photo-cell.mdx'))).toBe(false);
    expect(existsSync(path.join(tmp, 'content/projects/art/narrow-photo-cell/narrow-photo.jpg'))).toBe(false);
  }, 180_000);
});

/** Replaces `from` with `to` in a file of the copy, which must hold it. */
function edit(file: string, from: string | RegExp, to: string) {
  const abs = path.join(tmp, file);
  const text = readFileSync(abs, 'utf8');
  expect(text, file).toMatch(from);
  writeFileSync(abs, text.replace(from, to));
}

const read = (file: string) => readFileSync(path.join(tmp, file), 'utf8');

/** The dev server's answer at `address` (the editor's site is the same server). */
const status = (address: string) => fetch(new URL(address, editorUrl)).then((r) => r.status);

/**
 * A project with an uploaded drawing of its own (art/spare-cell/), named by another project's
 * related list and linked from a service's text: what a delete or a rename must not break.
 */
async function addNamedProject() {
  const text = read('content/projects/sol-ark.mdx')
    .replace(/^title: .*$/m, 'title: Spare Test Cell')
    .replace('src: ./art/figure.svg', 'src: ./art/spare-cell/cell.svg');
  mkdirSync(path.join(tmp, 'content/projects/art/spare-cell'), { recursive: true });
  writeFileSync(
    path.join(tmp, 'content/projects/art/spare-cell/cell.svg'),
    readFileSync(path.join(tmp, 'content/projects/art/figure.svg')),
  );
  writeFileSync(path.join(tmp, 'content/projects/spare-cell.mdx'), text);
  edit('content/projects/uv-curing.mdx', /^related: \[/m, 'related: [spare-cell, ');
  const service = 'content/services/data-logging.mdx';
  writeFileSync(path.join(tmp, service), `${read(service)}\nSee [the spare cell](/projects/spare-cell).\n`);
  await expect.poll(() => status('/projects/spare-cell'), { timeout: 15_000 }).toBe(200);
}

/** What a writer never reads: file names and extensions, a field path's brackets and dots, its keys. */
const WRITERS_NEVER_READ = /\.ya?ml|\.mdx|content\/|\[\d|\w\.\w|slugs|Site data/;

const deleteButton = (page: Page) => page.getByRole('button', { name: /^Delete (published )?entry$/ });

describe('the lists', () => {
  test('lists entries by title and offers no Media library', async () => {
    const { page, problems } = await pageFor('entry-list');
    await page.goto(editorUrl);
    await page.getByRole('button', { name: 'Login' }).click({ timeout: 90_000 });
    await page.goto(`${editorUrl}#/collections/projects`);
    const cards = page.locator('main a[href*="/entries/"], a[href*="#/collections/projects/entries/"]');
    await cards.first().waitFor({ timeout: 30_000 });
    const titles = (await cards.allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    expect(titles.length).toBeGreaterThan(2);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(await page.getByRole('button', { name: 'Media' }).isVisible()).toBe(false);
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('deletes and renames that never leave the site broken', () => {
  test('a new address keeps the old one working and every mention follows', async () => {
    await addNamedProject();
    const { page, problems } = await pageFor('rename');
    await openEditor(page, 'projects/entries/spare-cell');
    await page.getByRole('button', { name: 'Change address' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Robotic UV Curing Cell').waitFor({ timeout: 15_000 });
    expect(await dialog.innerText()).toContain('Data Logging');
    await dialog.getByLabel(/New address/).fill('spare-test-cell');
    await dialog.getByRole('button', { name: 'Change address' }).click();
    // The editor opens the entry at its new address.
    await page.waitForURL(/entries\/spare-test-cell$/, { timeout: 30_000 });
    await page.getByLabel('Title', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Spare Test Cell');
    expect(existsSync(path.join(tmp, 'content/projects/spare-cell.mdx'))).toBe(false);
    expect(read('content/projects/spare-test-cell.mdx')).toContain('src: ./art/spare-test-cell/cell.svg');
    expect(existsSync(path.join(tmp, 'content/projects/art/spare-test-cell/cell.svg'))).toBe(true);
    expect(read('content/projects/uv-curing.mdx')).toMatch(/^related: \[spare-test-cell, /m);
    expect(read('content/services/data-logging.mdx')).toContain(
      '[the spare cell](/projects/spare-test-cell)',
    );
    // The old address redirects, in every deploy rule (npm start, nginx, _redirects).
    expect(redirectRules(tmp)).toContainEqual(
      expect.objectContaining({ from: '/projects/spare-cell', to: '/projects/spare-test-cell' }),
    );
    expect(await problemsOfCopy()).toBe('');
    expect(await status('/projects/spare-test-cell')).toBe(200);
    expect(problems).toEqual([]);
  }, 180_000);

  test('a delete names the pages that mention the entry and removes them with it', async () => {
    const { page, problems } = await pageFor('delete-warning');
    await openEditor(page, 'projects/entries/spare-test-cell');
    await deleteButton(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Robotic UV Curing Cell').waitFor({ timeout: 15_000 });
    expect(await dialog.innerText()).toContain('Data Logging');
    await dialog.getByRole('button', { name: 'Delete and remove mentions' }).click();
    await page.waitForURL(/#\/collections\/projects$/, { timeout: 30_000 });
    expect(existsSync(path.join(tmp, 'content/projects/spare-test-cell.mdx'))).toBe(false);
    // Its uploads went with it; the mentions are gone (a link keeps its words).
    expect(existsSync(path.join(tmp, 'content/projects/art/spare-test-cell'))).toBe(false);
    expect(read('content/projects/uv-curing.mdx')).not.toContain('spare-test-cell');
    expect(read('content/services/data-logging.mdx')).toContain('See the spare cell.');
    expect(await problemsOfCopy()).toBe('');
    for (const address of ['/', '/projects', '/projects/uv-curing', '/services/data-logging'])
      expect(await status(address), address).toBe(200);
    // A later save still gets its page's address (no error on the deleted entry's folder).
    const saved = await fetch(new URL('/__saved', editorUrl), {
      method: 'POST',
      body: JSON.stringify({ collection: 'projects' }),
    });
    expect(saved.status).toBe(200);
    expect(problems).toEqual([]);
  }, 180_000);

  test('refuses a delete that would leave a page short, and changes nothing', async () => {
    const before = read('content/projects/otto.mdx');
    const { page, problems } = await pageFor('delete-refused');
    await openEditor(page, 'projects/entries/cobots');
    await deleteButton(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Otto AMR Power Distribution').waitFor({ timeout: 15_000 });
    // A data file's mention reads as the page it feeds and the field in the form's words.
    const listed = await dialog.innerText();
    expect(listed).toMatch(/Home page: Projects, item \d+/);
    expect(listed).not.toMatch(WRITERS_NEVER_READ);
    await dialog.getByRole('button', { name: 'Delete and remove mentions' }).click();
    // The home page's carousel needs its eight projects: nothing is deleted.
    const refused = dialog.getByRole('alert');
    await refused.getByText(/needs exactly 8 items/).waitFor({ timeout: 30_000 });
    expect(await refused.innerText()).toContain('Not deleted');
    expect(await refused.innerText()).toMatch(/Home page: Projects: needs exactly 8 items/);
    expect(await refused.innerText()).not.toMatch(WRITERS_NEVER_READ);
    expect(existsSync(path.join(tmp, 'content/projects/cobots.mdx'))).toBe(true);
    expect(read('content/projects/otto.mdx')).toBe(before);
    expect(problems).toEqual([]);
  }, 120_000);
});

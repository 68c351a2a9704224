/**
 * The editor's speed as a writer feels it: `npm run bench:editor`. Copies the site into a
 * temporary folder (its own caches, so the first load is a first load), starts `npm run edit` there
 * and drives headless Chromium at 1,280 px. Prints, in milliseconds:
 *   - the editor's start, until `npm run edit` prints its address;
 *   - the editor's first load (Login, then a case study open with its form; the first start also
 *     builds the editor's code into the copy's empty cache, scripts/lib/editor/bundle.ts), a reload,
 *     and a load after the editor is started again (its build then comes from the cache);
 *   - per keystroke (the key and the work it starts on the page) in a plain text box on a blank page,
 *     in a one-line field (Title) and in the body (Rich Text), as median and 90th percentile;
 *   - a preview: from the last key until the preview pane shows what was typed;
 *   - the first view of a page with a new photo (its variants made on that request), then a second.
 * The figures move with the machine's load; run it on a quiet machine and compare like with like.
 * `--keys N` sets how many keys each field gets (default 40). The folder is removed at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { chromiumPath, LAUNCH_FLAGS } from '../tests/e2e/support.ts';
import { SITE_FILES } from './bench-scale.ts';
import { projectRoot } from './lib/project-root.ts';

const args = process.argv.slice(2);
const KEYS = Number(args[args.indexOf('--keys') + 1]) || 40;
const TEXT = ' the quick brown fox jumps over the lazy dog while the line runs. '.repeat(4);

function copySite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-bench-editor-'));
  for (const item of SITE_FILES)
    cpSync(path.join(projectRoot, item), path.join(dir, item), { recursive: true });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** `npm run edit` in the copy; resolves with the process and the editor's address it prints. */
function startEditor(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/edit.ts'], {
    cwd: dir,
    env: { ...process.env, PORT: '0', SITE_CACHE_DIR: path.join(dir, '.cache') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the editor did not start in 120 s:\n${output}`)),
      120_000,
    );
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const url = /Editor: (http:\/\/127\.0\.0\.1:\d+\/admin\/)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the editor exited (${code}):\n${output}`)));
  });
}

const since = (t: number) => performance.now() - t;
const step = (what: string) => process.stderr.write(`  ... ${what}\n`);

/**
 * Each key's time: the key pressed and the work it starts on the page's main thread (an input is
 * a discrete event: React renders its update before the next task, which is the round trip that
 * ends the measure). The plain text box's figure is the cost of the measure itself.
 */
async function keystrokes(page: Page, count: number): Promise<Typed> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const busy = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
  };
  const times: number[] = [];
  const before = await busy();
  for (const key of TEXT.slice(0, count)) {
    const t = performance.now();
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page.evaluate(() => 0);
    times.push(since(t));
  }
  const cpu = ((await busy()) - before) / count;
  await cdp.detach();
  return { times, cpu };
}

/** Wall time of each key, and the page's main-thread time per key (less moved by other loads). */
type Typed = { times: number[]; cpu: number };

function summary({ times, cpu }: Typed): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const wall = `median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms`;
  return `${wall}; main thread ${cpu.toFixed(1)} ms a key (${times.length} keys)`;
}

/**
 * Opens the editor at a case study and resolves when its form is there, with the time until its
 * Login button showed (the editor's code loaded and started).
 */
async function openCaseStudy(page: Page, url: string) {
  const t = performance.now();
  await page.goto(url);
  await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 120_000 });
  const login = since(t);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`${url}#/collections/projects/entries/otto`);
  await page.getByLabel('Title', { exact: true }).waitFor({ timeout: 120_000 });
  return login;
}

const previewFrame = (page: Page) =>
  page.locator('iframe').first().contentFrame().locator('iframe[title="Page preview"]').contentFrame();

async function typing(page: Page) {
  await page.goto('about:blank');
  await page.setContent('<input aria-label="plain" style="width:40em">');
  await page.getByLabel('plain').click();
  const plain = await keystrokes(page, KEYS);
  return { plain };
}

/** A case study with a new 2,400 px photo, and the times of its page's first and second view. */
async function photoPage(page: Page, dir: string, site: string) {
  const art = path.join(dir, 'content/projects/art');
  await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#35506e' } })
    .jpeg()
    .toFile(path.join(art, 'bench-photo.jpg'));
  const otto = readFileSync(path.join(dir, 'content/projects/otto.mdx'), 'utf8');
  const text = otto.replace(/^(gallery:\n {2}- src: )\S+/m, '$1./art/bench-photo.jpg');
  writeFileSync(
    path.join(dir, 'content/projects/bench-photo.mdx'),
    text.replace(/^title: .*/m, 'title: Bench'),
  );
  const views: number[] = [];
  for (let i = 0; i < 2; i++) {
    // Wait until the dev server has seen the new file.
    for (let n = 0; n < 100 && (await fetch(`${site}projects/bench-photo`)).status !== 200; n++)
      await new Promise((r) => setTimeout(r, 100));
    const t = performance.now();
    await page.goto(`${site}projects/bench-photo`, { waitUntil: 'load' });
    views.push(since(t));
  }
  return views;
}

/** Stops the editor and waits (at most 5 s) until it has. */
async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
}

async function main() {
  const dir = copySite();
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: LAUNCH_FLAGS });
  let editor: ChildProcess | undefined;
  try {
    let t = performance.now();
    const started = await startEditor(dir);
    const start = since(t);
    editor = started.child;
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    step('typing in a plain text box');
    const { plain } = await typing(page);
    step('loading the editor');
    t = performance.now();
    const firstLogin = await openCaseStudy(page, started.url);
    const firstLoad = since(t);
    t = performance.now();
    await page.reload();
    await page.getByLabel('Title', { exact: true }).waitFor({ timeout: 120_000 });
    const secondLoad = since(t);
    await previewFrame(page).locator('h1').waitFor({ timeout: 60_000 });
    step('typing in Title');
    await page.getByLabel('Title', { exact: true }).click();
    await page.keyboard.press('End');
    const title = await keystrokes(page, KEYS);
    t = performance.now();
    const typed = TEXT.slice(0, KEYS).trimEnd();
    await previewFrame(page)
      .locator('h1', { hasText: typed.slice(-12) })
      .waitFor({ timeout: 60_000 });
    const preview = since(t);
    step('typing in the body');
    await page.locator('[data-slate-editor="true"]').last().click();
    await page.keyboard.press('Control+End');
    const body = await keystrokes(page, KEYS);
    const site = new URL('/', started.url).href;
    step('a page with a new photo');
    const [firstView, secondView] = await photoPage(page, dir, site);
    step('the editor started again (its dependencies prepared by the first start)');
    await stop(editor);
    const again = await startEditor(dir);
    editor = again.child;
    const fresh = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    t = performance.now();
    const restartLogin = await openCaseStudy(fresh, again.url);
    const restartLoad = since(t);
    console.log('Editor benchmark (headless Chromium, 1280 px; figures move with the machine load)');
    const login = (ms: number) => `Login shown at ${ms.toFixed(0)} ms`;
    console.log(
      `  editor start            ${start.toFixed(0)} ms (npm run edit until it prints its address)`,
    );
    console.log(
      `  first editor load       ${firstLoad.toFixed(0)} ms (${login(firstLogin)}; then a case study)`,
    );
    console.log(`  editor load again       ${secondLoad.toFixed(0)} ms (a reload)`);
    console.log(
      `  after a restart         ${restartLoad.toFixed(0)} ms (${login(restartLogin)}; a new profile)`,
    );
    console.log(`  keystroke, plain input  ${summary(plain)}`);
    console.log(`  keystroke, Title        ${summary(title)}`);
    console.log(`  keystroke, body         ${summary(body)}`);
    console.log(
      `  preview after last key  ${preview.toFixed(0)} ms (includes the typing pause it waits for)`,
    );
    console.log(
      `  new photo, first view   ${firstView!.toFixed(0)} ms; second view ${secondView!.toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
    await stop(editor);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

/**
 * End-to-end test support: the built dist/ served on 127.0.0.1, and a real headless Chromium
 * (CHROME_PATH, else /usr/bin/chromium, else the npm-shipped @sparticuz/chromium).
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Manifest } from '../../src/content/routes.ts';
import { createStaticServer } from '../../scripts/lib/static-server.ts';

export const root = path.resolve(import.meta.dirname, '../..');
export const dist = path.join(root, 'dist');

export const LAUNCH_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export async function chromiumPath(): Promise<string> {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const sparticuz = (await import('@sparticuz/chromium')).default;
  return sparticuz.executablePath();
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), args: LAUNCH_FLAGS, headless: true });
}

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(path.join(root, 'src/generated/manifest.json'), 'utf8')) as Manifest;
}

/** Serves dist/ on a free loopback port. */
export async function serveDist(): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error('dist/ is missing: run `npm run build` first');
  return serveFolder(dist);
}

/** The folder `folder` served as `npm start` serves dist/, on a free port of 127.0.0.1. */
export async function serveFolder(folder: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createStaticServer({ root, dist: folder });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Console errors, warnings (hydration warnings among them) and uncaught exceptions on a page. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

export async function newPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const problems = collectProblems(page);
  // E2E_CPU_THROTTLE=4 runs each page on a CPU four times slower, to find tests that race the app.
  const throttle = Number(process.env.E2E_CPU_THROTTLE ?? 1);
  if (throttle > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  }
  return { context, page, problems };
}

/**
 * Resolves when the page has loaded and every island on it has hydrated (a page without islands
 * runs no React at all, so it is ready at its load event). An island hydrates when it comes near
 * the viewport or at a visitor's first sign on it (src/lib/hydrate-when.ts): once the page's entry
 * watches for those, the pointer passes over each island that has not hydrated yet, as a visitor's
 * would, without scrolling the page.
 */
export async function waitForHydration(page: Page) {
  // Checked, and the pointer passed again, every 100 ms until all have hydrated: a page the dev
  // server reloads (when Vite has prepared a dependency it first met on this page) starts over.
  await page.waitForFunction(
    () => {
      if (document.readyState !== 'complete') return false;
      const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
      if (!islands.length) return true;
      if (document.documentElement.dataset.islands !== 'watching') return false;
      const waiting = islands.filter((el) => !('hydrated' in el.dataset));
      for (const el of waiting) el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      return waiting.length === 0;
    },
    undefined,
    { polling: 100 },
  );
}

/**
 * Resolves when the page's styles have settled: on a page with islands, the whole sheet its loader
 * brings after the first paint has loaded (src/lib/entry-loader.ts), and no CSS transition that
 * its arrival started is still running (a button fading to its colour is not yet its colour).
 */
export async function stylesSettled(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-island]') ||
      document.querySelector<HTMLElement>('link[data-full-sheet]')?.dataset.fullSheet === 'loaded',
  );
  await page.evaluate(() =>
    Promise.all(document.getAnimations().flatMap((a) => (a instanceof CSSTransition ? [a.finished] : []))),
  );
}

/** What a suite that drives pages of the built site uses: its address and a fresh page in Chromium. */
export interface SiteInBrowser {
  /** The served dist/'s origin, such as http://127.0.0.1:40123 */
  readonly url: string;
  newPage: (options?: BrowserContextOptions) => ReturnType<typeof newPage>;
}

/**
 * Starts Chromium and a server of dist/ before the calling suite's tests, and closes both after
 * them. Call it at the top level of a test file.
 */
export function useSiteInBrowser(): SiteInBrowser {
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof serveDist>> | undefined;
  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), serveDist()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = () => {
    if (!browser || !server) throw new Error('useSiteInBrowser(): the suite has not started yet');
    return { browser, server };
  };
  return {
    get url() {
      return started().server.url;
    },
    newPage: (options) => newPage(started().browser, options),
  };
}

export { inLanes } from '../../scripts/lib/cache.ts';

/** One raw response: the bytes as sent, not decoded. */
export function rawGet(
  url: string,
  encoding: string,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

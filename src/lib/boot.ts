/**
 * What a prerendered page runs: nothing before its first paint, then each island when it is wanted
 * (lib/hydrate-when.ts: near the viewport once the page has loaded and the browser is idle, or at
 * the visitor's first sign on it), each hydrated on its own, and analytics if the identity file
 * configures them. A page without islands loads no React at all, nor does one whose islands no
 * visitor has reached.
 */
import type { ComponentType } from 'react';
import {
  CHUNK_ERROR_TEMPLATE,
  clearReloadMark,
  describeChunkError,
  isChunkLoadError,
  reloadOnce,
} from './chunk-errors.ts';
import { whenWanted } from './hydrate-when.ts';

type IslandModule = Record<string, ComponentType<Record<string, unknown>>>;

/** One loader per module of src/islands/: the island named `X` is `src/islands/X.tsx`'s export `X`. */
const islandModules = import.meta.glob<IslandModule>('../islands/*.tsx');

async function loadIsland(name: string) {
  const load = islandModules[`../islands/${name}.tsx`];
  const Component = load ? (await load())[name] : undefined;
  if (!Component) throw new Error(`No island "${name}": add src/islands/${name}.tsx exporting ${name}`);
  return Component;
}

/** Shows the prerendered notice at the top of the page's main content. */
function showChunkError(error: unknown) {
  const template = document.getElementById(CHUNK_ERROR_TEMPLATE) as HTMLTemplateElement | null;
  if (!template) throw error;
  const notice = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  const { chunk, failure } = describeChunkError(error);
  if (chunk) notice.querySelector('[data-chunk]')!.textContent = chunk;
  notice.querySelector('[data-failure]')!.textContent = failure;
  notice.querySelector('[data-reload]')!.addEventListener('click', () => window.location.reload());
  (document.querySelector('main') ?? document.body).prepend(notice);
}

/**
 * A task boundary. Evaluating a module (React's is the largest) is a task the browser cannot
 * split; what follows it, such as hydration, starts a task of its own, so neither adds to the
 * other's length (a task over 50 ms blocks the visitor's input).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The whole stylesheet: the page inlines the rules of its markup (of its first screen), and the
 * classes islands add once hydrated (an open menu, a field in error) are in the whole sheet, which
 * the entry's loader has started to load (lib/entry-loader.ts). Islands hydrate once it is there.
 */
function fullSheet(): Promise<unknown> {
  const link = document.querySelector<HTMLLinkElement>('link[data-full-sheet]');
  if (!link || link.dataset.fullSheet === 'loaded' || link.type === 'text/plain') return Promise.resolve();
  return new Promise((resolve) => {
    for (const type of ['load', 'error']) link.addEventListener(type, resolve, { once: true });
  });
}

/** Set once an island's script has failed: the page shows one notice, or reloads once. */
let failed = false;

/**
 * Loads and hydrates one island (each on its own: one whose script fails leaves the others
 * working); resolves once React has committed it.
 */
async function hydrate(el: HTMLElement): Promise<void> {
  try {
    const client = import('./islands-client.tsx');
    await fullSheet();
    const [{ hydrateIsland }, Component] = await Promise.all([client, loadIsland(el.dataset.island!)]);
    await nextTask();
    await new Promise<void>((resolve) => hydrateIsland(el, Component, resolve));
    if (!failed) clearReloadMark();
  } catch (error) {
    if (failed) return;
    failed = true;
    if (!isChunkLoadError(error) || !reloadOnce()) showChunkError(error);
  }
}

function startAnalytics() {
  const setting = document.querySelector<HTMLMetaElement>('meta[name="analytics"]')?.content ?? 'none';
  if (setting === 'none') return;
  void import('./analytics.ts').then(({ trackPageView }) => trackPageView(setting, window.location.pathname));
}

/**
 * Calls `then` once the browser has shown the page: when it reports the page's largest paint so
 * far (or its first paint, where it does not report the largest), two frames on where it reports
 * neither, and in any case within `limit` ms (a page in a background tab is not painted until it
 * is shown).
 */
function afterPaint(then: () => void, limit = 1000) {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  const types = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
  const type = ['largest-contentful-paint', 'paint'].find((t) => types.includes(t));
  const observer = type ? new PerformanceObserver(go) : undefined;
  if (observer) observer.observe({ type, buffered: true });
  else requestAnimationFrame(() => requestAnimationFrame(go));
  setTimeout(go, limit);
}

/**
 * After the load event, once the page has been painted, when the browser is idle: the first paint
 * never waits for a script, and no island's request competes with it. (The load event can come
 * before the first paint, and a request made before that paint is one it may wait for.)
 */
function afterLoad(work: () => void) {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(work, { timeout: 1500 })
      : setTimeout(work, 1);
  const start = () => afterPaint(idle);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

export function boot() {
  // Vite reports failed preloads of a chunk's dependencies here; treat them like a failed chunk.
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
  // The visitor's signs count from now; the viewport, once the page is loaded and idle.
  const watchers = [...document.querySelectorAll<HTMLElement>('[data-island]')].map((el) =>
    whenWanted(el, hydrate),
  );
  document.documentElement.dataset.islands = 'watching';
  afterLoad(() => {
    startAnalytics();
    for (const watchViewport of watchers) watchViewport();
  });
}

/**
 * A script chunk that fails to load (a deploy replaced it, the network dropped) is retried by
 * reloading the page once; a second failure on the same page shows an error screen instead.
 */
const KEY = 'chunk-reload';

/** The id of the page's `<template>` the browser entry shows when a script of the page fails to load. */
export const CHUNK_ERROR_TEMPLATE = 'chunk-error';

/** What browsers and Vite say when a script chunk did not arrive (any of these, in any case). */
const CHUNK_FAILURES = [
  'dynamically imported module',
  'module script failed',
  'Unable to preload',
  'error loading dynamically',
  'Failed to fetch',
];
const CHUNK_FAILURE = new RegExp(CHUNK_FAILURES.join('|'), 'i');

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const isChunkLoadError = (error: unknown) => CHUNK_FAILURE.test(messageOf(error));

/** The chunk named in a loader error (if it names one), and the kind of failure. */
export function describeChunkError(error: unknown): { chunk?: string; failure: string } {
  const message = messageOf(error);
  const url = /(https?:\/\/\S+|\/assets\/\S+)/.exec(message)?.[1]?.replace(/[),.]+$/, '');
  const chunk = url?.replace(/^https?:\/\/[^/]+/, '');
  const failure = error instanceof Error ? `${error.name}: ${message}` : message;
  return { chunk, failure };
}

/** Reloads once per page; returns false when the page was already reloaded for this reason. */
export function reloadOnce(): boolean {
  try {
    const path = window.location.pathname;
    if (sessionStorage.getItem(KEY) === path) return false;
    sessionStorage.setItem(KEY, path);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

export function clearReloadMark() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* storage unavailable: nothing to clear */
  }
}

/**
 * When an island hydrates (src/lib/hydrate-when.ts): one that only answers input at the visitor's
 * first sign on it, never for scrolling past; any other when it comes near the viewport, or at
 * such a sign before that; each once.
 */
import { describe, expect, test, vi } from 'vitest';
import { whenWanted } from '../../../src/lib/hydrate-when.ts';
import { scrollIntoView } from './browser.ts';

function islandElement(hydrate?: 'interaction') {
  const el = document.createElement('div');
  el.dataset.island = 'Carousel';
  if (hydrate) el.dataset.hydrate = hydrate;
  el.innerHTML = '<button type="button">Next</button>';
  document.body.append(el);
  return el;
}

describe('whenWanted', () => {
  test('an island that answers input hydrates at the first sign on it, once, not when scrolled to', () => {
    const el = islandElement('interaction');
    const hydrate = vi.fn(() => Promise.resolve());
    whenWanted(el, hydrate)();
    scrollIntoView();
    expect(hydrate).not.toHaveBeenCalled();
    el.querySelector('button')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    el.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledWith(el);
  });

  test('any other island hydrates when it comes near the viewport, once the entry watches it', () => {
    const el = islandElement();
    const hydrate = vi.fn(() => Promise.resolve());
    const watchViewport = whenWanted(el, hydrate);
    scrollIntoView();
    expect(hydrate).not.toHaveBeenCalled();
    watchViewport();
    scrollIntoView();
    scrollIntoView();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  test('a visitor who reaches an island before the page is idle does not wait for it', () => {
    const el = islandElement();
    const hydrate = vi.fn(() => Promise.resolve());
    const watchViewport = whenWanted(el, hydrate);
    el.dispatchEvent(new Event('keydown', { bubbles: true }));
    watchViewport();
    scrollIntoView();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});

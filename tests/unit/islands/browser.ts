/**
 * What jsdom lacks and the islands use: matchMedia (reduced motion), IntersectionObserver,
 * ResizeObserver, scrollTo and layout. The components project runs this file before each test file
 * (its `setupFiles`): it installs the stubs before each test, and after it unmounts what was rendered
 * (Testing Library cleans up by itself only with test globals) and empties the document, which the
 * test files of a worker share (they run without isolation, for speed). Tests import the helpers
 * below from it.
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** Set to true in a test to emulate `prefers-reduced-motion: reduce`. */
export const motion = { reduced: false };

class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
}

/** Scroll every observed element into view, as if the visitor had scrolled down to it. */
export function scrollIntoView() {
  act(() => {
    for (const observer of FakeIntersectionObserver.all) {
      const entries = [...observer.targets].map(
        (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
      );
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  });
}

class FakeResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * jsdom does no layout. Give elements with these classes a width (px) and lay siblings out side
 * by side, the way the carousel CSS does, so a carousel library has something to scroll.
 */
export function layOut(widths: Record<string, number>) {
  const width = (el: Element) => Object.entries(widths).find(([c]) => el.classList.contains(c))?.[1] ?? 0;
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return width(this);
  });
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    let left = 0;
    for (let s = this.previousElementSibling; s; s = s.previousElementSibling) left += width(s);
    return left;
  });
}

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: motion.reduced && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('scrollTo', () => {});
});

/** Leaves the document as a new page has it: nothing in it, no address but the origin, no storage. */
function emptyDocument() {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
}

afterEach(() => {
  cleanup();
  emptyDocument();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  motion.reduced = false;
});

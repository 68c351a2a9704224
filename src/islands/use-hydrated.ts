import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
/** What the hooks below give while prerendering and hydrating. */
const onServer = () => false;

/**
 * false while prerendering and during hydration, true afterwards. Lets an island read the URL or
 * the window without making the first client render differ from the server HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, onServer);
}

const motionQuery = '(prefers-reduced-motion: reduce)';
const reducedMotion = () => window.matchMedia(motionQuery).matches;

/**
 * Runs `start` once, when half of `el` has scrolled into view. It starts decoration, so it never
 * runs under reduced motion or without IntersectionObserver. Returns what stops the watch.
 */
export function onceInView(el: Element, start: () => void): () => void {
  if (reducedMotion() || typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { threshold: 0.5 },
  );
  observer.observe(el);
  return () => observer.disconnect();
}

const subscribeMotion = (onChange: () => void) => {
  const mql = window.matchMedia(motionQuery);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
};

/** The visitor's reduced-motion preference; false while prerendering and hydrating. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeMotion, reducedMotion, onServer);
}

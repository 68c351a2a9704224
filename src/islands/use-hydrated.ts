import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false while prerendering and during hydration, true afterwards. Lets an island read the URL or
 * the window without making the first client render differ from the server HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const motionQuery = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (onChange: () => void) => {
  const mql = window.matchMedia(motionQuery);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
};

/** The visitor's reduced-motion preference; false while prerendering and hydrating. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(motionQuery).matches,
    () => false,
  );
}

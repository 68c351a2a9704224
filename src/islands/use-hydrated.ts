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

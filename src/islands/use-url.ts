import { useSyncExternalStore } from 'react';

/**
 * The page's query string as islands see it: empty while prerendering and hydrating (the HTML is the
 * same for every query), the real one afterwards, and updated when an island replaces it or the
 * visitor goes back or forward.
 */
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
  };
}

export function useSearchParams(): URLSearchParams {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  return new URLSearchParams(search);
}

/** Replaces the query string (no new history entry, no scroll) and tells every island. */
export function replaceSearch(params: URLSearchParams) {
  const query = params.toString();
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${query ? `?${query}` : ''}${hash}`);
  listeners.forEach((notify) => notify());
}

/**
 * When each island hydrates: nothing before the visitor needs it. An island marked
 * `data-hydrate="interaction"` (one that only answers input: gallery arrows, a carousel that does
 * not advance by itself, tabs) hydrates at the visitor's first sign on it: the pointer coming over
 * it or pressing on it, the focus coming into it, a key pressed in it. Every other island hydrates
 * when it comes near the viewport (`NEAR`), and at those signs too. Until then an island is its
 * prerendered HTML, which works without scripts (links, scroll snapping, radio buttons); the
 * buttons only a script can work (a carousel's arrows) keep their place unseen until it has.
 */

/** What a visitor does on an island that makes it hydrate. `pointerover`: the mouse, before a click. */
const SIGNS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/** How close to the viewport (below or above it) an island below the first screen starts to hydrate. */
export const NEAR = '400px 0px';

/**
 * Calls `hydrate(el)` once, when the island `el` is wanted. The visitor's signs count from now; the
 * function returned starts watching the viewport (for an island that hydrates near it), which the
 * entry does once the page has loaded and the browser is idle.
 */
export function whenWanted(el: HTMLElement, hydrate: (el: HTMLElement) => Promise<unknown>) {
  let started = false;
  let observer: IntersectionObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    for (const sign of SIGNS) el.removeEventListener(sign, start);
    void hydrate(el);
  };
  for (const sign of SIGNS) el.addEventListener(sign, start, { passive: true });
  return () => {
    if (started || el.dataset.hydrate === 'interaction') return;
    if (typeof IntersectionObserver === 'undefined') return start();
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
      rootMargin: NEAR,
    });
    observer.observe(el);
  };
}

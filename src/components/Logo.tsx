/**
 * The company mark: a bridge truss in a gear, in the accent colour. Decorative next to the name.
 * One drawing, public/favicon.svg, for the tab and the page: an image the browser has cached for
 * every page after the first, not markup in each page's HTML (`lazy` in the footer; of low
 * priority in the header, so the page's largest image is not kept waiting).
 */
export function Logo({ lazy = false }: { lazy?: boolean }) {
  return (
    <img
      className="logo"
      src="/favicon.svg"
      alt=""
      width="44"
      height="44"
      {...(lazy ? { loading: 'lazy' as const } : { fetchPriority: 'low' as const })}
      decoding="async"
    />
  );
}

/**
 * The speculation rules every page carries inline (`<script type="speculationrules">`, added by
 * lib/document.ts): the browser prerenders a same-site page when the pointer rests on its link or a
 * finger touches it (`moderate`), so the next page is ready before the click. Downloads, media, the
 * feed and search results are left out. Inline rather than a file named by a header: a file is one
 * more request before the page's largest paint. The Content-Security-Policy allows this text by its
 * hash (scripts/lib/deploy-rules.ts), so it is fixed for every page.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/downloads/*', '/media/*', '/feed.xml', '/search*'] } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

/**
 * The one inline script of a page with a script: it loads the whole stylesheet where the page
 * marks its link (a page with islands inlines the rules of its first screen only,
 * scripts/prerender.ts) and starts the browser entry (a module script named by its `data-entry`)
 * once the largest element of the first screen has painted, so nothing the page needs competes
 * with that paint. The sheet's link says when it has loaded
 * (`data-full-sheet="loaded"`): the islands hydrate after it (lib/boot.ts). Where a browser
 * reports no largest paint, or reports none (a page opened in a background tab), the entry starts
 * on load, or at most 3 s after it.
 * The Content-Security-Policy allows this script by its hash and no other inline script
 * (scripts/lib/deploy-rules.ts), so its text is fixed: the entry's URL is an attribute.
 */
const LARGEST_PAINT = 'largest-contentful-paint';

export const ENTRY_LOADER = `(function (src) {
  function start() {
    if (!src) return;
    var named = document.querySelector('link[data-full-sheet]');
    if (named) {
      var sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.href = named.href;
      sheet.dataset.fullSheet = '';
      sheet.onload = sheet.onerror = function () {
        sheet.dataset.fullSheet = 'loaded';
      };
      named.replaceWith(sheet);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.head.append(script);
    src = '';
  }
  addEventListener('load', function () {
    setTimeout(start, 3000);
    if ((PerformanceObserver.supportedEntryTypes || []).indexOf('${LARGEST_PAINT}') < 0) return start();
    new PerformanceObserver(function (list, observer) {
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: '${LARGEST_PAINT}', buffered: true });
  });
})(document.currentScript.dataset.entry);`;

/**
 * A page's whole HTML document: the index.html template (Vite's, with the entry script and the
 * stylesheet) with the page's head tags (title, description, canonical URL, social tags,
 * preloads, structured data) and markup put in. Only pages that need the entry script (islands to
 * hydrate, or analytics to send) start it, after their largest paint.
 */
import { collections, pageTypes, type PageType, type PageTypeName } from '../../content.config.ts';
import type { Site } from '../schema/index.ts';
import type { RouteData } from '../content/builders/index.ts';
import { ENTRY_LOADER } from './entry-loader.ts';
import { escapeAttr, escapeText } from './escape.ts';
import { SPECULATION_RULES } from './speculation-rules.ts';
import { socialCardAlt } from './social-card.ts';
import { jsonLd } from './structured-data.ts';
import type { PageMetaData } from './types.ts';

const jsonScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Page types whose pages link the RSS feed: the detail and list pages of a collection with a feed. */
const FEED_TYPES = new Set<string>(
  Object.values(collections).flatMap((c) => (c.feed ? [c.detail, ...(c.list ? [c.list] : [])] : [])),
);

/** Preload for the page's largest above-the-fold image, in the best format the browser takes. */
function imagePreload(img: NonNullable<PageMetaData['lcpImage']>): string {
  const avif = img.sources.find((s) => s.type === 'image/avif');
  if (avif) {
    const srcset = `imagesrcset="${escapeAttr(avif.srcset)}" imagesizes="100vw"`;
    return `<link rel="preload" as="image" type="image/avif" ${srcset} fetchpriority="high">`;
  }
  return `<link rel="preload" as="image" href="${escapeAttr(img.src)}" fetchpriority="high">`;
}

function socialTags(meta: PageMetaData, site: Site, type: PageType): string[] {
  const og = {
    type: meta.type,
    site_name: site.name,
    title: meta.title,
    description: meta.description,
    url: meta.canonical,
    image: meta.image,
    'image:width': '1200',
    'image:height': '630',
    'image:alt': socialCardAlt(site, type, meta),
  };
  return [
    `<meta name="description" content="${escapeAttr(meta.description)}">`,
    `<link rel="canonical" href="${escapeAttr(meta.canonical)}">`,
    ...Object.entries(og).map(([k, v]) => `<meta property="og:${k}" content="${escapeAttr(v)}">`),
    '<meta name="twitter:card" content="summary_large_image">',
    meta.noindex ? '<meta name="robots" content="noindex, follow">' : '',
  ];
}

/** What the analytics script reads: the provider and its endpoint, or "none". */
export function analyticsSetting({ analytics }: Site): string {
  return analytics.provider !== 'none' && analytics.endpoint
    ? `${analytics.provider} ${analytics.endpoint}`
    : 'none';
}

export interface PageParts {
  template: PageTypeName;
  data: RouteData<PageTypeName>;
  site: Site;
  /** The page's markup (islands rendered in place) */
  html: string;
  /** Image preloads React emitted while rendering */
  preloads: string[];
}

/**
 * A fact of the page for the search index. Pagefind reads `data-pagefind-meta` on any element;
 * HTML wants a <meta> to have a name.
 */
function searchMeta(key: string, value: string): string {
  const pagefind = `data-pagefind-meta="${key}[content]"`;
  return `<meta name="search:${key}" ${pagefind} content="${escapeAttr(value)}">`;
}

/** The head tags of one page: title, search type, social tags, preloads, structured data. */
export function pageHead({ template, data, site, preloads }: PageParts): string[] {
  const { meta } = data;
  // Art inline in the page (lib/inline-art.ts) is not a file to preload.
  const lcp = meta.lcpImage?.inline ? undefined : meta.lcpImage;
  const type: PageType = pageTypes[template];
  const title = meta.path === '/' ? `${site.name}: ${meta.title}` : `${meta.title} | ${site.name}`;
  const analytics = analyticsSetting(site);
  return [
    `<title>${escapeText(title)}</title>`,
    searchMeta('type', type.search ?? 'Page'),
    // The search index names the largest image by its file, not the data: URL the page may show.
    meta.lcpImage ? searchMeta('image', meta.lcpImage.src) : '',
    ...socialTags(meta, site, type),
    // Read by the browser entry and the contact form, which without them send no analytics and post
    // to the form's own endpoint: a site that sets neither sends neither tag.
    analytics === 'none' ? '' : `<meta name="analytics" content="${escapeAttr(analytics)}">`,
    site.forms.endpoint ? `<meta name="form-endpoint" content="${escapeAttr(site.forms.endpoint)}">` : '',
    lcp ? imagePreload(lcp) : '',
    ...preloads
      .filter((l) => !l.includes('href="data:') && !(lcp && l.includes(`href="${lcp.src}"`)))
      .map((l) => l.replace('imageSizes=', 'imagesizes=').replace('fetchPriority=', 'fetchpriority=')),
    ...jsonLd(site, template, type.business ?? false, data).map(
      (d) => `<script type="application/ld+json">${jsonScript(d)}</script>`,
    ),
    FEED_TYPES.has(template)
      ? `<link rel="alternate" type="application/rss+xml" title="${escapeAttr(site.name)}" href="/feed.xml">`
      : '',
  ].filter(Boolean);
}

/** The entry's script tag (in dev, Vite's own client script, which has no extension, stays). */
const ENTRY_SCRIPT = /<script type="module"[^>]*src="([^"]*\.(?:js|tsx))"[^>]*><\/script>\s*/;

/** The document of one page. A page with no island and no analytics loads no script. */
export function pageDocument(indexHtml: string, parts: PageParts & { islands: string[] }): string {
  const needsScript = parts.islands.length > 0 || analyticsSetting(parts.site) !== 'none';
  const head = pageHead(parts);
  // The entry hydrates islands: it starts after the largest paint (lib/entry-loader.ts).
  const template = indexHtml.replace(ENTRY_SCRIPT, (_, src: string) =>
    needsScript ? `<script data-entry="${src}">${ENTRY_LOADER}</script>\n` : '',
  );
  return template
    .replace('<!--app-head-->', () => head.join('\n    '))
    .replace('<!--app-html-->', () => parts.html)
    .replace('</body>', `<script type="speculationrules">${SPECULATION_RULES}</script>\n  </body>`);
}

/**
 * JSON-LD for a page: the business on the pages that carry its details, BlogPosting on articles,
 * a breadcrumb trail on pages with a banner. What Google's article and local business guidelines
 * ask for, from the identity file and the page's own data.
 */
import type { PageTypeName } from '../../content.config.ts';
import type { RouteData } from '../content/builders/index.ts';
import { genericLink } from '../content/copy-rules.ts';
import type { Site } from '../schema/index.ts';

/** The company's logo: public/favicon.svg as the PNG that scripts/lib/og-images.ts (writeIcons) writes. */
const LOGO = { path: '/icon-512.png', size: 512 };

/** Social cards are drawn 1200 x 630 (scripts/lib/og-images.ts). */
const CARD = { width: 1200, height: 630 };

/** The company as the publisher of everything on the site: one `@id` on every page. */
function organization(site: Site, origin: string) {
  return {
    '@id': `${origin}/#business`,
    name: site.name,
    url: `${origin}/`,
    logo: { '@type': 'ImageObject', url: origin + LOGO.path, width: LOGO.size, height: LOGO.size },
  };
}

/**
 * The company's own profiles: social links that name a profile, not a network's home page (the
 * fictional defaults), which would tell search engines the company *is* that network.
 */
const profiles = (site: Site) => site.social.map((s) => s.href).filter((href) => !genericLink(href));

function localBusiness(site: Site, origin: string) {
  const sameAs = profiles(site);
  return {
    '@type': 'LocalBusiness',
    ...organization(site, origin),
    telephone: site.phones.sales,
    email: site.email,
    foundingDate: String(site.founded),
    image: `${origin}/og/index.png`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    openingHours: site.hours.schemaOrg,
    ...(sameAs.length ? { sameAs } : {}),
  };
}

type ArticleData = Extract<RouteData<PageTypeName>, { post: unknown }>;

function blogPosting(site: Site, origin: string, { post, meta }: ArticleData) {
  const authorUrl = post.authorUrl?.startsWith('/') ? origin + post.authorUrl : post.authorUrl;
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    // The article's one date (the product shows no other); when the file last changed is the
    // sitemap's lastmod.
    datePublished: post.date,
    author: { '@type': 'Organization', name: post.author, ...(authorUrl ? { url: authorUrl } : {}) },
    publisher: { '@type': 'Organization', ...organization(site, origin) },
    // The social card: a raster image, as the guidelines ask, drawn from the cover art.
    image: { '@type': 'ImageObject', url: meta.image, ...CARD },
    mainEntityOfPage: meta.canonical,
  };
}

/** What a page type's own data says as structured data, by page type (beside the company and breadcrumb). */
const ofPageType: { [T in PageTypeName]?: (site: Site, origin: string, data: RouteData<T>) => object } = {
  Article: blogPosting,
};

/** `business`: the page type carries the company's details (content.config.ts). */
export function jsonLd(site: Site, template: PageTypeName, business: boolean, data: RouteData<PageTypeName>) {
  const origin = site.url.replace(/\/$/, '');
  const { meta } = data;
  const last = meta.breadcrumb.length - 1;
  // The route's data is its page type's (ManifestRoute pairs them), which is what the entry takes.
  const own = ofPageType[template] as ((s: Site, o: string, d: typeof data) => object) | undefined;
  return [
    business && localBusiness(site, origin),
    own?.(site, origin, data),
    meta.breadcrumb.length > 0 && {
      '@type': 'BreadcrumbList',
      itemListElement: meta.breadcrumb.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.label,
        // A page kept out of search (the 404 page, drafts) has no address to give: its own crumb
        // is a name only, which the breadcrumb guidelines allow for the last item.
        ...(i === last && meta.noindex ? {} : { item: `${origin}${c.href}` }),
      })),
    },
  ].flatMap((d) => (d ? [{ '@context': 'https://schema.org', ...d }] : []));
}

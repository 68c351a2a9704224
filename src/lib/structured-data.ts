/** JSON-LD for a page: the business on home and contact pages, BlogPosting on articles, breadcrumbs. */
import type { PageTypeName } from '../../content.config.ts';
import type { RouteData } from '../content/builders/index.ts';
import type { Site } from '../../src/schema/index.ts';

/** `business`: the page type carries the company's details (content.config.ts). */
export function jsonLd(site: Site, business: boolean, data: RouteData<PageTypeName>): object[] {
  const origin = site.url.replace(/\/$/, '');
  const { meta } = data;
  const out: object[] = [];
  const company = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${origin}/#business`,
    name: site.name,
    url: `${origin}/`,
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
    sameAs: site.social.map((s) => s.href),
  };
  if (business) out.push(company);
  if ('post' in data) {
    const { post } = data;
    out.push({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      datePublished: post.date,
      dateModified: post.date,
      author: { '@type': 'Organization', name: post.author },
      publisher: { '@type': 'Organization', name: site.name, '@id': `${origin}/#business` },
      image: `${origin}${post.image.src}`,
      mainEntityOfPage: meta.canonical,
    });
  }
  if (meta.breadcrumb.length > 0) {
    out.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: meta.breadcrumb.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.label,
        item: `${origin}${c.href}`,
      })),
    });
  }
  return out;
}

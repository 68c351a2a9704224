/** JSON-LD for a page: the business on home and contact pages, BlogPosting on articles, breadcrumbs. */
import type { PageTypeName } from '../../content.config.ts';
import type { RouteData } from '../content/builders/index.ts';
import type { Site } from '../../src/schema/index.ts';

/** `business`: the page type carries the company's details (content.config.ts). */
export function jsonLd(site: Site, business: boolean, data: RouteData<PageTypeName>) {
  const origin = site.url.replace(/\/$/, '');
  const { meta } = data;
  return [
    business && {
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
    },
    'post' in data && {
      '@type': 'BlogPosting',
      headline: data.post.title,
      description: data.post.excerpt,
      datePublished: data.post.date,
      dateModified: data.post.date,
      author: { '@type': 'Organization', name: data.post.author },
      publisher: { '@type': 'Organization', name: site.name, '@id': `${origin}/#business` },
      image: `${origin}${data.post.image.src}`,
      mainEntityOfPage: meta.canonical,
    },
    meta.breadcrumb.length > 0 && {
      '@type': 'BreadcrumbList',
      itemListElement: meta.breadcrumb.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.label,
        item: `${origin}${c.href}`,
      })),
    },
  ].flatMap((d) => (d ? [{ '@context': 'https://schema.org', ...d }] : []));
}

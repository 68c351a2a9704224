/** JSON-LD for a page: the business on home and contact pages, BlogPosting on articles, breadcrumbs. */
import type { ArticleData, PageMetaData } from '../../src/lib/types.ts';
import type { Manifest, ManifestRoute } from './model.ts';

export function jsonLd(manifest: Pick<Manifest, 'site'>, route: ManifestRoute): object[] {
  const { site } = manifest;
  const origin = site.url.replace(/\/$/, '');
  const meta = (route.data as { meta: PageMetaData }).meta;
  const out: object[] = [];
  const business = {
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
    openingHours: 'Mo-Sa 09:00-18:00',
    sameAs: site.social.map((s) => s.href),
  };
  if (['Home', 'Home02', 'ContactUs', 'ContactOffices'].includes(route.template)) out.push(business);
  if (route.template === 'Article') {
    const { post } = route.data as ArticleData;
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

/** Data of a service's page: its description, tabs, consultant, sidebar, related work and sheets. */
import type { PageMeta, ServiceFrontmatter } from '../../schema/index.ts';
import type { Entry, PageMetaData } from '../types.ts';
import type { SiteContext } from '../site-context.ts';
import { noteHomePage } from '../home-page-links.ts';
import { detailRoutes } from './shared.ts';

/**
 * The sidebar's social posts, each linking to the profile of site.yaml it names
 * (checked by the validator).
 */
function socialPosts(ctx: SiteContext) {
  const { posts, ...widget } = ctx.model.data.socialPosts;
  const profiles = new Map(ctx.site.social.map((s) => [s.label, s.href]));
  return { ...widget, posts: posts.map((p) => ({ ...p, href: profiles.get(p.network) ?? '' })) };
}

function serviceData(ctx: SiteContext, e: Entry<ServiceFrontmatter>, meta: PageMetaData) {
  const { navigation, site } = ctx.model;
  return {
    meta,
    service: {
      ...ctx.serviceCard(e),
      href: meta.path,
      heading: e.data.heading,
      consultant: e.data.consultant,
      industries: { label: site.industries.label, items: e.data.industries ?? site.industries.items },
      tabs: e.data.tabs.map((t) => ({ label: t.label })),
    },
    sidebar: {
      about: navigation.aboutLinks,
      services: navigation.serviceSidebar.map(ctx.serviceLink),
      gallery: ctx.projectCards(navigation.serviceGallery),
      social: socialPosts(ctx),
    },
    related: ctx.projectCards(e.data.related),
    downloads: { pdf: `/downloads/services/${e.slug}.pdf`, docx: `/downloads/services/${e.slug}.docx` },
    developerLinks: e.data.developerLinks
      ? site.developerLinks.map((l) => noteHomePage(l, ctx.model.data.labels.page.homePageLink))
      : [],
  };
}

/** Every service at /services/<slug>, and each generic route (/services-detail) with its canonical. */
export function serviceDetailRoutes(ctx: SiteContext, pages: PageMeta[]) {
  return detailRoutes(ctx, {
    collection: 'services',
    entries: ctx.services,
    pages,
    shown: ctx.services,
    fallback: ctx.services[0],
    canonical: true,
    text: (e) => ({ description: e.data.summary, cover: e.data.cover }),
    data: (e, meta) => serviceData(ctx, e, meta),
  });
}

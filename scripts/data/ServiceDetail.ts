/** Data of a service's page: its description, tabs, consultant, sidebar, related work and sheets. */
import type { PageMeta, ServiceFrontmatter } from '../../src/schema/index.ts';
import type { ServiceDetailData } from '../../src/lib/types.ts';
import type { BuiltRoute, Entry } from '../lib/content-types.ts';
import type { SiteContext } from '../lib/site-context.ts';
import { formatPath } from '../lib/problems.ts';
import { entryOf } from './shared.ts';

function serviceData(
  ctx: SiteContext,
  e: Entry<ServiceFrontmatter>,
  p: string,
  canonical?: string,
): ServiceDetailData {
  const { navigation, site } = ctx.model;
  return {
    meta: {
      ...ctx.meta(p, e.data.title, e.data.summary, {
        parent: { label: 'All Services', href: '/services' },
        canonical,
        draft: e.data.draft,
      }),
      lcpImage: ctx.picture(e.file, e.data.cover),
      image: ctx.ogArt(e.file, e.data.cover),
    },
    service: {
      ...ctx.serviceCard(e),
      href: p,
      heading: e.data.heading,
      consultant: e.data.consultant,
      industries: { label: site.industries.label, items: e.data.industries ?? site.industries.items },
      tabs: e.data.tabs.map((t, i) => ({
        label: t.label,
        html: e.fields[formatPath(['tabs', i, 'body'])]!.html,
      })),
    },
    sidebar: {
      about: navigation.aboutLinks,
      services: navigation.serviceSidebar.map(ctx.serviceLink),
      gallery: ctx.projectCards(navigation.serviceGallery),
    },
    related: ctx.projectCards(e.data.related),
    downloads: { pdf: `/downloads/services/${e.slug}.pdf`, docx: `/downloads/services/${e.slug}.docx` },
    developerLinks: e.data.developerLinks ? site.developerLinks : [],
    body: e.body.html,
  };
}

function serviceRoute(ctx: SiteContext, e: Entry<ServiceFrontmatter>, p: string, canonical?: string) {
  return {
    path: p,
    title: e.data.title,
    description: e.data.summary,
    source: e.file,
    index: !canonical,
    data: serviceData(ctx, e, p, canonical),
  };
}

/** Every service at /services/<slug>, and each generic route (/services-detail) with its canonical. */
export function serviceDetailRoutes(ctx: SiteContext, pages: PageMeta[]): BuiltRoute<ServiceDetailData>[] {
  const generic = pages.flatMap((page) => {
    const e = entryOf(ctx.services, page, ctx.services[0]);
    return e ? [serviceRoute(ctx, e, page.path, `${ctx.urls.services}${e.slug}`)] : [];
  });
  return [...ctx.services.map((e) => serviceRoute(ctx, e, `${ctx.urls.services}${e.slug}`)), ...generic];
}

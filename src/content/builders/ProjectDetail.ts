/** Data of a project's page: its facts, gallery, case study, related projects and brochures. */
import type { PageMeta, ProjectFrontmatter } from '../../schema/index.ts';
import type { Entry } from '../types.ts';
import type { SiteContext } from '../site-context.ts';
import { detailRoutes } from './shared.ts';

function projectData(ctx: SiteContext, e: Entry<ProjectFrontmatter>, p: string) {
  const cover = e.data.gallery[0]!;
  return {
    meta: {
      ...ctx.meta(p, e.data.title, e.data.summary, {
        parent: ctx.listParent('projects'),
        draft: e.data.draft,
      }),
      lcpImage: ctx.lcpPicture(e.file, cover),
      image: ctx.ogArt(e.file, cover),
    },
    project: {
      ...ctx.projectCard(e, p),
      heading: e.data.heading,
      industry: e.data.industry,
      area: e.data.area,
      ...(e.data.budget === undefined ? {} : { budget: e.data.budget }),
      tags: e.data.tags.map(ctx.serviceLink),
      gallery: e.data.gallery.map((g) => ctx.picture(e.file, g)),
      brochureLabel: e.data.brochureLabel,
    },
    related: ctx.projectCards(e.data.related),
    downloads: { pdf: `/downloads/projects/${e.slug}.pdf`, docx: `/downloads/projects/${e.slug}.docx` },
    body: e.file,
  };
}

/** Every project at /projects/<slug>, and each generic route (the sample at /project-detail). */
export function projectDetailRoutes(ctx: SiteContext, pages: PageMeta[]) {
  return detailRoutes({
    entries: ctx.projects,
    url: ctx.urls.projects,
    pages,
    shown: [...ctx.model.samples, ...ctx.model.projects],
    // The sample project is a page of its own (not a copy of another), so it is indexed.
    canonical: false,
    text: (e) => ({ title: e.data.title, description: e.data.summary, lastmod: `${e.data.year}-12-31` }),
    data: (e, p) => projectData(ctx, e, p),
  });
}

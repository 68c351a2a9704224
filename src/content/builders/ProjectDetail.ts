/** Data of a project's page: its facts, gallery, case study, related projects and brochures. */
import type { PageMeta, ProjectFrontmatter } from '../../schema/index.ts';
import type { Entry, PageMetaData } from '../types.ts';
import type { SiteContext } from '../site-context.ts';
import { detailRoutes } from './shared.ts';

function projectData(ctx: SiteContext, e: Entry<ProjectFrontmatter>, meta: PageMetaData) {
  return {
    meta,
    project: {
      ...ctx.projectCard(e, meta.path),
      heading: e.data.heading,
      industry: e.data.industry,
      area: e.data.area,
      ...(e.data.budget === undefined ? {} : { budget: e.data.budget }),
      tags: e.data.tags.map(ctx.serviceLink),
      gallery: e.data.gallery.map((g) => ctx.picture(e.file, g)),
      brochureLabel: e.data.brochureLabel || ctx.model.data.labels.project.brochures,
    },
    related: ctx.projectCards(e.data.related),
    downloads: { pdf: `/downloads/projects/${e.slug}.pdf`, docx: `/downloads/projects/${e.slug}.docx` },
  };
}

/** Every project at /projects/<slug>, and each generic route (the sample at /project-detail). */
export function projectDetailRoutes(ctx: SiteContext, pages: PageMeta[]) {
  return detailRoutes(ctx, {
    collection: 'projects',
    entries: ctx.projects,
    pages,
    shown: [...ctx.model.samples, ...ctx.model.projects],
    // The sample project is a page of its own (not a copy of another), so it is indexed.
    canonical: false,
    text: (e) => ({ description: e.data.summary, cover: e.data.gallery[0]! }),
    data: (e, meta) => projectData(ctx, e, meta),
  });
}

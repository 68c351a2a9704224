/** Data of the projects list: every published project, newest first, and the filter categories. */
import { projectCategories } from '../../schema/index.ts';
import { eachPage } from './shared.ts';

export const projectListRoutes = eachPage((ctx, page) => ({
  meta: { ...ctx.pageMeta(page), lcpImage: ctx.firstCardArt(ctx.projects, (p) => p.data.gallery[0]!) },
  projects: ctx.projects.map((p) => ctx.projectCard(p)),
  categories: projectCategories.map((key) => ({ key, label: ctx.model.data.categories[key] })),
}));

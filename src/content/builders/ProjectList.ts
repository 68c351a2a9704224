/** Data of the projects list: every published project, newest first, and the filter categories. */
import type { ProjectListData } from '../../lib/types.ts';
import { projectCategories } from '../../schema/index.ts';
import { eachPage } from './shared.ts';

export const projectListRoutes = eachPage((ctx, page): ProjectListData => ({
  meta: ctx.pageMeta(page),
  projects: ctx.projects.map((p) => ctx.projectCard(p)),
  categories: projectCategories.map((key) => ({ key, label: ctx.model.data.categories[key] })),
}));

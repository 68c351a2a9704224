/** Data of the services list: every published service in its order, split under the page's sections. */
import { eachPage } from './shared.ts';

export const serviceListRoutes = eachPage((ctx, page) => ({
  meta: { ...ctx.pageMeta(page), lcpImage: ctx.firstCardArt(ctx.services, (s) => s.data.cover) },
  services: ctx.services.map(ctx.serviceCard),
  sections: page.sections,
}));

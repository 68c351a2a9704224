/** Data of the home pages (Home, Home02): their data file plus the cards it names. */
import type { PageMeta } from '../../schema/index.ts';
import type { SiteContext } from '../site-context.ts';
import { companyPage, eachPage, resolvePictures } from './shared.ts';
import { testimonialItems } from './Testimonials.ts';

/** A home page opens with a hero slide: its image is the largest thing above the fold. */
function homeData<N extends 'home' | 'home02'>(ctx: SiteContext, page: PageMeta, name: N) {
  const file = ctx.model.data[name];
  const value = {
    ...resolvePictures(ctx, name, file),
    serviceCards: ctx.serviceCards(file.services.slugs),
    projectCards: ctx.projectCards(file.projects.slugs),
    testimonialItems: testimonialItems(ctx, file.testimonials.ids),
    partnerItems: resolvePictures(ctx, 'partners', ctx.model.data.partners.items),
  };
  return companyPage(ctx, page, value, [name, file.slides[0]!.image]);
}

export const homeRoutes = eachPage((ctx, page) => homeData(ctx, page, 'home'));
export const home02Routes = eachPage((ctx, page) => homeData(ctx, page, 'home02'));

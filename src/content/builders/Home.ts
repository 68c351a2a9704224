/** Data of the home pages (Home, Home02): their data file plus the cards it names. */
import type { PageMeta } from '../../schema/index.ts';
import type { DataFiles } from '../../schema/data.ts';
import type { SiteContext } from '../site-context.ts';
import { companyPage, dataFile, eachPage, resolvePictures } from './shared.ts';
import { testimonialItems } from './Testimonials.ts';

type HomeFile = DataFiles['home'] | DataFiles['home02'];

export function homeCards<F extends HomeFile>(ctx: SiteContext, name: 'home' | 'home02', file: F) {
  return {
    ...resolvePictures(file, dataFile(name), ctx.picture),
    serviceCards: file.services.slugs.flatMap((s) => {
      const e = ctx.servicesBySlug.get(s);
      return e ? [ctx.serviceCard(e)] : [];
    }),
    projectCards: ctx.projectCards(file.projects.slugs),
    testimonialItems: testimonialItems(ctx, file.testimonials.ids),
    partnerItems: resolvePictures(ctx.model.data.partners.items, dataFile('partners'), ctx.picture),
  };
}

/** A home page opens with a hero slide: its image is the largest thing above the fold. */
function homeData<F extends HomeFile>(ctx: SiteContext, page: PageMeta, name: 'home' | 'home02', file: F) {
  const data = companyPage(ctx, page, homeCards(ctx, name, file));
  data.meta.lcpImage = ctx.lcpPicture(dataFile(name), file.slides[0]!.image);
  return data;
}

export const homeRoutes = eachPage((ctx, page) => homeData(ctx, page, 'home', ctx.model.data.home));
export const home02Routes = eachPage((ctx, page) => homeData(ctx, page, 'home02', ctx.model.data.home02));

/** Data of the testimonials page, and the testimonial cards other pages pick by id. */
import type { SiteContext } from '../site-context.ts';
import { companyPage, eachPage, resolvePictures } from './shared.ts';

export function testimonialItems(ctx: SiteContext, ids: string[]) {
  const items = resolvePictures(ctx, 'testimonials', ctx.model.data.testimonials.items);
  return ids.flatMap((id) => items.filter((t) => t.id === id));
}

export const testimonialsRoutes = eachPage((ctx, page) => {
  const { eyebrow, heading, text, groups } = ctx.model.data.testimonials;
  return companyPage(ctx, page, {
    eyebrow,
    heading,
    text,
    groups: groups.map((g) => ({ heading: g.heading, items: testimonialItems(ctx, g.ids) })),
  });
});

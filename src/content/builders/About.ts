/** Data of the company pages: about, details, team and careers, each from its data file. */
import { companyPage, eachPage, resolvePictures } from './shared.ts';

// Largest on a phone's first screen: the company drawing, the first portrait, the first slide.
export const aboutUsRoutes = eachPage((ctx, page) => {
  const { company, history, values, sidebar } = ctx.model.data.about;
  const value = resolvePictures(ctx, 'about', { company, history, values, sidebar });
  return companyPage(ctx, page, value, ['about', company.image]);
});

export const aboutDetailRoutes = eachPage((ctx, page) =>
  companyPage(ctx, page, resolvePictures(ctx, 'about', ctx.model.data.about.overview)),
);

export const aboutTeamRoutes = eachPage((ctx, page) => {
  const { team } = ctx.model.data;
  return companyPage(ctx, page, resolvePictures(ctx, 'team', team), ['team', team.leaders[0]!.image]);
});

export const aboutCareersRoutes = eachPage((ctx, page) => {
  const { careers: c } = ctx.model.data;
  return companyPage(ctx, page, resolvePictures(ctx, 'careers', c), ['careers', c.slides[0]!.image]);
});

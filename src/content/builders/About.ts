/** Data of the company pages: about, details, team and careers, each from its data file. */
import { noteHomePage } from '../home-page-links.ts';
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
  const { team, labels } = ctx.model.data;
  const leaders = team.leaders.map((l) => ({
    ...l,
    profileNote: noteHomePage({ href: l.profile }, labels.page.homePageLink).note,
  }));
  const value = resolvePictures(ctx, 'team', { ...team, leaders });
  return companyPage(ctx, page, value, ['team', team.leaders[0]!.image]);
});

export const aboutCareersRoutes = eachPage((ctx, page) => {
  const { careers: c, labels } = ctx.model.data;
  const slides = c.slides.map((s) => ({
    ...s,
    button: noteHomePage(s.button, labels.page.homePageLink),
  }));
  const value = resolvePictures(ctx, 'careers', { ...c, slides });
  return companyPage(ctx, page, value, ['careers', c.slides[0]!.image]);
});

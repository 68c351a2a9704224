/** Data of the company pages: about, details, team and careers, each from its data file. */
import { companyPage, dataFile, eachPage, resolvePictures } from './shared.ts';

export const aboutUsRoutes = eachPage((ctx, page) => {
  const { company, history, values, sidebar } = ctx.model.data.about;
  const about = resolvePictures({ company, history, values, sidebar }, dataFile('about'), ctx.picture);
  const data = companyPage(ctx, page, about);
  // The company drawing, under the banner, is the largest thing on a phone's first screen.
  data.meta.lcpImage = ctx.lcpPicture(dataFile('about'), company.image);
  return data;
});

export const aboutDetailRoutes = eachPage((ctx, page) =>
  companyPage(ctx, page, resolvePictures(ctx.model.data.about.overview, dataFile('about'), ctx.picture)),
);

export const aboutTeamRoutes = eachPage((ctx, page) =>
  companyPage(ctx, page, resolvePictures(ctx.model.data.team, dataFile('team'), ctx.picture)),
);

export const aboutCareersRoutes = eachPage((ctx, page) =>
  companyPage(ctx, page, resolvePictures(ctx.model.data.careers, dataFile('careers'), ctx.picture)),
);

/** Data of the company pages: about, details, team and careers, each from its data file. */
import { dataFilePath } from '../../schema/data.ts';
import { companyPage, eachPage, resolvePictures } from './shared.ts';

export const aboutUsRoutes = eachPage((ctx, page) => {
  const { company, history, values, sidebar } = ctx.model.data.about;
  const data = companyPage(ctx, page, resolvePictures(ctx, 'about', { company, history, values, sidebar }));
  // The company drawing, under the banner, is the largest thing on a phone's first screen.
  data.meta.lcpImage = ctx.lcpPicture(dataFilePath('about'), company.image);
  return data;
});

export const aboutDetailRoutes = eachPage((ctx, page) =>
  companyPage(ctx, page, resolvePictures(ctx, 'about', ctx.model.data.about.overview)),
);

export const aboutTeamRoutes = eachPage((ctx, page) =>
  companyPage(ctx, page, resolvePictures(ctx, 'team', ctx.model.data.team)),
);

export const aboutCareersRoutes = eachPage((ctx, page) =>
  companyPage(ctx, page, resolvePictures(ctx, 'careers', ctx.model.data.careers)),
);

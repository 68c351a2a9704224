/** Data of the 404 page (its pages.yaml row): written to dist/404.html, never listed or indexed. */
import { companyPage, eachPage } from './shared.ts';

export const notFoundRoutes = eachPage((ctx, page) => {
  const data = companyPage(ctx, page, null);
  data.meta.noindex = true;
  return data;
});

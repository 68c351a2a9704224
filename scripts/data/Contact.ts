/** Data of the contact pages, the pricing page and the search page. */
import { companyPage, eachPage } from './shared.ts';

export const pricingRoutes = eachPage((ctx, page) => companyPage(ctx, page, ctx.model.data.pricing));

export const contactOfficesRoutes = eachPage((ctx, page) => companyPage(ctx, page, ctx.model.data.offices));

export const contactUsRoutes = eachPage((ctx, page) =>
  companyPage(ctx, page, {
    ...ctx.model.data.contact,
    // The message form offers the pricing packages (GET IT links preselect one).
    packages: ctx.model.data.pricing.packages.map(({ id, name, price, period }) => ({
      id,
      name,
      price,
      period,
    })),
  }),
);

export const searchRoutes = eachPage((ctx, page) => companyPage(ctx, page, null));

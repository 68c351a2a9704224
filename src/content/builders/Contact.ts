/** Data of the contact pages, the pricing page and the search page. */
import { fill } from '../../lib/format.ts';
import { companyPage, eachPage } from './shared.ts';

export const pricingRoutes = eachPage((ctx, page) => companyPage(ctx, page, ctx.model.data.pricing));

/** `text` as a sentence: a period after it, unless it ends with one ("6 p.m.") or another stop. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Offices and customer desks: what an office does not say of its own comes from site.yaml. */
export const contactOfficesRoutes = eachPage((ctx, page) => {
  const { address: a, phones, email, hours } = ctx.site;
  const offices = ctx.model.data.offices;
  return companyPage(ctx, page, {
    ...offices,
    offices: offices.offices.map((o) => ({
      name: o.name,
      note: o.note,
      address: o.address ?? `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`,
      phone: o.phone ?? phones.sales,
      email: o.email ?? email,
      hours: o.hours ?? [hours.topBar, hours.office, hours.support].map(sentence).join(' '),
    })),
  });
});

export const contactUsRoutes = eachPage((ctx, page) => {
  const { contact, pricing } = ctx.model.data;
  const { currency } = ctx.model.site;
  return companyPage(ctx, page, {
    ...contact,
    // The message form offers the pricing packages (GET IT links preselect one), priced as on that page.
    packages: pricing.packages.map(({ id, name, price, period }) => ({
      id,
      name,
      price: `${currency}${price} ${fill(pricing.perPeriod, { period })}`,
    })),
  });
});

export const searchRoutes = eachPage((ctx, page) => companyPage(ctx, page, null));

import { Page } from '../components/Page.tsx';
import { Icon } from '../components/Icon.tsx';
import { Section } from '../components/SectionHeading.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import type { TemplateProps } from '../content/builders/index.ts';
import { fill } from '../lib/format.ts';

/** /page-pricing: four monthly packages; features a package lacks are struck through. */
export default function Pricing({ data, shell }: TemplateProps<'Pricing'>) {
  const p = data.page;
  return (
    <Page meta={data.meta} shell={shell} cta>
      <Section id="pricing-heading" heading={p} center>
        <ul className="pricing">
          {p.packages.map((pkg) => (
            <li key={pkg.id}>
              <article
                className={pkg.popular ? 'price-card price-card--popular' : 'price-card'}
                aria-labelledby={`package-${pkg.id}`}
              >
                {pkg.popular && <p className="price-card__tag">{p.popular}</p>}
                <h3 id={`package-${pkg.id}`} className="price-card__name">
                  {pkg.name}
                </h3>
                <p className="price-card__price">
                  <span className="price-card__currency">{shell.site.currency}</span>
                  <span className="price-card__amount">{pkg.price}</span>
                  <span className="price-card__period">{fill(p.perPeriod, { period: pkg.period })}</span>
                </p>
                <ul className="price-card__features">
                  {p.features.map((f, i) => (
                    <li key={f} className={pkg.included[i] ? 'is-included' : 'is-excluded'}>
                      <Icon name={pkg.included[i] ? 'check' : 'x-mark'} size={18} />
                      <span>
                        {pkg.included[i] ? f : <del>{f}</del>}
                        <span className="visually-hidden"> {pkg.included[i] ? p.included : p.excluded}</span>
                      </span>
                    </li>
                  ))}
                </ul>
                <SmartLink
                  className={`btn btn--${pkg.popular ? 'primary' : 'outline'} price-card__cta`}
                  href={`/contact-us?package=${pkg.id}`}
                >
                  {p.button}
                  <span className="visually-hidden"> {fill(p.buttonFor, { name: pkg.name })}</span>
                </SmartLink>
              </article>
            </li>
          ))}
        </ul>
      </Section>
    </Page>
  );
}

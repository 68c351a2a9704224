import { Page } from '../components/Page.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { IconBoxGrid } from '../components/IconBox.tsx';
import { Section } from '../components/SectionHeading.tsx';
import { ButtonLink } from '../components/SmartLink.tsx';
import { TabsSection } from './sections/TabsSection.tsx';
import type { TemplateProps } from '../content/builders/index.ts';
import { Counter } from '../islands/index.ts';

/** /about-detail: what we offer, the counters band, how we work (tabs) and the call to action. */
export default function AboutDetail({ data, shell }: TemplateProps<'AboutDetail'>) {
  const { offer, counters, countersHeading, tabs, cta } = data.page;
  return (
    <Page meta={data.meta} shell={shell}>
      <Section id="detail-offer" heading={offer}>
        <IconBoxGrid boxes={offer.boxes} />
        <p className="section-action section-action--start">
          <ButtonLink link={offer.button} tone="outline" />
        </p>
      </Section>

      <section className="section section--dark counters-band" aria-labelledby="detail-counters">
        <div className="container">
          <h2 id="detail-counters" className="visually-hidden">
            {countersHeading}
          </h2>
          <ul className="counters">
            {counters.map((c) => (
              <li key={c.label}>
                <Counter value={c.value} suffix={c.suffix} label={c.label} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <TabsSection id="detail-tabs" tabs={tabs} />

      <CallToAction cta={cta} shell={shell} />
    </Page>
  );
}

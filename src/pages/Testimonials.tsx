import { Page } from '../components/Page.tsx';
import { Section } from '../components/SectionHeading.tsx';
import { TestimonialCarousel } from './sections/TestimonialCard.tsx';
import type { TemplateProps } from '../content/builders/index.ts';

/** /page-testimonial: two auto-advancing carousels of six testimonials each. */
export default function Testimonials({ data, shell }: TemplateProps<'Testimonials'>) {
  const t = data.page;
  return (
    <Page meta={data.meta} shell={shell} cta>
      <Section id="testimonials-intro" heading={t}>
        {t.groups.map((g, i) => (
          <div key={g.heading} className="testimonial-group">
            <h3 id={`testimonials-${i}`} className="testimonial-group__title">
              {g.heading}
            </h3>
            <TestimonialCarousel
              label={g.heading}
              items={g.items}
              words={shell.labels.carousel}
              autoplay={6000 + i * 1500}
            />
          </div>
        ))}
      </Section>
    </Page>
  );
}

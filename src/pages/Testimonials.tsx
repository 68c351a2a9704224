import { Page } from '../components/Page.tsx';
import { Section } from '../components/SectionHeading.tsx';
import { TestimonialCard } from '../components/TestimonialCard.tsx';
import type { TemplateProps } from '../content/builders/index.ts';
import { Carousel } from '../islands/index.ts';

/** /page-testimonial: two auto-advancing carousels of six testimonials each. */
export default function Testimonials({ data, shell }: TemplateProps<'Testimonials'>) {
  const t = data.page;
  return (
    <Page meta={data.meta} shell={shell}>
      <Section id="testimonials-intro" heading={t}>
        {t.groups.map((g, i) => (
          <div key={g.heading} className="testimonial-group">
            <h3 id={`testimonials-${i}`} className="testimonial-group__title">
              {g.heading}
            </h3>
            <Carousel label={g.heading} autoplay={6000 + i * 1500} className="testimonial-carousel">
              {g.items.map((item) => (
                <TestimonialCard key={item.id} item={item} />
              ))}
            </Carousel>
          </div>
        ))}
      </Section>
    </Page>
  );
}

import type { PartnerItem } from '../pages/page-types.ts';
import { SectionHeading } from './SectionHeading.tsx';
import { Carousel } from '../islands/index.ts';

/**
 * Partner logo carousel (5 / 3 / 2 per view, auto-advancing). Logos show in grey and turn to colour
 * on hover, and all of them while keyboard focus is in the carousel.
 */
export function PartnerLogos({
  id,
  eyebrow,
  heading,
  text,
  items,
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  text?: string;
  items: PartnerItem[];
}) {
  return (
    <section className="section section--tinted partners">
      <div className="container">
        <SectionHeading id={id} eyebrow={eyebrow} heading={heading} text={text} center />
        <Carousel
          label={heading}
          columns={{ desktop: 5, tablet: 3, mobile: 2 }}
          gap={24}
          autoplay={4000}
          className="partners__carousel"
        >
          {items.map((p) => (
            <div key={p.name} className="partner-logo">
              <img
                className="partner-logo__plain"
                src={p.plain.src}
                alt={p.name}
                width={p.plain.width}
                height={p.plain.height}
                loading="lazy"
                decoding="async"
              />
              <img
                className="partner-logo__colour"
                src={p.colour.src}
                alt=""
                width={p.colour.width}
                height={p.colour.height}
                loading="lazy"
                decoding="async"
              />
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  );
}

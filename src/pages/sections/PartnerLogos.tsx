import type { PartnerItem } from '../../content/page-types.ts';
import type { CarouselWords } from '../../schema/data.ts';
import { Section, type SectionText } from '../../components/SectionHeading.tsx';
import { Carousel } from '../../islands/index.ts';

type Props = SectionText & { id: string; items: PartnerItem[]; words: CarouselWords };

/**
 * Partner logo carousel (5 / 3 / 2 per view, auto-advancing). Logos show in grey and turn to colour
 * on hover, and all of them while keyboard focus is in the carousel.
 */
export function PartnerLogos({ id, items, words, ...section }: Props) {
  return (
    <Section id={id} heading={section} className="section--tinted partners" center unnamed>
      <Carousel
        label={section.heading}
        words={words}
        columns={[5, 3, 2]}
        gap={24}
        autoplay={4000}
        className="partners__carousel"
      >
        {items.map((p) => (
          <div key={p.name} className="partner-logo">
            {(['plain', 'colour'] as const).map((tone) => (
              <img
                key={tone}
                className={`partner-logo__${tone}`}
                src={p[tone].src}
                alt={tone === 'plain' ? p.name : ''}
                width={p[tone].width}
                height={p[tone].height}
                loading="lazy"
                decoding="async"
              />
            ))}
          </div>
        ))}
      </Carousel>
    </Section>
  );
}

import type { Labels, Slide } from '../../schema/data.ts';
import type { Resolved } from '../../content/builders/shared.ts';
import { Picture } from '../../components/Picture.tsx';
import { ButtonLink } from '../../components/SmartLink.tsx';
import { Carousel } from '../../islands/index.ts';

/**
 * Full-width hero slider for the home pages. The first slide's headline is the page's h1 and its
 * artwork is the LCP image; the text sits on a navy overlay so it keeps AA contrast on any artwork.
 */
export function HeroSlider({ slides, labels }: { slides: Resolved<Slide>[]; labels: Labels }) {
  return (
    <div className="hero">
      <Carousel
        label={labels.page.heroSlider}
        words={labels.carousel}
        columns={[1, 1, 1]}
        gap={0}
        autoplay={6000}
        className="hero__carousel"
        named
      >
        {slides.map((s, i) => (
          <div key={s.headline} className="hero__slide">
            <Picture image={s.image} className="hero__image" priority={i === 0} sizes="100vw" />
            <div className="hero__overlay" />
            <div className="container hero__content">
              {s.eyebrow && <p className="hero__eyebrow">{s.eyebrow}</p>}
              {i === 0 ? (
                <h1 className="hero__title">{s.headline}</h1>
              ) : (
                <p className="hero__title">{s.headline}</p>
              )}
              <p className="hero__text">{s.text}</p>
              <ButtonLink link={s.button} tone="primary" />
            </div>
          </div>
        ))}
      </Carousel>
    </div>
  );
}

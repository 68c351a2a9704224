import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { Icon } from '../components/Icon.tsx';
import { Picture } from '../components/Picture.tsx';
import type { Picture as PictureData } from '../lib/types.ts';

/** Project gallery: one image at a time, previous/next arrows and thumbnails; no auto-advance. */
export function Gallery({ title, images }: { title: string; images: PictureData[] }) {
  const [viewportRef, api] = useEmblaCarousel({ align: 'start' });
  const [index, setIndex] = useState(0);
  const sync = useCallback(() => api && setIndex(api.selectedScrollSnap()), [api]);
  useEffect(() => {
    if (!api) return;
    api.on('select', sync);
    return () => {
      api.off('select', sync);
    };
  }, [api, sync]);
  const count = images.length;
  return (
    <section className="gallery" aria-roledescription="carousel" aria-label={`${title}: gallery`}>
      <div className="gallery__stage">
        <div className="gallery__viewport" ref={viewportRef}>
          <div className="gallery__track">
            {images.map((img, i) => (
              <div
                key={img.src}
                className="gallery__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
              >
                <Picture image={img} priority={i === 0} sizes="(min-width: 1200px) 760px, 100vw" />
              </div>
            ))}
          </div>
        </div>
        <button
          type="button"
          className="gallery__arrow gallery__arrow--prev"
          aria-label="Previous image"
          onClick={() => api?.scrollPrev()}
          disabled={index === 0}
        >
          <Icon name="chevron-left" />
        </button>
        <button
          type="button"
          className="gallery__arrow gallery__arrow--next"
          aria-label="Next image"
          onClick={() => api?.scrollNext()}
          disabled={index === count - 1}
        >
          <Icon name="chevron-right" />
        </button>
      </div>
      <ul className="gallery__thumbs">
        {images.map((img, i) => (
          <li key={img.src}>
            <button
              type="button"
              className="gallery__thumb"
              aria-label={`Show image ${i + 1} of ${count}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => api?.scrollTo(i)}
            >
              <Picture image={img} decorative />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

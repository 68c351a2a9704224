import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useId, useState } from 'react';
import { Icon } from '../components/Icon.tsx';
import { Picture } from '../components/Picture.tsx';
import { fill } from '../lib/format.ts';
import type { Labels } from '../schema/data.ts';
import type { Picture as PictureData } from '../lib/types.ts';
import { useNativeScrollHandOver } from './native-scroll.ts';

type Props = { title: string; images: PictureData[]; words: Labels['gallery'] };

/**
 * Project gallery: one image at a time, previous/next arrows and thumbnails; no auto-advance.
 * Before scripts the images scroll natively with CSS scroll snapping (touch, trackpad, keyboard),
 * the thumbnails are links to their image and the arrows keep their place unseen; once Embla
 * runs, the thumbnails become buttons and the arrows appear, at the image the visitor reached.
 */
export function Gallery({ title, images, words }: Props) {
  const [viewportRef, api] = useEmblaCarousel({ align: 'start' });
  const [index, setIndex] = useState(0);
  const base = useId();
  useEffect(() => {
    if (!api) return;
    const sync = () => setIndex(api.selectedScrollSnap());
    api.on('select', sync);
    return () => void api.off('select', sync);
  }, [api]);
  // After the listener above: the image reached before scripts is selected, and shown as such.
  useNativeScrollHandOver(api);
  const count = images.length;
  return (
    <section
      className={api ? 'gallery is-ready' : 'gallery'}
      aria-roledescription="carousel"
      aria-label={fill(words.name, { title })}
    >
      <div className="gallery__stage">
        <div className="gallery__viewport" ref={viewportRef} tabIndex={api ? undefined : 0}>
          <div className="gallery__track">
            {images.map((img, i) => (
              <div
                // A writer may show the same image twice: its place keys it too.
                key={`${i}:${img.src}`}
                id={`${base}-${i}`}
                className="gallery__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={fill(words.slide, { n: i + 1, count })}
              >
                <Picture image={img} priority={i === 0} sizes="(min-width: 1200px) 760px, 100vw" />
              </div>
            ))}
          </div>
        </div>
        {(['prev', 'next'] as const).map((dir) => (
          <button
            key={dir}
            type="button"
            className={`gallery__arrow gallery__arrow--${dir}`}
            aria-label={dir === 'prev' ? words.previous : words.next}
            onClick={() => (dir === 'prev' ? api?.scrollPrev() : api?.scrollNext())}
            disabled={dir === 'prev' ? index === 0 : index === count - 1}
          >
            <Icon name={dir === 'prev' ? 'chevron-left' : 'chevron-right'} />
          </button>
        ))}
      </div>
      <Thumbs
        {...{ images, index, base, show: words.show }}
        scrollTo={api ? (i) => api.scrollTo(i) : undefined}
      />
    </section>
  );
}

/** The thumbnails: links to their image before scripts, buttons that scroll to it after. */
function Thumbs(props: {
  images: PictureData[];
  index: number;
  base: string;
  show: string;
  scrollTo: ((i: number) => void) | undefined;
}) {
  const { images, index, base, show, scrollTo } = props;
  const name = (i: number) => fill(show, { n: i + 1, count: images.length });
  return (
    <ul className="gallery__thumbs">
      {images.map((img, i) => (
        <li key={`${i}:${img.src}`}>
          {scrollTo ? (
            <button
              type="button"
              className="gallery__thumb"
              aria-label={name(i)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => scrollTo(i)}
            >
              <Picture image={img} decorative />
            </button>
          ) : (
            <a className="gallery__thumb" href={`#${base}-${i}`} aria-label={name(i)}>
              <Picture image={img} decorative />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

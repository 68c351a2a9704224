import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

/**
 * Before scripts the viewport scrolls natively (CSS scroll snapping); once Embla moves the track,
 * the viewport's own scroll goes back to 0 and Embla starts at the slide the visitor had reached.
 */
export function useNativeScrollHandOver(api: UseEmblaCarouselType[1]) {
  useEffect(() => {
    if (!api) return;
    const viewport = api.rootNode();
    const left = viewport.scrollLeft;
    if (left <= 0) return;
    const slides = api.slideNodes();
    const start = slides[0]?.offsetLeft ?? 0;
    const distance = (i: number) => Math.abs(slides[i]!.offsetLeft - start - left);
    const reached = slides.reduce((nearest, _, i) => (distance(i) < distance(nearest) ? i : nearest), 0);
    viewport.scrollLeft = 0;
    api.scrollTo(Math.min(reached, api.scrollSnapList().length - 1), true);
  }, [api]);
}

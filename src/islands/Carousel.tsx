import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import {
  Children,
  useEffect,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Icon } from '../components/Icon.tsx';
import { fill } from '../lib/format.ts';
import type { CarouselWords } from '../schema/data.ts';
import { useNativeScrollHandOver } from './native-scroll.ts';
import { usePrefersReducedMotion } from './use-hydrated.ts';

interface Props {
  /** Accessible name of the carousel region */
  label: string;
  children: ReactNode;
  /** Slides per view on desktop, tablet and mobile (spec: 3 / 2 / 1, gap 30) */
  columns?: [number, number, number];
  gap?: number;
  /** Advance every N ms; pauses on hover and focus, never under reduced motion */
  autoplay?: number;
  /** Extra class on the root */
  className?: string;
  /** Its buttons' and slides' names (labels.yaml `carousel`) */
  words: CarouselWords;
  /** Slides named as those of a full-width slider (`namedSlide`: "Slide 2 of 5") */
  named?: boolean;
}

type Api = UseEmblaCarouselType[1];

/**
 * Moves to the next slide every `autoplay` ms, back to the first after the last. Whether it plays:
 * 'auto' follows the visitor's motion preference and the pause/play button makes it explicit;
 * hovering or focusing the carousel pauses it meanwhile.
 */
function useAutoplay(api: Api, autoplay: number | undefined) {
  const [choice, setChoice] = useState<'auto' | 'paused' | 'playing'>('auto');
  const reduced = usePrefersReducedMotion();
  const playing = Boolean(autoplay) && (choice === 'playing' || (choice === 'auto' && !reduced));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const interval = playing && !hovered && !focused ? autoplay : undefined;
  useEffect(() => {
    if (!api || !interval) return;
    const timer = window.setInterval(() => {
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }, interval);
    return () => window.clearInterval(timer);
  }, [api, interval]);
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
    },
  };
  const toggle = () => setChoice(playing ? 'paused' : 'playing');
  return { playing, toggle, handlers };
}

/**
 * Carousel on Embla (swipe, drag, focus-follows-scroll) with the WAI-ARIA carousel pattern:
 * a labelled region, slides as labelled groups, named previous/next buttons, and an auto-advance
 * that pauses on hover and focus and has its own pause button. Before scripts the track scrolls
 * natively with CSS scroll snapping (touch, trackpad, keyboard) and the buttons keep their place
 * unseen; slide widths come from CSS, so nothing shifts when scripts load.
 */
export function Carousel({
  label,
  children,
  columns = [3, 2, 1],
  gap = 30,
  autoplay,
  className,
  words,
  named,
}: Props) {
  const slides = Children.toArray(children);
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  const can = useScrollState(api);
  useNativeScrollHandOver(api);
  const { playing, toggle, handlers } = useAutoplay(api, autoplay);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') api?.scrollNext();
    else if (e.key === 'ArrowLeft') api?.scrollPrev();
  };
  const [d, t, m] = columns; // desktop, tablet, mobile
  const style = { '--cols-d': d, '--cols-t': t, '--cols-m': m, '--gap': `${gap}px` } as CSSProperties;

  return (
    <section
      className={`carousel${api ? ' is-ready' : ''}${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onKeyDown={onKeyDown}
      {...handlers}
    >
      {slides.length > m && (
        <div className="carousel__controls">
          {autoplay !== undefined && (
            <button
              type="button"
              className="carousel__button"
              onClick={toggle}
              aria-label={fill(playing ? words.pause : words.play, { name: label })}
            >
              <Icon name={playing ? 'pause' : 'play'} size={18} />
            </button>
          )}
          <StepButtons api={api} can={can} words={words} />
        </div>
      )}
      <div
        className="carousel__viewport"
        ref={viewportRef}
        aria-live={playing ? 'off' : 'polite'}
        // Before scripts the track scrolls natively: the keyboard can scroll it from here too.
        tabIndex={api ? undefined : 0}
      >
        <div className="carousel__track">
          {slides.map((slide, i) => (
            <div
              key={i}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={fill(named ? words.namedSlide : words.slide, { n: i + 1, count: slides.length })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Whether the carousel can move back and forward, kept in step with Embla. */
function useScrollState(api: Api) {
  const [can, setCan] = useState({ prev: false, next: true });
  useEffect(() => {
    if (!api) return;
    const update = () => setCan({ prev: api.canScrollPrev(), next: api.canScrollNext() });
    // Embla has measured the slides by now; read the first state on the next frame.
    const frame = requestAnimationFrame(update);
    api.on('select', update).on('reInit', update);
    return () => {
      cancelAnimationFrame(frame);
      api.off('select', update).off('reInit', update);
    };
  }, [api]);
  return can;
}

type StepProps = { api: Api; can: { prev: boolean; next: boolean }; words: CarouselWords };

function StepButtons({ api, can, words }: StepProps) {
  const steps = [
    { label: words.previous, icon: 'chevron-left', can: can.prev, go: () => api?.scrollPrev() },
    { label: words.next, icon: 'chevron-right', can: can.next, go: () => api?.scrollNext() },
  ] as const;
  return steps.map((s) => (
    <button
      key={s.label}
      type="button"
      className="carousel__button"
      onClick={s.go}
      disabled={!s.can}
      aria-label={s.label}
    >
      <Icon name={s.icon} size={20} />
    </button>
  ));
}

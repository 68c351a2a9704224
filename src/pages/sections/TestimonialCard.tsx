import type { TestimonialItem } from '../../content/page-types.ts';
import type { ComponentProps } from 'react';
import { Carousel } from '../../islands/index.ts';
import { Picture } from '../../components/Picture.tsx';

type Size = 'card' | 'large';

/** The quotation mark's two strokes, one path: the second starts 23 units right of the first. */
const QUOTE_MARK = [
  'M0 32V18C0 8 5 2 15 0l2 5c-5 2-8 6-8 11h7v16z',
  'm23 0V18c0-10 5-16 15-18l2 5c-5 2-8 6-8 11h7v16z',
].join('');

/** A quote with its avatar, the person's role and their organisation type. */
export function TestimonialCard({ item, size = 'card' }: { item: TestimonialItem; size?: Size }) {
  return (
    <figure className={`testimonial testimonial--${size}`}>
      <svg
        className="testimonial__mark"
        width="40"
        height="32"
        viewBox="0 0 40 32"
        aria-hidden="true"
        focusable="false"
      >
        <path d={QUOTE_MARK} />
      </svg>
      <blockquote className="testimonial__quote">
        <p>{item.quote}</p>
      </blockquote>
      <figcaption className="testimonial__source">
        <Picture image={item.image} decorative className="testimonial__avatar" />
        <span>
          <span className="testimonial__role">{item.role}</span>
          <span className="testimonial__org">{item.organisation}</span>
        </span>
      </figcaption>
    </figure>
  );
}

type CarouselProps = Pick<ComponentProps<typeof Carousel>, 'label' | 'words' | 'autoplay' | 'columns'> & {
  items: TestimonialItem[];
  size?: Size;
};

/** Quotes in a carousel that moves on by itself (the home pages, /page-testimonial). */
export function TestimonialCarousel({ items, size, ...props }: CarouselProps) {
  return (
    <Carousel autoplay={7000} {...props} className="testimonial-carousel">
      {items.map((t) => (
        <TestimonialCard key={t.id} item={t} size={size} />
      ))}
    </Carousel>
  );
}

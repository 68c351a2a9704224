import type { TestimonialItem } from '../../content/page-types.ts';
import type { ComponentProps } from 'react';
import { Carousel } from '../../islands/index.ts';
import { Picture } from '../../components/Picture.tsx';

type Size = 'card' | 'large';

/** A quote with its avatar, the person's role and their organisation type. */
export function TestimonialCard({ item, size = 'card' }: { item: TestimonialItem; size?: Size }) {
  return (
    <figure className={`testimonial testimonial--${size}`}>
      {/* The quotation mark, in the accent: art beside the quote, a file the browser caches. */}
      <img className="testimonial__mark" src="/quote-mark.svg" alt="" width="40" height="32" loading="lazy" />
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

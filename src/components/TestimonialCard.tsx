import type { TestimonialItem } from '../pages/page-types.ts';
import { Picture } from './Picture.tsx';

/** A quote with its avatar, the person's role and their organisation type. */
export function TestimonialCard({ item, size = 'card' }: { item: TestimonialItem; size?: 'card' | 'large' }) {
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
        <path d="M0 32V18C0 8 5 2 15 0l2 5c-5 2-8 6-8 11h7v16zm23 0V18c0-10 5-16 15-18l2 5c-5 2-8 6-8 11h7v16z" />
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

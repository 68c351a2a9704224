import type { ReactNode } from 'react';

/** A section's eyebrow, heading and intro, as a data file gives them. */
export interface SectionText {
  eyebrow?: string;
  heading: string;
  text?: string;
}

/** Eyebrow, heading and intro of a page section. */
export function SectionHeading({ id, center, ...section }: SectionText & { id: string; center?: boolean }) {
  return (
    <div className={center ? 'section-heading section-heading--center' : 'section-heading'}>
      {section.eyebrow && <p className="eyebrow">{section.eyebrow}</p>}
      <h2 id={id}>{section.heading}</h2>
      {section.text && <p className="section-heading__text">{section.text}</p>}
    </div>
  );
}

interface SectionProps {
  id: string;
  heading: SectionText;
  /** Besides `section` */
  className?: string;
  center?: boolean;
  /** In the text's width rather than the page's */
  narrow?: boolean;
  /** Not named by its heading: a carousel in it names its own region the same way */
  unnamed?: boolean;
  children: ReactNode;
}

/** A page section: its heading over what it holds. */
export function Section({ id, heading, className, center, narrow, unnamed, children }: SectionProps) {
  return (
    <section
      className={className ? `section ${className}` : 'section'}
      aria-labelledby={unnamed ? undefined : id}
    >
      <div className={narrow ? 'container narrow' : 'container'}>
        <SectionHeading id={id} {...heading} center={center} />
        {children}
      </div>
    </section>
  );
}

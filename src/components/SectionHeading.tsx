/** A section's eyebrow, heading and intro, as a data file gives them. */
export interface SectionText {
  eyebrow?: string;
  heading: string;
  text?: string;
}

/** Eyebrow, heading and intro of a page section. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  text,
  center = false,
}: SectionText & { id: string; center?: boolean }) {
  return (
    <div className={center ? 'section-heading section-heading--center' : 'section-heading'}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{heading}</h2>
      {text && <p className="section-heading__text">{text}</p>}
    </div>
  );
}

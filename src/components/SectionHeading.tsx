/** Eyebrow, heading and intro of a page section. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  text,
  center = false,
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  text?: string;
  center?: boolean;
}) {
  return (
    <div className={center ? 'section-heading section-heading--center' : 'section-heading'}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{heading}</h2>
      {text && <p className="section-heading__text">{text}</p>}
    </div>
  );
}

import type { IconBox as IconBoxData } from '../schema/data.ts';
import { IconImage } from './Icon.tsx';
import { SmartLink } from './SmartLink.tsx';

/** Icon, title and a sentence or two; the whole box is a link when the data gives one. */
function IconBox({ box, tone }: { box: IconBoxData; tone: 'light' | 'dark' }) {
  return (
    <div className={`icon-box icon-box--${tone}${box.href ? ' icon-box--link' : ''}`}>
      <span className="icon-box__icon">
        <IconImage name={box.icon} size={28} lazy />
      </span>
      <h3 className="icon-box__title">
        {box.href ? (
          <SmartLink href={box.href} className="icon-box__link">
            {box.title}
          </SmartLink>
        ) : (
          box.title
        )}
      </h3>
      <p className="icon-box__text">{box.text}</p>
    </div>
  );
}

/** A grid of icon boxes as a list: four boxes make one row of four, others rows of three. */
export function IconBoxGrid({ boxes, tone = 'light' }: { boxes: IconBoxData[]; tone?: 'light' | 'dark' }) {
  return (
    <ul className={`icon-grid icon-grid--${boxes.length === 4 ? 4 : 3}`}>
      {boxes.map((b) => (
        <li key={b.title}>
          <IconBox box={b} tone={tone} />
        </li>
      ))}
    </ul>
  );
}

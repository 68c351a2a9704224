import type { ReactNode } from 'react';
import { telHref } from '../lib/format.ts';
import { Icon } from './Icon.tsx';
import { SectionHeading, type SectionText } from './SectionHeading.tsx';

interface Props extends SectionText {
  id: string;
  /** The phone number and hours beside the form, and their labels */
  phone: string;
  hours: string;
  phoneLabel: string;
  hoursLabel: string;
  /** The form itself */
  children: ReactNode;
}

/** A form beside its heading, with the phone number and hours for visitors who would rather call. */
export function FormSection({ id, phone, hours, phoneLabel, hoursLabel, children, ...section }: Props) {
  return (
    <section className="section section--tinted" aria-labelledby={id}>
      <div className="container split split--top">
        <div className="split__body">
          <SectionHeading id={id} {...section} />
          <ul className="contact-lines">
            <li>
              <Icon name="phone" size={22} />
              <span>
                <span className="contact-lines__label">{phoneLabel}</span>
                <a href={telHref(phone)}>{phone}</a>
              </span>
            </li>
            <li>
              <Icon name="clock" size={22} />
              <span>
                <span className="contact-lines__label">{hoursLabel}</span>
                {hours}
              </span>
            </li>
          </ul>
        </div>
        <div className="form-card">{children}</div>
      </div>
    </section>
  );
}

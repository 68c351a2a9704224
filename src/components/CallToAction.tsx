import { telHref } from '../lib/format.ts';
import { Icon } from './Icon.tsx';
import { ButtonLink } from './SmartLink.tsx';

interface Props {
  heading: string;
  text: string;
  button?: { label: string; href: string };
  /** The sales phone, shown beside the button */
  phone: string;
}

const getInTouch = { label: 'Get In Touch', href: '/contact-us' };

/** The call-to-action band with the sales phone, closing most pages. */
export function CallToAction({ heading, text, button = getInTouch, phone }: Props) {
  return (
    <section className="cta" aria-labelledby="cta-heading" data-pagefind-ignore="all">
      <div className="container cta__inner">
        <div>
          <h2 id="cta-heading" className="cta__heading">
            {heading}
          </h2>
          <p className="cta__text">{text}</p>
        </div>
        <div className="cta__actions">
          <a className="cta__phone" href={telHref(phone)}>
            <Icon name="phone" size={28} />
            <span>
              <span className="cta__phone-label">Call sales</span>
              <span className="cta__phone-number">{phone}</span>
            </span>
          </a>
          <ButtonLink link={button} tone="primary" />
        </div>
      </div>
    </section>
  );
}

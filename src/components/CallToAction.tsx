import type { ShellData } from '../content/site-context.ts';
import { telHref } from '../lib/format.ts';
import { IconImage } from './Icon.tsx';
import { ButtonLink } from './SmartLink.tsx';

interface Props {
  /** Its heading, text and button (a data file's, such as site.yaml's `cta`) */
  cta: { heading: string; text: string; button: { label: string; href: string } };
  /** The site's sales phone, shown beside the button, and the labels */
  shell: ShellData;
}

/** The call-to-action band with the sales phone, closing most pages. */
export function CallToAction({ cta: { heading, text, button }, shell: { site, labels } }: Props) {
  const phone = site.phones.sales;
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
            <IconImage name="phone" size={28} lazy />
            <span>
              <span className="cta__phone-label">{labels.page.callSales}</span>
              <span className="cta__phone-number">{phone}</span>
            </span>
          </a>
          <ButtonLink link={button} tone="primary" />
        </div>
      </div>
    </section>
  );
}

import { Page } from '../components/Page.tsx';
import { Icon } from '../components/Icon.tsx';
import { FormSection } from '../components/FormSection.tsx';
import { Section } from '../components/SectionHeading.tsx';
import { telHref } from '../lib/format.ts';
import type { TemplateProps } from '../content/builders/index.ts';
import { ContactForm } from '../islands/index.ts';

/** /contact-us: phone, address and e-mail boxes, then the message form (?package=NN preselects a package). */
export default function ContactUs({ data, shell: { site } }: TemplateProps<'ContactUs'>) {
  const c = data.page;
  const a = site.address;
  return (
    <Page meta={data.meta}>
      <Section id="contact-intro" heading={c}>
        <ul className="contact-boxes">
          <li className="contact-box">
            <span className="contact-box__icon">
              <Icon name="phone" size={28} />
            </span>
            <h3 className="contact-box__title">{c.boxes.phone}</h3>
            <p className="contact-box__main">
              <a href={telHref(site.phones.sales)}>{site.phones.sales}</a>
            </p>
            <p className="contact-box__note">{site.hours.topBar}</p>
          </li>
          <li className="contact-box">
            <span className="contact-box__icon">
              <Icon name="pin" size={28} />
            </span>
            <h3 className="contact-box__title">{c.boxes.address}</h3>
            <address className="contact-box__main">
              {a.street}
              <br />
              {a.city}, {a.region} {a.postalCode}
            </address>
            <p className="contact-box__note">{site.hours.office}</p>
          </li>
          <li className="contact-box">
            <span className="contact-box__icon">
              <Icon name="mail" size={28} />
            </span>
            <h3 className="contact-box__title">{c.boxes.email}</h3>
            <p className="contact-box__main">
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p className="contact-box__note">{site.hours.support}</p>
          </li>
        </ul>
      </Section>
      <FormSection
        id="contact-form"
        {...c.form}
        phone={{ label: 'Emergency line', number: site.phones.support }}
        hours={{ label: 'Available', text: site.hours.support }}
      >
        <ContactForm
          variant="message"
          endpoint={site.forms.endpoint}
          phone={site.phones.sales}
          email={site.email}
          packages={c.packages}
          headingId="contact-form"
        />
      </FormSection>
    </Page>
  );
}

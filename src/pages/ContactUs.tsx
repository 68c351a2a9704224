import { Page } from '../components/Page.tsx';
import type { ReactNode } from 'react';
import { Icon, type AnyIconName } from '../components/Icon.tsx';
import { FormSection } from '../components/FormSection.tsx';
import { Section } from '../components/SectionHeading.tsx';
import { telHref } from '../lib/format.ts';
import type { TemplateProps } from '../content/builders/index.ts';
import { ContactForm } from '../islands/index.ts';

interface BoxProps {
  icon: AnyIconName;
  title: string;
  note: string;
  children: ReactNode;
}

function ContactBox({ icon, title, note, children }: BoxProps) {
  return (
    <li className="contact-box">
      <span className="contact-box__icon">
        <Icon name={icon} size={28} />
      </span>
      <h3 className="contact-box__title">{title}</h3>
      {children}
      <p className="contact-box__note">{note}</p>
    </li>
  );
}

/** /contact-us: phone, address and e-mail boxes, then the message form (?package=NN preselects a package). */
export default function ContactUs({ data, shell }: TemplateProps<'ContactUs'>) {
  const { site, labels } = shell;
  const c = data.page;
  const a = site.address;
  return (
    <Page meta={data.meta} shell={shell}>
      <Section id="contact-intro" heading={c}>
        <ul className="contact-boxes">
          <ContactBox icon="phone" title={c.boxes.phone} note={site.hours.topBar}>
            <p className="contact-box__main">
              <a href={telHref(site.phones.sales)}>{site.phones.sales}</a>
            </p>
          </ContactBox>
          <ContactBox icon="pin" title={c.boxes.address} note={site.hours.office}>
            <address className="contact-box__main">
              {a.street}
              <br />
              {a.city}, {a.region} {a.postalCode}
            </address>
          </ContactBox>
          <ContactBox icon="mail" title={c.boxes.email} note={site.hours.support}>
            <p className="contact-box__main">
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          </ContactBox>
        </ul>
      </Section>
      <FormSection id="contact-form" {...c.form} phone={site.phones.support} hours={site.hours.support}>
        <ContactForm
          variant="message"
          endpoint={site.forms.endpoint}
          phone={site.phones.sales}
          email={site.email}
          packages={c.packages}
          words={labels.form}
          headingId="contact-form"
        />
      </FormSection>
    </Page>
  );
}

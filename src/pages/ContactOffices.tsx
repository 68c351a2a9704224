import { Page } from '../components/Page.tsx';
import type { ReactNode } from 'react';
import { Icon, type AnyIconName } from '../components/Icon.tsx';
import { OfficeMap } from '../components/OfficeMap.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { telHref } from '../lib/format.ts';
import type { TemplateProps } from '../content/builders/index.ts';
import type { Labels } from '../schema/data.ts';
import { Tabs } from '../islands/index.ts';

/** /contact-01: contact intro, one tab per office (Head Office first) and a map of the head office. */
export default function ContactOffices({ data, shell }: TemplateProps<'ContactOffices'>) {
  const o = data.page;
  const words = shell.labels.offices;
  return (
    <Page meta={data.meta} shell={shell} cta>
      <section className="section" aria-labelledby="offices-heading">
        <div className="container split split--top">
          <div className="split__body">
            <SectionHeading id="offices-heading" {...o} />
            <Tabs
              label={words.name}
              className="tabs--boxed"
              tabs={o.offices.map((office) => ({
                label: office.name,
                content: (
                  <div className="office">
                    <h3 className="office__name">{office.name}</h3>
                    {office.note && <p className="office__note">{office.note}</p>}
                    <dl className="office__list">
                      {officeLines(office, words).map(([icon, term, value]) => (
                        <div key={term}>
                          <dt>
                            <Icon name={icon} size={20} />
                            {term}
                          </dt>
                          <dd>{value}</dd>
                        </div>
                      ))}
                    </dl>
                  </div>
                ),
              }))}
            />
          </div>
          <OfficeMap label={shell.site.shortName} office={o.offices[0]!} />
        </div>
      </section>
    </Page>
  );
}

type OfficeWords = Labels['offices'];

/** An office's address, phone, e-mail and hours, each with its icon. */
function officeLines(
  o: { address: string; phone: string; email: string; hours: string },
  words: OfficeWords,
) {
  return [
    ['pin', words.address, o.address],
    ['phone', words.phone, <a href={telHref(o.phone)}>{o.phone}</a>],
    ['mail', words.email, <a href={`mailto:${o.email}`}>{o.email}</a>],
    ['clock', words.hours, o.hours],
  ] satisfies [AnyIconName, string, ReactNode][];
}

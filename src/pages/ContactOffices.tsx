import { Banner } from '../components/Banner.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { Icon } from '../components/Icon.tsx';
import { OfficeMap } from '../components/OfficeMap.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { telHref } from '../lib/format.ts';
import type { TemplateProps } from '../content/builders/index.ts';
import { Tabs } from '../islands/index.ts';

/** /contact-01: contact intro, one tab per office (Head Office first) and a map of the head office. */
export default function ContactOffices({ data, shell: { site } }: TemplateProps<'ContactOffices'>) {
  const o = data.page;
  const head = o.offices[0]!;
  return (
    <main id="main" tabIndex={-1}>
      <Banner meta={data.meta} />
      <section className="section" aria-labelledby="offices-heading">
        <div className="container split split--top">
          <div className="split__body">
            <SectionHeading id="offices-heading" {...o} />
            <Tabs
              label="Offices"
              className="tabs--boxed"
              tabs={o.offices.map((office) => ({
                label: office.name,
                content: (
                  <div className="office">
                    <h3 className="office__name">{office.name}</h3>
                    <dl className="office__list">
                      <div>
                        <dt>
                          <Icon name="pin" size={20} />
                          Address
                        </dt>
                        <dd>{office.address}</dd>
                      </div>
                      <div>
                        <dt>
                          <Icon name="phone" size={20} />
                          Phone
                        </dt>
                        <dd>
                          <a href={telHref(office.phone)}>{office.phone}</a>
                        </dd>
                      </div>
                      <div>
                        <dt>
                          <Icon name="mail" size={20} />
                          E-mail
                        </dt>
                        <dd>
                          <a href={`mailto:${office.email}`}>{office.email}</a>
                        </dd>
                      </div>
                      <div>
                        <dt>
                          <Icon name="clock" size={20} />
                          Hours
                        </dt>
                        <dd>{office.hours}</dd>
                      </div>
                    </dl>
                  </div>
                ),
              }))}
            />
          </div>
          <OfficeMap label={site.shortName} sublabel={head.name} address={head.address} />
        </div>
      </section>
      <CallToAction heading={site.cta.heading} text={site.cta.text} phone={site.phones.sales} />
    </main>
  );
}

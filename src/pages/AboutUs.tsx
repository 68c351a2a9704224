import { Accordion } from '../components/Accordion.tsx';
import { Page } from '../components/Page.tsx';
import { Picture } from '../components/Picture.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { LinkListPanel } from '../components/LinkList.tsx';
import { ButtonLink } from '../components/SmartLink.tsx';
import type { TemplateProps } from '../content/builders/index.ts';

/** /about-us: Who We Are. Our Company, Our History, Our Core Values, and the about sidebar. */
export default function AboutUs({ data, shell }: TemplateProps<'AboutUs'>) {
  const { company, history, values, sidebar } = data.page;
  return (
    <Page meta={data.meta} shell={shell}>
      <div className="container page-grid page-grid--sidebar-right section">
        <div className="prose-column about-main">
          <section aria-labelledby="about-company" className="about-block">
            <SectionHeading id="about-company" {...company} />
            <Picture
              image={company.image}
              className="framed-art about-block__art"
              priority
              sizes="(min-width: 1200px) 780px, 100vw"
            />
            {company.paragraphs.map((para) => (
              <p key={para.slice(0, 40)} className="lead-text">
                {para}
              </p>
            ))}
          </section>

          <section aria-labelledby="about-history" className="about-block">
            <SectionHeading id="about-history" {...history} />
            <ol className="timeline">
              {history.entries.map((e) => (
                <li key={e.year} className="timeline__item">
                  <p className="timeline__year">{e.year}</p>
                  <div className="timeline__body">
                    <h3 className="timeline__title">{e.title}</h3>
                    <p>{e.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="about-values" className="about-block">
            <SectionHeading id="about-values" {...values} />
            <Accordion
              name="values"
              items={values.items.map((v) => ({ title: v.title, content: <p>{v.text}</p> }))}
            />
          </section>
        </div>

        <aside className="sidebar sidebar--sticky" aria-label={sidebar.name}>
          <LinkListPanel title={sidebar.heading} links={sidebar.links} />
          <section className="panel panel--accent" aria-labelledby="about-sb-contact">
            <h2 id="about-sb-contact" className="panel__title">
              {sidebar.contact.heading}
            </h2>
            <p className="panel__text">{sidebar.contact.text}</p>
            <ButtonLink link={sidebar.contact.button} tone="primary" />
          </section>
        </aside>
      </div>
    </Page>
  );
}

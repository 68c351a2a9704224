import { Page } from '../components/Page.tsx';
import { ServiceCard } from '../components/Cards.tsx';
import type { TemplateProps } from '../content/builders/index.ts';
import { Carousel } from '../islands/index.ts';

/** /services: every service, in two carousels of cards with a Details link each. */
export default function ServiceList({ data, shell }: TemplateProps<'ServiceList'>) {
  // The services are shared out, in order, over the page's section headings (one carousel each).
  const size = Math.ceil(data.services.length / Math.max(1, data.sections.length));
  const groups = (data.sections.length ? data.sections : [data.meta.title]).map((title, i) => ({
    id: `services-${i + 1}`,
    title,
    items: data.services.slice(i * size, (i + 1) * size),
  }));
  return (
    <Page meta={data.meta} shell={shell} cta>
      <div>
        {groups.map((g, i) => (
          <section key={g.id} className={i ? 'section section--tinted' : 'section'}>
            <div className="container">
              <h2 id={g.id} className="section-title">
                {g.title}
              </h2>
              <Carousel label={g.title} words={shell.labels.carousel}>
                {g.items.map((s, j) => (
                  <ServiceCard key={s.slug} service={s} priority={i === 0 && j === 0} />
                ))}
              </Carousel>
            </div>
          </section>
        ))}
      </div>
    </Page>
  );
}

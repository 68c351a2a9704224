import { Banner } from '../components/Banner.tsx';
import { Icon } from '../components/Icon.tsx';
import { Picture } from '../components/Picture.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import type { TemplateProps } from '../lib/route-loader.ts';
import type { PageData } from '../lib/types.ts';
import { Accordion } from '../islands/Accordion.tsx';
import { Carousel } from '../islands/Carousel.tsx';
import type { CareersPage } from './page-types.ts';
import '../styles/pages.css';

/** /about-careers: the hiring carousel and the open roles (Sales Account open first). */
export default function AboutCareers({ data }: TemplateProps<'AboutCareers'>) {
  const c = data.page;
  return (
    <main id="main" tabIndex={-1}>
      <Banner meta={data.meta} />
      <section className="section" aria-labelledby="careers-intro">
        <div className="container">
          <SectionHeading id="careers-intro" eyebrow={c.eyebrow} heading={c.heading} text={c.text} />
          <Carousel
            label="Hiring highlights"
            columns={{ desktop: 1, tablet: 1, mobile: 1 }}
            autoplay={7000}
            className="hiring"
            slideLabel={(i, n) => `Slide ${i} of ${n}`}
          >
            {c.slides.map((s, i) => (
              <div key={s.headline} className="hiring__slide">
                <Picture
                  image={s.image}
                  className="hiring__art"
                  priority={i === 0}
                  sizes="(min-width: 1240px) 1200px, 100vw"
                />
                <div className="hiring__overlay" />
                <div className="hiring__body">
                  {s.eyebrow && <p className="eyebrow">{s.eyebrow}</p>}
                  <h3 className="hiring__title">{s.headline}</h3>
                  <p>{s.text}</p>
                  <a className="btn btn--primary" href={s.button.href} rel="noopener noreferrer">
                    {s.button.label}
                    <Icon name="external" size={16} />
                  </a>
                </div>
              </div>
            ))}
          </Carousel>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="careers-roles">
        <div className="container narrow">
          <SectionHeading
            id="careers-roles"
            eyebrow={c.openings.eyebrow}
            heading={c.openings.heading}
            text={c.openings.text}
          />
          <Accordion
            initiallyOpen={0}
            items={c.roles.map((r) => ({
              title: r.title,
              content: (
                <div className="role">
                  <p>{r.description}</p>
                  <div className="role__lists">
                    <div>
                      <h4>Benefits</h4>
                      <ul className="claim-list claim-list--compact">
                        {r.benefits.map((b) => (
                          <li key={b}>
                            <Icon name="check" size={18} />
                            {b}
                          </li>
                        ))}
                      </ul>
                    </div>
                    <div>
                      <h4>Requirements</h4>
                      <ul className="claim-list claim-list--compact claim-list--muted">
                        {r.requirements.map((q) => (
                          <li key={q}>
                            <Icon name="chevron-right" size={18} />
                            {q}
                          </li>
                        ))}
                      </ul>
                    </div>
                  </div>
                </div>
              ),
            }))}
          />
        </div>
      </section>
    </main>
  );
}

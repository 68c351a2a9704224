import { ProjectCard, ServiceCard } from '../components/Cards.tsx';
import { HeroSlider } from '../components/HeroSlider.tsx';
import { IconBoxGrid } from '../components/IconBox.tsx';
import { PartnerLogos } from '../components/PartnerLogos.tsx';
import { FormSection } from '../components/FormSection.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { TestimonialCard } from '../components/TestimonialCard.tsx';
import { shell } from '../lib/shell.ts';
import type { TemplateProps } from '../lib/route-loader.ts';
import type { PageData } from '../lib/types.ts';
import { Accordion } from '../islands/Accordion.tsx';
import { Carousel } from '../islands/Carousel.tsx';
import { ContactForm } from '../islands/ContactForm.tsx';
import { ProgressBar } from '../islands/ProgressBar.tsx';
import type { Home02Page } from './page-types.ts';
import '../styles/pages.css';

/** The alternate home page (SPEC 2.4), from content/data/home02.yaml. */
export default function Home02({ data }: TemplateProps<'Home02'>) {
  const p = data.page;
  const { site } = shell;
  return (
    <main id="main" tabIndex={-1}>
      <HeroSlider slides={p.slides} label="Highlights" />

      <section className="section">
        <div className="container">
          <SectionHeading
            id="h2-services"
            eyebrow={p.services.eyebrow}
            heading={p.services.heading}
            text={p.services.text}
          />
          <Carousel label={p.services.heading} autoplay={6000}>
            {p.serviceCards.map((s) => (
              <ServiceCard key={s.slug} service={s} />
            ))}
          </Carousel>
        </div>
      </section>

      <section className="section section--dark values-band" aria-labelledby="h2-values">
        <div className="container">
          <h2 id="h2-values" className="visually-hidden">
            What we stand for
          </h2>
          <IconBoxGrid boxes={p.boxes} columns={4} tone="dark" />
        </div>
      </section>

      <section className="section" aria-labelledby="h2-progress">
        <div className="container split split--top">
          <div className="split__body">
            <SectionHeading
              id="h2-progress"
              eyebrow={p.progress.eyebrow}
              heading={p.progress.heading}
              text={p.progress.text}
            />
            <div className="progress-list">
              {p.progress.bars.map((b) => (
                <ProgressBar key={b.label} label={b.label} value={b.value} />
              ))}
            </div>
          </div>
          <div className="split__body">
            <p className="eyebrow">{p.accordion.eyebrow}</p>
            <h2 id="h2-approach" className="split__heading">
              {p.accordion.heading}
            </h2>
            {p.accordion.text && <p className="section-heading__text">{p.accordion.text}</p>}
            <Accordion
              items={p.accordion.items.map((a) => ({ title: a.title, content: <p>{a.text}</p> }))}
              initiallyOpen={0}
            />
          </div>
        </div>
      </section>

      <FormSection
        id="h2-callback"
        eyebrow={p.callback.eyebrow}
        heading={p.callback.heading}
        text={p.callback.text}
        phone={{ label: 'Prefer to call?', number: site.phones.sales }}
        hours={{ label: 'Office hours', text: site.hours.topBar }}
      >
        <ContactForm variant="callback" headingId="h2-callback" />
      </FormSection>

      <section className="section" aria-labelledby="h2-projects">
        <div className="container">
          <SectionHeading
            id="h2-projects"
            eyebrow={p.projects.eyebrow}
            heading={p.projects.heading}
            text={p.projects.text}
          />
          <ul className="card-grid card-grid--3">
            {p.projectCards.map((c) => (
              <li key={c.slug}>
                <ProjectCard project={c} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PartnerLogos
        id="h2-partners"
        eyebrow={p.partners.eyebrow}
        heading={p.partners.heading}
        text={p.partners.text}
        items={p.partnerItems}
      />

      <section className="section">
        <div className="container">
          <SectionHeading
            id="h2-testimonials"
            eyebrow={p.testimonials.eyebrow}
            heading={p.testimonials.heading}
            text={p.testimonials.text}
            center
          />
          <Carousel label={p.testimonials.heading} autoplay={7000} className="testimonial-carousel">
            {p.testimonialItems.map((t) => (
              <TestimonialCard key={t.id} item={t} />
            ))}
          </Carousel>
        </div>
      </section>
    </main>
  );
}

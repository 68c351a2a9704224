import { Accordion } from '../components/Accordion.tsx';
import { ProjectCard, ServiceCard } from '../components/Cards.tsx';
import { HeroSlider } from './sections/HeroSlider.tsx';
import { IconBoxGrid } from '../components/IconBox.tsx';
import { PartnerLogos } from './sections/PartnerLogos.tsx';
import { FormSection } from '../components/FormSection.tsx';
import { Section, SectionHeading } from '../components/SectionHeading.tsx';
import { TestimonialCarousel } from './sections/TestimonialCard.tsx';
import type { RouteData, TemplateProps } from '../content/builders/index.ts';
import { Carousel, ContactForm, ProgressBar } from '../islands/index.ts';

type Home02Page = RouteData<'Home02'>['page'];

/** The alternate home page (SPEC 2.4), from content/data/home02.yaml. */
export default function Home02({ data, shell: { site, labels } }: TemplateProps<'Home02'>) {
  const p = data.page;
  return (
    <main id="main" tabIndex={-1}>
      <HeroSlider slides={p.slides} labels={labels} />
      <Section id="h2-services" heading={p.services} unnamed>
        <Carousel label={p.services.heading} words={labels.carousel} autoplay={6000}>
          {p.serviceCards.map((s) => (
            <ServiceCard key={s.slug} service={s} />
          ))}
        </Carousel>
      </Section>
      <section className="section section--dark values-band" aria-labelledby="h2-values">
        <div className="container">
          <h2 id="h2-values" className="visually-hidden">
            {p.boxesHeading}
          </h2>
          <IconBoxGrid boxes={p.boxes} tone="dark" />
        </div>
      </section>
      <ProgressAndApproach progress={p.progress} accordion={p.accordion} />
      <FormSection id="h2-callback" {...p.callback} phone={site.phones.sales} hours={site.hours.topBar}>
        <ContactForm
          variant="callback"
          endpoint={site.forms.endpoint}
          phone={site.phones.sales}
          email={site.email}
          words={labels.form}
          headingId="h2-callback"
        />
      </FormSection>
      <Section id="h2-projects" heading={p.projects}>
        <ul className="card-grid card-grid--3">
          {p.projectCards.map((c) => (
            <li key={c.slug}>
              <ProjectCard project={c} />
            </li>
          ))}
        </ul>
      </Section>
      <PartnerLogos id="h2-partners" {...p.partners} items={p.partnerItems} words={labels.carousel} />
      <Section id="h2-testimonials" heading={p.testimonials} center unnamed>
        <TestimonialCarousel
          label={p.testimonials.heading}
          items={p.testimonialItems}
          words={labels.carousel}
        />
      </Section>
    </main>
  );
}

/** Progress bars beside the approach accordion. */
function ProgressAndApproach({ progress, accordion }: Pick<Home02Page, 'progress' | 'accordion'>) {
  return (
    <section className="section" aria-labelledby="h2-progress">
      <div className="container split split--top">
        <div className="split__body">
          <SectionHeading id="h2-progress" {...progress} />
          <div className="progress-list">
            {progress.bars.map((b) => (
              <ProgressBar key={b.label} label={b.label} value={b.value} />
            ))}
          </div>
        </div>
        <div className="split__body">
          <p className="eyebrow">{accordion.eyebrow}</p>
          <h2 id="h2-approach" className="split__heading">
            {accordion.heading}
          </h2>
          {accordion.text && <p className="section-heading__text">{accordion.text}</p>}
          <Accordion
            name="approach"
            items={accordion.items.map((a) => ({ title: a.title, content: <p>{a.text}</p> }))}
          />
        </div>
      </div>
    </section>
  );
}

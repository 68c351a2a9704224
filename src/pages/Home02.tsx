import { Accordion } from '../components/Accordion.tsx';
import { ProjectCard, ServiceCard } from '../components/Cards.tsx';
import { HeroSlider } from '../components/HeroSlider.tsx';
import { IconBoxGrid } from '../components/IconBox.tsx';
import { PartnerLogos } from '../components/PartnerLogos.tsx';
import { FormSection } from '../components/FormSection.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { TestimonialCard } from '../components/TestimonialCard.tsx';
import type { TemplateProps } from '../content/builders/index.ts';
import type { ProjectCard as ProjectCardData, ServiceCard as ServiceCardData } from '../lib/types.ts';
import type { Home02Page, TestimonialItem } from './page-types.ts';
import { Carousel, ContactForm, ProgressBar } from '../islands/index.ts';

/** The alternate home page (SPEC 2.4), from content/data/home02.yaml. */
export default function Home02({ data, shell: { site } }: TemplateProps<'Home02'>) {
  const p = data.page;
  return (
    <main id="main" tabIndex={-1}>
      <HeroSlider slides={p.slides} label="Highlights" />
      <ServicesCarousel block={p.services} cards={p.serviceCards} />
      <ValuesBand boxes={p.boxes} />
      <ProgressAndApproach progress={p.progress} accordion={p.accordion} />
      <FormSection
        id="h2-callback"
        {...p.callback}
        phone={{ label: 'Prefer to call?', number: site.phones.sales }}
        hours={{ label: 'Hours', text: site.hours.topBar }}
      >
        <ContactForm
          variant="callback"
          endpoint={site.forms.endpoint}
          phone={site.phones.sales}
          email={site.email}
          headingId="h2-callback"
        />
      </FormSection>
      <ProjectGrid block={p.projects} cards={p.projectCards} />
      <PartnerLogos id="h2-partners" {...p.partners} items={p.partnerItems} />
      <Testimonials block={p.testimonials} items={p.testimonialItems} />
    </main>
  );
}

function ServicesCarousel({ block, cards }: { block: Home02Page['services']; cards: ServiceCardData[] }) {
  return (
    <section className="section">
      <div className="container">
        <SectionHeading id="h2-services" {...block} />
        <Carousel label={block.heading} autoplay={6000}>
          {cards.map((s) => (
            <ServiceCard key={s.slug} service={s} />
          ))}
        </Carousel>
      </div>
    </section>
  );
}

function ValuesBand({ boxes }: { boxes: Home02Page['boxes'] }) {
  return (
    <section className="section section--dark values-band" aria-labelledby="h2-values">
      <div className="container">
        <h2 id="h2-values" className="visually-hidden">
          What we stand for
        </h2>
        <IconBoxGrid boxes={boxes} columns={4} tone="dark" />
      </div>
    </section>
  );
}

/** Progress bars beside the approach accordion. */
function ProgressAndApproach({
  progress,
  accordion,
}: {
  progress: Home02Page['progress'];
  accordion: Home02Page['accordion'];
}) {
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
            initiallyOpen={0}
          />
        </div>
      </div>
    </section>
  );
}

function ProjectGrid({ block, cards }: { block: Home02Page['projects']; cards: ProjectCardData[] }) {
  return (
    <section className="section" aria-labelledby="h2-projects">
      <div className="container">
        <SectionHeading id="h2-projects" {...block} />
        <ul className="card-grid card-grid--3">
          {cards.map((c) => (
            <li key={c.slug}>
              <ProjectCard project={c} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Testimonials({ block, items }: { block: Home02Page['testimonials']; items: TestimonialItem[] }) {
  return (
    <section className="section">
      <div className="container">
        <SectionHeading id="h2-testimonials" {...block} center />
        <Carousel label={block.heading} autoplay={7000} className="testimonial-carousel">
          {items.map((t) => (
            <TestimonialCard key={t.id} item={t} />
          ))}
        </Carousel>
      </div>
    </section>
  );
}

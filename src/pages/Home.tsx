import { Accordion } from '../components/Accordion.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { ProjectCard, ServiceCard } from '../components/Cards.tsx';
import { HeroSlider } from '../components/HeroSlider.tsx';
import { IconBoxGrid } from '../components/IconBox.tsx';
import { IconList } from '../components/IconList.tsx';
import { PartnerLogos } from '../components/PartnerLogos.tsx';
import { Picture } from '../components/Picture.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { TabsSection } from '../components/TabsSection.tsx';
import { TestimonialCard } from '../components/TestimonialCard.tsx';
import type { TemplateProps } from '../content/builders/index.ts';
import type { ProjectCard as ProjectCardData, ServiceCard as ServiceCardData } from '../lib/types.ts';
import type { HomePage, TestimonialItem } from './page-types.ts';
import { Carousel } from '../islands/index.ts';

/** The home page: the eleven sections of SPEC 2.3, in order, all from content/data/home.yaml. */
export default function Home({ data, shell: { site } }: TemplateProps<'Home'>) {
  const p = data.page;
  return (
    <main id="main" tabIndex={-1}>
      <HeroSlider slides={p.slides} label="Highlights" />
      <IconBoxSection id="home-best" className="section best-choice" block={p.bestChoice} />
      <Welcome welcome={p.welcome} />
      <ServicesCarousel block={p.services} cards={p.serviceCards} />
      <ProjectsCarousel block={p.projects} cards={p.projectCards} />
      <IconBoxSection id="home-integrated" className="section" block={p.integrated} />
      <Testimonials block={p.testimonials} items={p.testimonialItems} />
      <CallToAction
        heading={p.cta.heading}
        text={p.cta.text}
        button={p.cta.button}
        phone={site.phones.sales}
      />
      <TabsSection id="home-tabs" tabs={p.tabs} />
      <Faq faq={p.faq} />
      <PartnerLogos id="home-partners" {...p.partners} items={p.partnerItems} />
    </main>
  );
}

/** A block's heading, centred, over a grid of three icon boxes per row. */
function IconBoxSection({
  id,
  className,
  block,
}: {
  id: string;
  className: string;
  block: HomePage['bestChoice'] | HomePage['integrated'];
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...block} center />
        <IconBoxGrid boxes={block.boxes} columns={3} />
      </div>
    </section>
  );
}

function Welcome({ welcome }: { welcome: HomePage['welcome'] }) {
  return (
    <section className="section section--tinted welcome" aria-labelledby="home-welcome">
      <div className="container split">
        <div className="split__media">
          <Picture image={welcome.image} className="framed-art" sizes="(min-width: 1024px) 560px, 100vw" />
        </div>
        <div className="split__body">
          <SectionHeading id="home-welcome" {...welcome} />
          <IconList className="claim-list" items={welcome.bullets} size={20} />
          <div className="button-row">
            <SmartLink className="btn btn--primary" href={welcome.button.href}>
              {welcome.button.label}
            </SmartLink>
            <SmartLink className="btn btn--outline" href={welcome.aboutButton.href}>
              {welcome.aboutButton.label}
            </SmartLink>
          </div>
        </div>
      </div>
    </section>
  );
}

function ServicesCarousel({ block, cards }: { block: HomePage['services']; cards: ServiceCardData[] }) {
  return (
    <section className="section">
      <div className="container">
        <SectionHeading id="home-services" {...block} />
        <Carousel label={block.heading} columns={{ desktop: 3, tablet: 2, mobile: 1 }}>
          {cards.map((s) => (
            <ServiceCard key={s.slug} service={s} />
          ))}
        </Carousel>
        <p className="section-action">
          <SmartLink className="btn btn--outline" href={block.button.href}>
            {block.button.label}
          </SmartLink>
        </p>
      </div>
    </section>
  );
}

function ProjectsCarousel({ block, cards }: { block: HomePage['projects']; cards: ProjectCardData[] }) {
  return (
    <section className="section section--dark">
      <div className="container">
        <SectionHeading id="home-projects" {...block} />
        <Carousel label={block.heading} columns={{ desktop: 4, tablet: 2, mobile: 1 }} autoplay={5000}>
          {cards.map((c) => (
            <ProjectCard key={c.slug} project={c} />
          ))}
        </Carousel>
        <p className="section-action">
          <SmartLink className="btn btn--primary" href={block.button.href}>
            {block.button.label}
          </SmartLink>
        </p>
      </div>
    </section>
  );
}

function Testimonials({ block, items }: { block: HomePage['testimonials']; items: TestimonialItem[] }) {
  return (
    <section className="section section--tinted">
      <div className="container narrow">
        <SectionHeading id="home-testimonials" eyebrow={block.eyebrow} heading={block.heading} center />
        <Carousel
          label={block.heading}
          columns={{ desktop: 1, tablet: 1, mobile: 1 }}
          autoplay={7000}
          className="testimonial-carousel"
        >
          {items.map((t) => (
            <TestimonialCard key={t.id} item={t} size="large" />
          ))}
        </Carousel>
      </div>
    </section>
  );
}

function Faq({ faq }: { faq: HomePage['faq'] }) {
  return (
    <section className="section section--tinted" aria-labelledby="home-faq">
      <div className="container split split--top">
        <div className="split__body">
          <SectionHeading id="home-faq" {...faq} />
        </div>
        <div className="split__body">
          <Accordion
            name="home-faq"
            items={faq.items.map((f) => ({ title: f.title, content: <p>{f.text}</p> }))}
            initiallyOpen={0}
          />
        </div>
      </div>
    </section>
  );
}

import { Accordion } from '../components/Accordion.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { ProjectCard, ServiceCard } from '../components/Cards.tsx';
import { HeroSlider } from './sections/HeroSlider.tsx';
import { IconBoxGrid } from '../components/IconBox.tsx';
import { IconList } from '../components/IconList.tsx';
import { PartnerLogos } from './sections/PartnerLogos.tsx';
import { Picture } from '../components/Picture.tsx';
import { Section, SectionHeading } from '../components/SectionHeading.tsx';
import { ButtonLink } from '../components/SmartLink.tsx';
import { TabsSection } from './sections/TabsSection.tsx';
import { TestimonialCarousel } from './sections/TestimonialCard.tsx';
import type { RouteData, TemplateProps } from '../content/builders/index.ts';
import { Carousel } from '../islands/index.ts';

type HomePage = RouteData<'Home'>['page'];

/** The home page: the eleven sections of SPEC 2.3, in order, all from content/data/home.yaml. */
export default function Home({ data, shell }: TemplateProps<'Home'>) {
  const p = data.page;
  const words = shell.labels.carousel;
  return (
    <main id="main" tabIndex={-1}>
      <HeroSlider slides={p.slides} labels={shell.labels} />
      <Section id="home-best" heading={p.bestChoice} className="best-choice" center>
        <IconBoxGrid boxes={p.bestChoice.boxes} />
      </Section>
      <Welcome welcome={p.welcome} />
      <Section id="home-services" heading={p.services} unnamed>
        <Carousel label={p.services.heading} words={words}>
          {p.serviceCards.map((s) => (
            <ServiceCard key={s.slug} service={s} />
          ))}
        </Carousel>
        <p className="section-action">
          <ButtonLink link={p.services.button} tone="outline" />
        </p>
      </Section>
      <Section id="home-projects" heading={p.projects} className="section--dark" unnamed>
        <Carousel label={p.projects.heading} words={words} columns={[4, 2, 1]} autoplay={5000}>
          {p.projectCards.map((c) => (
            <ProjectCard key={c.slug} project={c} />
          ))}
        </Carousel>
        <p className="section-action">
          <ButtonLink link={p.projects.button} tone="primary" />
        </p>
      </Section>
      <Section id="home-integrated" heading={p.integrated} center>
        <IconBoxGrid boxes={p.integrated.boxes} />
      </Section>
      <Section
        id="home-testimonials"
        heading={{ eyebrow: p.testimonials.eyebrow, heading: p.testimonials.heading }}
        className="section--tinted"
        center
        narrow
        unnamed
      >
        <TestimonialCarousel
          label={p.testimonials.heading}
          items={p.testimonialItems}
          words={words}
          columns={[1, 1, 1]}
          size="large"
        />
      </Section>
      <CallToAction cta={p.cta} shell={shell} />
      <TabsSection id="home-tabs" tabs={p.tabs} />
      <Faq faq={p.faq} />
      <PartnerLogos id="home-partners" {...p.partners} items={p.partnerItems} words={words} />
    </main>
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
            <ButtonLink link={welcome.button} tone="primary" />
            <ButtonLink link={welcome.aboutButton} tone="outline" />
          </div>
        </div>
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
          />
        </div>
      </div>
    </section>
  );
}

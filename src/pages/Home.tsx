import { CallToAction } from '../components/CallToAction.tsx';
import { ProjectCard, ServiceCard } from '../components/Cards.tsx';
import { HeroSlider } from '../components/HeroSlider.tsx';
import { Icon } from '../components/Icon.tsx';
import { IconBoxGrid } from '../components/IconBox.tsx';
import { PartnerLogos } from '../components/PartnerLogos.tsx';
import { Picture } from '../components/Picture.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { TestimonialCard } from '../components/TestimonialCard.tsx';
import type { TemplateProps } from '../lib/route-loader.ts';
import type { PageData } from '../lib/types.ts';
import { Accordion } from '../islands/Accordion.tsx';
import { Carousel } from '../islands/Carousel.tsx';
import { Tabs } from '../islands/Tabs.tsx';
import type { HomePage } from './page-types.ts';
import { TabPanel } from '../components/TabPanel.tsx';
import '../styles/pages.css';

/** The home page: the eleven sections of SPEC 2.3, in order, all from content/data/home.yaml. */
export default function Home({ data }: TemplateProps<'Home'>) {
  const p = data.page;
  return (
    <main id="main" tabIndex={-1}>
      <HeroSlider slides={p.slides} label="Highlights" />

      <section className="section best-choice" aria-labelledby="home-best">
        <div className="container">
          <SectionHeading
            id="home-best"
            eyebrow={p.bestChoice.eyebrow}
            heading={p.bestChoice.heading}
            text={p.bestChoice.text}
            center
          />
          <IconBoxGrid boxes={p.bestChoice.boxes} columns={3} />
        </div>
      </section>

      <section className="section section--tinted welcome" aria-labelledby="home-welcome">
        <div className="container split">
          <div className="split__media">
            <Picture
              image={p.welcome.image}
              className="framed-art"
              sizes="(min-width: 1024px) 560px, 100vw"
            />
          </div>
          <div className="split__body">
            <SectionHeading
              id="home-welcome"
              eyebrow={p.welcome.eyebrow}
              heading={p.welcome.heading}
              text={p.welcome.text}
            />
            <ul className="claim-list">
              {p.welcome.bullets.map((b) => (
                <li key={b}>
                  <Icon name="check" size={20} />
                  {b}
                </li>
              ))}
            </ul>
            <div className="button-row">
              <SmartLink className="btn btn--primary" href={p.welcome.button.href}>
                {p.welcome.button.label}
              </SmartLink>
              <SmartLink className="btn btn--outline" href={p.welcome.aboutButton.href}>
                {p.welcome.aboutButton.label}
              </SmartLink>
            </div>
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <SectionHeading
            id="home-services"
            eyebrow={p.services.eyebrow}
            heading={p.services.heading}
            text={p.services.text}
          />
          <Carousel label={p.services.heading} columns={{ desktop: 3, tablet: 2, mobile: 1 }}>
            {p.serviceCards.map((s) => (
              <ServiceCard key={s.slug} service={s} />
            ))}
          </Carousel>
          <p className="section-action">
            <SmartLink className="btn btn--outline" href={p.services.button.href}>
              {p.services.button.label}
            </SmartLink>
          </p>
        </div>
      </section>

      <section className="section section--dark">
        <div className="container">
          <SectionHeading
            id="home-projects"
            eyebrow={p.projects.eyebrow}
            heading={p.projects.heading}
            text={p.projects.text}
          />
          <Carousel label={p.projects.heading} columns={{ desktop: 4, tablet: 2, mobile: 1 }} autoplay={5000}>
            {p.projectCards.map((c) => (
              <ProjectCard key={c.slug} project={c} />
            ))}
          </Carousel>
          <p className="section-action">
            <SmartLink className="btn btn--primary" href={p.projects.button.href}>
              {p.projects.button.label}
            </SmartLink>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="home-integrated">
        <div className="container">
          <SectionHeading
            id="home-integrated"
            eyebrow={p.integrated.eyebrow}
            heading={p.integrated.heading}
            text={p.integrated.text}
            center
          />
          <IconBoxGrid boxes={p.integrated.boxes} columns={3} />
        </div>
      </section>

      <section className="section section--tinted">
        <div className="container narrow">
          <SectionHeading
            id="home-testimonials"
            eyebrow={p.testimonials.eyebrow}
            heading={p.testimonials.heading}
            center
          />
          <Carousel
            label={p.testimonials.heading}
            columns={{ desktop: 1, tablet: 1, mobile: 1 }}
            autoplay={7000}
            className="testimonial-carousel"
          >
            {p.testimonialItems.map((t) => (
              <TestimonialCard key={t.id} item={t} size="large" />
            ))}
          </Carousel>
        </div>
      </section>

      <CallToAction heading={p.cta.heading} text={p.cta.text} button={p.cta.button} />

      <section className="section" aria-labelledby="home-tabs">
        <div className="container">
          <SectionHeading
            id="home-tabs"
            eyebrow={p.tabs.eyebrow}
            heading={p.tabs.heading}
            text={p.tabs.text}
          />
          <Tabs
            label={p.tabs.heading}
            className="tabs--boxed"
            tabs={p.tabs.items.map((t) => ({ label: t.label, content: <TabPanel tab={t} /> }))}
          />
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="home-faq">
        <div className="container split split--top">
          <div className="split__body">
            <SectionHeading id="home-faq" eyebrow={p.faq.eyebrow} heading={p.faq.heading} text={p.faq.text} />
          </div>
          <div className="split__body">
            <Accordion
              items={p.faq.items.map((f) => ({ title: f.title, content: <p>{f.text}</p> }))}
              initiallyOpen={0}
            />
          </div>
        </div>
      </section>

      <PartnerLogos
        id="home-partners"
        eyebrow={p.partners.eyebrow}
        heading={p.partners.heading}
        text={p.partners.text}
        items={p.partnerItems}
      />
    </main>
  );
}

import { Accordion } from '../components/Accordion.tsx';
import { Page } from '../components/Page.tsx';
import { Icon } from '../components/Icon.tsx';
import { IconList } from '../components/IconList.tsx';
import { Picture } from '../components/Picture.tsx';
import { Section } from '../components/SectionHeading.tsx';
import type { RouteData, TemplateProps } from '../content/builders/index.ts';
import { Carousel } from '../islands/index.ts';

type CareersPage = RouteData<'AboutCareers'>['page'];

/** /about-careers: the hiring carousel and the open roles (Sales Account open first). */
export default function AboutCareers({ data, shell }: TemplateProps<'AboutCareers'>) {
  const c = data.page;
  return (
    <Page meta={data.meta} shell={shell}>
      <Section id="careers-intro" heading={c}>
        <Carousel
          label={c.slidesName}
          words={shell.labels.carousel}
          columns={[1, 1, 1]}
          autoplay={7000}
          className="hiring"
          named
        >
          {c.slides.map((s, i) => (
            <div key={s.headline} className="hiring__slide">
              {/* The first slide's artwork is the page's LCP image. */}
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
                {s.button.note && <p className="link-note">{s.button.note}</p>}
              </div>
            </div>
          ))}
        </Carousel>
      </Section>

      <Section id="careers-roles" heading={c.openings} className="section--tinted" narrow>
        <Accordion
          name="roles"
          items={c.roles.map((r) => ({ title: r.title, content: <RoleDetails role={r} headings={c} /> }))}
        />
      </Section>
    </Page>
  );
}

interface RoleProps {
  role: CareersPage['roles'][number];
  /** The headings of its two lists */
  headings: Pick<CareersPage, 'benefits' | 'requirements'>;
}

function RoleDetails({ role, headings }: RoleProps) {
  return (
    <div className="role">
      <p>{role.description}</p>
      <div className="role__lists">
        <div>
          <h4>{headings.benefits}</h4>
          <IconList className="claim-list claim-list--compact" items={role.benefits} size={18} />
        </div>
        <div>
          <h4>{headings.requirements}</h4>
          <IconList
            className="claim-list claim-list--compact claim-list--muted"
            items={role.requirements}
            size={18}
            icon="chevron-right"
          />
        </div>
      </div>
    </div>
  );
}

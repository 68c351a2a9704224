import { Page } from '../components/Page.tsx';
import { Icon } from '../components/Icon.tsx';
import { Picture } from '../components/Picture.tsx';
import { Section } from '../components/SectionHeading.tsx';
import type { TemplateProps } from '../content/builders/index.ts';
import { fill } from '../lib/format.ts';

/** /about-team: the leadership card(s): portrait, name, position, bio and professional profile. */
export default function AboutTeam({ data, shell }: TemplateProps<'AboutTeam'>) {
  const team = data.page;
  return (
    <Page meta={data.meta} shell={shell} cta>
      <Section id="team-heading" heading={team}>
        <ul className="leaders">
          {team.leaders.map((l, i) => (
            <li key={l.name}>
              <article className="leader" aria-labelledby={`leader-${i}`}>
                <div className="leader__portrait">
                  <Picture image={l.image} priority={i === 0} sizes="(min-width: 900px) 360px, 100vw" />
                </div>
                <div className="leader__body">
                  <h3 id={`leader-${i}`} className="leader__name">
                    {l.name}
                  </h3>
                  <p className="leader__position">{l.position}</p>
                  {l.bio.map((para) => (
                    <p key={para.slice(0, 40)}>{para}</p>
                  ))}
                  <a className="btn btn--outline leader__profile" href={l.profile} rel="noopener noreferrer">
                    {team.profile}
                    <span className="visually-hidden"> {fill(team.profileOf, { name: l.name })}</span>
                    <Icon name="external" size={16} />
                  </a>
                  {l.profileNote && <p className="link-note">{l.profileNote}</p>}
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
    </Page>
  );
}

import { Banner } from '../components/Banner.tsx';
import { HtmlBody } from '../components/HtmlBody.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { ProjectCard } from '../components/Cards.tsx';
import { Icon } from '../components/Icon.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { shell } from '../lib/shell.ts';
import { formatMoney } from '../lib/format.ts';
import type { TemplateProps } from '../lib/route-loader.ts';
import type { ProjectDetailData } from '../lib/types.ts';
import { Carousel } from '../islands/Carousel.tsx';
import { Gallery } from '../islands/Gallery.tsx';

/** A project case study: gallery, text, PROJECT DETAILS, BROCHURES and RELATED PROJECTS. */
export default function ProjectDetail({ data }: TemplateProps<'ProjectDetail'>) {
  const { meta, project, related, downloads } = data;
  return (
    <main id="main" tabIndex={-1}>
      <Banner meta={meta} eyebrow="Projects | Project Single" />
      <div className="container page-grid page-grid--sidebar-right section">
        <article className="prose-column">
          <Gallery title={project.title} images={project.gallery} />
          <h2 className="entry-heading">{project.heading}</h2>
          <HtmlBody className="prose" html={data.body} />
        </article>
        <aside className="sidebar" aria-label="Project facts and downloads">
          <section className="panel">
            <h2 id="project-details" className="panel__title">
              Project Details
            </h2>
            <dl className="details-list">
              <div>
                <dt>Industry</dt>
                <dd>{project.industry}</dd>
              </div>
              {project.budget !== undefined && (
                <div>
                  <dt>Budget</dt>
                  <dd>{formatMoney(project.budget)}</dd>
                </div>
              )}
              <div>
                <dt>Surface Area</dt>
                <dd>{project.area} sq ft</dd>
              </div>
              <div>
                <dt>Year completed</dt>
                <dd>{project.year}</dd>
              </div>
              <div>
                <dt>Location</dt>
                <dd>{project.location}, Texas</dd>
              </div>
              <div>
                <dt>Tags</dt>
                <dd>
                  <ul className="tag-list">
                    {project.tags.map((t) => (
                      <li key={t.href}>
                        <SmartLink href={t.href}>{t.label}</SmartLink>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
          </section>
          <section className="panel" data-pagefind-ignore="all">
            <h2 id="project-brochures" className="panel__title">
              {project.brochureLabel}
            </h2>
            <p className="panel__text">The case study as a printable brochure, generated from this page.</p>
            <div className="download-buttons">
              <a className="btn btn--download" href={downloads.pdf} download>
                <Icon name="download" size={18} /> PDF{' '}
                <span className="visually-hidden">brochure: {project.title}</span>
              </a>
              <a className="btn btn--download" href={downloads.docx} download>
                <Icon name="download" size={18} /> DOCX{' '}
                <span className="visually-hidden">brochure: {project.title}</span>
              </a>
            </div>
          </section>
          <section className="panel panel--accent" data-pagefind-ignore="all">
            <h2 id="project-contact" className="panel__title">
              Need something similar?
            </h2>
            <p className="panel__text">{shell.site.cta.text}</p>
            <SmartLink className="btn btn--primary" href="/contact-us">
              Get In Touch
            </SmartLink>
          </section>
        </aside>
      </div>
      {related.length > 0 && (
        <section className="section section--tinted" data-pagefind-ignore="all">
          <div className="container">
            <h2 id="related-heading" className="section-title">
              Related Projects
            </h2>
            <Carousel label="Related projects">
              {related.map((p) => (
                <ProjectCard key={p.slug} project={p} />
              ))}
            </Carousel>
          </div>
        </section>
      )}
      <CallToAction heading={shell.site.cta.heading} text={shell.site.cta.text} />
    </main>
  );
}

import type { ReactNode } from 'react';
import { Page } from '../components/Page.tsx';
import { MdxBody } from '../components/MdxBody.tsx';
import { ProjectCard } from '../components/Cards.tsx';
import { DownloadButtons } from '../components/DownloadButtons.tsx';
import { LinkList } from '../components/LinkList.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { formatMoney } from '../lib/format.ts';
import type { TemplateProps } from '../content/builders/index.ts';
import type { ProjectDetailData } from '../lib/types.ts';
import { Carousel, Gallery } from '../islands/index.ts';

type Project = ProjectDetailData['project'];

/** A project case study: gallery, text, PROJECT DETAILS, BROCHURES and RELATED PROJECTS. */
export default function ProjectDetail({ data, shell: { site } }: TemplateProps<'ProjectDetail'>) {
  const { meta, project, related, downloads } = data;
  return (
    <Page meta={meta} eyebrow="Projects | Project Single" cta={site}>
      <div className="container page-grid page-grid--sidebar-right section">
        <article className="prose-column">
          <Gallery title={project.title} images={project.gallery} />
          <h2 className="entry-heading">{project.heading}</h2>
          <MdxBody className="prose" id={data.body} />
        </article>
        <aside className="sidebar" aria-label="Project facts and downloads">
          <ProjectFacts project={project} />
          <section className="panel" data-pagefind-ignore="all">
            <h2 id="project-brochures" className="panel__title">
              {project.brochureLabel}
            </h2>
            <p className="panel__text">The case study as a printable brochure, generated from this page.</p>
            <DownloadButtons downloads={downloads} wordLabel="DOCX" document={`brochure: ${project.title}`} />
          </section>
          <section className="panel panel--accent" data-pagefind-ignore="all">
            <h2 id="project-contact" className="panel__title">
              Need something similar?
            </h2>
            <p className="panel__text">{site.cta.text}</p>
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
    </Page>
  );
}

function ProjectFacts({ project }: { project: Project }) {
  const facts: [string, ReactNode][] = [
    ['Industry', project.industry],
    ...(project.budget === undefined ? [] : [['Budget', formatMoney(project.budget)] as [string, ReactNode]]),
    ['Surface Area', <>{project.area} sq ft</>],
    ['Year completed', project.year],
    ['Location', <>{project.location}, Texas</>],
    ['Tags', <LinkList className="tag-list" links={project.tags} />],
  ];
  return (
    <section className="panel">
      <h2 id="project-details" className="panel__title">
        Project Details
      </h2>
      <dl className="details-list">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

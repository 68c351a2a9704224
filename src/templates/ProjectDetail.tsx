import type { ReactNode } from 'react';
import { Page } from '../components/Page.tsx';
import { MdxBody } from '../components/MdxBody.tsx';
import { ProjectCard } from '../components/Cards.tsx';
import { DownloadButtons } from '../components/DownloadButtons.tsx';
import { ContactPanel, LinkList } from '../components/LinkList.tsx';
import { projectFacts } from '../lib/format.ts';
import type { TemplateProps } from '../content/builders/index.ts';
import type { ShellData } from '../content/site-context.ts';
import type { ProjectDetailData } from '../lib/types.ts';
import { Carousel, Gallery } from '../islands/index.ts';

type Project = ProjectDetailData['project'];

/** A project case study: gallery, text, PROJECT DETAILS, BROCHURES and RELATED PROJECTS. */
export default function ProjectDetail({ data, shell, content }: TemplateProps<'ProjectDetail'>) {
  const { meta, project, related, downloads } = data;
  const { labels } = shell;
  const words = labels.project;
  return (
    <Page meta={meta} eyebrow={words.eyebrow} shell={shell} cta>
      <div className="container page-grid page-grid--sidebar-right section">
        <article className="prose-column">
          <Gallery title={project.title} images={project.gallery} words={labels.gallery} />
          <h2 className="entry-heading">{project.heading}</h2>
          <MdxBody className="prose" content={content?.body} table={labels.page.table} />
        </article>
        <aside className="sidebar" aria-label={words.sidebar}>
          <ProjectFacts project={project} shell={shell} />
          <section className="panel" data-pagefind-ignore="all">
            <h2 id="project-brochures" className="panel__title">
              {project.brochureLabel}
            </h2>
            <p className="panel__text">{words.brochureText}</p>
            <DownloadButtons downloads={downloads} words={words} title={project.title} />
          </section>
          <ContactPanel id="project-contact" heading={words.similar} shell={shell} />
        </aside>
      </div>
      {related.length > 0 && (
        <section className="section section--tinted" data-pagefind-ignore="all">
          <div className="container">
            <h2 id="related-heading" className="section-title">
              {words.related}
            </h2>
            <Carousel label={words.related} words={labels.carousel}>
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

function ProjectFacts({ project, shell: { labels, site } }: { project: Project; shell: ShellData }) {
  const words = labels.project;
  const facts: [string, ReactNode][] = [
    ...projectFacts(words, project, site.currency),
    [labels.page.tags, <LinkList className="tag-list" links={project.tags} />],
  ];
  return (
    <section className="panel">
      <h2 id="project-details" className="panel__title">
        {words.facts}
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

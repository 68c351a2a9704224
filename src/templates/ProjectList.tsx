import { Banner } from '../components/Banner.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import type { TemplateProps } from '../content/builders/index.ts';
import { ProjectFilter } from '../islands/index.ts';

/** /projects: every project, filterable by category (kept in the URL). */
export default function ProjectList({ data, shell: { site } }: TemplateProps<'ProjectList'>) {
  return (
    <main id="main" tabIndex={-1}>
      <Banner meta={data.meta} />
      <div className="container section">
        <ProjectFilter projects={data.projects} categories={data.categories} />
      </div>
      <CallToAction heading={site.cta.heading} text={site.cta.text} phone={site.phones.sales} />
    </main>
  );
}

import { Page } from '../components/Page.tsx';
import type { TemplateProps } from '../content/builders/index.ts';
import { ProjectFilter } from '../islands/index.ts';

/** /projects: every project, filterable by category (kept in the URL). */
export default function ProjectList({ data, shell }: TemplateProps<'ProjectList'>) {
  return (
    <Page meta={data.meta} shell={shell} cta>
      <div className="container section">
        <ProjectFilter projects={data.projects} categories={data.categories} words={shell.labels.filter} />
      </div>
    </Page>
  );
}

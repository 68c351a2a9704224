import { Page } from '../components/Page.tsx';
import type { TemplateProps } from '../content/builders/index.ts';
import { SiteSearch } from '../islands/index.ts';

/** /search?s=...: results from the site's search index, with the match highlighted. */
export default function Search({ data, shell }: TemplateProps<'Search'>) {
  const { site, main, labels } = shell;
  return (
    <Page meta={data.meta} shell={shell}>
      <div className="container section search-page">
        <SiteSearch
          phone={site.phones.sales}
          sections={main.map(({ label, href }) => ({ label, href }))}
          words={labels.search}
        />
      </div>
    </Page>
  );
}

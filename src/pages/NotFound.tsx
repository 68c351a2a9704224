import { Page } from '../components/Page.tsx';
import { Icon } from '../components/Icon.tsx';
import { SearchForm } from '../components/SearchForm.tsx';
import { LinkList } from '../components/LinkList.tsx';
import { telHref } from '../lib/format.ts';
import type { TemplateProps } from '../content/builders/index.ts';

/** The 404 page: what happened, a site search, the main sections and the phone number. */
export default function NotFound({ data, shell }: TemplateProps<'NotFound'>) {
  const { site, main, labels } = shell;
  const words = labels.notFound;
  return (
    <Page meta={data.meta} eyebrow={words.eyebrow} shell={shell}>
      <section className="section not-found">
        <div className="container not-found__grid">
          <div>
            <p className="lead-text">{data.meta.description}</p>
            <p>{words.text}</p>
            <h2 className="not-found__heading">{labels.page.searchSite}</h2>
            <SearchForm
              className="inline-search"
              name={labels.page.searchSite}
              label={words.searchLabel}
              button={labels.search.button}
            />
            <p className="not-found__phone">
              <Icon name="phone" size={20} />
              <span>
                {words.call} <a href={telHref(site.phones.sales)}>{site.phones.sales}</a> ({site.hours.topBar}
                ).
              </span>
            </p>
          </div>
          <nav aria-labelledby="not-found-sections" className="panel">
            <h2 id="not-found-sections" className="panel__title">
              {words.sections}
            </h2>
            <LinkList className="link-list" links={main} chevrons />
          </nav>
        </div>
      </section>
    </Page>
  );
}

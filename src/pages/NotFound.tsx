import { Page } from '../components/Page.tsx';
import { Icon } from '../components/Icon.tsx';
import { SearchForm } from '../components/SearchForm.tsx';
import { LinkList } from '../components/LinkList.tsx';
import { telHref } from '../lib/format.ts';
import type { TemplateProps } from '../content/builders/index.ts';

/** The 404 page: what happened, a site search, the main sections and the phone number. */
export default function NotFound({ data, shell: { site, main } }: TemplateProps<'NotFound'>) {
  return (
    <Page meta={data.meta} eyebrow="Error 404">
      <section className="section not-found">
        <div className="container not-found__grid">
          <div>
            <p className="lead-text">{data.meta.description}</p>
            <p>
              The link may be out of date, or the address may have a typo. Search for what you need, or start
              from one of the main sections.
            </p>
            <h2 className="not-found__heading">Search the site</h2>
            <SearchForm
              className="inline-search"
              name="Search the site"
              label="Search projects, services and articles"
            />
            <p className="not-found__phone">
              <Icon name="phone" size={20} />
              <span>
                Rather talk to someone? Call <a href={telHref(site.phones.sales)}>{site.phones.sales}</a> (
                {site.hours.topBar}).
              </span>
            </p>
          </div>
          <nav aria-labelledby="not-found-sections" className="panel">
            <h2 id="not-found-sections" className="panel__title">
              Main sections
            </h2>
            <LinkList className="link-list" links={main} chevrons />
          </nav>
        </div>
      </section>
    </Page>
  );
}

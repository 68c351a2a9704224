import { useId } from 'react';
import { formatDate } from '../lib/format.ts';
import type { BlogSidebarData } from '../lib/types.ts';
import { Picture } from './Picture.tsx';
import { SearchForm } from './SearchForm.tsx';
import { SmartLink } from './SmartLink.tsx';

/** Blog sidebar: search (to /search), recent posts with dates, tags. */
export function BlogSidebar({ sidebar }: { sidebar: BlogSidebarData }) {
  const id = useId();
  return (
    <aside className="sidebar" aria-label="Blog" data-pagefind-ignore="all">
      <section className="panel">
        <h2 id={`${id}-search`} className="panel__title">
          Search
        </h2>
        <SearchForm className="search-form" name="Blog" label="Search articles and pages" />
      </section>
      <section className="panel">
        <h2 id={`${id}-recent`} className="panel__title">
          Recent posts
        </h2>
        <ul className="recent-posts">
          {sidebar.recent.map((p) => (
            <li key={p.slug}>
              <Picture image={p.image} decorative />
              <div>
                <SmartLink href={p.href}>{p.title}</SmartLink>
                <time dateTime={p.date}>{formatDate(p.date)}</time>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="panel">
        <h2 id={`${id}-tags`} className="panel__title">
          Tags
        </h2>
        <ul className="tag-list">
          {sidebar.tags.map((t) => (
            <li key={t.href}>
              <SmartLink href={t.href}>{t.label}</SmartLink>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}

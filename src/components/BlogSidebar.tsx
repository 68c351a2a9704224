import { useId } from 'react';
import { formatDate } from '../lib/format.ts';
import type { BlogSidebarData } from '../lib/types.ts';
import { Icon } from './Icon.tsx';
import { Picture } from './Picture.tsx';
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
        <form className="search-form" role="search" aria-label="Blog" method="get" action="/search">
          <label htmlFor={`${id}-s`} className="visually-hidden">
            Search articles and pages
          </label>
          <input id={`${id}-s`} type="search" name="s" />
          <button type="submit" className="btn btn--primary">
            <Icon name="search" size={18} />
            Search
          </button>
        </form>
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

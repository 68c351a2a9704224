import type { ShellData } from '../content/site-context.ts';
import { formatDate } from '../lib/format.ts';
import type { BlogSidebarData } from '../lib/types.ts';
import { LinkList } from './LinkList.tsx';
import { Picture } from './Picture.tsx';
import { SearchForm } from './SearchForm.tsx';
import { SmartLink } from './SmartLink.tsx';

/** Blog sidebar: search (to /search), recent posts with dates, tags. */
export function BlogSidebar({ sidebar, labels }: { sidebar: BlogSidebarData; labels: ShellData['labels'] }) {
  return (
    <aside className="sidebar" aria-label={labels.blog.sidebar} data-pagefind-ignore="all">
      <section className="panel">
        <h2 className="panel__title">{labels.blog.search}</h2>
        <SearchForm
          className="search-form"
          name={labels.blog.sidebar}
          label={labels.blog.searchLabel}
          button={labels.blog.search}
        />
      </section>
      <section className="panel">
        <h2 className="panel__title">{labels.page.recentPosts}</h2>
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
        <h2 className="panel__title">{labels.page.tags}</h2>
        <LinkList className="tag-list" links={sidebar.tags} />
      </section>
    </aside>
  );
}

import { Page } from '../components/Page.tsx';
import { BlogSidebar } from '../components/BlogSidebar.tsx';
import { PostCard } from '../components/Cards.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import type { TemplateProps } from '../content/builders/index.ts';

/** /blog and /blog/N: three article cards per page, pagination, sidebar. */
export default function BlogList({ data, shell }: TemplateProps<'BlogList'>) {
  const { meta, posts, page, pages, sidebar } = data;
  const { labels } = shell;
  return (
    <Page meta={meta} shell={shell}>
      <div className="container page-grid page-grid--sidebar-right section">
        <div>
          <ul className="post-list">
            {posts.map((p, i) => (
              <li key={p.slug}>
                <PostCard post={p} priority={i === 0} />
              </li>
            ))}
          </ul>
          {pages.length > 1 && (
            <nav aria-label={labels.blog.pages} className="pagination">
              <ul>
                {pages.map((p) => (
                  <li key={p.number}>
                    <SmartLink href={p.href} aria-current={p.number === page ? 'page' : undefined}>
                      <span className="visually-hidden">{labels.blog.page} </span>
                      {p.number}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        <BlogSidebar sidebar={sidebar} labels={labels} />
      </div>
    </Page>
  );
}

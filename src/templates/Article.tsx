import { Page } from '../components/Page.tsx';
import { MdxBody } from '../components/MdxBody.tsx';
import { BlogSidebar } from '../components/BlogSidebar.tsx';
import { Icon } from '../components/Icon.tsx';
import { LinkList } from '../components/LinkList.tsx';
import { Picture } from '../components/Picture.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import type { Link, Site } from '../schema/index.ts';
import { PostMeta } from '../components/Cards.tsx';
import type { TemplateProps } from '../content/builders/index.ts';
import { fill } from '../lib/format.ts';
import type { ShellData } from '../content/site-context.ts';
import type { PostCard } from '../lib/types.ts';

/** A blog article: cover, text, tags, share links, previous/next article, sidebar. */
export default function Article({ data, shell, content }: TemplateProps<'Article'>) {
  const { meta, post, prev, next, sidebar } = data;
  const { site, labels } = shell;
  return (
    <Page meta={meta} shell={shell} cta>
      <div className="container page-grid page-grid--sidebar-right section">
        <article className="prose-column">
          <div>
            <Picture
              image={post.image}
              className="entry-cover"
              priority
              sizes="(min-width: 1200px) 780px, 100vw"
            />
            <PostMeta post={post} />
            <MdxBody className="prose prose--article" content={content?.body} table={labels.page.table} />
          </div>
          <div className="article-footer">
            <div>
              <h2 className="article-footer__label">{labels.page.tags}</h2>
              <LinkList className="tag-list" links={post.tags} />
            </div>
            <div>
              <h2 className="article-footer__label">{labels.blog.share}</h2>
              <ul className="share-list">
                {shareLinks(site.share, meta.canonical, post.title).map((s) => (
                  <li key={s.label}>
                    <a href={s.href} rel="noopener noreferrer" target="_blank">
                      {s.label}
                      <span className="visually-hidden"> {labels.page.newTab}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <PostNav prev={prev} next={next} labels={labels} />
        </article>
        <BlogSidebar sidebar={sidebar} labels={labels} />
      </div>
    </Page>
  );
}

/** The site's share services, each with this article's URL and title filled in. */
function shareLinks(services: Site['share'], url: string, title: string): Link[] {
  return services.map((s) => ({
    label: s.label,
    href: fill(s.urlTemplate, { url: encodeURIComponent(url), title: encodeURIComponent(title) }),
  }));
}

interface PostNavProps {
  prev: PostCard | null;
  next: PostCard | null;
  labels: ShellData['labels'];
}

function PostNav({ prev, next, labels: { blog } }: PostNavProps) {
  return (
    <nav className="post-nav" aria-label={blog.more} data-pagefind-ignore="all">
      {prev ? (
        <SmartLink href={prev.href} className="post-nav__link post-nav__link--prev" rel="prev">
          <span className="post-nav__dir">
            <Icon name="chevron-left" size={16} /> {blog.previous}
          </span>
          <span className="post-nav__title">{prev.title}</span>
        </SmartLink>
      ) : (
        <span />
      )}
      {next && (
        <SmartLink href={next.href} className="post-nav__link post-nav__link--next" rel="next">
          <span className="post-nav__dir">
            {blog.next} <Icon name="chevron-right" size={16} />
          </span>
          <span className="post-nav__title">{next.title}</span>
        </SmartLink>
      )}
    </nav>
  );
}

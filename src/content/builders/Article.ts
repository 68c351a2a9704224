/** Data of an article: its text, tags, the neighbouring articles and the blog sidebar. */
import type { PageMeta, PostFrontmatter } from '../../schema/index.ts';
import type { Entry, PageMetaData } from '../types.ts';
import type { SiteContext } from '../site-context.ts';
import { detailRoutes } from './shared.ts';

/** `i`: the article's place in the newest-first list. */
function articleData(ctx: SiteContext, e: Entry<PostFrontmatter>, i: number, meta: PageMetaData) {
  const older = ctx.posts[i + 1];
  const newer = i > 0 ? ctx.posts[i - 1] : undefined;
  return {
    meta,
    post: {
      ...ctx.postCard(e),
      href: meta.path,
      authorUrl: e.data.authorUrl,
      tags: e.data.tags.map(ctx.serviceLink),
    },
    prev: older ? ctx.postCard(older) : null,
    next: newer ? ctx.postCard(newer) : null,
    sidebar: ctx.blogSidebar,
  };
}

/** Every article at /blog/<slug>, and each generic route (/blog-single: the newest by default). */
export function articleRoutes(ctx: SiteContext, pages: PageMeta[]) {
  // Posts are newest first: the previous article is the older one.
  const position = new Map(ctx.posts.map((e, i) => [e, i]));
  return detailRoutes(ctx, {
    collection: 'posts',
    entries: ctx.posts,
    pages,
    shown: ctx.posts,
    fallback: ctx.posts[0],
    canonical: true,
    type: 'article',
    // No lastmod: the sitemap reads when the file last changed from git (scripts/lib/site-files.ts).
    text: (e) => ({ description: e.data.excerpt, cover: e.data.cover }),
    data: (e, meta) => articleData(ctx, e, position.get(e) ?? 0, meta),
  });
}

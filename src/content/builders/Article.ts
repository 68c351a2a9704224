/** Data of an article: its text, tags, the neighbouring articles and the blog sidebar. */
import type { PageMeta, PostFrontmatter } from '../../schema/index.ts';
import type { Entry } from '../types.ts';
import type { SiteContext } from '../site-context.ts';
import { detailRoutes } from './shared.ts';

function articleData(
  ctx: SiteContext,
  e: Entry<PostFrontmatter>,
  /** Its place in the newest-first list */
  i: number,
  p: string,
  canonical?: string,
) {
  const older = ctx.posts[i + 1];
  const newer = i > 0 ? ctx.posts[i - 1] : undefined;
  return {
    meta: {
      ...ctx.meta(p, e.data.title, e.data.excerpt, {
        parent: ctx.listParent('posts'),
        type: 'article',
        canonical,
        draft: e.data.draft,
      }),
      lcpImage: ctx.lcpPicture(e.file, e.data.cover),
      image: ctx.ogArt(e.file, e.data.cover),
    },
    post: { ...ctx.postCard(e), href: p, tags: e.data.tags.map(ctx.serviceLink) },
    prev: older ? ctx.postCard(older) : null,
    next: newer ? ctx.postCard(newer) : null,
    sidebar: ctx.blogSidebar,
    body: e.file,
  };
}

/** Every article at /blog/<slug>, and each generic route (/blog-single: the newest by default). */
export function articleRoutes(ctx: SiteContext, pages: PageMeta[]) {
  // Posts are newest first: the previous article is the older one.
  const position = new Map(ctx.posts.map((e, i) => [e, i]));
  return detailRoutes({
    entries: ctx.posts,
    url: ctx.urls.posts,
    pages,
    shown: ctx.posts,
    fallback: ctx.posts[0],
    canonical: true,
    text: (e) => ({
      title: e.data.title,
      description: e.data.excerpt,
      lastmod: e.data.date.toISOString().slice(0, 10),
    }),
    data: (e, p, canonical) => articleData(ctx, e, position.get(e) ?? 0, p, canonical),
  });
}

/** Data of an article: its text, tags, the neighbouring articles and the blog sidebar. */
import type { PageMeta, PostFrontmatter } from '../../src/schema/index.ts';
import type { ArticleData } from '../../src/lib/types.ts';
import type { BuiltRoute, Entry } from '../lib/content-types.ts';
import type { SiteContext } from '../lib/site-context.ts';
import { entryOf } from './shared.ts';

function articleData(
  ctx: SiteContext,
  e: Entry<PostFrontmatter>,
  p: string,
  canonical?: string,
): ArticleData {
  // Posts are newest first: the previous article is the older one.
  const i = ctx.posts.indexOf(e);
  const older = ctx.posts[i + 1];
  const newer = i > 0 ? ctx.posts[i - 1] : undefined;
  return {
    meta: {
      ...ctx.meta(p, e.data.title, e.data.excerpt, {
        parent: { label: 'Blog', href: '/blog' },
        type: 'article',
        canonical,
        draft: e.data.draft,
      }),
      lcpImage: ctx.picture(e.file, e.data.cover),
      image: ctx.ogArt(e.file, e.data.cover),
    },
    post: { ...ctx.postCard(e), href: p, tags: e.data.tags.map(ctx.serviceLink) },
    prev: older ? ctx.postCard(older) : null,
    next: newer ? ctx.postCard(newer) : null,
    sidebar: ctx.blogSidebar,
    body: e.body.html,
  };
}

function articleRoute(ctx: SiteContext, e: Entry<PostFrontmatter>, p: string, canonical?: string) {
  return {
    path: p,
    title: e.data.title,
    description: e.data.excerpt,
    source: e.file,
    index: !canonical,
    lastmod: e.data.date.toISOString().slice(0, 10),
    data: articleData(ctx, e, p, canonical),
  };
}

/** Every article at /blog/<slug>, and each generic route (/blog-single: the newest by default). */
export function articleRoutes(ctx: SiteContext, pages: PageMeta[]): BuiltRoute<ArticleData>[] {
  const generic = pages.flatMap((page) => {
    const e = entryOf(ctx.posts, page, ctx.posts[0]);
    return e ? [articleRoute(ctx, e, page.path, `${ctx.urls.posts}${e.slug}`)] : [];
  });
  return [...ctx.posts.map((e) => articleRoute(ctx, e, `${ctx.urls.posts}${e.slug}`)), ...generic];
}

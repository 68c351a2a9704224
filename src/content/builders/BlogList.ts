/** Data of the blog list: its pages.yaml row is page 1 (/blog); pages 2 and on follow as articles add up. */
import type { PageMeta } from '../../schema/index.ts';
import type { SiteContext } from '../site-context.ts';
import { pageRoute } from './shared.ts';

export const POSTS_PER_PAGE = 3;

function blogPage(ctx: SiteContext, list: PageMeta, n: number, count: number) {
  const href = (i: number) => (i === 1 ? list.path : `${list.path}/${i}`);
  const name = list.title ?? list.path;
  const title = n === 1 ? name : `${name}: Page ${n}`;
  const posts = ctx.posts.slice((n - 1) * POSTS_PER_PAGE, n * POSTS_PER_PAGE);
  return {
    meta: {
      ...ctx.meta(href(n), title, list.description ?? ctx.site.tagline, {
        parent: n === 1 ? list.parent : { label: name, href: list.path },
      }),
      // Every page of the list shares the blog's social card.
      image: `${ctx.origin}/og/${list.path.slice(1) || 'index'}.png`,
      lcpImage: ctx.firstCardArt(posts, (p) => p.data.cover),
    },
    posts: posts.map(ctx.postCard),
    page: n,
    pages: Array.from({ length: count }, (_, i) => ({ number: i + 1, href: href(i + 1) })),
    sidebar: ctx.blogSidebar,
  };
}

export function blogListRoutes(ctx: SiteContext, pages: PageMeta[]) {
  const count = Math.max(1, Math.ceil(ctx.posts.length / POSTS_PER_PAGE));
  return pages.flatMap((list) =>
    Array.from({ length: count }, (_, i) => {
      const data = blogPage(ctx, list, i + 1, count);
      const route = pageRoute(list, data);
      return i === 0 ? route : { ...route, path: data.meta.path, title: data.meta.title, source: undefined };
    }),
  );
}

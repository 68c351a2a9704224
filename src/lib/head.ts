/**
 * The document head of a page: built as HTML by the prerender script, and applied to the live
 * document after client-side navigation. One function describes the tags for both.
 */
import type { PageMetaData } from './types.ts';

export function documentTitle(meta: Pick<PageMetaData, 'title' | 'path'>, siteName: string): string {
  return meta.path === '/' ? `${siteName}: ${meta.title}` : `${meta.title} | ${siteName}`;
}

export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

export function headTags(meta: PageMetaData, siteName: string): HeadTag[] {
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'link', attrs: { rel: 'canonical', href: meta.canonical } },
    { tag: 'meta', attrs: { property: 'og:type', content: meta.type } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: siteName } },
    { tag: 'meta', attrs: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: meta.canonical } },
    { tag: 'meta', attrs: { property: 'og:image', content: meta.image } },
    { tag: 'meta', attrs: { property: 'og:image:width', content: '1200' } },
    { tag: 'meta', attrs: { property: 'og:image:height', content: '630' } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
  ];
  if (meta.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex, follow' } });
  return tags;
}

/** Updates the live document's title and tags to match a page reached by client navigation. */
export function applyHead(meta: PageMetaData, siteName: string) {
  document.title = documentTitle(meta, siteName);
  document.head.querySelectorAll('[data-head]').forEach((el) => el.remove());
  for (const { tag, attrs } of headTags(meta, siteName)) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    el.setAttribute('data-head', '');
    document.head.append(el);
  }
}

/**
 * The head tags of a page: its title, description, canonical URL and social tags
 * (lib/document.ts writes them into the page's document).
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

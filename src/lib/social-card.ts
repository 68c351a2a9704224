/**
 * What a page's social card shows, shared by the code that draws it (scripts/lib/og-images.ts)
 * and the page that names it (`og:image:alt`), so the alt text always says what the card says.
 */
import type { PageType } from '../../content.config.ts';
import type { Site } from '../schema/index.ts';
import type { PageMetaData } from './types.ts';

/** A title card's three lines: the company, the kind of page (or the company's city), the title. */
export function titleCard(site: Site, type: PageType, title: string) {
  return {
    name: site.name,
    label: type.card ?? `${site.address.city}, ${site.address.region}`,
    title,
  };
}

/**
 * The card's alt text. An entry's card is its cover art (the data builders give an entry page
 * the cover as both its social image and its largest image), so it has the cover's alt; any other
 * page's card is its title card, read top to bottom.
 */
export function socialCardAlt(site: Site, type: PageType, meta: PageMetaData): string {
  const origin = site.url.replace(/\/$/, '');
  if (meta.image.startsWith(`${origin}/og/media/`) && meta.lcpImage) return meta.lcpImage.alt;
  const { name, label, title } = titleCard(site, type, meta.title);
  return `${name}. ${label}: ${title}`;
}

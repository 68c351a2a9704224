/**
 * Links that still go to a shared site's home page (a network's or a package index's front page,
 * the fictional defaults) say so beside them, until the company's own page there is linked; the
 * go-live check refuses them (copy-rules.ts `genericLink`), and the note goes with them.
 */
import { fill } from '../lib/format.ts';
import { genericLink } from './copy-rules.ts';

/**
 * `link` with a `note` saying where it goes, filled from `template` (its `{host}`), when it is a
 * shared site's home page; as it is otherwise.
 */
export function noteHomePage<L extends { href: string }>(link: L, template: string): L & { note?: string } {
  if (!genericLink(link.href)) return link;
  const host = new URL(link.href).hostname.replace(/^www\./, '');
  return { ...link, note: fill(template, { host }) };
}

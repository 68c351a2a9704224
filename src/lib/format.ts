/** Small formatting helpers shared by templates (pure, unit-tested). */
import { createElement, Fragment, type ReactNode } from 'react';
import type { Labels } from '../schema/data.ts';
import type { ProjectFrontmatter } from '../schema/index.ts';

/** A label's text with each {name} filled in: fill('{n} of {count}', { n: 2, count: 5 }) is "2 of 5". */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The same, where a value may be an element (a phone number's link): children for a paragraph. */
export function fillNodes(text: string, values: Record<string, ReactNode>): ReactNode[] {
  const parts = text.split(/\{(\w+)\}/);
  return parts.map((part, i) => (i % 2 ? createElement(Fragment, { key: i }, values[part]) : part));
}

/** "(512) 555-0142" -> "tel:+15125550142" */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * A formatter made on first use: making one loads locale data, which costs a phone milliseconds
 * that importing this module (as scripts that never format a date do) should not.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => {
    made ??= new Intl.DateTimeFormat('en-US', options);
    return made;
  };
}

// Formatted in UTC: the same text whatever the machine's locale and time zone (prerender and browser).
const longDate = lazyFormat({ dateStyle: 'long', timeZone: 'UTC' });
const shortMonth = lazyFormat({ month: 'short', timeZone: 'UTC' });
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** ISO date -> "March 18, 2024". */
export function formatDate(iso: string): string {
  return longDate().format(utc(iso));
}

/** ISO date -> { day: "18", month: "Mar", year: "2024" } for date badges. */
export function dateBadge(iso: string): { day: string; month: string; year: string } {
  const [y, , d] = iso.split('-');
  return { day: String(Number(d)), month: shortMonth().format(utc(iso)), year: y! };
}

/** (50000, '$') -> "$50,000" */
export const formatMoney = (value: number, currency: string) =>
  `${currency}${Math.round(value).toLocaleString('en-US')}`;

type FactName = 'industry' | 'budget' | 'area' | 'year' | 'location';
/** A project's facts, [label, value], as its page and its brochure list them (labels.yaml `project`). */
export function projectFacts(w: Labels['project'], p: Pick<ProjectFrontmatter, FactName>, currency: string) {
  return [
    [w.industry, p.industry],
    ...(p.budget === undefined ? [] : [[w.budget, formatMoney(p.budget, currency)]]),
    [w.area, `${p.area} ${w.areaUnit}`],
    [w.year, String(p.year)],
    [w.location, `${p.location}, ${w.state}`],
  ] as [string, string][];
}

/** Which top-level menu item a path belongs to: exact match first, then the path's section. */
export function activeSection(
  pathname: string,
  items: { href: string; children?: { href: string }[] }[],
): string | undefined {
  const section = (path: string) => path.split('/')[1]?.split('-')[0] ?? '';
  const stem = section(pathname);
  return (
    items.find((i) => i.href === pathname || i.children?.some((c) => c.href === pathname)) ??
    items.find((i) => i.href !== '/' && pathname.startsWith(`${i.href}/`)) ??
    // Legacy flat paths of the original site: /project-detail, /blog-single, /about-team, /contact-01...
    items.find((i) => {
      const s = section(i.href);
      return s && (s === stem || s.replace(/s$/, '') === stem.replace(/s$/, ''));
    })
  )?.href;
}

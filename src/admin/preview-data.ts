/**
 * The data a page template receives, made in the editor from the entry being edited, the way the
 * data builders (scripts/data/) make it at build time: the same fields, cards and links. What the
 * build resolves from the whole site (sidebars, neighbouring articles) is left empty here; related
 * projects and tag names come from the content as it was when the editor started.
 */
import type { ImageRef, ProjectCategory, Site } from '../schema/index.ts';
import type {
  ArticleData,
  PageMetaData,
  Picture,
  ProjectCard,
  ProjectDetailData,
  ServiceDetailData,
} from '../lib/types.ts';

export interface ProjectLookup {
  slug: string;
  title: string;
  summary: string;
  cover: ImageRef;
  categories: ProjectCategory[];
  year: number;
  location: string;
}

export interface PreviewContext {
  site: Site;
  lookups: {
    categories: Record<string, string>;
    services: Record<string, string>;
    projects: ProjectLookup[];
  };
  /** The entry's slug (its file name); "new-entry" before a new one is saved */
  slug: string;
  /** The URL of an image named in the entry (the editor's own copy while it is not saved) */
  asset: (src: string) => string;
  /** The body and Markdown fields, rendered to HTML with the site's MDX settings */
  html: (markdown: string) => string;
}

type Data = Record<string, unknown>;
const str = (v: unknown) =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
/** A number field as the page shows it; an empty field stays empty instead of showing NaN. */
const num = (v: unknown): number => (typeof v === 'number' ? v : (str(v) as unknown as number));

function picture(ctx: PreviewContext, img: Partial<ImageRef> | undefined): Picture {
  return {
    src: img?.src ? ctx.asset(img.src) : '',
    alt: str(img?.alt),
    width: 1200,
    height: 800,
    sources: [],
  };
}

function meta(
  ctx: PreviewContext,
  base: string,
  parent: string,
  title: string,
  description: string,
  draft: boolean,
): PageMetaData {
  const path = `/${base}/${ctx.slug}`;
  const breadcrumb = [
    { label: 'Home', href: '/' },
    { label: parent, href: `/${base}` },
    { label: title, href: path },
  ];
  return {
    path,
    title,
    description,
    canonical: path,
    image: '',
    type: 'website',
    breadcrumb,
    noindex: true,
    draft,
  };
}

const serviceLinks = (ctx: PreviewContext, slugs: unknown) =>
  list<string>(slugs).map((s) => ({ label: ctx.lookups.services[s] ?? s, href: `/services/${s}` }));

function projectCards(ctx: PreviewContext, slugs: unknown): ProjectCard[] {
  const bySlug = new Map(ctx.lookups.projects.map((p) => [p.slug, p]));
  return list<string>(slugs).flatMap((s) => {
    const p = bySlug.get(s);
    if (!p) return [];
    const categories = p.categories.map((key) => ({ key, label: ctx.lookups.categories[key] ?? key }));
    return [
      {
        slug: p.slug,
        href: `/projects/${p.slug}`,
        title: p.title,
        summary: p.summary,
        image: picture(ctx, p.cover),
        categories,
        year: p.year,
        location: p.location,
      },
    ];
  });
}

export function projectPreview(ctx: PreviewContext, d: Data): ProjectDetailData {
  const title = str(d.title);
  const gallery = list<ImageRef>(d.gallery).map((g) => picture(ctx, g));
  const categories = list<ProjectCategory>(d.categories).map((key) => ({
    key,
    label: ctx.lookups.categories[key] ?? key,
  }));
  const budget = Number(d.budget);
  return {
    meta: meta(ctx, 'projects', 'Projects', title, str(d.summary), d.draft === true),
    project: {
      slug: ctx.slug,
      href: `/projects/${ctx.slug}`,
      title,
      summary: str(d.summary),
      image: gallery[0] ?? picture(ctx, undefined),
      categories,
      year: num(d.year),
      location: str(d.location),
      heading: str(d.heading),
      industry: str(d.industry),
      area: num(d.area),
      ...(d.budget === undefined || d.budget === '' || Number.isNaN(budget) ? {} : { budget }),
      tags: serviceLinks(ctx, d.tags),
      gallery,
      brochureLabel: str(d.brochureLabel) || 'Brochures',
    },
    related: projectCards(ctx, d.related),
    downloads: { pdf: '#', docx: '#' },
    body: ctx.html(str(d.body)),
  };
}

export function servicePreview(ctx: PreviewContext, d: Data): ServiceDetailData {
  const title = str(d.title);
  const industries = list<string>(d.industries);
  return {
    meta: meta(ctx, 'services', 'All Services', title, str(d.summary), d.draft === true),
    service: {
      slug: ctx.slug,
      href: `/services/${ctx.slug}`,
      title,
      summary: str(d.summary),
      image: picture(ctx, d.cover as ImageRef | undefined),
      heading: str(d.heading),
      consultant: str(d.consultant),
      industries: {
        label: ctx.site.industries.label,
        items: industries.length > 0 ? industries : ctx.site.industries.items,
      },
      tabs: list<Data>(d.tabs).map((t) => ({ label: str(t.label), html: ctx.html(str(t.body)) })),
    },
    sidebar: { about: [], services: [], gallery: [], social: { heading: '', posts: [] } },
    related: projectCards(ctx, d.related),
    downloads: { pdf: '#', docx: '#' },
    developerLinks: d.developerLinks === true ? ctx.site.developerLinks : [],
    body: ctx.html(str(d.body)),
  };
}

export function articlePreview(ctx: PreviewContext, d: Data): ArticleData {
  const title = str(d.title);
  const words = str(d.body).split(/\s+/).filter(Boolean).length;
  const base = meta(ctx, 'blog', 'Blog', title, str(d.excerpt), d.draft === true);
  return {
    meta: { ...base, type: 'article' },
    post: {
      slug: ctx.slug,
      href: base.path,
      title,
      date: str(d.date).slice(0, 10),
      author: str(d.author),
      excerpt: str(d.excerpt),
      image: picture(ctx, d.cover as ImageRef | undefined),
      readingMinutes: Math.max(1, Math.round(words / 220)),
      tags: serviceLinks(ctx, d.tags),
    },
    prev: null,
    next: null,
    sidebar: { recent: [], tags: [] },
    body: ctx.html(str(d.body)),
  };
}

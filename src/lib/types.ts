/**
 * Shapes of the data the generator writes to src/generated and the templates read.
 * Content shapes come from the zod schemas (src/schema); these are the derived, resolved views.
 */
import type { Link, MenuItem, ProjectCategory, Site } from '../schema/index.ts';

export interface Picture {
  /** Public URL of the fallback image. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Modern formats for photos (AVIF, WebP) as srcset strings; empty for SVG artwork. */
  sources: { type: string; srcset: string }[];
}

/** A page's largest above-the-fold image; small line art also as a data: URL the page uses. */
export interface LcpPicture extends Picture {
  inline?: string;
}

export interface Crumb {
  label: string;
  href: string;
}

export interface PageMetaData {
  path: string;
  /** Document title without the company suffix; also the h1 */
  title: string;
  description: string;
  canonical: string;
  /** Open Graph image URL (absolute) */
  image: string;
  type: 'website' | 'article';
  /** Breadcrumb trail, Home first, current page last; empty on pages without a banner */
  breadcrumb: Crumb[];
  noindex: boolean;
  draft: boolean;
  /** The page's largest above-the-fold image, preloaded with high priority (or inlined) */
  lcpImage?: LcpPicture;
}

export interface CategoryLabel {
  key: ProjectCategory;
  label: string;
}

export interface ProjectCard {
  slug: string;
  href: string;
  title: string;
  summary: string;
  image: Picture;
  categories: CategoryLabel[];
  year: number;
  location: string;
}

export interface ServiceCard {
  slug: string;
  href: string;
  title: string;
  summary: string;
  image: Picture;
}

export interface PostCard {
  slug: string;
  href: string;
  title: string;
  /** ISO date (YYYY-MM-DD) */
  date: string;
  author: string;
  excerpt: string;
  image: Picture;
  readingMinutes: number;
}

export interface Downloads {
  pdf: string;
  docx: string;
}

export interface ProjectDetailData {
  meta: PageMetaData;
  project: ProjectCard & {
    heading: string;
    industry: string;
    area: number;
    budget?: number;
    tags: Link[];
    gallery: Picture[];
    brochureLabel: string;
  };
  related: ProjectCard[];
  downloads: Downloads;
  /** The entry's MDX file (root-relative): the page renders it through the MDX registry */
  body: string;
}

export interface ServiceDetailData {
  meta: PageMetaData;
  service: ServiceCard & {
    heading: string;
    consultant: string;
    /** Industries the service has served, under their heading */
    industries: { label: string; items: string[] };
    /** Each tab's label and its Markdown as an MDX module id (`<file>?tab=<n>`) */
    tabs: { label: string; body: string }[];
  };
  sidebar: { about: Link[]; services: Link[]; gallery: ProjectCard[]; social: SocialPosts };
  related: ProjectCard[];
  downloads: Downloads;
  developerLinks: Link[];
  /** The entry's MDX file (root-relative): the page renders it through the MDX registry */
  body: string;
}

/** Posts from the company's social profiles, each linking to its profile. */
export interface SocialPosts {
  heading: string;
  posts: { network: string; date: string; text: string; href: string }[];
}

export interface BlogSidebarData {
  recent: PostCard[];
  tags: Link[];
}

export interface ArticleData {
  meta: PageMetaData;
  post: PostCard & { tags: Link[] };
  prev: PostCard | null;
  next: PostCard | null;
  sidebar: BlogSidebarData;
  /** The entry's MDX file (root-relative): the page renders it through the MDX registry */
  body: string;
}

export interface BlogListData {
  meta: PageMetaData;
  posts: PostCard[];
  page: number;
  pages: { number: number; href: string }[];
  sidebar: BlogSidebarData;
}

export interface ProjectListData {
  meta: PageMetaData;
  projects: ProjectCard[];
  categories: CategoryLabel[];
}

export interface ServiceListData {
  meta: PageMetaData;
  services: ServiceCard[];
  /** Headings of the carousels the services are split into, in order */
  sections: string[];
}

/** Route data for company pages: meta plus whatever the page's data file resolves to. */
export interface PageData<T> {
  meta: PageMetaData;
  page: T;
}

/** The shell's data: identity, menus, footer lists. Imported by the main bundle. */
export interface ShellData {
  site: Site;
  /** Year of the build, for the copyright line (the same in the HTML and after hydration) */
  builtYear: number;
  main: MenuItem[];
  footerMenu: Link[];
  footerTags: Link[];
  footerPosts: PostCard[];
  footerProjects: ProjectCard[];
}

/**
 * Shapes of the validated content model: what the loader (content.ts) returns and what the data
 * builders (builders/) read, and the pictures and page metadata they make of it. Types only; this
 * module imports nothing that imports it back (content.config.ts imports schemas only).
 */
import type { z } from 'zod';
import type { collections } from '../../content.config.ts';
import type { Link, Navigation, PageMeta, Redirect, Site } from '../schema/index.ts';
import type { DataFiles } from '../schema/data.ts';
import type { ArtInfo, PhotoInfo } from './media.ts';
import type { BodyOutline } from '../mdx/outline.ts';
import type { YamlSource } from './yaml-source.ts';

/** A piece of Markdown as the validator read it: its outline (plain text, words, site links). */
export type CompiledMarkdown = BodyOutline;

export interface Entry<T> {
  /** Key of the collection in content.config.ts */
  collection: keyof CollectionEntries;
  /** The file name without .mdx: the last segment of the URL */
  slug: string;
  /** Path relative to the project root */
  file: string;
  data: T;
  /** The body, compiled */
  body: CompiledMarkdown;
  /** Markdown fields of the frontmatter (such as a service's tabs), compiled, by field path */
  fields: Record<string, CompiledMarkdown>;
  source: YamlSource;
}

type Collections = typeof collections;

/** The entries of every collection of content.config.ts, by its key, each with its schema's data. */
export type CollectionEntries = {
  [K in keyof Collections]: Entry<z.output<Collections[K]['schema']>>[];
};

/** The collections whose entries have pages of their own (a `url`). */
export type PublishedCollection = {
  [K in keyof Collections]: Collections[K]['url'] extends string ? K : never;
}[keyof Collections];

export interface ContentModel extends CollectionEntries {
  site: Site;
  navigation: Navigation;
  pages: PageMeta[];
  redirects: Redirect[];
  data: DataFiles;
  /** Every media file referenced, relative to content/ */
  media: Set<string>;
  /** Size (and inline form) of every drawing among them */
  art: Map<string, ArtInfo>;
  /** Size and format of every photo (JPEG/PNG) among them */
  photos: Map<string, PhotoInfo>;
  /** Every image reference in `data`, as the data files' schemas mark them (schema-marks.ts) */
  images: WeakSet<object>;
  /** Parsed data files, to locate links when checking them against routes */
  sources: Record<string, YamlSource>;
}

/** One route as a data builder returns it; the manifest adds its id, template and data URL. */
export interface BuiltRoute<D> {
  path: string;
  title: string;
  description: string;
  /** Content file behind the route, relative to the project root */
  source?: string;
  /** In the sitemap and the search index (false for generic sample routes, drafts and search) */
  index: boolean;
  lastmod?: string;
  data: D;
}

export interface Picture {
  /** Public URL of the fallback image. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Modern formats for photos (AVIF, WebP) as srcset strings; empty for SVG artwork. */
  sources: { type: string; srcset: string }[];
  /** Small line art as a data: URL, shown in place of `src` (a page's largest image: lib/inline-art.ts) */
  inline?: string;
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
  breadcrumb: Link[];
  noindex: boolean;
  draft: boolean;
  /**
   * The page's largest above-the-fold image, preloaded with high priority; small line art also as
   * the data: URL the page uses
   */
  lcpImage?: Picture;
}

/**
 * Helpers the data builders share: routes for pages.yaml rows, and data files with their image
 * references resolved to Pictures.
 */
import type { ImageRef, PageMeta } from '../../schema/index.ts';
import { dataFilePath } from '../../schema/data.ts';
import type { BuiltRoute, Entry, Picture } from '../types.ts';
import type { SiteContext } from '../site-context.ts';

/** A data file's shape once its image references are Pictures. */
export type Resolved<T> = T extends ImageRef
  ? Picture
  : T extends readonly (infer U)[]
    ? Resolved<U>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;

const isImage = (v: object): v is ImageRef =>
  typeof (v as ImageRef).src === 'string' && typeof (v as ImageRef).alt === 'string';

/** A data file's value with every `{ src, alt }` in it turned into a Picture. */
export function resolvePictures<T>(
  value: T,
  file: string,
  picture: (file: string, img: ImageRef) => Picture,
): Resolved<T> {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object' && !(v instanceof Date)) {
      return isImage(v)
        ? picture(file, v)
        : Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  // The walk replaces exactly the ImageRefs, which is what Resolved<T> says of the type.
  return walk(value) as Resolved<T>;
}

export const dataFile = dataFilePath;

/** The route of a company page listed in pages.yaml, with its data. */
export function pageRoute<D>(page: PageMeta, data: D): BuiltRoute<D> {
  return {
    path: page.path,
    title: page.title ?? '',
    description: page.description ?? '',
    source: dataFile('pages'),
    index: page.index,
    data,
  };
}

/** A builder for page types whose routes are the pages.yaml rows that name them, one each. */
export function eachPage<D>(build: (ctx: SiteContext, page: PageMeta) => D) {
  return (ctx: SiteContext, pages: PageMeta[]): BuiltRoute<D>[] =>
    pages.map((p) => pageRoute(p, build(ctx, p)));
}

/** A company page's data: its metadata and what its data file resolves to. */
export function companyPage<T>(ctx: SiteContext, page: PageMeta, value: T) {
  return { meta: ctx.pageMeta(page), page: value };
}

/**
 * The routes of a detail page type: every published entry at its own URL, then each pages.yaml row
 * showing one entry on a generic route (`entry: collection/slug`, else `fallback`). With
 * `canonical`, a generic route points search engines to the entry's own URL, and they skip it.
 */
export function detailRoutes<T, D>(opts: {
  entries: Entry<T>[];
  url: string;
  pages: PageMeta[];
  /** Entries a generic route may show */
  shown: Entry<T>[];
  fallback?: Entry<T>;
  canonical: boolean;
  text: (e: Entry<T>) => { title: string; description: string; lastmod?: string };
  data: (e: Entry<T>, path: string, canonical?: string) => D;
}): BuiltRoute<D>[] {
  const route = (e: Entry<T>, path: string, canonical?: string): BuiltRoute<D> => ({
    path,
    ...opts.text(e),
    source: e.file,
    index: !canonical,
    data: opts.data(e, path, canonical),
  });
  const own = (e: Entry<T>) => `${opts.url}${e.slug}`;
  const generic = opts.pages.flatMap((page) => {
    const slug = page.entry?.split('/')[1];
    const e = slug === undefined ? opts.fallback : opts.shown.find((x) => x.slug === slug);
    return e ? [route(e, page.path, opts.canonical ? own(e) : undefined)] : [];
  });
  return [...opts.entries.map((e) => route(e, own(e))), ...generic];
}

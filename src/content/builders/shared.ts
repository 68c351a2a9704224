/**
 * Helpers the data builders share: routes for pages.yaml rows, and data files with their image
 * references resolved to Pictures.
 */
import type { ImageRef, PageMeta } from '../../schema/index.ts';
import { dataFilePath, type DataFiles } from '../../schema/data.ts';
import type { BuiltRoute, Entry, PageMetaData, Picture } from '../types.ts';
import type { SiteContext } from '../site-context.ts';

/** A data file's shape once its image references are Pictures. */
export type Resolved<T> = T extends ImageRef
  ? Picture
  : T extends readonly (infer U)[]
    ? Resolved<U>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;

/**
 * A value of the data file `name` with every image reference in it (those its schema marks, which
 * the loader lists in `model.images`) turned into a Picture.
 */
export function resolvePictures<T>(ctx: SiteContext, name: keyof DataFiles, value: T): Resolved<T> {
  const isImage = (v: object): v is ImageRef => ctx.model.images.has(v);
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object' && !(v instanceof Date)) {
      return isImage(v)
        ? ctx.picture(dataFilePath(name), v)
        : Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  // The walk replaces exactly the ImageRefs, which is what Resolved<T> says of the type.
  return walk(value) as Resolved<T>;
}

/** The route of a company page listed in pages.yaml, with its data. */
export function pageRoute<D>(page: PageMeta, data: D): BuiltRoute<D> {
  return {
    path: page.path,
    title: page.title ?? '',
    description: page.description ?? '',
    source: dataFilePath('pages'),
    index: page.index,
    data,
  };
}

/** A builder for page types whose routes are the pages.yaml rows that name them, one each. */
export function eachPage<D>(build: (ctx: SiteContext, page: PageMeta) => D) {
  return (ctx: SiteContext, pages: PageMeta[]): BuiltRoute<D>[] =>
    pages.map((p) => pageRoute(p, build(ctx, p)));
}

/** A picture of a data file that fills a phone's first screen: preloaded, or inlined when it is small. */
type Largest = [file: keyof DataFiles, image: ImageRef];

/** A company page's data: its metadata (with its `largest` picture) and what its data file resolves to. */
export function companyPage<T>(ctx: SiteContext, page: PageMeta, value: T, largest?: Largest) {
  const lcpImage = largest && ctx.lcpPicture(dataFilePath(largest[0]), largest[1]);
  return { meta: { ...ctx.pageMeta(page), lcpImage }, page: value };
}

/**
 * The routes of a detail page type: every published entry of `collection` at its own URL, then
 * each pages.yaml row showing one entry on a generic route (`entry: collection/slug`, else
 * `fallback`). With `canonical`, a generic route points search engines to the entry's own URL, and
 * they skip it. Each route's metadata has the entry's cover as its largest image and social card.
 */
export function detailRoutes<T extends { title: string; draft: boolean }, D>(
  ctx: SiteContext,
  opts: {
    collection: keyof SiteContext['urls'];
    entries: Entry<T>[];
    pages: PageMeta[];
    /** Entries a generic route may show */
    shown: Entry<T>[];
    fallback?: Entry<T>;
    canonical: boolean;
    type?: 'article';
    text: (e: Entry<T>) => { description: string; cover: ImageRef };
    data: (e: Entry<T>, meta: PageMetaData) => D;
  },
): BuiltRoute<D>[] {
  const route = (e: Entry<T>, path: string, canonical?: string): BuiltRoute<D> => {
    const { cover, ...text } = opts.text(e);
    const { title, draft } = e.data;
    const parent = ctx.listParent(opts.collection);
    const meta = {
      ...ctx.meta(path, title, text.description, { parent, type: opts.type, canonical, draft }),
      lcpImage: ctx.lcpPicture(e.file, cover),
      image: ctx.ogArt(e.file, cover),
    };
    return { path, title, ...text, source: e.file, index: !canonical, data: opts.data(e, meta) };
  };
  const own = (e: Entry<T>) => `${ctx.urls[opts.collection]}${e.slug}`;
  const generic = opts.pages.flatMap((page) => {
    const slug = page.entry?.split('/')[1];
    const e = slug === undefined ? opts.fallback : opts.shown.find((x) => x.slug === slug);
    return e ? [route(e, page.path, opts.canonical ? own(e) : undefined)] : [];
  });
  return [...opts.entries.map((e) => route(e, own(e))), ...generic];
}

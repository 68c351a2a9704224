/**
 * Turns the validated content model into what the site serves: every route with its data (each
 * page type's builder in builders/index.ts makes its own), the shell data, media lists and the
 * sources of the brochures. Pure: the build, the dev server and the editor's previews call it.
 */
import { collections, type PageTypeName } from '../../content.config.ts';
import { builders, type RouteData } from './builders/index.ts';
import type { PageMeta } from '../schema/index.ts';
import type { BuiltRoute, ContentModel } from './types.ts';
import { documentSources } from './documents.ts';
import { mediaUrl } from './media.ts';
import { routeId, shellData, siteContext, type EntryUrls, type SiteContext } from './site-context.ts';

export { routeId } from './site-context.ts';

interface RouteBase extends Omit<BuiltRoute<unknown>, 'data'> {
  /** File-name-safe id (social card names) */
  id: string;
}

/** A route of the site: its page type names the template, and fixes the type of its data. */
export type ManifestRoute = {
  [T in PageTypeName]: RouteBase & { template: T; data: RouteData<T> };
}[PageTypeName];

/** The routes of one page type, from its builder and the pages.yaml rows that name it. */
function routesOf(template: PageTypeName, ctx: SiteContext): ManifestRoute[] {
  const build = builders[template] as (ctx: SiteContext, rows: PageMeta[]) => BuiltRoute<unknown>[];
  const rows = ctx.model.pages.filter((p) => p.template === template);
  // Each builder's routes carry its own page type's data, which is what ManifestRoute pairs with it.
  return build(ctx, rows).map((r) => ({ ...r, id: routeId(r.path), template }) as ManifestRoute);
}

/** Where the entries of each collection with pages live, from content.config.ts. */
function entryUrls(): EntryUrls {
  const published = Object.entries(collections).flatMap(([key, c]) => (c.url ? [[key, c.url]] : []));
  // Every collection with a `url` is a PublishedCollection, by the type's own definition.
  return Object.fromEntries(published) as EntryUrls;
}

export type Manifest = ReturnType<typeof buildManifest>;

export function buildManifest(model: ContentModel) {
  const ctx = siteContext(model, entryUrls());
  const all = (Object.keys(builders) as PageTypeName[]).flatMap((t) => routesOf(t, ctx));
  const notFound = all.find((r) => r.template === 'NotFound');
  if (!notFound) throw new Error('content/data/pages.yaml needs a NotFound page (the 404 page)');
  return {
    site: model.site,
    /** The site's address without a final slash: every absolute URL starts with it */
    origin: ctx.origin,
    routes: all.filter((r) => r !== notFound),
    notFound,
    redirects: model.redirects,
    shell: shellData(ctx),
    /** Media files to publish as they are: content-relative path -> public URL */
    media: [...model.media]
      .filter((file) => !model.photos.has(file))
      .sort()
      .map((file) => ({ file, url: mediaUrl(file) })),
    /** Photos to publish as AVIF/WebP/fallback variants (content-relative paths) */
    photos: [...model.photos.keys()].sort(),
    /** Plain text of entries, for brochures */
    documents: documentSources(ctx),
  };
}

/**
 * What every data builder (builders/) shares: the validated content, its lists in their one
 * order, and the makers of pictures, cards, links and page metadata. Made once per generate run.
 */
import type {
  ImageRef,
  Link,
  PageMeta,
  PostFrontmatter,
  ProjectFrontmatter,
  ServiceFrontmatter,
} from '../schema/index.ts';
import type { ContentModel, Entry, PageMetaData, Picture, PublishedCollection } from './types.ts';
import { fallbackExt, mediaUrl, resolveRelative, variantUrl, variantWidths } from './media.ts';

export const routeId = (p: string) => (p === '/' ? 'index' : p.slice(1).replace(/\//g, '__'));

export interface MetaOptions {
  parent?: Link;
  banner?: boolean;
  type?: 'website' | 'article';
  /** The entry's own URL, when this route shows an entry that lives elsewhere */
  canonical?: string;
  draft?: boolean;
}

export type SiteContext = ReturnType<typeof siteContext>;

/** Where each published collection's entries live: `${prefix}${slug}` (content.config.ts). */
export type EntryUrls = Record<PublishedCollection, string>;

/** Pictures and social images: content-relative files turned into what pages reference. */
function pictureMakers(model: ContentModel, origin: string) {
  /** The image's path inside content/, from the entry file (root-relative) that names it */
  const contentRel = (entryFile: string, img: ImageRef) =>
    resolveRelative(entryFile.replace(/^content\//, '').replace(/[^/]*$/, ''), img.src);
  const picture = (entryFile: string, img: ImageRef): Picture => {
    const rel = contentRel(entryFile, img);
    const photo = model.photos.get(rel);
    if (!photo) {
      const { width, height } = model.art.get(rel) ?? { width: 0, height: 0 };
      return { src: mediaUrl(rel), alt: img.alt, width, height, sources: [] };
    }
    // Photos: modern formats at several widths, the largest variant's size as the intrinsic size.
    const widths = variantWidths(photo.width);
    const largest = widths.at(-1)!;
    const srcset = (ext: string) => widths.map((w) => `${variantUrl(rel, w, ext)} ${w}w`).join(', ');
    return {
      src: variantUrl(rel, largest, fallbackExt(photo)),
      alt: img.alt,
      width: largest,
      height: Math.round((photo.height * largest) / photo.width),
      sources: [
        { type: 'image/avif', srcset: srcset('avif') },
        { type: 'image/webp', srcset: srcset('webp') },
      ],
    };
  };
  /**
   * A page's largest above-the-fold image. Line art small enough also comes as a data: URL, which
   * the page uses in place of the file: its first paint then waits for no image request.
   */
  const lcpPicture = (entryFile: string, img: ImageRef): PageMetaData['lcpImage'] => {
    const pic = picture(entryFile, img);
    // A URL may hold no space (the HTML standard's valid URL), so the data: URL's are escaped,
    // as mini-svg-data-uri's own srcset form does; the other characters it leaves are allowed.
    const inline = model.art.get(contentRel(entryFile, img))?.inline?.replace(/ /g, '%20');
    return inline && !pic.sources.length ? { ...pic, inline } : pic;
  };
  /** A list page's largest image: its first card's art, when it comes inline (a photo: no preload). */
  const firstCardArt = <T>(entries: Entry<T>[], art: (e: Entry<T>) => ImageRef) => {
    const pic = entries[0] && lcpPicture(entries[0].file, art(entries[0]));
    return pic?.inline ? pic : undefined;
  };
  // Entries share their cover art as the social image (rendered once per image, however many
  // pages use it); company and list pages get a title card (see og-images.ts).
  const ogArt = (entryFile: string, img: ImageRef) =>
    `${origin}/og/media/${contentRel(entryFile, img).replace(/\.[^.]+$/, '')}.png`;
  return { picture, lcpPicture, firstCardArt, ogArt };
}

/** Cards and links: the one way each kind of entry is shown in lists, sidebars and carousels. */
function cardMakers(
  model: ContentModel,
  urls: EntryUrls,
  picture: ReturnType<typeof pictureMakers>['picture'],
) {
  const servicesBySlug = new Map(model.services.map((s) => [s.slug, s]));
  const serviceName = (slug: string) => servicesBySlug.get(slug)?.data.title ?? slug;
  const serviceLink = (slug: string): Link => ({ label: serviceName(slug), href: `${urls.services}${slug}` });
  const projectCard = (e: Entry<ProjectFrontmatter>, href = `${urls.projects}${e.slug}`) => ({
    slug: e.slug,
    href,
    title: e.data.title,
    summary: e.data.summary,
    image: picture(e.file, e.data.gallery[0]!),
    categories: e.data.categories.map((key) => ({ key, label: model.data.categories[key] })),
    year: e.data.year,
    location: e.data.location,
  });
  const serviceCard = (e: Entry<ServiceFrontmatter>) => ({
    slug: e.slug,
    href: `${urls.services}${e.slug}`,
    title: e.data.title,
    summary: e.data.summary,
    image: picture(e.file, e.data.cover),
    more: model.data.labels.service.details,
  });
  const postCard = (e: Entry<PostFrontmatter>) => ({
    slug: e.slug,
    href: `${urls.posts}${e.slug}`,
    title: e.data.title,
    date: e.data.date.toISOString().slice(0, 10),
    author: e.data.author,
    excerpt: e.data.excerpt,
    image: picture(e.file, e.data.cover),
    reading: `${Math.max(1, Math.round(e.body.words / 220))} ${model.data.labels.blog.minRead}`,
    more: model.data.labels.blog.readMore,
  });
  /** The cards of the entries named by `slugs`, skipping any that are not published */
  const cardsFor = <T, C>(entries: Entry<T>[], card: (e: Entry<T>) => C) => {
    const bySlug = new Map(entries.map((e) => [e.slug, e]));
    return (slugs: string[]) => slugs.flatMap((s) => bySlug.get(s) ?? []).map((e) => card(e));
  };
  return {
    serviceName,
    serviceLink,
    projectCard,
    serviceCard,
    postCard,
    projectCards: cardsFor(model.projects, projectCard),
    serviceCards: cardsFor(model.services, serviceCard),
  };
}

/**
 * Page metadata: title, description, canonical URL, social image,
 * breadcrumb (from the home page's `crumb`).
 */
function metaMakers(origin: string, pages: PageMeta[]) {
  const home = pages.find((p) => p.path === '/');
  const crumbs = (title: string, current: string, parent?: Link): Link[] => [
    { label: home?.crumb ?? home?.title ?? '/', href: '/' },
    ...(parent && parent.href !== current ? [parent] : []),
    { label: title, href: current },
  ];
  const meta = (p: string, title: string, description: string, opts: MetaOptions = {}): PageMetaData => ({
    path: p,
    title,
    description,
    canonical: `${origin}${opts.canonical ?? p}`,
    image: `${origin}/og/${routeId(p)}.png`,
    type: opts.type ?? 'website',
    breadcrumb: opts.banner === false ? [] : crumbs(title, p, opts.parent),
    noindex: Boolean(opts.canonical && opts.canonical !== p) || Boolean(opts.draft),
    draft: Boolean(opts.draft),
  });
  /** Metadata of a page listed in pages.yaml (its title and description are required there) */
  const pageMeta = (page: PageMeta) => meta(page.path, page.title ?? page.path, page.description ?? '', page);
  return { meta, pageMeta };
}

export function siteContext(model: ContentModel, urls: EntryUrls) {
  const origin = model.site.url.replace(/\/$/, '');
  const pictures = pictureMakers(model, origin);
  const cards = cardMakers(model, urls, pictures.picture);
  // List orders: one visible expression each.
  const projects = [...model.projects].sort(
    (a, b) => b.data.year - a.data.year || a.slug.localeCompare(b.slug),
  );
  const services = [...model.services].sort(
    (a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug),
  );
  const posts = [...model.posts].sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
  const blogSidebar = {
    recent: posts.slice(0, model.navigation.recentPosts).map(cards.postCard),
    tags: model.navigation.blogSidebarTags.map(cards.serviceLink),
  };
  /** A collection's list page (pages.yaml) as the breadcrumb parent of its entries' pages. */
  const listParent = (collection: keyof EntryUrls): Link => {
    const href = urls[collection].replace(/(.)\/$/, '$1');
    const page = model.pages.find((pg) => pg.path === href);
    if (!page)
      throw new Error(`content/data/pages.yaml: no page at ${href}, the parent of every ${collection} page`);
    return { label: page.crumb ?? page.title ?? href, href };
  };
  return {
    model,
    site: model.site,
    origin,
    urls,
    listParent,
    ...pictures,
    ...cards,
    ...metaMakers(origin, model.pages),
    projects,
    services,
    posts,
    blogSidebar,
  };
}

/**
 * The shell's data: identity, wording, menus, footer lists;
 * the layout and every template get it on the server.
 */
export function shellData(ctx: SiteContext) {
  const { site, navigation } = ctx.model;
  return {
    site,
    /** The templates' fixed wording (content/data/labels.yaml) */
    labels: ctx.model.data.labels,
    /** Year of the build, for the copyright line (the same in the HTML and after hydration) */
    builtYear: new Date().getFullYear(),
    main: navigation.main.map((item) => ({
      ...item,
      children: item.children.map((c) => ('service' in c ? ctx.serviceLink(c.service) : c)),
    })),
    footerMenu: navigation.footerMenu,
    footerTags: navigation.footerTags.map(ctx.serviceLink),
    footerPosts: ctx.posts.slice(0, navigation.footerPosts).map(ctx.postCard),
    footerProjects: ctx.projectCards(navigation.footerProjects),
  };
}

export type ShellData = ReturnType<typeof shellData>;

/**
 * Turns the validated content model into what the site serves: the route manifest, the data of
 * every route (cards, related entries, prev/next, sidebars), and the shell data. Pure apart from
 * reading image sizes; generate.ts writes the results.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import type { ImageRef, Link } from '../../src/schema/index.ts';
import type {
  ArticleData,
  BlogListData,
  CategoryLabel,
  Crumb,
  PageMetaData,
  Picture,
  PostCard,
  ProjectCard,
  ProjectDetailData,
  ProjectListData,
  ServiceCard,
  ServiceDetailData,
  ServiceListData,
  ShellData,
} from '../../src/lib/types.ts';
import type { TemplateName } from '../../src/templates/names.ts';
import type { ContentModel, Entry } from './content.ts';
import type { ProjectFrontmatter, PostFrontmatter, ServiceFrontmatter } from '../../src/schema/index.ts';
import { resolvePageData } from './page-data.ts';
import { fallbackExt, variantUrl, variantWidths } from './images.ts';

export const POSTS_PER_PAGE = 3;

export const categoryLabels: Record<CategoryLabel['key'], string> = {
  motion: 'Motion Controls',
  control: 'Control Systems',
  energy: 'Energy Storage',
  data: 'Data Logging',
  power: 'Power Distribution',
  manufacturing: 'Manufacturing',
};

export interface ManifestRoute {
  path: string;
  /** File-name-safe id, also the name of the route's data file */
  id: string;
  template: TemplateName;
  title: string;
  description: string;
  /** Content file behind the route, relative to the project root */
  source?: string;
  /** URL of the route's data file in dist/ (content-hashed), set by the generator */
  dataUrl?: string;
  /** Included in sitemap and search (false for generic sample routes and drafts) */
  index: boolean;
  lastmod?: string;
  data: unknown;
}

export interface Manifest {
  site: ContentModel['site'];
  routes: ManifestRoute[];
  notFound: ManifestRoute;
  /** URL of the client route table in dist/ (content-hashed), set by the generator */
  routeTable?: string;
  redirects: ContentModel['redirects'];
  shell: ShellData;
  /** Media files to publish as they are: content-relative path -> public URL */
  media: { file: string; url: string }[];
  /** Photos to publish as AVIF/WebP/fallback variants (content-relative paths) */
  photos: string[];
  /** Plain text of entries, for brochures, search and feeds */
  documents: DocumentSource[];
}

export interface DocumentSource {
  kind: 'project' | 'service';
  slug: string;
  title: string;
  heading: string;
  summary: string;
  details: [string, string][];
  paragraphs: string[];
  sections: { heading: string; paragraphs: string[] }[];
  images: { file: string; alt: string }[];
  downloads: { pdf: string; docx: string };
  url: string;
}

export function routeId(p: string): string {
  return p === '/' ? 'index' : p.slice(1).replace(/\//g, '__');
}

export function mediaUrl(contentRelative: string): string {
  return `/media/${contentRelative}`;
}

const sizeCache = new Map<string, { width: number; height: number }>();
function imageSize(abs: string): { width: number; height: number } {
  const cached = sizeCache.get(abs);
  if (cached) return cached;
  let size = { width: 1200, height: 800 };
  if (abs.endsWith('.svg')) {
    const head = readFileSync(abs, 'utf8').slice(0, 2000);
    const w = /\swidth="(\d+(?:\.\d+)?)"/.exec(head);
    const h = /\sheight="(\d+(?:\.\d+)?)"/.exec(head);
    const vb = /viewBox="[\d.]+[\s,]+[\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(head);
    if (w && h) size = { width: Math.round(Number(w[1])), height: Math.round(Number(h[1])) };
    else if (vb) size = { width: Math.round(Number(vb[1])), height: Math.round(Number(vb[2])) };
  }
  sizeCache.set(abs, size);
  return size;
}

export function markdownToHtml(md: string): string {
  return micromark(md, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
}

/** Paragraphs of a Markdown body as plain text, split into sections at headings. */
export function plainSections(md: string): { heading: string; paragraphs: string[] }[] {
  const sections: { heading: string; paragraphs: string[] }[] = [{ heading: '', paragraphs: [] }];
  for (const block of md.split(/\n\s*\n/)) {
    const text = block.trim();
    if (!text) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(text);
    if (heading && !text.includes('\n')) {
      sections.push({ heading: stripMarkdown(heading[1]!), paragraphs: [] });
      continue;
    }
    const lines = text.split('\n');
    const isTable = lines.every((l) => l.trim().startsWith('|'));
    const paragraph = isTable
      ? lines
          .filter((l) => !/^\|?\s*:?-{3,}/.test(l.trim()))
          .map((l) =>
            l
              .split('|')
              .map((c) => stripMarkdown(c.trim()))
              .filter(Boolean)
              .join(' | '),
          )
          .join('\n')
      : lines.map((l) => stripMarkdown(l.replace(/^\s*([-*+]|\d+\.)\s+/, '• '))).join('\n');
    sections.at(-1)!.paragraphs.push(paragraph);
  }
  return sections.filter((s) => s.heading || s.paragraphs.length);
}

export function stripMarkdown(s: string): string {
  return s
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/^#+\s*/, '')
    .trim();
}

export function buildManifest(model: ContentModel): Manifest {
  const { site, navigation } = model;
  const origin = site.url.replace(/\/$/, '');
  const picture = (entryFile: string, img: ImageRef): Picture => {
    const abs = path.resolve(model.root, path.dirname(entryFile), img.src);
    const rel = path.relative(path.join(model.root, 'content'), abs).split(path.sep).join('/');
    const photo = model.photos.get(rel);
    if (!photo) return { src: mediaUrl(rel), alt: img.alt, ...imageSize(abs), sources: [] };
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
  // Entries share their cover art as the social image (rendered once per image, however many
  // pages use it); company and list pages get a title card (see og-images.ts).
  const ogArt = (entryFile: string, img: ImageRef) => {
    const abs = path.resolve(model.root, path.dirname(entryFile), img.src);
    const rel = path.relative(path.join(model.root, 'content'), abs).split(path.sep).join('/');
    return `${origin}/og/media/${rel.replace(/\.[^.]+$/, '')}.png`;
  };
  const servicesBySlug = new Map(model.services.map((s) => [s.slug, s]));
  const projectsBySlug = new Map(model.projects.map((p) => [p.slug, p]));

  const serviceLink = (slug: string): Link => {
    const s = servicesBySlug.get(slug);
    return { label: s?.data.sidebarLabel ?? s?.data.title ?? slug, href: `/services/${slug}` };
  };
  const projectCard = (e: Entry<ProjectFrontmatter>, href = `/projects/${e.slug}`): ProjectCard => ({
    slug: e.slug,
    href,
    title: e.data.title,
    summary: e.data.summary,
    image: picture(e.file, e.data.gallery[0]!),
    categories: e.data.categories.map((key) => ({ key, label: categoryLabels[key] })),
    year: e.data.year,
    location: e.data.location,
  });
  const serviceCard = (e: Entry<ServiceFrontmatter>): ServiceCard => ({
    slug: e.slug,
    href: `/services/${e.slug}`,
    title: e.data.title,
    label: e.data.sidebarLabel ?? e.data.title,
    summary: e.data.summary,
    image: picture(e.file, e.data.cover),
  });
  const postCard = (e: Entry<PostFrontmatter>): PostCard => ({
    slug: e.slug,
    href: `/blog/${e.slug}`,
    title: e.data.title,
    date: e.data.date.toISOString().slice(0, 10),
    author: e.data.author,
    excerpt: e.data.excerpt,
    image: picture(e.file, e.data.cover),
    comments: e.data.comments,
    readingMinutes: Math.max(1, Math.round(e.words / 220)),
  });

  // List orders: one visible expression each.
  const projects = [...model.projects].sort(
    (a, b) => b.data.year - a.data.year || a.slug.localeCompare(b.slug),
  );
  const services = [...model.services].sort(
    (a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug),
  );
  const posts = [...model.posts].sort((a, b) => b.data.date.getTime() - a.data.date.getTime());

  const crumbs = (title: string, current: string, parent?: Link): Crumb[] => [
    { label: 'Home', href: '/' },
    ...(parent && parent.href !== current ? [parent] : []),
    { label: title, href: current },
  ];
  const meta = (
    p: string,
    title: string,
    description: string,
    opts: {
      parent?: Link;
      banner?: boolean;
      type?: 'website' | 'article';
      canonical?: string;
      draft?: boolean;
    } = {},
  ): PageMetaData => ({
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

  const routes: ManifestRoute[] = [];
  const add = (r: Omit<ManifestRoute, 'id' | 'index'> & { index?: boolean }) =>
    routes.push({ ...r, id: routeId(r.path), index: r.index ?? true });

  const blogSidebar = {
    recent: posts.slice(0, 3).map(postCard),
    tags: navigation.blogSidebarTags.map(serviceLink),
  };
  const aboutLinks: Link[] = [
    { label: 'Company Overview', href: '/about-us' },
    { label: 'Leadership Team', href: '/about-team' },
    { label: 'Careers', href: '/about-careers' },
  ];

  const projectRoute = (e: Entry<ProjectFrontmatter>, p: string, canonical?: string) => {
    const data: ProjectDetailData = {
      meta: {
        ...meta(p, e.data.title, e.data.summary, {
          parent: { label: 'Projects', href: '/projects' },
          canonical,
          draft: e.data.draft,
        }),
        lcpImage: picture(e.file, e.data.gallery[0]!),
        image: ogArt(e.file, e.data.gallery[0]!),
      },
      project: {
        ...projectCard(e, p),
        heading: e.data.heading,
        industry: e.data.industry,
        area: e.data.area,
        ...(e.data.budget === undefined ? {} : { budget: e.data.budget }),
        tags: e.data.tags.map(serviceLink),
        gallery: e.data.gallery.map((g) => picture(e.file, g)),
        brochureLabel: e.data.brochureLabel,
      },
      related: e.data.related.flatMap((r) => {
        const rel = projectsBySlug.get(r);
        return rel ? [projectCard(rel)] : [];
      }),
      downloads: { pdf: `/downloads/projects/${e.slug}.pdf`, docx: `/downloads/projects/${e.slug}.docx` },
      body: e.html,
    };
    add({
      path: p,
      template: 'ProjectDetail',
      title: e.data.title,
      description: e.data.summary,
      source: e.file,
      index: !canonical,
      lastmod: `${e.data.year}-12-31`,
      data,
    });
  };

  const serviceRoute = (e: Entry<ServiceFrontmatter>, p: string, canonical?: string) => {
    const data: ServiceDetailData = {
      meta: {
        ...meta(p, e.data.title, e.data.summary, {
          parent: { label: 'All Services', href: '/services' },
          canonical,
          draft: e.data.draft,
        }),
        lcpImage: picture(e.file, e.data.cover),
        image: ogArt(e.file, e.data.cover),
      },
      service: {
        ...serviceCard(e),
        href: p,
        heading: e.data.heading,
        consultant: e.data.consultant,
        provenSuccess: e.data.provenSuccess,
        tabs: e.data.tabs.map((t) => ({ label: t.label, html: markdownToHtml(t.body) })),
      },
      sidebar: {
        about: aboutLinks,
        services: navigation.serviceSidebar.map(serviceLink),
        gallery: navigation.serviceGallery.flatMap((s) => {
          const pr = projectsBySlug.get(s);
          return pr ? [projectCard(pr)] : [];
        }),
      },
      related: e.data.related.flatMap((r) => {
        const rel = projectsBySlug.get(r);
        return rel ? [projectCard(rel)] : [];
      }),
      downloads: { pdf: `/downloads/services/${e.slug}.pdf`, docx: `/downloads/services/${e.slug}.docx` },
      developerLinks: e.slug === 'software-services' ? site.developerLinks : [],
      body: e.html,
    };
    add({
      path: p,
      template: 'ServiceDetail',
      title: e.data.title,
      description: e.data.summary,
      source: e.file,
      index: !canonical,
      data,
    });
  };

  const articleRoute = (e: Entry<PostFrontmatter>, i: number, p: string, canonical?: string) => {
    const data: ArticleData = {
      meta: {
        ...meta(p, e.data.title, e.data.excerpt, {
          parent: { label: 'Blog', href: '/blog' },
          type: 'article',
          canonical,
          draft: e.data.draft,
        }),
        lcpImage: picture(e.file, e.data.cover),
        image: ogArt(e.file, e.data.cover),
      },
      post: { ...postCard(e), href: p, tags: e.data.tags.map(serviceLink) },
      // Posts are newest first: the previous article is the older one.
      prev: posts[i + 1] ? postCard(posts[i + 1]!) : null,
      next: i > 0 ? postCard(posts[i - 1]!) : null,
      sidebar: blogSidebar,
      body: e.html,
    };
    add({
      path: p,
      template: 'Article',
      title: e.data.title,
      description: e.data.excerpt,
      source: e.file,
      index: !canonical,
      lastmod: data.post.date,
      data,
    });
  };

  // Company pages from pages.yaml; list pages get their collection data here.
  for (const page of model.pages) {
    const m = meta(page.path, page.title, page.description, { parent: page.parent, banner: page.banner });
    // Home pages open with a hero slide: its image is the largest thing above the fold.
    const hero =
      page.template === 'Home'
        ? model.data.home.slides[0]
        : page.template === 'Home02'
          ? model.data.home02.slides[0]
          : undefined;
    if (hero) m.lcpImage = picture('content/data/home.yaml', hero.image);
    let data: unknown;
    if (page.template === 'ProjectList') {
      data = {
        meta: m,
        projects: projects.map((p) => projectCard(p)),
        categories: Object.entries(categoryLabels).map(([key, label]) => ({ key, label }) as CategoryLabel),
      } satisfies ProjectListData;
    } else if (page.template === 'ServiceList') {
      data = {
        meta: m,
        services: services.map(serviceCard),
        sections: page.sections,
      } satisfies ServiceListData;
    } else if (page.template === 'BlogList') {
      data = blogPage(1);
    } else {
      data = {
        meta: m,
        page: resolvePageData(page, model, { projectCard, serviceCard, postCard, picture }),
      };
    }
    add({
      path: page.path,
      template: page.template as TemplateName,
      title: page.title,
      description: page.description,
      source: 'content/data/pages.yaml',
      index: page.path !== '/search',
      data,
    });
  }

  function blogPage(n: number): BlogListData {
    const count = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
    const listPage = model.pages.find((p) => p.template === 'BlogList');
    const p = n === 1 ? '/blog' : `/blog/${n}`;
    const title = n === 1 ? (listPage?.title ?? 'Blog') : `${listPage?.title ?? 'Blog'}: Page ${n}`;
    return {
      meta: {
        ...meta(p, title, listPage?.description ?? site.tagline, {
          parent: n === 1 ? undefined : { label: 'Blog', href: '/blog' },
        }),
        // Every page of the list shares the blog's social card.
        image: `${origin}/og/blog.png`,
      },
      posts: posts.slice((n - 1) * POSTS_PER_PAGE, n * POSTS_PER_PAGE).map(postCard),
      page: n,
      pages: Array.from({ length: count }, (_, i) => ({
        number: i + 1,
        href: i === 0 ? '/blog' : `/blog/${i + 1}`,
      })),
      sidebar: blogSidebar,
    };
  }
  const pageCount = Math.ceil(posts.length / POSTS_PER_PAGE);
  for (let n = 2; n <= pageCount; n++) {
    const data = blogPage(n);
    add({
      path: data.meta.path,
      template: 'BlogList',
      title: data.meta.title,
      description: data.meta.description,
      data,
    });
  }

  projects.forEach((e) => projectRoute(e, `/projects/${e.slug}`));
  services.forEach((e) => serviceRoute(e, `/services/${e.slug}`));
  posts.forEach((e, i) => articleRoute(e, i, `/blog/${e.slug}`));

  // Generic detail routes of the original site: a sample entry each.
  // The sample project is a page of its own (not a copy of another), so it is indexed.
  if (model.samples.project) projectRoute(model.samples.project, '/project-detail');
  const sampleService = servicesBySlug.get('design-and-build') ?? services[0];
  if (sampleService) serviceRoute(sampleService, '/services-detail', `/services/${sampleService.slug}`);
  if (posts[0]) articleRoute(posts[0], 0, '/blog-single', `/blog/${posts[0].slug}`);

  const notFound: ManifestRoute = {
    path: '/404',
    id: '404',
    template: 'NotFound',
    title: 'Page not found',
    description: 'The page you asked for does not exist. Search the site or go to one of its main sections.',
    index: false,
    data: {
      meta: {
        ...meta('/404', 'Page not found', 'The page you asked for does not exist.', { banner: true }),
        noindex: true,
      },
      page: null,
    },
  };

  const shell: ShellData = {
    site,
    builtYear: new Date().getFullYear(),
    main: navigation.main,
    footerMenu: navigation.footerMenu,
    footerTags: navigation.footerTags,
    footerPosts: navigation.footerPosts.flatMap((s) => {
      const e = model.posts.find((p) => p.slug === s);
      return e ? [postCard(e)] : [];
    }),
    footerProjects: navigation.footerProjects.flatMap((s) => {
      const e = projectsBySlug.get(s);
      return e ? [projectCard(e)] : [];
    }),
  };

  const documents: DocumentSource[] = [
    ...[...projects, ...(model.samples.project ? [model.samples.project] : [])].map((e): DocumentSource => ({
      kind: 'project',
      slug: e.slug,
      title: e.data.title,
      heading: e.data.heading,
      summary: e.data.summary,
      details: [
        ['Industry', e.data.industry],
        ...(e.data.budget
          ? ([['Budget', `$${e.data.budget.toLocaleString('en-US')}`]] as [string, string][])
          : []),
        ['Surface Area', `${e.data.area} sq ft`],
        ['Year completed', String(e.data.year)],
        ['Location', `${e.data.location}, Texas`],
        ['Services', e.data.tags.map((t) => serviceLink(t).label).join(', ')],
      ],
      paragraphs: plainSections(e.body).flatMap((s) => s.paragraphs),
      sections: [],
      images: e.data.gallery.map((g) => ({
        file: path.resolve(model.root, path.dirname(e.file), g.src),
        alt: g.alt,
      })),
      downloads: { pdf: `/downloads/projects/${e.slug}.pdf`, docx: `/downloads/projects/${e.slug}.docx` },
      url: e === model.samples.project ? `${origin}/project-detail` : `${origin}/projects/${e.slug}`,
    })),
    ...services.map((e): DocumentSource => ({
      kind: 'service',
      slug: e.slug,
      title: e.data.title,
      heading: e.data.heading,
      summary: e.data.summary,
      details: [['Proven success', e.data.provenSuccess.join(', ')]],
      paragraphs: [...plainSections(e.body).flatMap((s) => s.paragraphs), e.data.consultant],
      sections: e.data.tabs.map((t) => ({
        heading: t.label,
        paragraphs: plainSections(t.body).flatMap((s) => s.paragraphs),
      })),
      images: [
        { file: path.resolve(model.root, path.dirname(e.file), e.data.cover.src), alt: e.data.cover.alt },
      ],
      downloads: { pdf: `/downloads/services/${e.slug}.pdf`, docx: `/downloads/services/${e.slug}.docx` },
      url: `${origin}/services/${e.slug}`,
    })),
  ];

  return {
    site,
    routes,
    notFound,
    redirects: model.redirects,
    shell,
    media: [...model.media]
      .filter((file) => !model.photos.has(file))
      .sort()
      .map((file) => ({ file, url: mediaUrl(file) })),
    photos: [...model.photos.keys()].sort(),
    documents,
  };
}

/**
 * Company pages: which data file each page template reads, how references in it (service and
 * project slugs, testimonial ids) resolve to cards, and the checks that those references exist.
 */
import path from 'node:path';
import type {
  ImageRef,
  PageMeta,
  PostFrontmatter,
  ProjectFrontmatter,
  ServiceFrontmatter,
} from '../../src/schema/index.ts';
import type { DataFiles } from '../../src/schema/data.ts';
import type { Picture, PostCard, ProjectCard, ServiceCard } from '../../src/lib/types.ts';
import type { ContentModel, Entry } from './content.ts';
import { didYouMean, formatPath, type Problem } from './problems.ts';
import type { YamlSource } from './yaml-source.ts';

export interface CardMakers {
  projectCard: (e: Entry<ProjectFrontmatter>) => ProjectCard;
  serviceCard: (e: Entry<ServiceFrontmatter>) => ServiceCard;
  postCard: (e: Entry<PostFrontmatter>) => PostCard;
  picture: (entryFile: string, img: ImageRef) => Picture;
}

/** Replaces every `{ src, alt }` in a data file with a resolved Picture. */
function pictures(value: unknown, file: string, make: CardMakers['picture']): unknown {
  if (Array.isArray(value)) return value.map((v) => pictures(v, file, make));
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if (typeof obj.src === 'string' && typeof obj.alt === 'string')
      return make(file, obj as unknown as ImageRef);
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, pictures(v, file, make)]));
  }
  return value;
}

export function resolvePageData(page: PageMeta, model: ContentModel, make: CardMakers): unknown {
  const d = model.data;
  const file = (name: string) => path.posix.join('content', 'data', `${name}.yaml`);
  const pic = (name: keyof DataFiles, v: unknown) => pictures(v, file(name), make.picture);
  const services = (slugs: string[]) =>
    slugs.flatMap((s) => model.services.filter((e) => e.slug === s).map((e) => make.serviceCard(e)));
  const projects = (slugs: string[]) =>
    slugs.flatMap((s) => model.projects.filter((e) => e.slug === s).map((e) => make.projectCard(e)));
  const testimonials = (ids: string[]) =>
    ids.flatMap((id) =>
      (pic('testimonials', d.testimonials.items) as typeof d.testimonials.items).filter((t) => t.id === id),
    );
  const partners = () => pic('partners', d.partners.items);

  switch (page.template) {
    case 'Home':
      return {
        ...(pic('home', d.home) as object),
        serviceCards: services(d.home.services.slugs),
        projectCards: projects(d.home.projects.slugs),
        testimonialItems: testimonials(d.home.testimonials.ids),
        partnerItems: partners(),
      };
    case 'Home02':
      return {
        ...(pic('home02', d.home02) as object),
        serviceCards: services(d.home02.services.slugs),
        projectCards: projects(d.home02.projects.slugs),
        testimonialItems: testimonials(d.home02.testimonials.ids),
        partnerItems: partners(),
      };
    case 'AboutUs':
      return pic('about', {
        company: d.about.company,
        history: d.about.history,
        values: d.about.values,
        sidebar: d.about.sidebar,
      });
    case 'AboutDetail':
      return pic('about', d.about.overview);
    case 'AboutTeam':
      return pic('team', d.team);
    case 'AboutCareers':
      return pic('careers', d.careers);
    case 'Testimonials':
      return {
        eyebrow: d.testimonials.eyebrow,
        heading: d.testimonials.heading,
        text: d.testimonials.text,
        groups: d.testimonials.groups.map((g) => ({ heading: g.heading, items: testimonials(g.ids) })),
      };
    case 'Pricing':
      return d.pricing;
    case 'ContactOffices':
      return d.offices;
    case 'ContactUs':
      return {
        ...d.contact,
        packages: d.pricing.packages.map((p) => ({
          id: p.id,
          name: p.name,
          price: p.price,
          period: p.period,
        })),
      };
    default:
      return null;
  }
}

/** Checks slugs and ids that data files use to point at collection entries. */
export function checkDataReferences(
  model: Pick<ContentModel, 'data'> & { projects: { slug: string }[]; services: { slug: string }[] },
  sources: Partial<Record<keyof DataFiles, YamlSource>>,
  problems: Problem[],
) {
  const projectSlugs = new Set(model.projects.map((p) => p.slug));
  const serviceSlugs = new Set(model.services.map((s) => s.slug));
  const testimonialIds = new Set(model.data.testimonials?.items.map((t) => t.id) ?? []);
  const check = (
    name: keyof DataFiles,
    at: PropertyKey[],
    values: string[] | undefined,
    known: Set<string>,
    kind: string,
  ) => {
    const source = sources[name];
    if (!source || !values) return;
    values.forEach((v, i) => {
      if (!known.has(v)) {
        problems.push({
          file: source.file,
          ...source.locate([...at, i]),
          field: formatPath([...at, i]),
          message: `unknown ${kind} "${v}"${didYouMean(v, known)}`,
        });
      }
    });
  };
  const { home, home02, testimonials } = model.data;
  check('home', ['services', 'slugs'], home?.services.slugs, serviceSlugs, 'service');
  check('home', ['projects', 'slugs'], home?.projects.slugs, projectSlugs, 'project');
  check('home', ['testimonials', 'ids'], home?.testimonials.ids, testimonialIds, 'testimonial');
  check('home02', ['services', 'slugs'], home02?.services.slugs, serviceSlugs, 'service');
  check('home02', ['projects', 'slugs'], home02?.projects.slugs, projectSlugs, 'project');
  check('home02', ['testimonials', 'ids'], home02?.testimonials.ids, testimonialIds, 'testimonial');
  testimonials?.groups.forEach((g, i) =>
    check('testimonials', ['groups', i, 'ids'], g.ids, testimonialIds, 'testimonial'),
  );
}

/**
 * What the PDF and DOCX sheets of projects and services say, as plain text from the compiled
 * bodies: every entry of a collection whose `documents` is on in content.config.ts.
 */
import { collections } from '../../content.config.ts';
import type { ProjectFrontmatter, ServiceFrontmatter } from '../schema/index.ts';
import type { CompiledMarkdown, Entry } from './types.ts';
import { resolveRelative } from './media.ts';
import { formatPath } from './problems.ts';
import { fill, projectFacts } from '../lib/format.ts';
import type { SiteContext } from './site-context.ts';

export interface DocumentSource {
  /** What the sheet is, above its title ("CASE STUDY") */
  label: string;
  slug: string;
  title: string;
  heading: string;
  summary: string;
  details: [string, string][];
  paragraphs: string[];
  sections: { heading: string; paragraphs: string[] }[];
  images: { file: string; alt: string }[];
  downloads: { pdf: string; docx: string };
  /** The last line: the page the sheet was made from */
  source: string;
}

/** What a sheet is and the page it comes from, in the words of labels.yaml `brochure`. */
function sheetWords(ctx: SiteContext, kind: 'project' | 'service', url: string) {
  const words = ctx.model.data.labels.brochure;
  return { label: words[kind], source: fill(words.source, { url }) };
}

const paragraphsOf = (text: CompiledMarkdown) => text.sections.flatMap((s) => s.paragraphs);
/** An image of an entry, as a path relative to the project root */
const fileOf = (e: Entry<unknown>, src: string) => resolveRelative(e.file.replace(/[^/]*$/, ''), src);

function projectDocument(ctx: SiteContext, e: Entry<ProjectFrontmatter>, url: string): DocumentSource {
  const d = e.data;
  const w = ctx.model.data.labels.project;
  return {
    ...sheetWords(ctx, 'project', url),
    slug: e.slug,
    title: d.title,
    heading: d.heading,
    summary: d.summary,
    details: [
      ...projectFacts(w, d, ctx.model.site.currency),
      [ctx.model.data.labels.service.services, d.tags.map(ctx.serviceName).join(', ')],
    ],
    paragraphs: paragraphsOf(e.body),
    sections: [],
    images: d.gallery.map((g) => ({ file: fileOf(e, g.src), alt: g.alt })),
    downloads: { pdf: `/downloads/projects/${e.slug}.pdf`, docx: `/downloads/projects/${e.slug}.docx` },
  };
}

function serviceDocument(ctx: SiteContext, e: Entry<ServiceFrontmatter>): DocumentSource {
  const d = e.data;
  const { industries } = ctx.site;
  return {
    ...sheetWords(ctx, 'service', `${ctx.origin}${ctx.urls.services}${e.slug}`),
    slug: e.slug,
    title: d.title,
    heading: d.heading,
    summary: d.summary,
    details: [[industries.label, (d.industries ?? industries.items).join(', ')]],
    paragraphs: [...paragraphsOf(e.body), d.consultant, ctx.model.data.labels.service.roles],
    sections: d.tabs.map((t, i) => ({
      heading: t.label,
      paragraphs: paragraphsOf(e.fields[formatPath(['tabs', i, 'body'])]!),
    })),
    images: [{ file: fileOf(e, d.cover.src), alt: d.cover.alt }],
    downloads: { pdf: `/downloads/services/${e.slug}.pdf`, docx: `/downloads/services/${e.slug}.docx` },
  };
}

/** The sheets of every project (and sample project, at its generic route) and every service. */
export function documentSources(ctx: SiteContext): DocumentSource[] {
  // A sample's sheet links the generic route showing it (its pages.yaml row's `entry: samples/<slug>`).
  const paths = new Map(ctx.model.pages.map((p) => [p.entry, p.path]));
  const samples = ctx.model.samples.flatMap((e) => {
    const p = paths.get(`samples/${e.slug}`);
    return p ? [projectDocument(ctx, e, `${ctx.origin}${p}`)] : [];
  });
  const when = <T>(on: boolean, list: T[]) => (on ? list : []);
  return [
    ...when(
      collections.projects.documents,
      ctx.projects.map((e) => projectDocument(ctx, e, `${ctx.origin}${ctx.urls.projects}${e.slug}`)),
    ),
    ...when(collections.samples.documents, samples),
    ...when(
      collections.services.documents,
      ctx.services.map((e) => serviceDocument(ctx, e)),
    ),
  ];
}

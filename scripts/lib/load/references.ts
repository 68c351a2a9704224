/**
 * Cross-file checks: every slug, id or entry a file names must exist. Run on every file that
 * parsed, valid or not, so one run reports a bad year and a bad tag in the same file together;
 * a file with a typo in its own fields still counts as existing.
 */
import type { DataFiles } from '../../../src/schema/data.ts';
import type { Navigation, PageMeta, Site } from '../../../src/schema/index.ts';
import { collections } from '../../../content.config.ts';
import { didYouMean, problemAt, type Problem } from '../../../src/content/problems.ts';
import type { YamlSource } from '../../../src/content/yaml-source.ts';
import type { ParsedFile } from './files.ts';

interface Loaded<T> {
  data: T;
  source: YamlSource;
}

export interface ReferenceInput {
  files: ParsedFile[];
  site?: Loaded<Site>;
  navigation?: Loaded<Navigation>;
  pages?: Loaded<PageMeta[]>;
  data: Partial<{ [K in keyof DataFiles]: Loaded<DataFiles[K]> }>;
}

/** A reference rule: the values at `at` in a source must be among `known`. */
type Rule = [
  source: YamlSource | undefined,
  at: PropertyKey[],
  values: unknown,
  known: Set<string>,
  kind: string,
];

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

function entryRules(files: ParsedFile[], projects: Set<string>, services: Set<string>): Rule[] {
  return files.flatMap((f): Rule[] => {
    const d = f.source.data as Record<string, unknown>;
    const related: Rule = [f.source, ['related'], d.related, projects, 'project'];
    if (f.collection === 'services') return [related];
    const tags: Rule = [f.source, ['tags'], d.tags, services, 'service'];
    return f.collection === 'posts' ? [tags] : [tags, related];
  });
}

function dataRules(input: ReferenceInput, projects: Set<string>, services: Set<string>): Rule[] {
  const nav = input.navigation;
  const { home, home02, testimonials } = input.data;
  const ids = new Set(testimonials?.data.items.map((t) => t.id) ?? []);
  const homeRules = (h: typeof home | typeof home02): Rule[] =>
    h
      ? [
          [h.source, ['services', 'slugs'], h.data.services.slugs, services, 'service'],
          [h.source, ['projects', 'slugs'], h.data.projects.slugs, projects, 'project'],
          [h.source, ['testimonials', 'ids'], h.data.testimonials.ids, ids, 'testimonial'],
        ]
      : [];
  return [
    ...(nav
      ? ([
          [nav.source, ['footerTags'], nav.data.footerTags, services, 'service'],
          [nav.source, ['footerProjects'], nav.data.footerProjects, projects, 'project'],
          [nav.source, ['blogSidebarTags'], nav.data.blogSidebarTags, services, 'service'],
          [nav.source, ['serviceSidebar'], nav.data.serviceSidebar, services, 'service'],
          [nav.source, ['serviceGallery'], nav.data.serviceGallery, projects, 'project'],
        ] satisfies Rule[])
      : []),
    ...homeRules(home),
    ...homeRules(home02),
    ...(testimonials?.data.groups.map((g, i): Rule => [
      testimonials.source,
      ['groups', i, 'ids'],
      g.ids,
      ids,
      'testimonial',
    ]) ?? []),
  ];
}

/** pages.yaml: unique paths, and `entry` names an entry of a collection its page type shows. */
function pageProblems(pages: Loaded<PageMeta[]>, files: ParsedFile[]): Problem[] {
  const problems: Problem[] = [];
  const at = (i: number, key: string, message: string) =>
    problems.push(problemAt(pages.source, [i, key], message));
  const seen = new Set<string>();
  pages.data.forEach((p, i) => {
    if (seen.has(p.path)) at(i, 'path', `duplicate path "${p.path}"`);
    seen.add(p.path);
    if (!p.entry) return;
    const shown = Object.entries(collections)
      .filter(([, c]) => c.detail === p.template)
      .map(([k]) => k);
    const [collection = ''] = p.entry.split('/');
    const candidates = files
      .filter((f) => shown.includes(f.collection))
      .map((f) => `${f.collection}/${f.slug}`);
    if (!shown.includes(collection))
      at(i, 'entry', `a ${p.template} page shows an entry of ${shown.join(' or ')}, got "${collection}"`);
    else if (!candidates.includes(p.entry))
      at(i, 'entry', `unknown entry "${p.entry}"${didYouMean(p.entry, candidates)}`);
  });
  return problems;
}

/** Service references in the main menu's submenus name services that exist. */
function menuProblems({ navigation: nav }: ReferenceInput, services: Set<string>): Problem[] {
  if (!nav) return [];
  return nav.data.main.flatMap((item, i) =>
    item.children.flatMap((c, j) => {
      if (!('service' in c) || services.has(c.service)) return [];
      const at = ['main', i, 'children', j, 'service'];
      return [problemAt(nav.source, at, `unknown service "${c.service}"${didYouMean(c.service, services)}`)];
    }),
  );
}

/** Each social post names a profile of site.yaml, which is where it links. */
function socialPostProblems({ site, data: { socialPosts } }: ReferenceInput): Problem[] {
  if (!site || !socialPosts) return [];
  const known = new Set(site.data.social.map((s) => s.label));
  return socialPosts.data.posts.flatMap((p, i) =>
    known.has(p.network)
      ? []
      : [
          problemAt(
            socialPosts.source,
            ['posts', i, 'network'],
            `no social profile "${p.network}" in content/data/site.yaml${didYouMean(p.network, known)}`,
          ),
        ],
  );
}

export function checkReferences(input: ReferenceInput): Problem[] {
  const slugs = (c: string) => new Set(input.files.filter((f) => f.collection === c).map((f) => f.slug));
  const projects = slugs('projects');
  const services = slugs('services');
  const problems: Problem[] = [];
  for (const [source, at, values, known, kind] of [
    ...entryRules(input.files, projects, services),
    ...dataRules(input, projects, services),
  ]) {
    if (!source) continue;
    strings(values).forEach((v, i) => {
      if (!known.has(v))
        problems.push(problemAt(source, [...at, i], `unknown ${kind} "${v}"${didYouMean(v, known)}`));
    });
  }
  for (const f of input.files) {
    strings((f.source.data as Record<string, unknown>).related).forEach((r, i) => {
      if (r === f.slug && f.collection !== 'services')
        problems.push(problemAt(f.source, ['related', i], 'a project cannot be related to itself'));
    });
  }
  if (input.pages) problems.push(...pageProblems(input.pages, input.files));
  problems.push(...socialPostProblems(input), ...menuProblems(input, services));
  return problems;
}

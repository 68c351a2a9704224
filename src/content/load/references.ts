/**
 * Cross-file checks: every slug, id or entry a file names must exist. Run on every file that
 * parsed, valid or not, so one run reports a bad year and a bad tag in the same file together;
 * a file with a typo in its own fields still counts as existing.
 */
import { collections } from '../../../content.config.ts';
import { didYouMean, problemAt, type Problem } from '../problems.ts';
import type { YamlSource } from '../yaml-source.ts';
import type { LoadedData, ParsedFile } from './files.ts';

type Kind = 'project' | 'service' | 'testimonial';

/** A reference rule: the values at `at` in a source must be slugs (or ids) of `kind`. */
type Rule = [source: YamlSource, at: PropertyKey[], values: unknown, kind: Kind];

/** The lists of navigation.yaml that name services or projects. */
const NAVIGATION_LISTS = {
  footerTags: 'service',
  footerProjects: 'project',
  blogSidebarTags: 'service',
  serviceSidebar: 'service',
  serviceGallery: 'project',
} as const;

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

function entryRules(files: ParsedFile[]): Rule[] {
  return files.flatMap((f): Rule[] => {
    const d = f.source.data as Record<string, unknown>;
    const related: Rule = [f.source, ['related'], d.related, 'project'];
    if (f.collection === 'services') return [related];
    const tags: Rule = [f.source, ['tags'], d.tags, 'service'];
    return f.collection === 'posts' ? [tags] : [tags, related];
  });
}

function dataRules({ navigation: nav, home, home02, testimonials }: LoadedData): Rule[] {
  const homeRules = (h: typeof home | typeof home02): Rule[] =>
    h
      ? [
          [h.source, ['services', 'slugs'], h.data.services.slugs, 'service'],
          [h.source, ['projects', 'slugs'], h.data.projects.slugs, 'project'],
          [h.source, ['testimonials', 'ids'], h.data.testimonials.ids, 'testimonial'],
        ]
      : [];
  const lists = Object.entries(NAVIGATION_LISTS) as [keyof typeof NAVIGATION_LISTS, Kind][];
  return [
    ...(nav ? lists.map(([list, kind]): Rule => [nav.source, [list], nav.data[list], kind]) : []),
    ...homeRules(home),
    ...homeRules(home02),
    ...(testimonials?.data.groups.map((g, i): Rule => [
      testimonials.source,
      ['groups', i, 'ids'],
      g.ids,
      'testimonial',
    ]) ?? []),
  ];
}

/** pages.yaml: unique paths, and `entry` names an entry of a collection its page type shows. */
function pageProblems(pages: NonNullable<LoadedData['pages']>, files: ParsedFile[]): Problem[] {
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
function menuProblems(nav: LoadedData['navigation'], services: Set<string>): Problem[] {
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
function socialPostProblems({ site, socialPosts }: LoadedData): Problem[] {
  if (!site || !socialPosts) return [];
  const known = new Set(site.data.social.map((s) => s.label));
  return socialPosts.data.posts.flatMap((p, i) => {
    if (known.has(p.network)) return [];
    const message = `no social profile "${p.network}" in content/data/site.yaml${didYouMean(p.network, known)}`;
    return [problemAt(socialPosts.source, ['posts', i, 'network'], message)];
  });
}

export function checkReferences(files: ParsedFile[], data: LoadedData): Problem[] {
  const slugs = (c: string) => new Set(files.filter((f) => f.collection === c).map((f) => f.slug));
  const known: Record<Kind, Set<string>> = {
    project: slugs('projects'),
    service: slugs('services'),
    testimonial: new Set(data.testimonials?.data.items.map((t) => t.id)),
  };
  const problems: Problem[] = [];
  for (const [source, at, values, kind] of [...entryRules(files), ...dataRules(data)]) {
    strings(values).forEach((v, i) => {
      if (!known[kind].has(v))
        problems.push(problemAt(source, [...at, i], `unknown ${kind} "${v}"${didYouMean(v, known[kind])}`));
    });
  }
  for (const f of files) {
    strings((f.source.data as Record<string, unknown>).related).forEach((r, i) => {
      if (r === f.slug && f.collection !== 'services')
        problems.push(problemAt(f.source, ['related', i], 'a project cannot be related to itself'));
    });
  }
  if (data.pages) problems.push(...pageProblems(data.pages, files));
  problems.push(...socialPostProblems(data), ...menuProblems(data.navigation, known.service));
  return problems;
}

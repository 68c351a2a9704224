/**
 * Cross-file checks: every slug, id or entry a file names must exist. Which values name entries of
 * which collection is read from the schemas (`slugsOf`), for entries and data files alike. Run on
 * every file that parsed, valid or not, so one run reports a bad year and a bad tag in the same
 * file together; a file with a typo in its own fields still counts as existing.
 */
import type { z } from 'zod';
import { collections, dataFiles } from '../../../content.config.ts';
import { didYouMean, problemAt, type Problem } from '../problems.ts';
import { markedValues } from '../schema-marks.ts';
import type { YamlSource } from '../yaml-source.ts';
import type { LoadedData, ParsedFile } from './files.ts';

type CollectionKey = keyof typeof collections;

/** A value that names an entry of `collection`, at its field path. */
interface Reference {
  at: PropertyKey[];
  value: string;
  collection: CollectionKey;
}

/**
 * Every value of a file that its schema says names an entry of another collection (`references`,
 * src/schema/index.ts slugsOf), whatever the file: entries and data files alike.
 */
function referencesOf(schema: z.ZodType, source: YamlSource): Reference[] {
  return markedValues(schema, source.data, 'references').flatMap(({ at, value, mark }) => {
    const collection = mark as CollectionKey;
    const values = Array.isArray(value) ? value : [value];
    return values.flatMap((v, i) =>
      typeof v === 'string' ? [{ at: Array.isArray(value) ? [...at, i] : at, value: v, collection }] : [],
    );
  });
}

/** Testimonials are named by id (testimonials.yaml), in the home pages and the testimonial groups. */
function testimonialProblems({ home, home02, testimonials }: LoadedData): Problem[] {
  const known = new Set(testimonials?.data.items.map((t) => t.id));
  const lists: [YamlSource, PropertyKey[], string[]][] = [
    ...[home, home02].flatMap((h) =>
      h ? [[h.source, ['testimonials', 'ids'], h.data.testimonials.ids] as const] : [],
    ),
    ...(testimonials?.data.groups.map(
      (g, i) => [testimonials.source, ['groups', i, 'ids'], g.ids] as const,
    ) ?? []),
  ].map(([source, at, ids]) => [source, [...at], ids]);
  return lists.flatMap(([source, at, ids]) =>
    ids.flatMap((id, i) =>
      known.has(id)
        ? []
        : [problemAt(source, [...at, i], `unknown testimonial "${id}"${didYouMean(id, known)}`)],
    ),
  );
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

/** Each social post names a profile of site.yaml, which is where it links. */
function socialPostProblems({ site, socialPosts }: LoadedData): Problem[] {
  if (!site || !socialPosts) return [];
  const known = new Set(site.data.social.map((s) => s.label));
  return socialPosts.data.posts.flatMap((p, i) => {
    if (known.has(p.network)) return [];
    const suggestion = didYouMean(p.network, known);
    const message = `no social profile "${p.network}" in content/data/site.yaml${suggestion}`;
    return [problemAt(socialPosts.source, ['posts', i, 'network'], message)];
  });
}

export function checkReferences(files: ParsedFile[], data: LoadedData): Problem[] {
  const known = Object.fromEntries(
    (Object.keys(collections) as CollectionKey[]).map((c) => [
      c,
      new Set(files.filter((f) => f.collection === c).map((f) => f.slug)),
    ]),
  ) as Record<CollectionKey, Set<string>>;
  const problems: Problem[] = [];
  const check = (source: YamlSource, refs: Reference[], self?: ParsedFile) => {
    for (const { at, value, collection } of refs) {
      const { name } = collections[collection];
      if (!known[collection].has(value))
        problems.push(
          problemAt(source, at, `unknown ${name} "${value}"${didYouMean(value, known[collection])}`),
        );
      else if (self?.collection === collection && self.slug === value)
        problems.push(problemAt(source, at, `a ${name} cannot be related to itself`));
    }
  };
  for (const f of files) check(f.source, referencesOf(collections[f.collection].schema, f.source), f);
  for (const [name, loaded] of Object.entries(data) as [keyof typeof dataFiles, { source: YamlSource }][])
    check(loaded.source, referencesOf(dataFiles[name], loaded.source));
  problems.push(...testimonialProblems(data));
  if (data.pages) problems.push(...pageProblems(data.pages, files));
  problems.push(...socialPostProblems(data));
  return problems;
}

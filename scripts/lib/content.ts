/**
 * Reads every content file named by content.config.ts, checks it against its schema and across files,
 * and returns every problem found with the content model. With problems, the model lacks the entries
 * that have them (`held`, with their pages' addresses) and serves only to find more, such as bad links.
 */
import { collections } from '../../content.config.ts';
import { copyProblems } from '../../src/content/copy-rules.ts';
import type { DataFiles } from '../../src/schema/data.ts';
import type { CollectionEntries, CompiledMarkdown, ContentModel, Entry } from '../../src/content/types.ts';
import type { Problem } from '../../src/content/problems.ts';
import { readBodies, type Reports } from './load/bodies.ts';
import { checkEditorial } from './load/editorial.ts';
import { readDataFiles, readEntryFiles, type ParsedFile } from './load/files.ts';
import { checkMedia } from './load/media.ts';
import { checkReferences } from './load/references.ts';
import { check } from '../../src/content/schema-check.ts';
import { usEnglish } from './us-english.ts';

export interface LoadOptions {
  /** Include entries marked `draft: true` (dev server). */
  drafts?: boolean;
  /** Entry files' text by root-relative path, in place of (or beside) the files on disk */
  overrides?: Record<string, string>;
  /** Images added in the editor and not saved yet, by root-relative path, with their bytes if known */
  pending?: Record<string, Buffer | null>;
  /** The reports of the texts, from the modules Vite compiled (the build); else each is read */
  reports?: Reports;
}

/** An entry its problems keep out of the model: its page's address, and its texts if they compiled. */
export type HeldEntry = { address?: string; file: string; texts: CompiledMarkdown[] };

/** Valid, published (or, with `drafts`, all) entries of every collection, sorted by slug. */
function buildEntries(files: ParsedFile[], opts: LoadOptions, problems: Problem[], held: HeldEntry[]) {
  const entries = Object.fromEntries(Object.keys(collections).map((k) => [k, [] as Entry<unknown>[]]));
  for (const f of files) {
    const data = check(collections[f.collection].schema, f.source, problems) as
      { draft: boolean } | undefined;
    const { body, fields, failed } = readBodies(f, problems, opts.reports);
    const texts = body && !failed ? [body, ...Object.values(fields)] : [];
    if (!data || !body || failed) {
      const url = collections[f.collection].url;
      held.push({ address: url ? `${url}${f.slug}` : undefined, file: f.file, texts });
      continue;
    }
    problems.push(...checkEditorial(f, data.draft, texts));
    if (data.draft && !opts.drafts) continue;
    const { collection, slug, file, source } = f;
    entries[collection]!.push({ collection, slug, file, data, body, fields, source });
  }
  for (const list of Object.values(entries)) list.sort((a, b) => a.slug.localeCompare(b.slug));
  // Each entry's data was checked against its collection's schema above.
  return entries as unknown as CollectionEntries;
}

export async function loadContent(
  root: string,
  opts: LoadOptions = {},
): Promise<{ problems: Problem[]; model?: ContentModel; held: HeldEntry[] }> {
  const problems: Problem[] = [];
  const held: HeldEntry[] = [];
  const files = readEntryFiles(root, problems, opts.overrides);
  const loaded = readDataFiles(root, problems);
  const entries = buildEntries(files, opts, problems, held);
  problems.push(...checkReferences(files, loaded));
  const industries = loaded.industries?.data.items;
  const dataSources = Object.values(loaded).map((l) => l.source);
  const speller = usEnglish(loaded.spelling?.data.words);
  problems.push(
    ...files.flatMap((f) => copyProblems(f.source, { body: f.body, industries, speller })),
    ...dataSources.flatMap((source) => copyProblems(source, { speller })),
  );
  const sources = [...files.map((f) => f.source), ...dataSources];
  const { media, photos, art } = await checkMedia(root, sources, problems, opts.pending);
  const { site, navigation, pages, redirects, ...data } = loaded;
  if (!site || !navigation || !pages || !redirects) return { problems, held };
  const values = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.data]));
  return {
    problems,
    held,
    model: {
      ...entries,
      site: site.data,
      navigation: navigation.data,
      pages: pages.data,
      redirects: redirects.data,
      // Without problems every data file loaded, so every key is present (with problems, see above).
      data: values as DataFiles,
      media,
      art,
      photos,
      sources: Object.fromEntries(Object.entries(loaded).map(([k, v]) => [k, v.source])),
    },
  };
}

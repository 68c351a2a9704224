/**
 * The content layer: reads every content file named by content.config.ts from Vite's modules,
 * checks it against its schema and across files, and builds every route with its data (the
 * manifest). It runs inside Vite's module graph, beside the templates: the build, the dev server
 * and the editor's previews all call `loadSite` through src/entry-server.tsx, so an edit to a
 * content file, a schema or a data builder reaches the next page like any other module edit.
 *
 * With problems, the model lacks the entries that have them (`held`, with their pages' addresses)
 * and serves to find more, such as bad links: every problem is reported at once. The build and
 * the validator stop there; the dev server (`partial`) still gets the site made of what loaded, and
 * shows each page's own problems in its place. Warnings (copy repeated across many files) are
 * reported beside them and fail nothing.
 */
import { collections, dataFiles } from '../../../content.config.ts';
import { copyProblems } from '../copy-rules.ts';
import { usEnglish } from '../us-english.ts';
import type { DataFiles } from '../../schema/data.ts';
import type { CollectionEntries, ContentModel, Entry } from '../types.ts';
import type { Problem } from '../problems.ts';
import { buildManifest, type Manifest } from '../routes.ts';
import { readBodies } from './bodies.ts';
import { checkEditorial } from './editorial.ts';
import { collectionOf, parseDataFiles, parseEntry, type ParsedFile } from './files.ts';
import { goLiveProblems } from './go-live.ts';
import { checkLinks } from './links.ts';
import { checkMedia } from './media.ts';
import { checkReferences } from './references.ts';
import { copyWarnings } from './warnings.ts';
import { check } from '../schema-check.ts';
import { markedValues } from '../schema-marks.ts';
import type { ContentInput, ContentModule, HeldEntry, LoadOptions } from './sources.ts';

export type { ContentInput, ContentModule, LoadOptions, ModuleLoader } from './sources.ts';

/** The loaded site: every route with its data, and every entry's module by its file. */
export interface Site {
  manifest: Manifest;
  modules: Record<string, ContentModule>;
}

/** Every entry file with its module, in file-name order (drafts in place of, or beside, the files). */
async function readEntryFiles(input: ContentInput, opts: LoadOptions, problems: Problem[]) {
  const loaders = { ...input.entries, ...opts.overrides };
  const gone = new Set(opts.without);
  const files = Object.keys(loaders)
    .filter((file) => !gone.has(file))
    .flatMap((file) => {
      const collection = collectionOf(file);
      return collection ? [{ file, collection }] : [];
    })
    .sort((a, b) => a.file.localeCompare(b.file));
  const modules = await Promise.all(files.map((f) => loaders[f.file]!()));
  return files.flatMap(({ file, collection }, i) => {
    const module = modules[i]!;
    const parsed = parseEntry(collection, file, module.text, problems);
    return parsed ? [{ ...parsed, module }] : [];
  });
}

type EntryFile = ParsedFile & { module: ContentModule };

/** Valid, published (or, with `drafts`, all) entries of every collection, sorted by slug. */
function buildEntries(files: EntryFile[], opts: LoadOptions, problems: Problem[], held: HeldEntry[]) {
  const entries = Object.fromEntries(Object.keys(collections).map((k) => [k, [] as Entry<unknown>[]]));
  for (const f of files) {
    const data = check(collections[f.collection].schema, f.source, problems) as
      { draft: boolean } | undefined;
    const { body, fields, failed } = readBodies(f, f.module, problems);
    const texts = body && !failed ? [body, ...Object.values(fields)] : [];
    if (!data || !body || failed) {
      const url = collections[f.collection].url;
      held.push({ address: url ? `${url}${f.slug}` : undefined, file: f.file, texts });
      continue;
    }
    problems.push(...checkEditorial(f, data.draft, texts));
    if (data.draft && !opts.includeDrafts) continue;
    const { collection, slug, file, source } = f;
    entries[collection]!.push({ collection, slug, file, data, body, fields, source });
  }
  for (const list of Object.values(entries)) list.sort((a, b) => a.slug.localeCompare(b.slug));
  // Each entry's data was checked against its collection's schema above.
  return entries as unknown as CollectionEntries;
}

/** The content model, with every problem found on the way (`model` is absent when data files failed). */
async function loadModel(input: ContentInput, opts: LoadOptions) {
  const problems: Problem[] = [];
  const held: HeldEntry[] = [];
  const files = await readEntryFiles(input, opts, problems);
  const loaded = parseDataFiles(input.data, problems);
  const entries = buildEntries(files, opts, problems, held);
  problems.push(...checkReferences(files, loaded));
  const industries = loaded.industries?.data.items;
  const dataSources = Object.values(loaded).map((l) => l.source);
  const speller = usEnglish(loaded.spelling?.data.words);
  problems.push(
    ...files.flatMap((f) => copyProblems(f.source, { body: f.body, industries, speller })),
    ...dataSources.flatMap((source) => copyProblems(source, { speller })),
  );
  const warnings = copyWarnings(files, dataSources);
  if (opts.production) problems.push(...goLiveProblems(dataSources, files));
  // Each data file with the schema it was read by, which marks its images.
  const dataWithSchemas = Object.entries(loaded).map(([name, l]) => ({
    ...l,
    schema: dataFiles[name as keyof typeof dataFiles],
  }));
  const withSchemas = [
    ...files.map((f) => ({ source: f.source, schema: collections[f.collection].schema })),
    ...dataWithSchemas,
  ];
  const { media, photos, art } = checkMedia(withSchemas, { ...input.media, ...opts.pending }, problems);
  const { site, navigation, pages, redirects, ...data } = loaded;
  if (!site || !navigation || !pages || !redirects) return { problems, warnings, held, files };
  const values = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.data]));
  const images = new WeakSet<object>();
  for (const { data: value, schema } of dataWithSchemas)
    for (const { value: ref } of markedValues(schema, value, 'image'))
      if (ref && typeof ref === 'object') images.add(ref);
  const model: ContentModel = {
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
    images,
    sources: Object.fromEntries(Object.entries(loaded).map(([k, v]) => [k, v.source])),
  };
  return { problems, warnings, held, files, model };
}

/** What loading gives: every problem, and the site unless a problem stops it (see `partial`). */
export interface Loaded {
  problems: Problem[];
  warnings: Problem[];
  /** Entries their problems keep out of the site, with their pages' addresses */
  held: HeldEntry[];
  site?: Site;
}

/**
 * Loads, checks and builds the whole site. Either every problem found (`problems`, and no site),
 * or the site: problems in links are looked for even when others hold pages back, so a writer
 * sees every problem at once. With `partial`, the site made of what loaded comes with the
 * problems (unless the data files the whole site needs failed).
 */
export async function loadSite(input: ContentInput, opts: LoadOptions = {}): Promise<Loaded> {
  const { problems, warnings, held, files, model } = await loadModel(input, opts);
  if (!model) return { problems, warnings, held };
  let manifest: Manifest | undefined;
  try {
    manifest = buildManifest(model);
    problems.push(...checkLinks(model, manifest, held));
  } catch (error) {
    // A builder may trip over what the problems above leave out; they are what to report then.
    if (problems.length === 0) throw error;
  }
  if (!manifest || (problems.length > 0 && !opts.partial)) return { problems, warnings, held };
  const modules = Object.fromEntries(files.map((f) => [f.file, f.module]));
  return { problems, warnings, held, site: { manifest, modules } };
}

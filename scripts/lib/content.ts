/**
 * Reads every content file named by content.config.ts, validates it against its schema and across
 * files, and returns either the complete content model or every problem found (never a
 * half-valid model).
 */
import { collections, dataFiles } from '../../content.config.ts';
import type { DataFiles } from '../../src/schema/data.ts';
import type { BodyResult } from './body-cache.ts';
import type { CollectionEntries, CompiledMarkdown, ContentModel, Entry } from './content-types.ts';
import type { Problem } from './problems.ts';
import type { YamlSource } from './yaml-source.ts';
import { bodyTasks, compileAll, type CompileOptions } from './load/bodies.ts';
import { checkEditorial } from './load/editorial.ts';
import { readDataFile, readEntryFiles, type CollectionKey, type ParsedFile } from './load/files.ts';
import { checkMedia, findImages } from './load/media.ts';
import { checkReferences } from './load/references.ts';
import { check } from './load/schema-check.ts';

export type { ContentModel, Entry } from './content-types.ts';

export interface LoadOptions extends CompileOptions {
  /** Include entries marked `draft: true` (dev server). */
  drafts?: boolean;
}

type LoadedData = { [K in keyof typeof dataFiles]?: { data: DataOf<K>; source: YamlSource } };
type DataOf<K extends keyof typeof dataFiles> = K extends keyof DataFiles
  ? DataFiles[K]
  : ContentModel[K & keyof ContentModel];

function readAllData(root: string, problems: Problem[]): LoadedData {
  const loaded: Record<string, { data: unknown; source: YamlSource }> = {};
  for (const [name, schema] of Object.entries(dataFiles)) {
    const file = readDataFile(root, name, schema, problems);
    if (file) loaded[name] = file;
  }
  // Each file was checked against the schema dataFiles names for it.
  return loaded;
}

/** The compiled body and Markdown fields of a file, or undefined when one of them failed. */
function compiledParts(f: ParsedFile, results: Map<string, BodyResult>, problems: Problem[]) {
  let failed = false;
  const take = (r: BodyResult | undefined): CompiledMarkdown | undefined => {
    if (!r || r.problems) {
      failed = true;
      if (r?.problems) problems.push(...r.problems);
      return undefined;
    }
    return r;
  };
  const body = take(results.get(f.file));
  const fields: Record<string, CompiledMarkdown> = {};
  for (const [id, r] of results) {
    if (!id.startsWith(`${f.file}#`)) continue;
    const part = take(r);
    if (part) fields[id.slice(f.file.length + 1)] = part;
  }
  return failed || !body ? undefined : { body, fields };
}

/** Valid, published (or, with `drafts`, all) entries of every collection, sorted by slug. */
function buildEntries(
  files: ParsedFile[],
  results: Map<string, BodyResult>,
  opts: LoadOptions,
  problems: Problem[],
) {
  const entries: Record<CollectionKey, Entry<unknown>[]> = {
    projects: [],
    services: [],
    posts: [],
    samples: [],
  };
  for (const f of files) {
    const data = check(collections[f.collection].schema, f.source, problems) as
      { draft: boolean } | undefined;
    const parts = compiledParts(f, results, problems);
    if (!data || !parts) continue;
    problems.push(...checkEditorial(f, data.draft, parts.body, parts.fields));
    if (data.draft && !opts.drafts) continue;
    entries[f.collection].push({
      collection: f.collection,
      slug: f.slug,
      file: f.file,
      data,
      ...parts,
      source: f.source,
    });
  }
  for (const list of Object.values(entries)) list.sort((a, b) => a.slug.localeCompare(b.slug));
  // Each entry's data was checked against its collection's schema above.
  return entries as unknown as CollectionEntries;
}

export async function loadContent(
  root: string,
  opts: LoadOptions = {},
): Promise<{ problems: Problem[]; model?: ContentModel }> {
  const problems: Problem[] = [];
  const files = readEntryFiles(root, problems);
  const compiling = compileAll(bodyTasks(files), opts);
  const loaded = readAllData(root, problems);
  const entries = buildEntries(files, await compiling, opts, problems);
  problems.push(
    ...checkReferences({ files, navigation: loaded.navigation, pages: loaded.pages, data: loaded }),
  );
  const uses = [
    ...files.map((f) => ({ file: f.file, source: f.source, images: findImages(f.source.data) })),
    ...Object.values(loaded).map((l) => ({
      file: l.source.file,
      source: l.source,
      images: findImages(l.source.data),
    })),
  ];
  const { media, photos } = await checkMedia(root, uses, problems);
  const { site, navigation, pages, redirects, ...data } = loaded;
  if (problems.length > 0 || !site || !navigation || !pages || !redirects) return { problems };
  const values = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.data]));
  return {
    problems,
    model: {
      root,
      ...entries,
      site: site.data,
      navigation: navigation.data,
      pages: pages.data,
      redirects: redirects.data,
      // Every data file loaded without problems (checked above), so every key is present.
      data: values as DataFiles,
      media,
      photos,
      sources: Object.fromEntries(Object.entries(loaded).map(([k, v]) => [k, v.source])),
    },
  };
}

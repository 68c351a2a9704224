/**
 * Reads content files: every MDX entry of every collection (frontmatter read by gray-matter, its
 * YAML parsed with positions so problems name their line) and the YAML data files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import { collections, dataFiles } from '../../../content.config.ts';
import { dataFilePath } from '../../../src/schema/data.ts';
import type { CollectionEntries } from '../../../src/content/types.ts';
import type { Problem } from '../../../src/content/problems.ts';
import { parseYaml, type YamlSource } from '../../../src/content/yaml-source.ts';
import { check } from '../../../src/content/schema-check.ts';

export type CollectionKey = keyof CollectionEntries;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const relPath = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/** A problem with a file as a whole, reported at its first line. */
function fileProblem(file: string, field: string, message: string): Problem {
  return { file, line: 1, column: 1, field, message };
}

/**
 * Reads one entry file; records its problems and returns what parsed: the path relative to the
 * project root (`file`), the frontmatter, the whole `text`, and the `body` (the file with its
 * frontmatter blanked out: the body, at its own line numbers).
 */
function parseEntry(collection: CollectionKey, relFile: string, text: string, problems: Problem[]) {
  const slug = path.posix.basename(relFile, '.mdx');
  if (!SLUG.test(slug)) {
    const message = `file name "${slug}" is not a valid slug (lower-case words joined by hyphens)`;
    problems.push(fileProblem(relFile, '(file name)', message));
  }
  let source: YamlSource | undefined;
  // gray-matter finds the block; the yaml engine keeps positions (the text it gets starts with the
  // line break after the opening `---`, so its lines are the file's).
  const parsed = matter(text, {
    engines: {
      yaml: (yaml: string) =>
        (source = parseYaml(relFile, yaml, yaml.startsWith('\n') ? 0 : 1, problems))?.data ?? {},
    },
  });
  if (!parsed.matter) {
    const message = 'expected YAML frontmatter between "---" lines at the top of the file';
    problems.push(fileProblem(relFile, '(frontmatter)', message));
    return undefined;
  }
  if (!source) return undefined;
  const head = text.slice(0, text.length - parsed.content.length);
  return { collection, slug, file: relFile, source, text, body: head.replace(/[^\n]/g, '') + parsed.content };
}

/** An entry file whose frontmatter parsed (valid or not: references are checked on all of them). */
export type ParsedFile = NonNullable<ReturnType<typeof parseEntry>>;

/**
 * Every entry file of every collection, in file-name order. `overrides` (root-relative path to
 * text) stand in for files on disk, or add files that are not there yet (the editor's previews).
 */
export function readEntryFiles(root: string, problems: Problem[], overrides: Record<string, string> = {}) {
  const out: ParsedFile[] = [];
  for (const key of Object.keys(collections) as CollectionKey[]) {
    const { dir } = collections[key];
    const names = existsSync(path.join(root, dir)) ? readdirSync(path.join(root, dir)) : [];
    const onDisk = names.filter((f) => f.endsWith('.mdx') && !f.startsWith('_')).map((f) => `${dir}/${f}`);
    const extra = Object.keys(overrides).filter((f) => path.posix.dirname(f) === dir && !onDisk.includes(f));
    for (const rel of [...onDisk, ...extra].sort()) {
      const text = overrides[rel] ?? readFileSync(path.join(root, rel), 'utf8');
      const parsed = parseEntry(key, rel, text, problems);
      if (parsed) out.push(parsed);
    }
  }
  return out;
}

/** The data files (content/data/<name>.yaml) that parsed and match their schema in content.config.ts. */
export type LoadedData = {
  [K in keyof typeof dataFiles]?: { data: z.output<(typeof dataFiles)[K]>; source: YamlSource };
};

export function readDataFiles(root: string, problems: Problem[]): LoadedData {
  const loaded: Record<string, { data: unknown; source: YamlSource }> = {};
  for (const [name, schema] of Object.entries(dataFiles)) {
    const file = dataFilePath(name);
    if (!existsSync(path.join(root, file))) {
      problems.push(fileProblem(file, '(file)', 'file is missing'));
      continue;
    }
    const source = parseYaml(file, readFileSync(path.join(root, file), 'utf8'), 0, problems);
    const data = source && check(schema, source, problems);
    if (source && data !== undefined) loaded[name] = { data, source };
  }
  // Each file was checked against the schema dataFiles names for it.
  return loaded;
}

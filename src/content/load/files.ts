/**
 * Parses content files as Vite hands them over: every entry of every collection (frontmatter read
 * by gray-matter, its YAML parsed with positions so problems name their line) and the YAML data
 * files. No file system: the texts come from the modules (load/sources.ts).
 */
import matter from 'gray-matter';
import type { z } from 'zod';
import { collections, dataFiles } from '../../../content.config.ts';
import { dataFilePath } from '../../schema/data.ts';
import type { CollectionEntries } from '../types.ts';
import type { Problem } from '../problems.ts';
import { parseYaml, type YamlSource } from '../yaml-source.ts';
import { check } from '../schema-check.ts';

export type CollectionKey = keyof CollectionEntries;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A problem with a file as a whole, reported at its first line. */
function fileProblem(file: string, field: string, message: string): Problem {
  return { file, line: 1, column: 1, field, message };
}

/**
 * Parses one entry file; records its problems and returns what parsed: the path relative to the
 * project root (`file`), the frontmatter, the whole `text`, and the `body` (the file with its
 * frontmatter blanked out: the body, at its own line numbers).
 */
export function parseEntry(collection: CollectionKey, file: string, text: string, problems: Problem[]) {
  const slug = file.slice(file.lastIndexOf('/') + 1).replace(/\.mdx$/, '');
  if (!SLUG.test(slug)) {
    const message = `file name "${slug}" is not a valid slug (lower-case words joined by hyphens)`;
    problems.push(fileProblem(file, '(file name)', message));
  }
  let source: YamlSource | undefined;
  // gray-matter finds the block; the yaml engine keeps positions (the text it gets starts with the
  // line break after the opening `---`, so its lines are the file's).
  const parsed = matter(text, {
    engines: {
      yaml: (yaml: string) => {
        source = parseYaml(file, yaml, yaml.startsWith('\n') ? 0 : 1, problems);
        return source?.data ?? {};
      },
    },
  });
  if (!parsed.matter) {
    const message = 'expected YAML frontmatter between "---" lines at the top of the file';
    problems.push(fileProblem(file, '(frontmatter)', message));
    return undefined;
  }
  if (!source) return undefined;
  const head = text.slice(0, text.length - parsed.content.length);
  return { collection, slug, file, source, text, body: head.replace(/[^\n]/g, '') + parsed.content };
}

/** An entry file whose frontmatter parsed (valid or not: references are checked on all of them). */
export type ParsedFile = NonNullable<ReturnType<typeof parseEntry>>;

/**
 * The collection of an entry file (root-relative path): the one whose folder holds it directly.
 * Files whose name starts with `_` are not entries (notes, partials).
 */
export function collectionOf(file: string): CollectionKey | undefined {
  const slash = file.lastIndexOf('/');
  if (!file.endsWith('.mdx') || file[slash + 1] === '_') return undefined;
  const dir = file.slice(0, slash);
  return (Object.keys(collections) as CollectionKey[]).find((k) => collections[k].dir === dir);
}

/** The data files (content/data/<name>.yaml) that parsed and match their schema in content.config.ts. */
export type LoadedData = {
  [K in keyof typeof dataFiles]?: { data: z.output<(typeof dataFiles)[K]>; source: YamlSource };
};

/** Every data file content.config.ts names, from `texts` (root-relative path to text). */
export function parseDataFiles(texts: Record<string, string>, problems: Problem[]): LoadedData {
  const loaded: Record<string, { data: unknown; source: YamlSource }> = {};
  for (const [name, schema] of Object.entries(dataFiles)) {
    const file = dataFilePath(name);
    const text = texts[file];
    if (text === undefined) {
      problems.push(fileProblem(file, '(file)', 'file is missing'));
      continue;
    }
    const source = parseYaml(file, text, 0, problems);
    const data = source && check(schema, source, problems);
    if (source && data !== undefined) loaded[name] = { data, source };
  }
  // Each file was checked against the schema dataFiles names for it.
  return loaded;
}

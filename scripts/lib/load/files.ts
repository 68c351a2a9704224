/**
 * Reads content files: every MDX entry of every collection (frontmatter read by gray-matter, its
 * YAML parsed with positions so problems name their line) and the YAML data files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import { collections } from '../../../content.config.ts';
import { dataFilePath } from '../../../src/schema/data.ts';
import type { CollectionEntries } from '../../../src/content/types.ts';
import type { Problem } from '../../../src/content/problems.ts';
import { parseYaml, type YamlSource } from '../../../src/content/yaml-source.ts';
import { check } from '../../../src/content/schema-check.ts';

export type CollectionKey = keyof CollectionEntries;

/** An entry file whose frontmatter parsed (valid or not: references are checked on all of them). */
export interface ParsedFile {
  collection: CollectionKey;
  slug: string;
  /** Path relative to the project root */
  file: string;
  source: YamlSource;
  /** The whole file */
  text: string;
  /** The file with its frontmatter blanked out: the body, at its own line numbers */
  body: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const relPath = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

function listFiles(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(ext) && !f.startsWith('_'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Reads one entry file; records its problems and returns what parsed. */
function parseEntry(
  collection: CollectionKey,
  relFile: string,
  text: string,
  problems: Problem[],
): ParsedFile | undefined {
  const at = { file: relFile, line: 1, column: 1 };
  const slug = path.posix.basename(relFile, '.mdx');
  if (!SLUG.test(slug)) {
    problems.push({
      ...at,
      field: '(file name)',
      message: `file name "${slug}" is not a valid slug (lower-case words joined by hyphens)`,
    });
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
    problems.push({
      ...at,
      field: '(frontmatter)',
      message: 'expected YAML frontmatter between "---" lines at the top of the file',
    });
    return undefined;
  }
  if (!source) return undefined;
  const head = text.slice(0, text.length - parsed.content.length);
  return { collection, slug, file: relFile, source, text, body: head.replace(/[^\n]/g, '') + parsed.content };
}

/**
 * Every entry file of every collection, in file-name order. `overrides` (root-relative path to
 * text) stand in for files on disk, or add files that are not there yet (the editor's previews).
 */
export function readEntryFiles(
  root: string,
  problems: Problem[],
  overrides: Record<string, string> = {},
): ParsedFile[] {
  const out: ParsedFile[] = [];
  for (const [key, c] of Object.entries(collections) as [
    CollectionKey,
    (typeof collections)[CollectionKey],
  ][]) {
    const onDisk = listFiles(path.join(root, c.dir), '.mdx').map((f) => relPath(root, f));
    const extra = Object.keys(overrides).filter(
      (f) => path.posix.dirname(f) === c.dir && !onDisk.includes(f),
    );
    for (const rel of [...onDisk, ...extra].sort()) {
      const text = overrides[rel] ?? readFileSync(path.join(root, rel), 'utf8');
      const parsed = parseEntry(key, rel, text, problems);
      if (parsed) out.push(parsed);
    }
  }
  return out;
}

/** A data file (content/data/<name>.yaml) checked against its schema. */
export function readDataFile<S extends z.ZodType>(
  root: string,
  name: string,
  schema: S,
  problems: Problem[],
) {
  const file = path.join(root, dataFilePath(name));
  const relFile = relPath(root, file);
  if (!existsSync(file)) {
    problems.push({ file: relFile, line: 1, column: 1, field: '(file)', message: 'file is missing' });
    return undefined;
  }
  const source = parseYaml(relFile, readFileSync(file, 'utf8'), 0, problems);
  if (!source) return undefined;
  const data = check(schema, source, problems);
  return data === undefined ? undefined : { data, source };
}

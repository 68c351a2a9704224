/**
 * Compiles every body and every Markdown frontmatter field with the MDX compiler: compiled ones
 * come from the cache (by content hash), the rest are compiled in the build's worker threads, or
 * here when there are none (validation, the dev server).
 */
import { collections } from '../../../content.config.ts';
import { bodyKey, cachedBody, loadBodies, saveBodies, storeBody, type BodyResult } from '../body-cache.ts';
import type { BuildPool } from '../pool.ts';
import { formatPath } from '../problems.ts';
import type { BodyTask } from '../content-types.ts';
import type { ParsedFile } from './files.ts';

/** The Markdown fields of an entry's frontmatter (such as each service tab's body), by path. */
function markdownFields(parsed: ParsedFile): { path: PropertyKey[]; text: string }[] {
  const spec = (collections[parsed.collection] as { markdown?: readonly [string, string] }).markdown;
  if (!spec) return [];
  const [list, field] = spec;
  const items = (parsed.source.data as Record<string, unknown>)[list];
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown, i) => {
    const text = (item as Record<string, unknown> | null)?.[field];
    return typeof text === 'string' ? [{ path: [list, i, field], text }] : [];
  });
}

/** A field's text preceded by blank lines, so the compiler's line numbers are the file's. */
function atItsLine(parsed: ParsedFile, at: PropertyKey[], text: string): string {
  const { line } = parsed.source.locate(at);
  const written = parsed.text.split('\n', line)[line - 1] ?? '';
  // A block scalar (`body: |`) starts its text on the next line.
  const first = /[|>][-+]?\s*$/.test(written) ? line + 1 : line;
  return '\n'.repeat(first - 1) + text;
}

export function bodyTasks(files: ParsedFile[]): BodyTask[] {
  return files.flatMap((f) => [
    { id: f.file, relFile: f.file, text: f.body, key: bodyKey(f.body) },
    ...markdownFields(f).map((m) => {
      const text = atItsLine(f, m.path, m.text);
      const field = formatPath(m.path);
      return { id: `${f.file}#${field}`, relFile: f.file, field, text, key: bodyKey(text) };
    }),
  ]);
}

export interface CompileOptions {
  /** Directory of the content caches (compiled bodies, parsed YAML); omitted disables them */
  cacheDir?: string;
  /** Worker threads that compile what is not in the cache (the build has them) */
  pool?: BuildPool;
}

/** Every task's result, by task id. */
export async function compileAll(tasks: BodyTask[], opts: CompileOptions): Promise<Map<string, BodyResult>> {
  const results = new Map<string, BodyResult>();
  const todo: BodyTask[] = [];
  if (opts.cacheDir) loadBodies(opts.cacheDir);
  for (const t of tasks) {
    const cached = cachedBody(t.key, t.relFile);
    if (cached) results.set(t.id, cached);
    else todo.push(t);
  }
  // The build's threads are started anyway, and load the compiler as they start: a few changed
  // bodies are compiled there too, while this thread goes on validating.
  if (opts.pool && todo.length > 0) {
    const compiled = await opts.pool.renderBodies(todo);
    compiled.forEach((r, i) => {
      results.set(todo[i]!.id, r);
      storeBody(todo[i]!.key, r);
    });
  } else if (todo.length > 0) {
    const { renderBody } = await import('../mdx/compile.ts');
    for (const t of todo) results.set(t.id, await renderBody(t.relFile, t.text, t.key));
  }
  if (opts.cacheDir)
    saveBodies(
      opts.cacheDir,
      tasks.map((t) => t.key),
    );
  return results;
}

/**
 * Reads every body and every Markdown frontmatter field (such as a service tab) through the MDX
 * parser and the site's remark plugins (src/mdx/options.ts), without compiling: syntax errors and
 * content-only problems come back with their line and column, and each text's outline (words,
 * sections, site links) feeds the editorial rules, reading times, the link check and brochures.
 * Vite's MDX plugin compiles the same files with the same plugins when pages are rendered.
 */
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { collections } from '../../../content.config.ts';
import type { CompiledMarkdown } from '../../../src/content/types.ts';
import { formatPath, type Problem } from '../../../src/content/problems.ts';
import { remarkPlugins } from '../../../src/mdx/options.ts';
import { remarkOutline, type BodyOutline } from '../../../src/mdx/outline.ts';
import type { ParsedFile } from './files.ts';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkPlugins).use(remarkOutline);

interface Located {
  line?: number | null;
  column?: number | null;
  reason?: string;
  message?: string;
}

function problemAt(relFile: string, text: string, e: Located, syntax: boolean): Problem {
  const line = e.line ?? 1;
  const shown = text.split('\n')[line - 1]?.trim();
  const reason = e.reason ?? e.message ?? 'the file could not be read';
  return {
    file: relFile,
    line,
    column: e.column ?? 1,
    field: 'mdx',
    message: syntax ? `MDX syntax error: ${reason}${shown ? ` (line: ${shown.slice(0, 80)})` : ''}` : reason,
  };
}

/** The outline of one text, or the problems that stop it (`text` keeps the file's line numbers). */
export function readText(relFile: string, text: string): { outline?: BodyOutline; problems: Problem[] } {
  const file = new VFile({ path: relFile, value: text });
  try {
    parser.runSync(parser.parse(file), file);
  } catch (error) {
    return { problems: [problemAt(relFile, text, error as Located, true)] };
  }
  const refused = file.messages.filter((m) => m.fatal);
  if (refused.length > 0) return { problems: refused.map((m) => problemAt(relFile, text, m, false)) };
  return { outline: file.data.outline as BodyOutline, problems: [] };
}

/** The Markdown fields of an entry's frontmatter (such as each service tab's body), by path. */
export function markdownFields(parsed: ParsedFile): { path: PropertyKey[]; text: string }[] {
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

/** A field's text preceded by blank lines, so the parser's line numbers are the file's. */
function atItsLine(parsed: ParsedFile, at: PropertyKey[], text: string): string {
  const { line } = parsed.source.locate(at);
  const written = parsed.text.split('\n', line)[line - 1] ?? '';
  // A block scalar (`body: |`) starts its text on the next line.
  const first = /[|>][-+]?\s*$/.test(written) ? line + 1 : line;
  return '\n'.repeat(first - 1) + text;
}

export interface ReadBodies {
  body?: CompiledMarkdown;
  fields: Record<string, CompiledMarkdown>;
  failed: boolean;
}

/** The body and Markdown fields of one entry file; a part that failed adds its problems. */
export function readBodies(f: ParsedFile, problems: Problem[]): ReadBodies {
  const out: ReadBodies = { fields: {}, failed: false };
  const before = problems.length;
  const body = readText(f.file, f.body);
  problems.push(...body.problems);
  out.body = body.outline;
  for (const m of markdownFields(f)) {
    const r = readText(f.file, atItsLine(f, m.path, m.text));
    problems.push(...r.problems);
    if (r.outline) out.fields[formatPath(m.path)] = r.outline;
  }
  out.failed = !out.body || problems.length > before;
  return out;
}

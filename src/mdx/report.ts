/**
 * What reading a text as MDX tells the validator: its outline (words, sections, site links) and the
 * problems found in it, each with its line and column. Vite's compile of a content file puts it in
 * the compiled module (`remarkReport`: `export const report`), where the content layer reads it
 * (src/content/load/bodies.ts); the editor's checks in the browser make the same report without
 * compiling (read.ts).
 */
import { parse } from 'acorn';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { outlineOf, type BodyOutline } from './outline.ts';

export interface TextReport {
  /** Absent when the text has problems */
  outline?: BodyOutline;
  problems: ReturnType<typeof problemAt>[];
}

interface Located {
  line?: number | null;
  column?: number | null;
  reason?: string;
  message?: string;
}

/** A problem at its place in `text`; a syntax error quotes the line it is on. */
export function problemAt(text: string, e: Located, syntax: boolean) {
  const line = e.line ?? 1;
  const shown = text.split('\n')[line - 1]?.trim();
  const reason = e.reason ?? e.message ?? 'the file could not be read';
  return {
    line,
    column: e.column ?? 1,
    message: syntax ? `MDX syntax error: ${reason}${shown ? ` (line: ${shown.slice(0, 80)})` : ''}` : reason,
  };
}

/** The report of a text whose tree parsed: the problems the plugins marked fatal, or its outline. */
export function reportOf(tree: Root, file: VFile): TextReport {
  const text = String(file.value);
  const problems = file.messages.filter((m) => m.fatal).map((m) => problemAt(text, m, false));
  return problems.length > 0 ? { problems } : { outline: outlineOf(tree), problems };
}

/**
 * The last remark plugin of Vite's MDX compile: the report, as the module's `report` export (an
 * ESM node carries its syntax tree; acorn reads the one line, as MDX's own parser would, in a
 * hundredth of the time: the report holds the text's words).
 */
export function remarkReport() {
  return (tree: Root, file: VFile): undefined => {
    const report = reportOf(tree, file);
    const value = `export const report = JSON.parse(${JSON.stringify(JSON.stringify(report))})`;
    const estree = parse(value, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
    // A text with problems compiles to nothing but its report: an import it names is never run,
    // and the loader holds its entry back with the problems.
    if (report.problems.length > 0) tree.children = [];
    tree.children.push({ type: 'mdxjsEsm', value, data: { estree } });
  };
}

/** The module Vite's compile makes of a file that is not valid MDX: no content, its problem. */
export function failedModule(text: string, error: unknown): string {
  const report: TextReport = { problems: [problemAt(text, error as Located, true)] };
  const lines = [
    `export const report = ${JSON.stringify(report)};`,
    'export default function MDXContent() { return null; }',
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * The report of every body and every Markdown frontmatter field (such as a service tab): syntax
 * errors and content-only problems with their line and column, and each text's outline (words,
 * sections, site links) for the editorial rules, reading times, the link check and brochures.
 * The build takes the reports from the modules Vite's MDX plugin compiled (src/mdx/report.ts);
 * validation and the dev server read each text here (src/mdx/read.ts), through the MDX parser and
 * the same remark plugins, without compiling.
 */
import { collections } from '../../../content.config.ts';
import type { CompiledMarkdown } from '../../../src/content/types.ts';
import { formatPath, type Problem } from '../../../src/content/problems.ts';
import { markdownFields, readText } from '../../../src/mdx/read.ts';
import type { TextReport } from '../../../src/mdx/report.ts';
import type { ParsedFile } from './files.ts';

/** A text's report as a validator problem list (the file's, field `mdx`), shifted by `lines`. */
const asProblems = (relFile: string, report: TextReport, lines = 0): Problem[] =>
  report.problems.map((p) => ({ file: relFile, field: 'mdx', ...p, line: p.line + lines }));

/** The line a Markdown field's text starts on, less one (a block scalar starts on the next line). */
function lineBefore(parsed: ParsedFile, at: PropertyKey[]): number {
  const { line } = parsed.source.locate(at);
  const written = parsed.text.split('\n', line)[line - 1] ?? '';
  return /[|>][-+]?\s*$/.test(written) ? line : line - 1;
}

/** The reports of an entry's texts: `file` for its body, `file?tab=<n>` for its Markdown fields. */
export type Reports = (id: string) => TextReport | undefined;

/** The body and Markdown fields of one entry file; a part that failed adds its problems. */
export function readBodies(f: ParsedFile, problems: Problem[], reports?: Reports) {
  const before = problems.length;
  const body = reports?.(f.file) ?? readText(f.file, f.body);
  problems.push(...asProblems(f.file, body));
  const fields: Record<string, CompiledMarkdown> = {};
  const spec = (collections[f.collection] as { markdown?: readonly [string, string] }).markdown;
  markdownFields(f.source.data, spec).forEach((m, i) => {
    const lines = lineBefore(f, m.path);
    const given = reports?.(`${f.file}?tab=${i}`);
    const report = given ?? readText(f.file, '\n'.repeat(lines) + m.text);
    problems.push(...asProblems(f.file, report, given ? lines : 0));
    if (report.outline) fields[formatPath(m.path)] = report.outline;
  });
  return { body: body.outline, fields, failed: !body.outline || problems.length > before };
}

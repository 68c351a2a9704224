/**
 * The reports of an entry's body and of its Markdown frontmatter fields (such as a service tab),
 * as Vite's compile of its module made them (src/mdx/report.ts): syntax errors and content-only
 * problems with their place, and each text's outline (words, sections, site links) for the
 * editorial rules, reading times, the link check and brochures.
 */
import { collections } from '../../../content.config.ts';
import type { CompiledMarkdown } from '../types.ts';
import { formatPath, type Problem } from '../problems.ts';
import { markdownFields } from '../../mdx/read.ts';
import type { TextReport } from '../../mdx/report.ts';
import type { Position } from '../yaml-source.ts';
import type { ParsedFile } from './files.ts';
import type { ContentModule } from './sources.ts';

/** A text's report as problems of the file (field `mdx`), each place mapped into the file. */
const asProblems = (file: string, report: TextReport, place = (at: Position) => at): Problem[] =>
  report.problems.map((p) => ({ file, field: 'mdx', message: p.message, ...place(p) }));

/** The body and Markdown fields of one entry file; a part that failed adds its problems. */
export function readBodies(f: ParsedFile, module: ContentModule, problems: Problem[]) {
  const before = problems.length;
  // The body's module is the whole file (frontmatter included), so its places are the file's.
  problems.push(...asProblems(f.file, module.report));
  const fields: Record<string, CompiledMarkdown> = {};
  const collection = collections[f.collection];
  const spec = 'markdown' in collection ? collection.markdown : undefined;
  markdownFields(f.source.data, spec).forEach((m, i) => {
    const report = module.fieldReports[i];
    if (!report) return;
    problems.push(...asProblems(f.file, report, f.source.locateText(m.path)));
    if (report.outline) fields[formatPath(m.path)] = report.outline;
  });
  const body = module.report.outline;
  return { body, fields, failed: !body || problems.length > before };
}

/**
 * Editorial rules for published entries, from each collection's `editorial` settings in
 * content.config.ts: how much text an entry has (its body and its Markdown fields).
 */
import { collections } from '../../../content.config.ts';
import type { CompiledMarkdown } from '../../../src/content/types.ts';
import type { Problem } from '../../../src/content/problems.ts';
import { lengthProblem, type Editorial } from '../../../src/content/editorial-rule.ts';
import type { ParsedFile } from './files.ts';

export function checkEditorial(
  file: ParsedFile,
  draft: boolean,
  body: CompiledMarkdown,
  fields: Record<string, CompiledMarkdown>,
): Problem[] {
  if (draft) return [];
  const rule = collections[file.collection].editorial as Editorial;
  const words = body.words + Object.values(fields).reduce((n, f) => n + f.words, 0);
  const message = lengthProblem(rule, words, Object.keys(fields).length > 0);
  const line = file.body.length - file.body.replace(/^\n*/, '').length + 1;
  return message ? [{ file: file.file, line, column: 1, field: 'body', message }] : [];
}

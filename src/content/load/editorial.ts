/**
 * Editorial rules for published entries, from each collection's `editorial` settings in
 * content.config.ts: how much text an entry has (its body and its Markdown fields).
 */
import { collections } from '../../../content.config.ts';
import type { CompiledMarkdown } from '../types.ts';
import type { Problem } from '../problems.ts';
import { lengthProblem } from '../editorial-rule.ts';
import type { Editorial } from '../../schema/index.ts';
import type { ParsedFile } from './files.ts';

/** `texts`: the entry's body, then its Markdown fields. */
export function checkEditorial(file: ParsedFile, draft: boolean, texts: CompiledMarkdown[]): Problem[] {
  if (draft) return [];
  const rule = collections[file.collection].editorial as Editorial;
  const words = texts.reduce((n, t) => n + t.words, 0);
  const message = lengthProblem(rule, words, texts.length > 1);
  const line = file.body.length - file.body.replace(/^\n*/, '').length + 1;
  return message ? [{ file: file.file, line, column: 1, field: 'body', message }] : [];
}

/**
 * Editorial rules for published entries, from each collection's `editorial` settings in
 * content.config.ts: how much text an entry has (its body and its Markdown fields).
 */
import { collections } from '../../../content.config.ts';
import type { CompiledMarkdown } from '../content-types.ts';
import type { Problem } from '../problems.ts';
import type { ParsedFile } from './files.ts';

export function checkEditorial(
  file: ParsedFile,
  draft: boolean,
  body: CompiledMarkdown,
  fields: Record<string, CompiledMarkdown>,
): Problem[] {
  if (draft) return [];
  const { minWords, maxWords } = collections[file.collection].editorial as {
    minWords: number;
    maxWords?: number;
  };
  const words = body.words + Object.values(fields).reduce((n, f) => n + f.words, 0);
  const counted = Object.keys(fields).length > 0 ? 'words of text (body and tabs)' : 'words in the body';
  const line = file.body.length - file.body.replace(/^\n*/, '').length + 1;
  const at = { file: file.file, line, column: 1, field: 'body' };
  if (words < minWords)
    return [{ ...at, message: `expected at least ${minWords} ${counted}, found ${words}` }];
  if (maxWords !== undefined && words > maxWords) {
    return [
      { ...at, message: `expected at most ${maxWords} ${counted}, found ${words}; split it or tighten it` },
    ];
  }
  return [];
}

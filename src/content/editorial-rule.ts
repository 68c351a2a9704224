/**
 * The editorial rule on an entry's length, as words: shared by the validator (editorial.ts) and
 * the editor, which refuses to save what the validator would reject, with the same words.
 */
import type { Editorial } from '../schema/index.ts';

/** The problem with an entry of `words` words, if any; `withFields` counts Markdown fields too. */
export function lengthProblem(rule: Editorial, words: number, withFields: boolean): string | undefined {
  const counted = withFields ? 'words of text (body and tabs)' : 'words in the body';
  if (words < rule.minWords) return `expected at least ${rule.minWords} ${counted}, found ${words}`;
  if (rule.maxWords !== undefined && words > rule.maxWords)
    return `expected at most ${rule.maxWords} ${counted}, found ${words}; split it or tighten it`;
  return undefined;
}

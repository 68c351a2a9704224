/**
 * The validator's checks, run in the editor before a save: each field against the collection's
 * zod schema (the same schema `npm run validate` uses, with the same messages), the body and the
 * Markdown fields through the site's MDX settings (syntax, content-only rules), and the editorial
 * length rule for entries that are not drafts. A message is `field: message`, as the validator
 * prints it after the file and line.
 */
import type { z } from 'zod';
import { lengthProblem, type Editorial } from '../content/editorial-rule.ts';
import { issueMessages } from '../content/schema-check.ts';
import { readText } from '../mdx/read.ts';
import { formatPath } from '../content/problems.ts';

export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * The body editor's mode, which it keeps in the browser's storage: a Rich Text writer is never
 * shown line numbers or MDX's words (their braces and angle brackets are saved as text anyway).
 */
const richText = () => globalThis.localStorage?.getItem('cms.md-mode') !== 'raw';

/** Syntax and content-only problems of a piece of MDX, and its word count (the validator's reading). */
function markdownCheck(text: string): { problems: string[]; words: number } {
  const { outline, problems } = readText('entry.mdx', text);
  const plain = (p: { message: string; line: number }) =>
    richText()
      ? 'part of the text cannot be read as written; switch to Markdown to see where'
      : `${p.message} (line ${p.line})`;
  return { problems: problems.map(plain), words: outline?.words ?? 0 };
}

/** The Markdown fields of an entry other than the body, by field path (a service's tab bodies). */
function markdownFields(data: Record<string, unknown>, spec?: readonly [string, string]) {
  if (!spec) return [];
  const [list, field] = spec;
  const items = Array.isArray(data[list]) ? (data[list] as Record<string, unknown>[]) : [];
  return items.flatMap((item, i) =>
    typeof item?.[field] === 'string' ? [{ at: formatPath([list, i, field]), text: item[field] }] : [],
  );
}

export interface EntryRules {
  schema: z.ZodObject;
  editorial: Editorial;
  markdown?: readonly [string, string];
}

/** Every problem of a whole entry (fields and body), as the validator would report them. */
export function entryProblems(rules: EntryRules, entry: Record<string, unknown>): FieldProblem[] {
  const data = { ...entry };
  delete data.body;
  const problems: FieldProblem[] = [];
  const parsed = rules.schema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      for (const m of issueMessages(rules.schema, data, issue))
        problems.push({ field: formatPath(m.path), message: m.message });
    }
  }
  const pieces = textsOf(rules, entry);
  let words = 0;
  for (const piece of pieces) {
    const check = markdownCheck(piece.text);
    words += check.words;
    problems.push(...check.problems.map((message) => ({ field: piece.at, message })));
  }
  const length = data.draft === true ? undefined : lengthProblem(rules.editorial, words, pieces.length > 1);
  if (length) problems.push({ field: 'body', message: length });
  return problems;
}

/** The entry's texts the length rule counts: the body, then its other Markdown fields. */
function textsOf(rules: EntryRules, entry: Record<string, unknown>) {
  const body = typeof entry.body === 'string' ? entry.body : '';
  return [{ at: 'body', text: body }, ...markdownFields(entry, rules.markdown)];
}

/** The word count shown under the body, with the rule it must meet once on the site. */
export function entryWords(rules: EntryRules, entry: Record<string, unknown>): string {
  const pieces = textsOf(rules, entry);
  const words = pieces.reduce((n, p) => n + markdownCheck(p.text).words, 0);
  const { minWords, maxWords } = rules.editorial;
  const rule = maxWords ? `${minWords} to ${maxWords}` : `at least ${minWords}`;
  return `${words} words${pieces.length > 1 ? ' with the tabs' : ''}: ${rule} once it is on the site.`;
}

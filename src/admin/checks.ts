/**
 * The validator's checks, run in the editor before a save: each field against the collection's
 * zod schema (the same schema `npm run validate` uses, with the same messages), the body and the
 * Markdown fields through the site's MDX settings (syntax, content-only rules), and the editorial
 * length rule for entries that are not drafts. A message is `field: message`, as the validator
 * prints it after the file and line.
 */
import type { z } from 'zod';
import { lengthProblem } from '../content/editorial-rule.ts';
import type { Editorial } from '../schema/index.ts';
import { issueMessages } from '../content/schema-check.ts';
import { markdownFields, readText } from '../mdx/read.ts';
import { formatPath } from '../content/problems.ts';

export interface FieldProblem {
  field: string;
  message: string;
}

/** The body editor's mode, which it keeps in the browser's storage. */
const richText = () => globalThis.localStorage?.getItem('cms.md-mode') !== 'raw';

export interface EntryRules {
  schema: z.ZodObject;
  editorial: Editorial;
  markdown?: readonly [string, string];
}

/**
 * The entry's texts the length rule counts (the body, then its other Markdown fields), each read
 * as the validator reads it: its syntax and content-only problems, and its word count.
 */
function textsOf(rules: EntryRules, entry: Record<string, unknown>) {
  const body = typeof entry.body === 'string' ? entry.body : '';
  const fields = markdownFields(entry, rules.markdown).map((m) => ({ at: formatPath(m.path), text: m.text }));
  return [{ at: 'body', text: body }, ...fields].map(({ at, text }) => {
    const { outline, problems } = readText('entry.mdx', text);
    return { at, problems, words: outline?.words ?? 0 };
  });
}

const wordsOf = (texts: ReturnType<typeof textsOf>) => texts.reduce((n, t) => n + t.words, 0);

/** Every problem of a whole entry (fields and body), as the validator would report them. */
export function entryProblems(rules: EntryRules, entry: Record<string, unknown>): FieldProblem[] {
  const data = { ...entry };
  delete data.body;
  const issues = rules.schema.safeParse(data).error?.issues ?? [];
  const problems: FieldProblem[] = issues.flatMap((issue) =>
    issueMessages(rules.schema, data, issue).map((m) => ({ field: formatPath(m.path), message: m.message })),
  );
  const texts = textsOf(rules, entry);
  // A Rich Text writer is never shown line numbers or MDX's words (their braces and angle
  // brackets are saved as text anyway).
  const plain = (p: { message: string; line: number }) =>
    richText()
      ? 'part of the text cannot be read as written; switch to Markdown to see where'
      : `${p.message} (line ${p.line})`;
  for (const t of texts) problems.push(...t.problems.map((p) => ({ field: t.at, message: plain(p) })));
  const length = data.draft !== true && lengthProblem(rules.editorial, wordsOf(texts), texts.length > 1);
  if (length) problems.push({ field: 'body', message: length });
  return problems;
}

/** The word count shown under the body, with the rule it must meet once on the site. */
export function entryWords(rules: EntryRules, entry: Record<string, unknown>): string {
  const texts = textsOf(rules, entry);
  const { minWords, maxWords } = rules.editorial;
  const rule = maxWords ? `${minWords} to ${maxWords}` : `at least ${minWords}`;
  const withTabs = texts.length > 1 ? ' with the tabs' : '';
  return `${wordsOf(texts)} words${withTabs}: ${rule} once it is on the site.`;
}

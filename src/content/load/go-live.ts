/**
 * The go-live check: the site ships with fictional defaults on purpose (555-01xx phone numbers,
 * example.com addresses, profile and developer links to a site's home page, a sample leader). Before going
 * live every one must be replaced: `npm run validate -- --production`, and every build with
 * SITE_ENV=production, lists each that is left with its file and line, and fails.
 */
import { genericLink } from '../copy-rules.ts';
import { problemAt, type Problem } from '../problems.ts';
import type { YamlSource } from '../yaml-source.ts';
import type { ParsedFile } from './files.ts';

/** Each fictional default: how to recognise it in a value, and what to do about it. */
const RULES: { test: RegExp; message: string }[] = [
  { test: /\b555-01\d\d\b/, message: 'fictional 555-01xx phone number: put the real number here' },
  { test: /\bexample\.(?:com|org|net)\b/i, message: 'example.com address: put the real address here' },
  {
    test: /\bExample (?:Industrial|Street|Road|Avenue|Blvd)\b/,
    message: 'fictional street address: put the real one here',
  },
];

/** What to do about a profile marked `sample: true` (the sample leader). */
const SAMPLE = 'sample profile: replace it with the real one and remove `sample`';

function valueProblems(source: YamlSource, value: unknown, at: PropertyKey[], out: Problem[]) {
  if (Array.isArray(value)) value.forEach((v, i) => valueProblems(source, v, [...at, i], out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'sample' && v === true) out.push(problemAt(source, [...at, k], SAMPLE));
      else valueProblems(source, v, [...at, k], out);
    }
  } else if (typeof value === 'string') {
    const generic = genericLink(value);
    if (generic) out.push(problemAt(source, at, generic));
    for (const rule of RULES.filter((r) => r.test.test(value))) out.push(problemAt(source, at, rule.message));
  }
}

/** Fictional defaults in the Markdown bodies of entries, by line. */
function bodyProblems(file: string, body: string): Problem[] {
  return body.split('\n').flatMap((line, i) =>
    RULES.filter((r) => r.test.test(line)).map((r) => ({
      file,
      line: i + 1,
      column: line.search(r.test) + 1,
      field: 'body',
      message: r.message,
    })),
  );
}

/**
 * Every fictional default still in the content (the data files and the entry files as the loader
 * parsed them), with its place.
 */
export function goLiveProblems(data: YamlSource[], entries: ParsedFile[]): Problem[] {
  const out: Problem[] = [];
  for (const source of data) valueProblems(source, source.data, [], out);
  for (const entry of entries) {
    valueProblems(entry.source, entry.source.data, [], out);
    out.push(...bodyProblems(entry.file, entry.body));
  }
  return out;
}

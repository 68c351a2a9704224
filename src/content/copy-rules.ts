/**
 * Rules on the copy itself, which the validator applies to every content file and the go-live
 * check to every link: US spelling against a US English dictionary (spelling.ts: the site speaks
 * for a Texas company), one notation for money, times and units (notation.ts), industry labels
 * from the one list in content/data/industries.yaml, and links that still point at a site's home
 * page rather than the company's own page on it. Pure functions on text and parsed values, with no
 * file access: the dictionary comes in as a Speller (scripts/lib/us-english.ts reads it).
 */
import { notationHits, notationMessage } from './notation.ts';
import { problemAt, suggest, type Located, type Problem } from './problems.ts';
import { copyLines, misspellingMessage, misspellingsIn, type Speller } from './spelling.ts';

/** The problem with an industry label, if it is not one of `known` (content/data/industries.yaml). */
export function industryMessage(value: string, known: readonly string[]): string | undefined {
  if (known.includes(value)) return undefined;
  const near =
    suggest(value, known) ?? known.find((k) => k.toLowerCase().includes(value.toLowerCase().split(' ')[0]!));
  const hint = near ? `; did you mean "${near}"?` : '; use one of its labels, or add the industry there';
  return `unknown industry "${value}" (not in content/data/industries.yaml)${hint}`;
}

/** Hosts whose home page is shared by everyone: a link to one must go to the company's page on it. */
const SHARED_HOSTS: Record<string, string> = {
  'linkedin.com': 'network',
  'x.com': 'network',
  'twitter.com': 'network',
  'facebook.com': 'network',
  'instagram.com': 'network',
  'youtube.com': 'network',
  'github.com': 'developer',
  'gitlab.com': 'developer',
  'bitbucket.org': 'developer',
  'pypi.org': 'developer',
  'npmjs.com': 'developer',
  'hub.docker.com': 'developer',
  'readthedocs.io': 'developer',
  'readthedocs.org': 'developer',
};

/** Paths that are still no one's page: a section of the host rather than a profile or package. */
const GENERIC_PATH =
  /^\/(?:(?:company|in|u|r|user|users|orgs|project|projects|package|packages|search|explore)\/?)?$/;

/**
 * Why `href` is a generic default (the home page, or a bare section, of a shared host), or
 * undefined when it names a page of its own.
 */
export function genericLink(href: string): string | undefined {
  if (!URL.canParse(href)) return undefined;
  const url = new URL(href);
  if (!/^https?:$/.test(url.protocol) || url.search) return undefined;
  const host = url.hostname.replace(/^www\./, '');
  const kind = SHARED_HOSTS[host];
  if (!kind || !GENERIC_PATH.test(url.pathname)) return undefined;
  return kind === 'network'
    ? "a network's home page, not the company's profile: link the profile itself"
    : `the home page of ${host}, not the company's page there: link its own package, image or repository`;
}

/** Every string inside a parsed value, with its field path. */
export function stringValues(value: unknown, at: PropertyKey[] = [], out: [PropertyKey[], string][] = []) {
  if (typeof value === 'string') out.push([at, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => stringValues(v, [...at, i], out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) stringValues(v, [...at, k], out);
  return out;
}

/** Values that are names rather than copy: one slug (tags, related entries, icons). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Fields a machine reads, not a visitor: class names, hours for search engines, a postal code. */
const NOT_COPY = new Set(['template', 'entry', 'schemaOrg', 'postalCode', 'region', 'country', 'currency']);

/** The strings of a parsed value that a visitor reads, with their field paths. */
export function copyValues(value: unknown) {
  return stringValues(value).filter(
    ([at, text]) => !SLUG.test(text) && !at.some((key) => NOT_COPY.has(String(key))),
  );
}

/** The copy of one text, each problem at its line and column within `text`. */
function textProblems(text: string, speller: Speller) {
  const out: { line: number; column: number; message: string }[] = [];
  const lines = copyLines(text);
  for (const { line, column, ...hit } of misspellingsIn(lines, speller))
    out.push({ line, column, message: misspellingMessage(hit) });
  for (const [line, copy] of lines)
    for (const { column, ...hit } of notationHits(copy))
      out.push({ line, column, message: notationMessage(hit) });
  return out;
}

/**
 * The copy problems of one content file: in every value a visitor reads (at the field's line) and
 * in `body` (at their own line and column), words the US English `speller` does not know and money,
 * times or units written in another style than the site's; and, given the `industries` list, an
 * `industry` or `industries` value that is not on it.
 */
export function copyProblems(
  source: Located & { data: unknown },
  opts: { speller: Speller; body?: string; industries?: readonly string[] },
): Problem[] {
  const out: Problem[] = [];
  for (const [at, text] of stringValues(source.data)) {
    const isIndustry = at[0] === 'industry' || (at[0] === 'industries' && typeof at[1] === 'number');
    const message = opts.industries && isIndustry ? industryMessage(text, opts.industries) : undefined;
    if (message) out.push(problemAt(source, at, message));
  }
  for (const [at, text] of copyValues(source.data))
    for (const hit of textProblems(text, opts.speller)) out.push(problemAt(source, at, hit.message));
  for (const { line, column, message } of textProblems(opts.body ?? '', opts.speller))
    out.push({ file: source.file, line, column, field: 'body', message });
  return out;
}

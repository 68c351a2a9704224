/**
 * Rules on the copy itself, which the validator applies to every content file and the go-live
 * check to every link: US spelling (the site speaks for a Texas company), industry labels from the
 * one list in content/data/industries.yaml, and links that still point at a site's home page rather
 * than the company's own page on it. Pure functions on text and parsed values, with no file access,
 * so the writers' editor can apply the same rules as the validator.
 */
import { problemAt, suggest, type Located, type Problem } from './problems.ts';
import usSpellings from './us-spellings.json';

/** British forms that turn up in engineering copy, each with its US form (us-spellings.json). */
const WORDS = new Map<string, string>(Object.entries(usSpellings));

/** Stems whose British ending differs from the US one, with the endings they take. */
const STEMS: [british: RegExp, us: (w: string) => string][] = [
  // -ise / -isation: organise, synchronise, optimisation ...
  [
    /^(?:re|un|de|pre|over)?(organ|synchron|recogn|standard|optim|minim|maxim|priorit|custom|util|initial|visual|author|character|digit|energ|final|summar|emphas|capital|central|special|stabil|steril|normal|serial|categor|apolog|real|commercial|industrial|modern|neutral|sanit|familiar)is(e|ed|es|ing|ation|ations|er|ers)$/,
    (w) => w.replace(/is(e|ed|es|ing|ation|ations|er|ers)$/, 'iz$1'),
  ],
  [/^(?:re)?(analy|paraly|cataly)s(e|ed|es|ing|er|ers)$/, (w) => w.replace(/s(e|ed|es|ing|er|ers)$/, 'z$1')],
  // -our: colour, behaviour, labour, favourite ...
  [
    /^(col|behavi|lab|fav|hon|neighb|harb|rum|vap|hum|flav|arm|endeav|sav)our(s|ed|ing|ite|ites|able|ful|er|ers|hood)?$/,
    (w) => w.replace(/our/, 'or'),
  ],
  // -re: centre, metre, fibre, litre, calibre ...
  [
    /^(cent|met|kilomet|centimet|millimet|lit|fib|calib|theat|sab|spect)re(s|d)?$/,
    (w) => w.replace(/re(s|d)?$/, (_, s: string | undefined) => (s === 'd' ? 'ered' : `er${s ?? ''}`)),
  ],
  [/^(cent|fib)ring$/, (w) => w.replace(/ring$/, 'ering')],
  // Doubled l before -ed/-ing: labelled, modelling, travelled, cancelled ...
  [
    /^(?:re|un|mis)?(label|model|travel|cancel|signal|fuel|level|total|channel|dial|marshal|tunnel|counsel|shovel|jewel)l(ed|ing|er|ers)$/,
    (w) => w.replace(/ll(ed|ing|er|ers)$/, 'l$1'),
  ],
];

/** Each word's US form, once: a text repeats its words (0.2 s of validation at 1,000 entries). */
const usForms = new Map<string, string | undefined>();
function usForm(lower: string): string | undefined {
  if (!usForms.has(lower))
    usForms.set(lower, WORDS.get(lower) ?? STEMS.find(([uk]) => uk.test(lower))?.[1](lower));
  return usForms.get(lower);
}

const sameCase = (found: string, us: string) =>
  found === found.toUpperCase() && found.length > 1
    ? us.toUpperCase()
    : /^[A-Z]/.test(found)
      ? us[0]!.toUpperCase() + us.slice(1)
      : us;

/**
 * Every British spelling in `text`: the word as written and its US spelling in the same case, at
 * its 1-based line and column; words in links and paths are skipped.
 */
export function britishSpellings(text: string) {
  return text.split('\n').flatMap((raw, i) => {
    // Links, paths and file names are not copy: blank them out, keeping the columns.
    const line = raw.replace(/\S*(?:\/|\\|https?:|www\.)\S*/g, (s) => ' '.repeat(s.length));
    return [...line.matchAll(/[A-Za-z]+/g)].flatMap((m) => {
      const us = usForm(m[0].toLowerCase());
      return us ? [{ line: i + 1, column: m.index + 1, found: m[0], us: sameCase(m[0], us) }] : [];
    });
  });
}

export const spellingMessage = (hit: { found: string; us: string }) =>
  `British spelling "${hit.found}": write "${hit.us}" (the site is written in US English)`;

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

/**
 * The copy problems of one content file: British spellings in its values (at the field's line)
 * and in `body` (at their own line and column), and, given the `industries` list, an `industry`
 * or `industries` value that is not on it.
 */
export function copyProblems(
  source: Located & { data: unknown },
  opts: { body?: string; industries?: readonly string[] } = {},
): Problem[] {
  const out: Problem[] = [];
  for (const [at, text] of stringValues(source.data)) {
    for (const hit of britishSpellings(text)) out.push(problemAt(source, at, spellingMessage(hit)));
    const isIndustry = at[0] === 'industry' || (at[0] === 'industries' && typeof at[1] === 'number');
    const message = opts.industries && isIndustry ? industryMessage(text, opts.industries) : undefined;
    if (message) out.push(problemAt(source, at, message));
  }
  for (const { line, column, ...hit } of britishSpellings(opts.body ?? ''))
    out.push({ file: source.file, line, column, field: 'body', message: spellingMessage(hit) });
  return out;
}

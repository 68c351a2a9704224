/**
 * US spelling of the copy: every word a visitor reads is looked up in a US English dictionary
 * (Hunspell's en_US, read by nspell) and in the site's own word list (content/data/spelling.yaml)
 * for technical terms and names the dictionary lacks. A British spelling is not in en_US, so it is
 * reported with its US form first among the suggestions. Pure functions on text: the speller is
 * handed in (scripts/lib/us-english.ts makes it), so nothing here reads a file or needs Node.
 */
/** What the check needs of a spell checker. */
export interface Speller {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

/** A word the dictionary does not know, at its 1-based line and column, with likely spellings. */
export interface Misspelling {
  line: number;
  column: number;
  found: string;
  suggestions: string[];
}

/** The file the site's own words live in, named in every message so a writer knows where to add one. */
export const WORD_LIST = 'content/data/spelling.yaml';

/** British endings and their US forms: the likely intended word comes first among suggestions. */
const US_FORMS: [RegExp, string][] = [
  [/our(?=s?$|ed$|ing$|ite|able|ful|er)/, 'or'], // colour, behaviour, favourite
  [/is(?=e$|es$|ed$|ing$|ation|er)/, 'iz'], // organise, containerised, optimisation
  [/ys(?=e$|es$|ed$|ing$|er)/, 'yz'], // analyse, catalysed
  [/re(?=s?$)/, 'er'], // centre, metres
  [/red$/, 'ered'], // centred
  [/ll(?=ed$|ing$|er$|ers$)/, 'l'], // labelled, modelling
  [/ogue(?=s?$)/, 'og'], // catalogue
  [/mme(?=s?$)/, 'm'], // programme
  [/ence(?=s?$)/, 'ense'], // licence, defence
  [/ae|oe/, 'e'], // anaesthesia, oestrogen
  [/ou/, 'o'], // mould
  [/ement/, 'ment'], // judgement
  [/ey(?=s?$)/, 'ay'], // grey
];

/** `us` in the case `found` is written in: "COLOR" for "COLOUR", "Color" for "Colour". */
function sameCase(found: string, us: string): string {
  if (found.length > 1 && found === found.toUpperCase()) return us.toUpperCase();
  return /^[A-Z]/.test(found) ? us[0]!.toUpperCase() + us.slice(1) : us;
}

/** The US forms of `word` the speller knows: "color" for "colour", "defense" for "defence". */
function usForms(word: string, speller: Speller): string[] {
  const forms = US_FORMS.map(([from, to]) => sameCase(word, word.toLowerCase().replace(from, to)));
  return forms.filter((w) => w !== word && speller.correct(w));
}

/** Suggestions take nspell tens of milliseconds a word: each word's are worked out once. */
const suggested = new WeakMap<Speller, Map<string, string[]>>();

function suggest(word: string, speller: Speller): string[] {
  const cache = suggested.get(speller) ?? new Map<string, string[]>();
  suggested.set(speller, cache);
  let list = cache.get(word);
  if (!list) {
    list = [...new Set([...usForms(word, speller), ...speller.suggest(word)])].slice(0, 3);
    cache.set(word, list);
  }
  return list;
}

/**
 * `line` with everything that is not copy blanked out, columns kept: Markdown link targets, web
 * addresses, paths and file names, e-mail addresses, inline code, tags, entities and {slots}
 * (what a slot becomes is checked where it is written).
 */
function copyOnly(line: string): string {
  // Most lines of prose hold none of these marks: they are read as they are.
  if (!/[\]`<&{\\:@/]|www\./.test(line)) return line;
  const blank = (s: string) => ' '.repeat(s.length);
  return (
    line
      .replace(/\]\([^)]*\)/g, blank)
      .replace(/`[^`]*`/g, blank)
      .replace(/<[^>]*>/g, blank)
      .replace(/&#?\w+;/g, blank)
      .replace(/\{[^}]*\}/g, blank)
      .replace(/\S*(?:\\|https?:|www\.|@)\S*/g, blank)
      // A path or file name ("./art/x.svg", "/services/x"), not a pair of abbreviations ("ISO/TS").
      .replace(/\S*\/\S*/g, (s) => (/[a-z.]/.test(s) ? blank(s) : s))
  );
}

/**
 * The lines of `text` a visitor reads, each with its 1-based number and its non-copy parts blanked
 * out (columns kept); fenced code blocks are left out.
 */
export function copyLines(text: string): [line: number, copy: string][] {
  const out: [number, string][] = [];
  let fenced = false;
  for (const [i, raw] of text.split('\n').entries()) {
    const fence = /^\s*(```|~~~)/.test(raw);
    if (fence) fenced = !fenced;
    else if (!fenced) out.push([i + 1, copyOnly(raw)]);
  }
  return out;
}

/**
 * Prefixes the dictionary lists with few words: written with a hyphen ("pre-wired", "tri-tool") or
 * joined ("retitled", "unmounted"), a prefix before a known word makes a known word.
 */
const PREFIXES = [
  'pre',
  'de',
  're',
  'co',
  'tri',
  'bi',
  'non',
  'semi',
  'multi',
  'sub',
  'mid',
  'un',
  'over',
  'under',
];

/**
 * Whether `word` is a prefix joined to a word the speller knows ("retitled", "Unmounted"), and
 * not a British form that only looks like one ("defence" is not de- and "fence").
 */
function prefixed(word: string, speller: Speller): boolean {
  const lower = word.toLowerCase();
  const prefix = PREFIXES.find((p) => lower.startsWith(p) && lower.length - p.length >= 4);
  if (prefix === undefined || !speller.correct(lower.slice(prefix.length))) return false;
  return usForms(word, speller).length === 0;
}

const apostrophes = (word: string) => word.replace(/’/g, "'").replace(/'s?$/, '');

/**
 * The parts of a word (a hyphenated word's parts, with their offsets) the speller does not know.
 * A hyphenated word the dictionary knows whole ("Wi-Fi") or joined ("pre-build" as "prebuild")
 * passes; so does a part that is a common prefix.
 */
function unknownParts(token: string, speller: Speller): { part: string; offset: number }[] {
  const word = apostrophes(token);
  if (word.length < 2 || speller.correct(word)) return [];
  // An abbreviation's plural ("APIs", "PLCs") is known with the abbreviation.
  if (/^[A-Z]{2,}s$/.test(word) && speller.correct(word.slice(0, -1))) return [];
  if (prefixed(word, speller)) return [];
  if (!word.includes('-')) return [{ part: token, offset: 0 }];
  if (speller.correct(word.replace(/-/g, ''))) return [];
  let offset = 0;
  const out: { part: string; offset: number }[] = [];
  for (const [i, part] of word.split('-').entries()) {
    const prefix = i === 0 && PREFIXES.includes(part.toLowerCase());
    if (!prefix && part.length > 1 && !speller.correct(part)) out.push({ part, offset });
    offset += part.length + 1;
  }
  return out;
}

/**
 * Every word of `text` the speller does not know, at its line and column, with up to three
 * suggestions. Only copy is read (see copyLines); a hyphenated word is checked as a whole, then
 * part by part.
 */
export function misspellings(text: string, speller: Speller): Misspelling[] {
  return misspellingsIn(copyLines(text), speller);
}

/** Every word the speller does not know in `lines` (as copyLines gives them): see misspellings. */
export function misspellingsIn(lines: [line: number, copy: string][], speller: Speller): Misspelling[] {
  const out: Misspelling[] = [];
  for (const [line, copy] of lines) {
    for (const m of copy.matchAll(/[A-Za-z]+(?:['’-][A-Za-z]+)*/g)) {
      for (const { part, offset } of unknownParts(m[0], speller)) {
        out.push({ line, column: m.index + offset + 1, found: part, suggestions: suggest(part, speller) });
      }
    }
  }
  return out;
}

export function misspellingMessage({ found, suggestions: s }: Pick<Misspelling, 'found' | 'suggestions'>) {
  const quoted = s.map((w) => `"${w}"`);
  const guess = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : quoted[0];
  return (
    `"${found}" is not in the US English dictionary` +
    (guess ? `; did you mean ${guess}?` : '') +
    ` (a technical term or a name goes in ${WORD_LIST})`
  );
}

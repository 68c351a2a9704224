/**
 * Sentences that stand word for word in many content files. A long sentence repeated across a
 * dozen pages reads as boilerplate to a buyer, and when the fact in it changes, some copies are
 * missed; so a sentence of `minWords` or more that stands in more than `maxFiles` files is
 * reported at every place it stands, as a warning: the validator prints it without failing.
 * Text meant to be shared (labels, the company's identity) is left out by the caller. Pure
 * functions on text.
 */
import type { Problem } from './problems.ts';

/** A text of a content file: a body at its own line numbers, or a field's value at its field. */
export interface CopyText {
  file: string;
  /** `body`, or the field path such as `tabs[1].body` */
  field: string;
  text: string;
  /** Where the text starts in the file */
  line: number;
  column: number;
  /**
   * Whether the text's lines are the file's own (a body): a sentence is then placed at its own line
   * and column; otherwise at the field.
   */
  exact?: boolean;
}

interface Place {
  file: string;
  field: string;
  line: number;
  column: number;
}

/** A sentence as a visitor reads it: Markdown link targets, marks and tags dropped, spaces joined. */
function plain(raw: string): string {
  return raw
    .replace(/\]\([^)]*\)/g, '')
    .replace(/<[^>]*>|[[\]*_`]/g, '')
    .replace(/^\s*(?:[-+>#]+|\d+\.)\s+/, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

const words = (sentence: string) => sentence.split(' ').filter((w) => /[A-Za-z0-9]/.test(w)).length;

/**
 * The sentences of one line with their 0-based start: a sentence ends at ".", "!" or "?" before
 * a space and a capital, a digit or a quote, or at the end of the line.
 */
function sentencesOf(line: string): { start: number; raw: string }[] {
  const out: { start: number; raw: string }[] = [];
  let start = 0;
  for (const m of line.matchAll(/[.!?]+["”')]*(?=\s+["“(]?[A-Z0-9])/g)) {
    const end = m.index + m[0].length;
    out.push({ start, raw: line.slice(start, end) });
    start = end;
  }
  out.push({ start, raw: line.slice(start) });
  return out.map((s) => ({ start: s.start + s.raw.length - s.raw.trimStart().length, raw: s.raw.trim() }));
}

/** Every sentence of `minWords` or more in `t`, with where it stands. */
function longSentences(t: CopyText, minWords: number): [sentence: string, place: Place][] {
  const out: [string, Place][] = [];
  for (const [i, line] of t.text.split('\n').entries()) {
    for (const { start, raw } of sentencesOf(line)) {
      const sentence = plain(raw);
      if (words(sentence) < minWords) continue;
      const at = t.exact ? { line: t.line + i, column: (i === 0 ? t.column : 1) + start } : t;
      out.push([sentence, { file: t.file, field: t.field, line: at.line, column: at.column }]);
    }
  }
  return out;
}

const where = (p: Place) => `${p.file}:${p.line}:${p.column}`;

/** How many other places a warning names: a sentence on hundreds of pages is named by its count. */
const NAMED = 5;

/** The other places of a sentence, the first `NAMED` by name and the rest by their number. */
function alsoAt(all: Place[], place: Place): string {
  // The first NAMED + 1 places hold the first NAMED others: a sentence may stand in thousands.
  const named = all
    .slice(0, NAMED + 1)
    .filter((p) => p !== place)
    .slice(0, NAMED);
  const more = all.length - 1 - named.length;
  return more > 0 ? `${named.map(where).join(', ')} and ${more} more` : named.map(where).join(', ');
}

/**
 * A warning at every place of each sentence of `minWords` words or more (12 unless given) that
 * stands verbatim in more than `maxFiles` files (3 unless given), naming the other places.
 */
export function repeatedSentences(texts: CopyText[], opts: { minWords?: number; maxFiles?: number } = {}) {
  const { minWords = 12, maxFiles = 3 } = opts;
  const places = new Map<string, Place[]>();
  for (const t of texts) {
    for (const [sentence, place] of longSentences(t, minWords)) {
      const known = places.get(sentence);
      if (known) known.push(place);
      else places.set(sentence, [place]);
    }
  }
  const out: Problem[] = [];
  for (const [sentence, all] of places) {
    const files = new Set(all.map((p) => p.file)).size;
    if (files <= maxFiles) continue;
    const found = `this ${words(sentence)}-word sentence stands verbatim in ${files} content files`;
    const advice = 'say it once, or say what is true of each page';
    for (const place of all) {
      const message = `${found}; ${advice} (also at ${alsoAt(all, place)}): "${sentence}"`;
      out.push({ ...place, message });
    }
  }
  return out;
}

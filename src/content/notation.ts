/**
 * One way to write money, times, numbers and units across the site, so a buyer comparing pages
 * never wonders whether "60,000 dollars" and "$60,000" are the same figure. Each rule finds a
 * form the site does not use and says the one it does (CONTENT.md, "Rules on the copy"):
 * "$60,000", "9 a.m.-6:30 p.m.", "20,000", "480 V", "10 kWh", "three-phase", "400 sq ft",
 * "20%", "3 to 6 months". Pure functions on text.
 */

/** A number as the site writes it: thousands separated by commas ("60,000"). */
function withCommas(digits: string): string {
  const [whole, fraction] = digits.replace(/,/g, '').split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

const SCALE: Record<string, number> = { k: 1e3, K: 1e3, m: 1e6, M: 1e6 };

/** A time of day as the site writes it: "9 a.m.", "6:30 p.m." (no ":00"). */
function timeOfDay(hour: string, minutes: string | undefined, half: string): string {
  const shown = minutes && minutes !== '00' ? `${hour}:${minutes}` : hour;
  return `${shown} ${half.toLowerCase()}.m.`;
}

const UNIT: Record<string, string> = {
  kw: 'kW',
  kwh: 'kWh',
  mw: 'MW',
  mwh: 'MWh',
  volt: 'V',
  volts: 'V',
  amp: 'A',
  amps: 'A',
  ampere: 'A',
  amperes: 'A',
  psi: 'PSI',
};

const PHASES: Record<string, string> = { '1': 'single', '2': 'two', '3': 'three' };

/**
 * The rules: a pattern and, for what it matched, the form to write (undefined when the match is
 * already written that way). Patterns run on one line of copy at a time.
 */
const RULES: [RegExp, (m: RegExpMatchArray) => string | undefined][] = [
  // Money: "$60,000", not "60,000 dollars", "USD 60,000", "$60k" or "$ 60,000".
  [/\b(\d[\d,]*(?:\.\d+)?) (?:US )?(?:dollars|USD)\b/g, (m) => `$${withCommas(m[1]!)}`],
  [/\bUSD ?(\d[\d,]*(?:\.\d+)?)\b/g, (m) => `$${withCommas(m[1]!)}`],
  [
    /\$ ?(\d+(?:\.\d+)?)([kKmM])\b/g,
    (m) => `$${withCommas(String(Math.round(Number(m[1]) * SCALE[m[2]!]!)))}`,
  ],
  [/\$ (\d)/g, (m) => `$${m[1]}`],
  // Times of day: "9 a.m.", "6:30 p.m.", not "9am", "9:00 AM" or "6:30pm".
  [
    /\b(\d{1,2})(?::(\d{2}))? ?([aApP])\.? ?[mM]\b\.?/g,
    (m) => {
      const want = timeOfDay(m[1]!, m[2], m[3]!);
      return m[0] === want || `${m[0]}.` === want ? undefined : want;
    },
  ],
  // Numbers of five digits or more take commas ("20,000"); standards' numbers (ISO 13849) do not.
  [
    /(?<![\w.,/-])(?<!\b(?:[A-Z]{2,}[A-Z/-]*|CFR|Part|No\.|#) )(\d{5,})(?![\w,.]?\d)/g,
    (m) => withCommas(m[1]!),
  ],
  // Units: the symbol, after a space ("480 V", "10 kWh", "20,000 PSI", "400 sq ft", "20%").
  [
    /\b(\d[\d,.]*) ?(kw|kwh|mw|mwh|volts?|amps?|amperes?|psi)\b/gi,
    (m) => {
      const unit = UNIT[m[2]!.toLowerCase()]!;
      return `${m[1]} ${unit}` === m[0] ? undefined : `${m[1]} ${unit}`;
    },
  ],
  [/(?<!\b[A-Z]{2,}[A-Z/-]* )\b(\d[\d,.]*)(V|VAC|VDC|A|Hz|kHz|MHz|mm|nm|ft)\b/g, (m) => `${m[1]} ${m[2]}`],
  [/\b(\d[\d,.]*) ?(?:sq\.? ?ft|sqft|square (?:feet|foot))\b/g, (m) => `${m[1]} sq ft`],
  [/\b(\d[\d,.]*)(?: percent\b| %)/g, (m) => `${m[1]}%`],
  // Phases and ranges in words: "three-phase", "single-phase"; "3 to 6 months", not "3-6 months".
  [
    /\b([123])-(phase)\b|\b(single) (phase)\b/gi,
    (m) => {
      const [count, phase] = m[1] ? [PHASES[m[1]]!, m[2]!] : [m[3]!, m[4]!];
      const word = /^[A-Z]/.test(phase)
        ? count[0]!.toUpperCase() + count.slice(1).toLowerCase()
        : count.toLowerCase();
      return `${word}-${phase}`;
    },
  ],
  [/\b(\d+) ?[-–] ?(\d+) (months|weeks|days|hours|years)\b/g, (m) => `${m[1]} to ${m[2]} ${m[3]}`],
];

/** A form the site does not use, at its 1-based column of `line`, and the one to write. */
export interface NotationHit {
  column: number;
  found: string;
  write: string;
}

/** Every money, time, number or unit written in another form than the site's, in one line of copy. */
export function notationHits(line: string): NotationHit[] {
  const hits: NotationHit[] = [];
  // Every rule but "single phase" needs a digit: most lines of prose have neither.
  if (!/\d/.test(line) && !/single/i.test(line)) return hits;
  for (const [pattern, fix] of RULES) {
    for (const m of line.matchAll(pattern)) {
      const write = fix(m);
      if (write !== undefined && write !== m[0]) hits.push({ column: m.index + 1, found: m[0], write });
    }
  }
  return hits.sort((a, b) => a.column - b.column);
}

export const notationMessage = (hit: Pick<NotationHit, 'found' | 'write'>) =>
  `"${hit.found}": write "${hit.write}" (one style for money, times, numbers and units across the site)`;

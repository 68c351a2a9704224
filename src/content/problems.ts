/** Validation problems: collected across every content file, then printed together. */
export interface Problem {
  /** Path relative to the project root, e.g. content/projects/otto.mdx */
  file: string;
  line: number;
  column: number;
  /** Field path such as `tags[1]`, or `yaml` / `mdx` for syntax errors. */
  field: string;
  message: string;
}

/** A problem as the validator prints it: `file:line:column field: message`. */
export const formatProblem = (p: Problem) => `${p.file}:${p.line}:${p.column} ${p.field}: ${p.message}`;

/** A parsed file: its name, and where each field path is written in it. */
export interface Located {
  file: string;
  locate(path: readonly PropertyKey[]): { line: number; column: number };
}

/** A problem with the value at `at` in a parsed file. */
export function problemAt(source: Located, at: readonly PropertyKey[], message: string): Problem {
  return { file: source.file, ...source.locate(at), field: formatPath(at), message };
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += out ? `.${String(seg)}` : String(seg);
  }
  return out || '(frontmatter)';
}

/** Levenshtein distance, for "did you mean" suggestions. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/** The closest candidate when it is close enough to be a likely typo. */
export function suggest(value: string, candidates: Iterable<string>): string | undefined {
  // The sort is stable: of equally close candidates, the first.
  const [best] = [...candidates].map((c) => ({ c, d: distance(value, c) })).sort((a, b) => a.d - b.d);
  if (!best) return undefined;
  const limit = Math.max(2, Math.floor(Math.max(value.length, best.c.length) / 3));
  return best.d <= limit ? best.c : undefined;
}

export function didYouMean(value: string, candidates: Iterable<string>): string {
  const s = suggest(value, candidates);
  return s ? `; did you mean "${s}"?` : '';
}

/** A workflow command that GitHub Actions shows as an error on the file's line in a pull request. */
export function githubAnnotation(p: Problem): string {
  return annotation(p, 'error');
}

/** The same, shown as a warning: for copy that is allowed but worth a second look. */
export function githubWarning(p: Problem): string {
  return annotation(p, 'warning');
}

function annotation(p: Problem, level: 'error' | 'warning'): string {
  const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const properties = [
    `file=${escapeProperty(p.file)}`,
    `line=${p.line}`,
    `col=${p.column}`,
    `title=${escapeProperty(p.field)}`,
  ].join(',');
  return `::${level} ${properties}::${escapeData(p.message)}`;
}

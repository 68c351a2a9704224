/**
 * YAML parsing that keeps positions, so every problem can name its line and column.
 * Used for frontmatter (offset by the opening `---` line) and for data files.
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { Problem } from './problems.ts';

export interface YamlSource {
  file: string;
  data: unknown;
  /** 1-based line and column of the value (or key) at a field path. */
  locate(path: readonly PropertyKey[], preferKey?: boolean): { line: number; column: number };
  /**
   * Where a place inside the string value at a field path is written in the file: `line` and
   * `column` (1-based) count inside the string (a Markdown field, say); the answer counts in the file.
   */
  locateText(path: readonly PropertyKey[]): (at: Position) => Position;
}

export interface Position {
  line: number;
  column: number;
}

/** Parses `text` (of `file`, whose first line is line `lineOffset + 1`), adding its problems. */
export function parseYaml(
  file: string,
  text: string,
  lineOffset: number,
  problems: Problem[],
): YamlSource | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const pos = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  for (const err of doc.errors) {
    const at = pos(err.pos[0]);
    const message = err.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    problems.push({ file, ...at, field: 'yaml', message: `invalid YAML: ${message}` });
  }
  if (doc.errors.length > 0) return undefined;
  return {
    file,
    data: doc.toJS({ maxAliasCount: 100 }) ?? {},
    locate: (path, preferKey = false) => locateIn(doc, path, preferKey, pos),
    locateText: (path) => textMapper(text, nodeAt(doc, path), pos),
  };
}

function nodeAt(doc: Document, path: readonly PropertyKey[]): unknown {
  let node: unknown = doc.contents;
  for (const seg of path) {
    if (isMap(node))
      node = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === seg)?.value;
    else if (isSeq(node) && typeof seg === 'number') node = node.items[seg];
    else return undefined;
  }
  return node;
}

/**
 * Maps a place inside a string scalar to the file. A block scalar (`|` or `>`) starts on the line
 * after its indicator, each line indented alike; a one-line scalar starts where it is written,
 * after its opening quote if it has one.
 */
function textMapper(text: string, node: unknown, pos: (offset: number) => Position) {
  if (!isScalar(node) || !node.range) return (at: Position) => at;
  const start = node.range[0];
  if (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED') {
    const header = pos(start).line;
    const firstLine = text.indexOf('\n', start) + 1;
    const indent = /^ */.exec(text.slice(firstLine))![0].length;
    return (at: Position) => ({ line: header + at.line, column: at.column + indent });
  }
  const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE' ? 1 : 0;
  const first = pos(start + quoted);
  return (at: Position) =>
    at.line === 1
      ? { line: first.line, column: first.column + at.column - 1 }
      : { line: first.line + at.line - 1, column: at.column };
}

function locateIn(
  doc: Document,
  path: readonly PropertyKey[],
  preferKey: boolean,
  pos: (offset: number) => { line: number; column: number },
) {
  let node: unknown = doc.contents;
  let best = pos(rangeStart(node) ?? 0);
  for (const [i, seg] of path.entries()) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === seg);
      if (!pair) break;
      const keyStart = rangeStart(pair.key);
      if (keyStart !== undefined) best = pos(keyStart);
      if (preferKey && i === path.length - 1) break;
      node = pair.value;
    } else if (isSeq(node) && typeof seg === 'number') {
      node = node.items[seg];
    } else break;
    const start = rangeStart(node);
    if (start !== undefined) best = pos(start);
  }
  return best;
}

function rangeStart(node: unknown): number | undefined {
  return (node as Node | null)?.range?.[0];
}

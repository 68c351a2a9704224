/**
 * Parsed YAML by text, kept between runs (json-cache.ts): a rebuild reads the frontmatter and data
 * files that did not change without parsing them again. Parsing with positions is most of the
 * time a large site's validation takes, and the positions are needed only to name the line of a
 * problem: a cached file is parsed again only when one is asked for that the cache does not hold.
 * Text that does not parse is never cached, so its problems are reported on every run.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JsonCache, keyMaker } from './json-cache.ts';
import { parseYaml, type YamlParser, type YamlSource } from './yaml-source.ts';

interface Parsed {
  data: unknown;
  /** Line and column of each position asked for, by `positionKey` */
  at: Record<string, [number, number]>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const keyOf = keyMaker([
  path.join(here, 'yaml-source.ts'),
  path.join(here, '../../node_modules/yaml/package.json'),
]);
const cache = new JsonCache<Parsed>('yaml-v1.json');

/** Whether JSON keeps `value` as it is (no dates, infinities or undefined to lose). */
function jsonSafe(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(jsonSafe);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value).every(jsonSafe);
  return false;
}

const positionKey = (at: readonly PropertyKey[], preferKey: boolean) =>
  `${preferKey ? 'key' : 'value'} ${JSON.stringify(at.map(String))}`;

/**
 * A source with `data` (a copy of the entry's, the caller's to change) whose positions come from
 * `entry` when it holds them, else from `parse()` (called at most once), and are then kept in it.
 */
function sourceOf(
  file: string,
  key: string,
  entry: Parsed,
  data: unknown,
  parse: () => YamlSource,
): YamlSource {
  let full: YamlSource | undefined;
  return {
    file,
    data,
    locate(at, preferKey = false) {
      const k = positionKey(at, preferKey);
      const known = entry.at[k];
      if (known) return { line: known[0], column: known[1] };
      full ??= parse();
      const { line, column } = full.locate(at, preferKey);
      entry.at[k] = [line, column];
      cache.set(key, entry);
      return { line, column };
    },
  };
}

/** A YAML parser that uses the cache in `dir`; `save` keeps what this run parsed for the next. */
export function cachedYaml(dir: string): { parse: YamlParser; save(): void } {
  cache.load(dir);
  const used = new Set<string>();
  const parse: YamlParser = (file, text, lineOffset, problems) => {
    const key = keyOf(`${lineOffset}\0${text}`);
    const hit = cache.get(key);
    if (hit) {
      used.add(key);
      return sourceOf(file, key, hit, structuredClone(hit.data), () =>
        parseYaml(file, text, lineOffset, [])!,
      );
    }
    const source = parseYaml(file, text, lineOffset, problems);
    if (!source || !jsonSafe(source.data)) return source;
    const entry: Parsed = { data: structuredClone(source.data), at: {} };
    cache.set(key, entry);
    used.add(key);
    return sourceOf(file, key, entry, source.data, () => source);
  };
  return { parse, save: () => cache.save(dir, used) };
}

/** Forgets what this process parsed (tests use it to stand for a new process). */
export function forgetParsedYaml() {
  cache.forget();
}

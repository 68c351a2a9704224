/**
 * How the editor reads and writes an entry file: YAML frontmatter between `---` lines, then the
 * MDX body, as every file in content/ is written. Registered with the editor as the collections'
 * format, and tested on every existing entry: a file read and written again means the same.
 *
 * Written frontmatter keeps the collection's field order and the house style (short lists of
 * words inline, `[a, b]`); empty optional values, and values equal to the collection's default,
 * are left out, as a hand-written file leaves them out.
 */
import { Document, isScalar, parse, visit } from 'yaml';
import { findImages } from '../content/media.ts';

const FRONTMATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

export type EntryData = Record<string, unknown> & { body?: string };

/** An entry as the editor hands it over (an Immutable map). */
export interface EditorEntry {
  get(key: string): unknown;
}

/** A value the editor hands over (an Immutable map or list, or a plain value) as plain values. */
export const toJS = (v: unknown): unknown =>
  v && typeof (v as { toJS?: unknown }).toJS === 'function' ? (v as { toJS: () => unknown }).toJS() : v;

/** An entry's fields (and body) as plain values. */
export const entryData = (entry: EditorEntry) => (entry.get('data') as { toJS: () => EntryData }).toJS();

/** The frontmatter's fields and, under `body`, the text after it. */
export function fromFile(content: string): EntryData {
  const match = content.startsWith('---') ? FRONTMATTER.exec(content) : null;
  if (!match) return { body: content };
  const data = (parse(match[1]!) ?? {}) as Record<string, unknown>;
  const body = content.slice(match[0].length).replace(/^(?:\r?\n)+/, '');
  return { ...data, body };
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** Image paths as content files write them: relative to the file (the editor drops the "./"). */
function relativeImages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relativeImages);
  if (!value || typeof value !== 'object') return value;
  const obj = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, relativeImages(v)]));
  const src = obj.src;
  // An image before its alt text is typed too: its path is no problem of the writer's.
  const image = typeof src === 'string' && src !== '';
  return image && !/^(\.\.?\/|\/|[a-z]+:)/.test(src) ? { ...obj, src: `./${src}` } : obj;
}

/** The fields as they will be written: empty optional values left out, image paths relative. */
export function asWritten(data: Record<string, unknown>): Record<string, unknown> {
  const kept = Object.fromEntries(Object.entries(data).filter(([, v]) => !isEmpty(v)));
  return relativeImages(kept) as Record<string, unknown>;
}

type Defaults = Record<string, unknown>;

/** A copy without default values, keys in `order` first (the editor's field order). */
function tidy(meta: Record<string, unknown>, order: readonly string[], defaults: Defaults) {
  const keys = [...order.filter((k) => k in meta), ...Object.keys(meta).filter((k) => !order.includes(k))];
  const isDefault = (k: string) => k in defaults && JSON.stringify(defaults[k]) === JSON.stringify(meta[k]);
  return Object.fromEntries(keys.filter((k) => !isDefault(k)).map((k) => [k, meta[k]]));
}

function yamlOf(meta: Record<string, unknown>): string {
  const doc = new Document(meta);
  // Lists of single words (slugs, categories) are written inline, as the hand-written files are.
  visit(doc, {
    Seq(_, node) {
      if (node.items.every((i) => isScalar(i) && /^[\w-]+$/.test(String(i.value)))) node.flow = true;
    },
  });
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

/**
 * The file for an entry's fields; `sortedKeys` is the collection's field order and `defaults` the
 * values its files leave out.
 */
export function toFile(data: EntryData, sortedKeys: readonly string[] = [], defaults: Defaults = {}): string {
  const { body = '', ...meta } = data;
  const text = body.replace(/^(?:\r?\n)+/, '').trimEnd();
  return `---\n${yamlOf(tidy(asWritten(meta), sortedKeys, defaults))}---\n\n${text}\n`;
}

/** A collection's format as Decap CMS's `registerCustomFormat` expects it. */
export const mdxFormat = (defaults: Defaults) => ({
  fromFile,
  toFile: (data: EntryData, sortedKeys?: string[]) => toFile(data, sortedKeys, defaults),
});

/** Every image path (`src` of a `{ src, alt }`) in an entry's fields. */
export const imagePaths = (value: unknown) => findImages(value).map((img) => img.src.replace(/^\.\//, ''));

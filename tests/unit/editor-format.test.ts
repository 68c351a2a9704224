/**
 * The editor's file format (src/admin/format.ts) on every existing entry: read and written again,
 * a file keeps its meaning. Frontmatter is compared as the validator reads it (gray-matter), the
 * body as the Markdown tree the site's MDX settings parse, positions left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import matter from 'gray-matter';
import type { Node } from 'unist';
import { describe, expect, test } from 'vitest';
import { collections } from '../../content.config.ts';
import { mdxOptions } from '../../src/mdx/options.ts';
import { asWritten, fromFile, toFile } from '../../src/admin/format.ts';

const root = path.resolve(import.meta.dirname, '../..');
const entries = Object.values(collections).flatMap((c) =>
  readdirSync(path.join(root, c.dir))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => `${c.dir}/${f}`),
);

const processor = createProcessor(mdxOptions);

/** The body's Markdown tree without positions (and without the frontmatter node). */
function tree(text: string): unknown {
  const strip = (node: Node): unknown => {
    const rest: Record<string, unknown> = { ...node };
    delete rest.position;
    const children = (node as { children?: Node[] }).children;
    return children ? { ...rest, children: children.filter((c) => c.type !== 'yaml').map(strip) } : rest;
  };
  return strip(processor.parse(matter(text).content));
}

describe('the editor format', () => {
  test('finds the entries', () => {
    expect(entries.length).toBeGreaterThan(10);
  });

  test.each(entries)('round-trips %s without changing its meaning', (file) => {
    const original = readFileSync(path.join(root, file), 'utf8');
    const written = toFile(fromFile(original), Object.keys(matter(original).data));
    expect(matter(written).data).toEqual(matter(original).data);
    expect(tree(written)).toEqual(tree(original));
  });

  test('writes slug lists inline, in the field order, without empty optional values', () => {
    const text = toFile(
      { body: 'Text.\n', tags: ['custom-robotics', 'safety-systems'], budget: '', title: 'Cell', year: 2024 },
      ['title', 'year', 'budget', 'tags'],
    );
    expect(text).toBe(
      '---\ntitle: Cell\nyear: 2024\ntags: [custom-robotics, safety-systems]\n---\n\nText.\n',
    );
  });

  test("leaves out values equal to the collection's defaults, and keeps those that differ", () => {
    const defaults = { brochureLabel: 'Brochures', draft: false, related: [] };
    const entry = { title: 'Cell', brochureLabel: 'Brochures', draft: false, related: [], body: 'Text.' };
    expect(toFile(entry, [], defaults)).toBe('---\ntitle: Cell\n---\n\nText.\n');
    expect(toFile({ ...entry, draft: true, brochureLabel: 'Downloads' }, [], defaults)).toBe(
      '---\ntitle: Cell\nbrochureLabel: Downloads\ndraft: true\n---\n\nText.\n',
    );
  });

  test('a change the writer makes is a change in the file', () => {
    const original = readFileSync(path.join(root, entries[0]!), 'utf8');
    const data = fromFile(original);
    const written = toFile({ ...data, title: 'A new title', body: `${data.body}\n<Note>Added.</Note>` });
    expect(matter(written).data.title).toBe('A new title');
    expect(tree(written)).not.toEqual(tree(original));
  });

  test('an image just chosen, its alt text not typed yet, already has its path relative to the file', () => {
    const data = asWritten({ gallery: [{ src: 'art/cell/photo.jpg' }] });
    expect(data.gallery).toEqual([{ src: './art/cell/photo.jpg' }]);
  });
});

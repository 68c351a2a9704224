/**
 * The editor's configuration is generated from content.config.ts and the schemas: every schema
 * field is a form field with the schema's description as its hint (in a writer's words, without
 * file names or code), required as the schema says, with its allowed values, number range and
 * list length; slug lists that name another collection are pickers of its entries, images upload
 * into the entry's art/ folder, bodies offer the MDX registry's tags as blocks; the production
 * backend uses the editorial workflow.
 */
import { describe, expect, test } from 'vitest';
import { collections } from '../../content.config.ts';
import { editorCollection, editorConfig, type CollectionKey } from '../../scripts/lib/editor/config.ts';
import { jsonSchemaOf, type EditorField } from '../../scripts/lib/editor/fields.ts';
import { CONTENT_TAGS } from '../../src/mdx/options.ts';
import { blockFor } from '../../src/admin/blocks.ts';

const keys = Object.keys(collections) as CollectionKey[];
const field = (key: CollectionKey, name: string) =>
  editorCollection(key).fields.find((f) => f.name === name)!;

describe('the generated editor configuration', () => {
  test.each(keys)('%s: one form field per schema field, hinted by its description, and the body', (key) => {
    const json = jsonSchemaOf(collections[key].schema) as {
      properties: Record<string, { description?: string }>;
    };
    const fields = editorCollection(key).fields;
    expect(fields.map((f) => f.name)).toEqual([...Object.keys(json.properties), 'body']);
    for (const [name, prop] of Object.entries(json.properties)) {
      expect(fields.find((f) => f.name === name)!.hint).toBe(prop.description);
    }
    expect(editorCollection(key).folder).toBe(collections[key].dir);
  });

  test.each(keys)("%s: hints and the collection's description are in a writer's words", (key) => {
    const all = (fields: EditorField[]): EditorField[] =>
      fields.flatMap((f) => [f, ...all(f.fields ?? []), ...(f.field ? all([f.field]) : [])]);
    const c = editorCollection(key);
    expect(c.fields.filter((f) => !f.hint).map((f) => f.name)).toEqual([]);
    const texts = [c.description, ...all(c.fields).flatMap((f) => f.hint ?? [])];
    const jargon = /\bslugs?\b|\btrue\b|\bfalse\b|\.mdx|\.ya?ml|content\/|markdown|\bh1\b|`/i;
    expect(texts.filter((t) => jargon.test(t))).toEqual([]);
  });

  test('required, ranges, allowed values and list lengths come from the schema', () => {
    // Numbers are typed as text, so "twenty" reaches the validator and gets its message.
    expect(field('projects', 'year')).toMatchObject({ widget: 'number-text', required: true });
    expect(field('projects', 'year').hint).toContain('1980 to 2100');
    expect(field('projects', 'budget')).toMatchObject({ widget: 'number-text', required: false });
    const categories = editorCollection('projects', { names: { motion: 'Motion Controls' } }).fields.find(
      (f) => f.name === 'categories',
    )!;
    expect(categories).toMatchObject({ widget: 'select', multiple: true, min: 2, max: 2 });
    expect(categories.options).toContainEqual({ label: 'Motion Controls', value: 'motion' });
    expect(categories.options).toContainEqual({ label: 'energy', value: 'energy' });
    // The hint names the categories as the menu does, not by the keys a file uses.
    expect(categories.hint).toContain('Motion Controls, control');
    // Industries are a choice of the site's industry names (industries.yaml), not a free text box.
    const industries = ['Data Centers', 'Manufacturing'];
    const withIndustries = (key: 'projects' | 'services', name: string) =>
      editorCollection(key, { industries }).fields.find((f) => f.name === name)!;
    expect(withIndustries('projects', 'industry')).toMatchObject({ widget: 'select', options: industries });
    expect(withIndustries('services', 'industries')).toMatchObject({ widget: 'select', multiple: true });
    // A new entry starts hidden from the site, in the writer's words.
    expect(field('projects', 'draft')).toMatchObject({
      widget: 'boolean',
      label: 'Hide from site',
      default: true,
      required: false,
    });
    expect(field('posts', 'date')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      time_format: false,
    });
    expect(field('services', 'tabs')).toMatchObject({ widget: 'list', min: 3, max: 3 });
    expect(field('services', 'tabs').fields!.find((f) => f.name === 'body')!.widget).toBe('markdown');
  });

  test('tags and related entries are pickers of existing services and projects', () => {
    const relation = (f: EditorField) => [f.widget, f.collection, f.value_field, f.multiple];
    expect(relation(field('projects', 'tags'))).toEqual(['relation', 'services', '{{slug}}', true]);
    expect(relation(field('projects', 'related'))).toEqual(['relation', 'projects', '{{slug}}', true]);
    expect(relation(field('posts', 'tags'))).toEqual(['relation', 'services', '{{slug}}', true]);
    expect(field('projects', 'related').max).toBe(6);
  });

  test('gallery images upload into the art/ folder beside the entry, each with required alt text', () => {
    const c = editorCollection('projects');
    expect([c.media_folder, c.public_folder]).toEqual(['art/{{slug}}', './art/{{slug}}']);
    const gallery = field('projects', 'gallery');
    expect(gallery).toMatchObject({ widget: 'list', min: 2, max: 7 });
    expect(gallery.fields!.map((f) => [f.name, f.widget, f.required])).toEqual([
      ['src', 'image', undefined],
      ['alt', 'string', true],
    ]);
  });

  test('bodies are Markdown with the registry tags as blocks, which read and write the same tag', () => {
    expect(field('projects', 'body')).toMatchObject({
      widget: 'markdown',
      editor_components: [...CONTENT_TAGS],
    });
    expect(CONTENT_TAGS).toContain('Note');
    const note = blockFor('Note');
    const match = '<Note>Two weekends of commissioning.</Note>\n\nNext paragraph.'.match(note.pattern)!;
    expect(note.fromBlock(match)).toEqual({ text: 'Two weekends of commissioning.' });
    expect(note.toBlock({ text: 'Two weekends of commissioning.' })).toBe(
      '<Note>Two weekends of commissioning.</Note>',
    );
  });

  test('locally it saves through the local server; built, to the Git host with the editorial workflow', () => {
    const local = editorConfig({ local: 'http://127.0.0.1:8081/api/v1' }, 'https://www.example.com');
    expect(local.backend).toMatchObject({ name: 'proxy', proxy_url: 'http://127.0.0.1:8081/api/v1' });
    expect('publish_mode' in local).toBe(false);
    const git = {
      enabled: true,
      backend: 'github' as const,
      repo: 'ironbridge/website',
      branch: 'main',
      authUrl: '',
      appId: '',
    };
    const built = editorConfig({ git }, 'https://www.example.com');
    expect(built).toMatchObject({
      backend: { name: 'github', repo: 'ironbridge/website', branch: 'main' },
      publish_mode: 'editorial_workflow',
    });
    expect(editorConfig({ git: { ...git, backend: 'gitlab', appId: 'abc' } }, 'x').backend).toMatchObject({
      name: 'gitlab',
      auth_type: 'pkce',
      app_id: 'abc',
    });
    expect(built.collections.find((c) => c.name === 'samples')).toMatchObject({
      create: false,
      delete: false,
    });
  });
});

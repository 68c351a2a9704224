/**
 * The editor's form fields, read from a collection's zod schema through its JSON Schema: each
 * field's widget, label, hint (the schema's description), whether it is required, its allowed
 * values, number range and list length. Slug lists that name another collection (`references`
 * in the schema's metadata) become pickers of that collection's entries; `{ src, alt }` objects
 * become an image upload beside the entry with its alt text.
 */
import { z } from 'zod';

export interface JsonSchema {
  type?: string | string[];
  /** What a writer knows the data file as ("Home page": the schema's meta) */
  title?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  /** Collection whose slugs the values are (schema metadata) */
  references?: string;
}

/** A field of Decap CMS's configuration (only the keys this generator writes). */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  default?: unknown;
  options?: (string | { label: string; value: string })[];
  multiple?: boolean;
  min?: number;
  max?: number;
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  fields?: EditorField[];
  field?: EditorField;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  media_library?: { allow_multiple: boolean };
  choose_url?: boolean;
  summary?: string;
  collapsed?: boolean;
  label_singular?: string;
  editor_components?: string[];
}

/** Display names of allowed values, by value (such as categories.yaml's category labels). */
export type OptionNames = Record<string, string>;

/**
 * Besides the schema: the fields written in Markdown (such as a service tab's body), values' names,
 * and the values of fields that a data file lists (such as `industry`, from industries.yaml).
 */
export type FieldContext = {
  markdown: ReadonlySet<string>;
  names: OptionNames;
  choices?: Record<string, readonly string[]>;
};

const optionsOf = (values: unknown[], names: OptionNames) =>
  values.map((v) => ({ label: names[String(v)] ?? String(v), value: String(v) }));

/** Markdown text longer than a line gets a text area, not a one-line input. */
const LONG_TEXT = 40;

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The value's own schema, without the "or nothing" of optional and nullable values. */
export function valueSchema(node: JsonSchema): JsonSchema {
  const options = (node.anyOf ?? []).filter((o) => o.type !== 'null');
  if (options.length !== 1) return node;
  return { ...options[0]!, description: node.description ?? options[0]!.description };
}

/** Labels in a writer's words where the field's name is a developer's (the rest are derived). */
const LABELS: Record<string, string> = {
  draft: 'Hide from site',
  related: 'Related projects',
  brochureLabel: 'Downloads heading',
  gallery: 'Images',
  tags: 'Services',
  developerLinks: 'Show developer links',
  order: 'Position in lists',
  href: 'Link',
  ids: 'Testimonials',
  cta: 'Call to action',
};

/** "brochureLabel" -> "Brochure label". */
export function labelOf(name: string): string {
  if (LABELS[name]) return LABELS[name];
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isImage = (n: JsonSchema) => n.type === 'object' && !!n.properties?.src && !!n.properties.alt;

/** The fields of an object: an image upload with its alt text, or one field per property. */
function fieldsOf(node: JsonSchema, ctx: FieldContext): EditorField[] {
  if (!isImage(node)) return objectFields(node, ctx);
  const props = node.properties!;
  return [
    {
      name: 'src',
      label: 'Image',
      widget: 'image',
      hint: props.src!.description,
      choose_url: false,
      media_library: { allow_multiple: false },
    },
    { name: 'alt', label: 'Alt text', widget: 'string', hint: props.alt!.description, required: true },
  ];
}

/** Widget options of a list of values. */
function listWidget(n: JsonSchema, ctx: FieldContext): Partial<EditorField> {
  const items = valueSchema(n.items ?? {});
  const count = { min: n.minItems, max: n.maxItems };
  if (n.references) {
    return {
      widget: 'relation',
      collection: n.references,
      value_field: '{{slug}}',
      search_fields: ['title'],
      display_fields: ['title'],
      multiple: true,
      ...count,
    };
  }
  if (items.enum)
    return { widget: 'select', options: optionsOf(items.enum, ctx.names), multiple: true, ...count };
  if (items.type === 'object') {
    const fields = fieldsOf(items, ctx);
    return {
      widget: 'list',
      fields,
      label_singular: isImage(items) ? 'image' : 'item',
      collapsed: false,
      summary: `{{fields.${fields.find((f) => f.widget === 'string')?.name ?? fields[0]!.name}}}`,
      ...count,
    };
  }
  return { widget: 'list', field: { name: 'item', label: 'Item', widget: 'string' }, ...count };
}

function widgetOf(name: string, n: JsonSchema, ctx: FieldContext): Partial<EditorField> {
  const choices = ctx.choices?.[name];
  if (choices)
    return { widget: 'select', options: [...choices], ...(n.type === 'array' ? { multiple: true } : {}) };
  if (n.format === 'date')
    return { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false };
  if (n.enum) return { widget: 'select', options: optionsOf(n.enum, ctx.names) };
  if (ctx.markdown.has(name)) return { widget: 'markdown' };
  switch (n.type) {
    case 'boolean':
      return { widget: 'boolean' };
    case 'integer':
    case 'number':
      // A text box whose digits src/admin/widgets.tsx saves as a number: "twenty" gets the
      // validator's message, not a number box that silently keeps only what it can parse.
      return { widget: 'number-text' };
    case 'array':
      return listWidget(n, ctx);
    case 'object':
      return { widget: 'object', fields: fieldsOf(n, ctx) };
    default:
      return { widget: (n.minLength ?? 0) >= LONG_TEXT ? 'text' : 'string' };
  }
}

/**
 * The field's hint: its description, with a list of the allowed values (as a file names them) in
 * the names the writer picks from in the editor.
 */
function hintOf(n: JsonSchema, widget: Partial<EditorField>): string | undefined {
  const options = widget.options?.filter((o) => typeof o === 'object');
  if (!n.description || !options?.length) return n.description;
  const values = options.map((o) => o.value).join(', ');
  return n.description.replace(values, options.map((o) => o.label).join(', '));
}

/** The fields of an object schema, in the schema's order. */
export function objectFields(node: JsonSchema, ctx: FieldContext): EditorField[] {
  const obj = valueSchema(node);
  return Object.entries(obj.properties ?? {}).map(([name, raw]) => {
    const n = valueSchema(raw);
    const widget = widgetOf(name, n, ctx);
    return {
      name,
      label: labelOf(name),
      ...widget,
      hint: hintOf(n, widget),
      // A field with a default may be left out.
      required: !!obj.required?.includes(name) && raw.default === undefined,
      default: raw.default,
    } as EditorField;
  });
}

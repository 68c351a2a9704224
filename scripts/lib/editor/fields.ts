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
  description?: string;
  default?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
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
  options?: string[];
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
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
  minimal?: boolean;
  buttons?: string[];
  editor_components?: string[];
}

/** Markdown text longer than a line gets a text area, not a one-line input. */
const LONG_TEXT = 40;

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The value's own schema, without the "or nothing" of optional values. */
function main(node: JsonSchema): JsonSchema {
  const options = (node.anyOf ?? []).filter((o) => o.type !== 'null');
  if (options.length !== 1) return node;
  return { ...options[0]!, description: node.description ?? options[0]!.description };
}

/** "brochureLabel" -> "Brochure label". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isImage = (n: JsonSchema) => n.type === 'object' && !!n.properties?.src && !!n.properties.alt;

function imageFields(node: JsonSchema): EditorField[] {
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
function listWidget(n: JsonSchema, markdown: ReadonlySet<string>): Partial<EditorField> {
  const items = main(n.items ?? {});
  const count = {
    ...(n.minItems === undefined ? {} : { min: n.minItems }),
    ...(n.maxItems === undefined ? {} : { max: n.maxItems }),
  };
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
  if (items.enum) return { widget: 'select', options: items.enum.map(String), multiple: true, ...count };
  if (items.type === 'object') {
    const fields = isImage(items) ? imageFields(items) : objectFields(items, markdown);
    const singular = isImage(items) ? 'image' : 'item';
    return {
      widget: 'list',
      fields,
      label_singular: singular,
      collapsed: false,
      summary: summaryOf(fields),
      ...count,
    };
  }
  return { widget: 'list', field: { name: 'item', label: 'Item', widget: 'string' }, ...count };
}

const summaryOf = (fields: EditorField[]) =>
  `{{fields.${fields.find((f) => f.widget === 'string')?.name ?? fields[0]!.name}}}`;

function widgetOf(name: string, n: JsonSchema, markdown: ReadonlySet<string>): Partial<EditorField> {
  if (n.format === 'date')
    return { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false };
  if (n.enum) return { widget: 'select', options: n.enum.map(String) };
  if (markdown.has(name)) return { widget: 'markdown' };
  switch (n.type) {
    case 'boolean':
      return { widget: 'boolean' };
    case 'integer':
    case 'number':
      return {
        widget: 'number',
        value_type: n.type === 'integer' ? 'int' : 'float',
        ...(n.minimum === undefined ? {} : { min: n.minimum }),
        ...(n.exclusiveMinimum === undefined ? {} : { min: n.exclusiveMinimum }),
        ...(n.maximum === undefined ? {} : { max: n.maximum }),
      };
    case 'array':
      return listWidget(n, markdown);
    case 'object':
      return { widget: 'object', fields: isImage(n) ? imageFields(n) : objectFields(n, markdown) };
    default:
      return { widget: (n.minLength ?? 0) >= LONG_TEXT ? 'text' : 'string' };
  }
}

/**
 * The fields of an object schema, in the schema's order. `markdown` names fields written in
 * Markdown (such as each service tab's body).
 */
export function objectFields(node: JsonSchema, markdown: ReadonlySet<string> = new Set()): EditorField[] {
  const obj = main(node);
  return Object.entries(obj.properties ?? {}).map(([name, raw]) => {
    const n = main(raw);
    const optional = !obj.required?.includes(name) || raw.default !== undefined;
    return {
      name,
      label: labelOf(name),
      ...widgetOf(name, n, markdown),
      ...(n.description ? { hint: n.description } : {}),
      required: !optional,
      ...(raw.default === undefined ? {} : { default: raw.default }),
    } as EditorField;
  });
}

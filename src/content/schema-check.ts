/**
 * Applies a zod schema to a parsed YAML source and turns each issue into a located problem, with
 * "did you mean" for unknown fields (names read from the schema's JSON Schema) and enum values.
 */
import { z } from 'zod';
import { didYouMean, formatPath, type Problem } from './problems.ts';
import type { YamlSource } from './yaml-source.ts';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  /** The collection whose slugs a value names (src/schema/index.ts slugsOf) */
  references?: string;
  /** An image reference (src/schema/index.ts image) */
  image?: boolean;
};

const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>();

/** A schema as JSON Schema (its input side), made once per schema. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  if (!jsonSchemas.has(schema))
    jsonSchemas.set(schema, z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
  return jsonSchemas.get(schema)!;
}

/** The object schemas a JSON Schema node may be (optional and nullable values are unions). */
export const variants = (s: JsonSchema | undefined): JsonSchema[] =>
  s ? [s, ...(s.anyOf ?? []).flatMap(variants), ...(s.allOf ?? []).flatMap(variants)] : [];

/** Field names the schema accepts at a path, for "did you mean" on unknown fields. */
export function knownKeys(schema: z.ZodType, at: readonly PropertyKey[]): string[] {
  let nodes = variants(jsonSchemaOf(schema));
  for (const seg of at)
    nodes = nodes.flatMap((n) => variants(typeof seg === 'number' ? n.items : n.properties?.[String(seg)]));
  return [...new Set(nodes.flatMap((n) => Object.keys(n.properties ?? {})))];
}

function preview(value: unknown): string {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const valueAt = (data: unknown, at: readonly PropertyKey[]) =>
  at.reduce<unknown>(
    (cur, seg) =>
      cur !== null && typeof cur === 'object' ? (cur as Record<PropertyKey, unknown>)[seg] : undefined,
    data,
  );

/** The validator's words for one issue: each field path it concerns and the message. */
export function issueMessages(
  schema: z.ZodType,
  data: unknown,
  issue: z.core.$ZodIssue,
): { path: PropertyKey[]; message: string }[] {
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeys(schema, issue.path);
    return issue.keys.map((key) => ({
      path: [...issue.path, key],
      message: `unknown field "${key}"${didYouMean(key, known)}`,
    }));
  }
  const raw = valueAt(data, issue.path);
  let message = issue.message.replace(/^Invalid input: /, '');
  if (raw === undefined) message = `missing required field (${message})`;
  else if (issue.code === 'invalid_value' && typeof raw === 'string') {
    const suggestion = didYouMean(raw, issue.values.map(String));
    message = `unknown value "${raw}"${suggestion}; expected one of ${issue.values.join(', ')}`;
  } else message += `, got ${preview(raw)}`;
  return [{ path: issue.path, message }];
}

/** The value the schema makes of the source's data, or undefined with its problems recorded. */
export function check<S extends z.ZodType>(
  schema: S,
  source: YamlSource,
  problems: Problem[],
): z.output<S> | undefined {
  const result = schema.safeParse(source.data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    for (const { path, message } of issueMessages(schema, source.data, issue)) {
      const at = source.locate(path, issue.code === 'unrecognized_keys');
      problems.push({ file: source.file, ...at, field: formatPath(path), message });
    }
  }
  return undefined;
}

/**
 * What a value is, as its schema says it: marks set with `.meta()` in src/schema/ (`image` on an
 * image reference, `references` on the slugs of another collection). The loader finds images and
 * references by these marks, in entries and data files alike, never by what a value looks like.
 */
import type { z } from 'zod';
import { formatPath } from './problems.ts';
import { jsonSchemaOf, variants, type JsonSchema } from './schema-check.ts';

/** The marks the schemas set. */
export type Mark = 'image' | 'references';

/** A value its schema marks, at its field path, with the mark's value. */
export interface Marked {
  at: PropertyKey[];
  value: unknown;
  mark: unknown;
}

/** Every value in `value` (parsed by `schema`, valid or not) whose schema node carries `mark`. */
export function markedValues(schema: z.ZodType, value: unknown, mark: Mark): Marked[] {
  // By path: an optional or nullable value's schema is a union, whose variants name it twice.
  const found = new Map<string, Marked>();
  const walk = (node: JsonSchema, v: unknown, at: PropertyKey[]) => {
    for (const n of variants(node)) {
      if (n[mark] !== undefined) found.set(formatPath(at), { at, value: v, mark: n[mark] });
      else if (Array.isArray(v) && n.items) v.forEach((item, i) => walk(n.items!, item, [...at, i]));
      else if (v && typeof v === 'object' && n.properties) {
        for (const [key, property] of Object.entries(n.properties))
          if (key in v) walk(property, (v as Record<string, unknown>)[key], [...at, key]);
      }
    }
  };
  walk(jsonSchemaOf(schema), value, []);
  return [...found.values()];
}

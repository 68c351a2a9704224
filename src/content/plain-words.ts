/**
 * The validator's messages in a writer's words, for the editor and the dev server's problem pages:
 * the same finding, without what only a developer reads (the value as JSON after "got", file
 * paths, the schema's own wording of an empty field). `npm run validate` keeps the full message.
 */

/** Rewrites, in order: each turns a developer's phrase into the writer's (or drops it). */
const REWRITES: [RegExp, string][] = [
  [/^missing required field \(.*\)$/, 'still empty'],
  // The value as the schema saw it, as JSON: the writer sees the field itself.
  [/, got (?:[[{"\d-]|true|false|null|undefined).*$/, ''],
  [/^expected a path relative to the content file.*$/, 'choose the image again with "Choose an image"'],
  [/ \(not in content\/data\/[\w-]+\.yaml\)(?:; use one of its labels, or add the \w+ there)?/, ''],
  [/ \(looked for [^)]*\)/, ''],
  [/^unknown (project|service|article|post|sample) ("[^"]*")/, 'no $1 $2 on the site (deleted or renamed?)'],
  [/ in content\/data\/[\w-]+\.yaml/, ''],
  [/^Too small: expected array to have exactly (\d+) items?$/, 'needs exactly $1 items'],
  [/^Too small: expected array to have >=(\d+) items?$/, 'needs at least $1 items'],
  [/^Too big: expected array to have <=(\d+) items?$/, 'may have at most $1 items'],
];

export function plainMessage(message: string): string {
  return REWRITES.reduce((m, [pattern, replacement]) => m.replace(pattern, replacement), message);
}

/** A field of the form, as far as its words need it (the editor's field configuration fits). */
export interface FormField {
  name: string;
  label: string;
  widget?: string;
  /** What one item of a list is called ("image"); "item" when unsaid */
  label_singular?: string;
  /** The fields of an object, or of each item of a list of objects */
  fields?: readonly FormField[];
  /** The one field of each item of a list of values */
  field?: FormField;
}

/** "gallery[1].alt" as its steps: ["gallery", 1, "alt"]. */
export const stepsOf = (path: string): (string | number)[] =>
  [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] === undefined ? m[1]! : Number(m[2])));

/** Steps back into a path: ["gallery", 1, "alt"] as "gallery[1].alt". */
export const pathOfSteps = (steps: readonly (string | number)[]) =>
  steps.reduce<string>((out, s) => (typeof s === 'number' ? `${out}[${s}]` : out ? `${out}.${s}` : s), '');

/**
 * Names of lists that say only "the ones listed" (a data file's `projects.slugs`, `tabs.items`):
 * inside an object a place in one reads as its holder's ("Projects, item 4").
 */
const LIST_NAMES = new Set(['slugs', 'items']);

/** Where a problem is shown: the innermost field the form shows for it, and that place in words. */
export interface Place {
  /** The path of the field that shows it ("gallery[1].alt"; "related" for "related[3]") */
  path: string;
  /** "Images, image 2, Alt text"; "Related projects, item 4" */
  where: string;
}

const named = (fields: readonly FormField[] | undefined, name: string) =>
  fields?.find((f) => f.name === name);

/**
 * The place of a problem at `path` in a form of `fields`: each field and list item on the way in
 * words, and the innermost of them that is a field of its own in the form. An item of a list of
 * objects is a group of fields (its own fields are shown); an item of a list of values or of a
 * multiple choice is not (the list shows it, "item 4" says which).
 */
export function placeOf(path: string, fields: readonly FormField[]): Place {
  const words: string[] = [];
  const steps: (string | number)[] = [];
  // The steps to the last field passed: an item of a list is no field of its own.
  let shown = 0;
  let inner: readonly FormField[] | undefined = fields;
  let at: FormField | undefined;
  for (const step of stepsOf(path)) {
    if (typeof step === 'number') {
      if (!at) break;
      const singular = at.label_singular ?? 'item';
      words.push(`${singular} ${step + 1}`);
      if (!at.fields) break;
      steps.push(step);
      inner = at.fields;
      at = undefined;
      continue;
    }
    const field = named(inner, step);
    if (!field) break;
    // Inside another field (one has been passed), as a data file's `projects.slugs` is.
    const listed = LIST_NAMES.has(field.name) && shown > 0;
    // A label that repeats the word before it ("Image" after "image 2") says nothing more.
    const before = words.at(-1)?.toLowerCase();
    const label = field.label.toLowerCase();
    const repeats = before === label || before?.split(' ')[0] === label;
    if (!listed && field.label && !repeats) words.push(field.label);
    steps.push(step);
    shown = steps.length;
    at = field;
    inner = field.fields;
  }
  const where = words.join(', ') || path;
  return { path: pathOfSteps(steps.slice(0, shown)), where: where.charAt(0).toUpperCase() + where.slice(1) };
}

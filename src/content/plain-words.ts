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

/** "gallery[1].alt" in the form's words: "Images, image 2". */
export function whereOf(path: string, label: string, singular = 'item'): string {
  const index = /^\w+\[(\d+)\]/.exec(path)?.[1];
  return index === undefined ? label : `${label}, ${singular} ${Number(index) + 1}`;
}

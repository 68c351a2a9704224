/**
 * Where a field of the editor's form sits in its entry: Decap CMS gives a field inside a list or
 * group only the input ids of what holds it (`parentIds`: a group's, a list's and then its item's
 * key), so each list and group on screen is registered here by its id (a list with its items'
 * keys in order), and a field's path ("gallery[1].alt") is read back through them.
 */
import type { Map as ImmutableMap } from 'immutable';
import { pathOfSteps, type FormField } from '../content/plain-words.ts';
import { toJS } from './format.ts';

type Imm = ImmutableMap<string, unknown>;

/** What a field's control is given that says where it is. */
interface FieldProps {
  field: Imm;
  parentIds?: string[];
  isEditorComponent?: boolean;
}

/** The fields of the entry's form, as the words of a place need them. */
let formFields: { collection: Imm; fields: FormField[] } | undefined;
export function fieldsOf(collection: Imm): FormField[] {
  if (formFields?.collection !== collection)
    formFields = { collection, fields: toJS(collection.get('fields')) as FormField[] };
  return formFields.fields;
}

/** Lists and groups on screen, by their input id: their name, and a list's item ids in order. */
export const containers = new Map<string, { name: string; keys?: () => readonly string[] }>();

/**
 * The path of a field in the entry ("gallery[1].alt"), from the lists and groups it is nested in
 * (`parentIds`: a group's input id, a list's and then its item's); undefined in a block.
 */
export function pathOf(props: FieldProps): string | undefined {
  if (props.isEditorComponent) return undefined;
  const steps: (string | number)[] = [];
  let keys: readonly string[] | undefined;
  for (const id of props.parentIds ?? []) {
    if (!id) continue;
    const container = containers.get(id);
    if (container) {
      steps.push(container.name);
      keys = container.keys?.();
      continue;
    }
    const index = keys?.indexOf(id) ?? -1;
    if (index < 0) return undefined;
    steps.push(index);
    keys = undefined;
  }
  return pathOfSteps([...steps, String(props.field.get('name'))]);
}

/**
 * Puts the validator next to every field: each of the editor's widgets is registered again,
 * wrapped so that a top-level field of an entry is valid only when the validator's checks
 * (checks.ts, on the whole entry as it stands) find nothing wrong with it. A save with any such
 * problem is refused, the message shown under the field; what the writer typed stays in the form.
 */
import type { CMS } from 'decap-cms-core';
import type { Map as ImmutableMap } from 'immutable';
import { Component, createElement, type ComponentType } from 'react';
import { entryProblems, type EntryRules, type FieldProblem } from './checks.ts';
import { asWritten } from './format.ts';

/** The widgets the generated configuration uses. */
const WIDGETS = [
  'string',
  'text',
  'number',
  'boolean',
  'select',
  'relation',
  'list',
  'object',
  'image',
  'datetime',
  'markdown',
];

type Imm = ImmutableMap<string, unknown>;

interface ControlProps {
  field: Imm;
  value: unknown;
  collection: Imm;
  getEntry: () => Imm;
  /** Unique ids of the fields this one is nested in: none for a top-level field */
  parentIds?: string[];
  isEditorComponent?: boolean;
}

interface InnerControl {
  isValid?: () => unknown;
  shouldComponentUpdate?: (next: unknown) => boolean;
  focus?: (path: unknown) => void;
  getValidateValue?: () => unknown;
}

const toJS = (v: unknown): unknown =>
  v && typeof (v as { toJS?: unknown }).toJS === 'function' ? (v as { toJS: () => unknown }).toJS() : v;
const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The last whole-entry check, by the entry data it ran on (every field asks during one save). */
let last: { data: unknown; problems: FieldProblem[] } | undefined;

function problemsOf(rules: EntryRules, data: Imm): FieldProblem[] {
  if (last?.data !== data)
    last = { data, problems: entryProblems(rules, asWritten(toJS(data) as Record<string, unknown>)) };
  return last.problems;
}

const belongsTo = (name: string) => (p: FieldProblem) =>
  p.field === name || p.field.startsWith(`${name}[`) || p.field.startsWith(`${name}.`);

/** `Inner`, valid only when the validator has nothing to say about its field. */
function validating(Inner: ComponentType<never>, rulesFor: (collection: string) => EntryRules | undefined) {
  return class Validated extends Component<ControlProps> {
    inner: InnerControl | null = null;

    /** The validator's problems with this field, when it is a top-level field of an entry. */
    problems(): FieldProblem[] {
      const { field, collection, getEntry, value, parentIds = [], isEditorComponent } = this.props;
      const rules = rulesFor(String(collection.get('name')));
      const name = String(field.get('name'));
      const fields = collection.get('fields') as { some: (f: (x: Imm) => boolean) => boolean } | undefined;
      const topLevel =
        parentIds.length === 0 && !isEditorComponent && fields?.some((f) => f.get('name') === name);
      if (!rules || !topLevel) return [];
      // An empty required field already gets the editor's own "is required" message.
      if (field.get('required') !== false && isEmpty(toJS(value))) return [];
      const data = getEntry().get('data') as Imm;
      return problemsOf(rules, data).filter(belongsTo(name));
    }

    // Called unbound by the editor, hence an arrow function.
    isValid = () => {
      const problems = this.problems();
      if (problems.length > 0) {
        const message = problems.map((p) => `${p.field}: ${p.message}`).join(' · ');
        return { error: { type: 'CUSTOM', message } };
      }
      return this.inner?.isValid?.() ?? true;
    };

    focus(path: unknown) {
      this.inner?.focus?.(path);
    }

    getValidateValue() {
      return this.inner?.getValidateValue?.();
    }

    /**
     * The editor asks the control whether to re-render (an image control does when a file is
     * chosen): the wrapped control answers, as it would unwrapped. Its ref is set before ours.
     */
    keep = (r: InnerControl | null) => {
      this.inner = r;
      const scu = r?.shouldComponentUpdate;
      if (r && scu && !Object.hasOwn(this, 'shouldComponentUpdate')) {
        this.shouldComponentUpdate = (next: unknown) => scu.call(r, next);
      }
    };

    override render() {
      return createElement(Inner, { ...this.props, ref: this.keep } as never);
    }
  };
}

/** Registers each widget again, wrapped; previews, options and schemas stay the widget's own. */
export function registerValidatingWidgets(
  cms: CMS,
  rulesFor: (collection: string) => EntryRules | undefined,
) {
  for (const name of WIDGETS) {
    const widget = cms.getWidget(name) as
      { control: ComponentType<never>; preview?: ComponentType<never>; schema?: unknown } | undefined;
    if (!widget) continue;
    // The typings leave out the fourth argument (the widget's option schema) that the registry takes.
    const register = cms.registerWidget as unknown as (n: string, c: unknown, p: unknown, s: unknown) => void;
    register(name, validating(widget.control, rulesFor), widget.preview, widget.schema);
  }
}

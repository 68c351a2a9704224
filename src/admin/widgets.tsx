/**
 * Puts the validator next to every field: each of the editor's widgets is registered again,
 * wrapped so that a field of an entry is valid only when the validator's checks (checks.ts, on
 * the whole entry as it stands) find nothing wrong with it. Each problem shows under the innermost
 * field the form shows for it (an image's alt text in a list, not the whole list; a choice of
 * several entries names the item in words). A save with any such problem is refused; what the
 * writer typed stays in the form.
 */
import type { CMS } from 'decap-cms-core';
import type { Map as ImmutableMap } from 'immutable';
import { Component, createElement, Fragment, useEffect, useState, type ComponentType } from 'react';
import { entryProblems, entryWords, type EntryRules, type FieldProblem } from './checks.ts';
import { asWritten, entryData, toJS } from './format.ts';
import { pendingFiles } from './server-check.ts';
import { placeOf, plainMessage } from '../content/plain-words.ts';
import { fieldIds, problemsAt, showProblems, subscribe, type ShownProblem } from './notice.tsx';
import { containers, fieldsOf, pathOf } from './field-paths.ts';

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
  'number-text',
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
  forID?: string;
  onChange: (value: unknown) => void;
  getAsset?: (path: string, field: unknown) => unknown;
}

interface InnerControl {
  isValid?: () => unknown;
  shouldComponentUpdate?: (next: unknown) => boolean;
  focus?: (path: unknown) => void;
  getValidateValue?: () => unknown;
}

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** How the form's fields read the entry open now (the last one rendered), for the check on Publish. */
let entryOnScreen: (() => Imm) | undefined;
export const currentEntry = () => entryOnScreen?.();

/** The last whole-entry check, by the entry data it ran on (every field asks during one save). */
let last: { data: unknown; problems: FieldProblem[] } | undefined;

function problemsOf(rules: EntryRules, data: Imm): FieldProblem[] {
  if (last?.data !== data)
    last = { data, problems: entryProblems(rules, asWritten(toJS(data) as Record<string, unknown>)) };
  return last.problems;
}

const belongsTo = (name: string) => (p: FieldProblem) =>
  p.field === name || p.field.startsWith(`${name}[`) || p.field.startsWith(`${name}.`);

/** The problems one validation round (a press of Publish) finds, shown together once it ends. */
let round: ShownProblem[] | undefined;

function report(found: ShownProblem[]) {
  if (!round) {
    round = [];
    queueMicrotask(() => {
      if (round && round.length > 0) showProblems(round);
      round = undefined;
    });
  }
  round.push(...found);
}

const messageStyle = { color: '#b3261e', fontSize: 14, margin: '6px 0 0', paddingLeft: 18 };

type RulesFor = (collection: string) => EntryRules | undefined;

/** The entry's rules, when the control is a field of an entry's form (not of a block in a body). */
function entryRules(props: ControlProps, rulesFor: RulesFor): EntryRules | undefined {
  return props.isEditorComponent ? undefined : rulesFor(String(props.collection.get('name')));
}

/** Whether the control is a top-level field of its entry (not in a list, a group or a block). */
function isTopLevel(props: ControlProps): boolean {
  const { field, collection, parentIds = [], isEditorComponent } = props;
  const name = String(field.get('name'));
  const fields = collection.get('fields') as { some: (f: (x: Imm) => boolean) => boolean } | undefined;
  return parentIds.length === 0 && !isEditorComponent && !!fields?.some((f) => f.get('name') === name);
}

/**
 * The validator's problems placed at the field (the innermost field the form shows for each),
 * and, for a top-level field, every problem inside it reported to the round's notice (with an
 * empty required field, which gets the editor's own "is required" message under the field).
 */
function fieldProblems(props: ControlProps, rules: EntryRules, path: string): FieldProblem[] {
  const { field, getEntry, value, collection } = props;
  const name = String(field.get('name'));
  const top = isTopLevel(props);
  if (top && field.get('required') !== false && isEmpty(toJS(value))) {
    const where = (field.get('label') as string | undefined) ?? name;
    report([{ field: name, where, message: 'this is required', place: name }]);
    return [];
  }
  const fields = fieldsOf(collection);
  const problems = problemsOf(rules, getEntry().get('data') as Imm).filter(belongsTo(path));
  const placed = problems.map((p) => ({ problem: p, place: placeOf(p.field, fields) }));
  if (top)
    report(
      placed.map(({ problem, place }) => ({
        field: name,
        where: place.where,
        message: plainMessage(problem.message),
        place: place.path,
      })),
    );
  return placed.filter(({ place }) => place.path === path).map(({ problem }) => problem);
}

/** How long typing pauses before the body's word count is counted again (ms). */
const COUNT_PAUSE = 300;

/**
 * The body's word count with its rule, counted once typing pauses: counting reads the whole text as
 * the validator does (an MDX parse), too much work for every key.
 */
function WordCount({ rules, getEntry }: { rules: EntryRules; getEntry: () => Imm }) {
  const data = getEntry().get('data');
  const [words, setWords] = useState<string>();
  useEffect(() => {
    const timer = setTimeout(() => setWords(entryWords(rules, entryData(getEntry()))), COUNT_PAUSE);
    return () => clearTimeout(timer);
    // The entry's data is what the count reads; getEntry is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, rules]);
  return words ? createElement('p', { style: { margin: '6px 0 0', fontSize: 14 } }, words) : null;
}

const problemList = (messages: string[]) =>
  messages.length > 0 &&
  createElement(
    'ul',
    { key: 'problems', role: 'alert', style: messageStyle },
    messages.map((m) => createElement('li', { key: m }, m)),
  );

/**
 * Under a field: the last check's problems placed at it (a field in a list or group shows them
 * while it holds the value checked), and under the body its word count.
 */
function belowField(props: ControlProps, rules: EntryRules | undefined, path: string | undefined) {
  const name = String(props.field.get('name'));
  if (path && props.forID) fieldIds.set(path, props.forID);
  const top = isTopLevel(props);
  const messages = !path ? [] : top ? problemsAt(path) : problemsAt(path, () => toJS(props.value));
  return [
    problemList(messages),
    top &&
      rules &&
      name === 'body' &&
      createElement(WordCount, { key: 'words', rules, getEntry: props.getEntry }),
  ];
}

/**
 * The thumbnail of an image: an upload not saved yet from the editor's own copy, an image already
 * saved beside the entry from the site's /media/ (the dev server, or the published site). Decap
 * CMS's own lookup would ask for it once and keep the blank it gets while the file loads, and
 * looks for it in the entry's upload folder, where older images are not.
 */
function assetFor(props: ControlProps, path: string, field: unknown) {
  if (!path.startsWith('./')) return props.getAsset?.(path, field);
  const pending = pendingFiles(props.getEntry()).get(path.split('/').pop()!)?.url;
  const folder = (props.collection.get('folder') as string).replace(/^content\//, '');
  return pending ?? `/media/${folder}/${path.slice(2)}`;
}

/** `Inner`, valid only when the validator has nothing to say about its field. */
function validating(Inner: ComponentType<never>, rulesFor: RulesFor) {
  return class Validated extends Component<ControlProps> {
    inner: InnerControl | null = null;
    unsubscribe?: () => void;

    override componentDidMount() {
      this.unsubscribe = subscribe(() => this.forceUpdate());
    }

    override componentWillUnmount() {
      this.unsubscribe?.();
      if (this.props.forID) containers.delete(this.props.forID);
    }

    // Called unbound by the editor, hence an arrow function.
    isValid = () => {
      const rules = entryRules(this.props, rulesFor);
      const path = pathOf(this.props);
      const problems = rules && path ? fieldProblems(this.props, rules, path) : [];
      if (problems.length > 0) {
        const message = problems.map((p) => plainMessage(p.message)).join(' · ');
        return { error: { type: 'CUSTOM', message, parentIds: this.props.parentIds } };
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
      if (r && scu && !Object.hasOwn(this, 'shouldComponentUpdate'))
        this.shouldComponentUpdate = (next: unknown) => scu.call(r, next);
    };

    assetOf = (path: string, field: unknown) => assetFor(this.props, path, field);

    override render() {
      entryOnScreen = this.props.getEntry;
      const { forID, field } = this.props;
      // A list or a group: its fields find their path through it (a list's item by its key).
      const widget = field.get('widget');
      if (forID && (widget === 'list' || widget === 'object')) {
        const keys = () => (this.inner as { state?: { keys?: string[] } } | null)?.state?.keys ?? [];
        containers.set(forID, { name: String(field.get('name')), ...(widget === 'list' ? { keys } : {}) });
      }
      const props = { ...this.props, getAsset: this.assetOf, key: 'control', ref: this.keep };
      const control = createElement(Inner, props as never);
      const rules = entryRules(this.props, rulesFor);
      return createElement(Fragment, null, control, ...belowField(this.props, rules, pathOf(this.props)));
    }
  };
}

/**
 * A number typed as text: digits are kept as a number, anything else as the text typed, for the
 * validator to name ("expected a year between 1980 and 2100, got "twenty"").
 */
function numberText(StringControl: ComponentType<never>) {
  return function NumberText(props: ControlProps) {
    const onChange = (typed: string) =>
      props.onChange(/^\s*-?\d+(\.\d+)?\s*$/.test(typed) ? Number(typed) : typed);
    const value =
      typeof props.value === 'number' || typeof props.value === 'string' ? String(props.value) : '';
    return createElement(StringControl, { ...props, value, onChange } as never);
  };
}

type Widget = { control: ComponentType<never>; preview?: ComponentType<never>; schema?: unknown };

/** Registers each widget again, wrapped; previews, options and schemas stay the widget's own. */
export function registerValidatingWidgets(cms: CMS, rulesFor: RulesFor) {
  const widget = (name: string) => cms.getWidget(name) as unknown as Widget | undefined;
  const text = widget('string')!;
  cms.registerWidget('number-text', numberText(text.control) as never, text.preview as never);
  // The typings leave out the fourth argument (the widget's option schema) that the registry takes.
  const register = cms.registerWidget as unknown as (n: string, c: unknown, p: unknown, s: unknown) => void;
  for (const name of WIDGETS) {
    const w = widget(name);
    if (w) register(name, validating(w.control, rulesFor), w.preview, w.schema);
  }
}

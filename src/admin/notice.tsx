/**
 * The notice at the top of the editor: after a refused save, every problem in plain words, each a
 * link that brings its field into view (nothing typed is lost); after a save, "Saved" with a link to
 * the page and what happens next. Also the problems the dev server's check found, by field, which
 * the fields show under themselves (widgets.tsx).
 */
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { stepsOf } from '../content/plain-words.ts';

export interface ShownProblem {
  /** Top-level field name */
  field: string;
  /** Where, in the form's words ("Images, image 1, Alt text") */
  where: string;
  message: string;
  /** The innermost field the form shows for it ("gallery[0].alt"; "related" for "related[3]") */
  place: string;
  /** That field's value when it was checked (JSON), where it is a field inside a list or group */
  value?: string;
}

type Notice =
  | { kind: 'problems'; problems: ShownProblem[] }
  | { kind: 'saved'; url?: string; hidden: boolean; live: string }
  | undefined;

let current: Notice;
/** The problems of the last check before a save (the dev server's, where it runs) */
let lastCheck: ShownProblem[] = [];
const listeners = new Set<() => void>();

export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function show(notice: Notice, checked: ShownProblem[] = []) {
  current = notice;
  lastCheck = checked;
  listeners.forEach((l) => l());
}

/** The value at a field path ("gallery[0].src") of the entry's data. */
export function valueAt(data: unknown, path: string): unknown {
  return stepsOf(path).reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
    data,
  );
}

/**
 * The last check's problems with the field at `place`, each under the innermost field the form
 * shows for it. A field inside a list or group shows them while it holds the value checked (an
 * image moved or replaced since leaves them behind); `value` reads its value now.
 */
export function problemsAt(place: string, value: () => unknown = () => undefined): string[] {
  const found = lastCheck.filter((p) => p.place === place);
  if (found.length === 0) return [];
  const now = JSON.stringify(value());
  return found.filter((p) => p.value === undefined || p.value === now).map((p) => p.message);
}

/** Shows what stops the save, and keeps the server's findings for their fields. */
export function showProblems(problems: ShownProblem[], fromServer = false) {
  show({ kind: 'problems', problems }, fromServer ? problems : lastCheck);
  requestAnimationFrame(() => problems[0] && goToField(problems[0].place, problems[0].field));
}

export const showSaved = (saved: { url?: string; hidden: boolean; live: string }) =>
  show({ kind: 'saved', ...saved });

export const clearNotice = () => show(undefined);

/** Input ids of the fields on screen, by path ("summary", "gallery[1].alt"; set by widgets.tsx) */
export const fieldIds = new Map<string, string>();

function goToField(place: string, field = place) {
  const id = fieldIds.get(place) ?? fieldIds.get(field);
  const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`) : null;
  label?.scrollIntoView({ block: 'center' });
  if (id) document.getElementById(id)?.focus({ preventScroll: true });
}

function NoticeView() {
  const notice = useSyncExternalStore(subscribe, () => current);
  if (!notice) return null;
  const close = (
    <button type="button" onClick={clearNotice}>
      Close
    </button>
  );
  if (notice.kind === 'saved') {
    return (
      <div role="status" className="editor-notice editor-notice--saved">
        {close}
        <strong>Saved.</strong>{' '}
        {notice.url && (
          <a href={notice.url} target="_blank" rel="noreferrer">
            See the page on the local site
          </a>
        )}
        <p>
          {notice.hidden && 'It is hidden from the site until you turn off "Hide from site". '}
          {notice.live}
        </p>
      </div>
    );
  }
  const n = notice.problems.length;
  return (
    <div role="alert" className="editor-notice editor-notice--problems">
      {close}
      <strong>
        Not saved: {n === 1 ? 'one thing needs' : `${n} things need`} fixing. Everything you typed is still
        here.
      </strong>
      <ul>
        {notice.problems.map((p, i) => (
          <li key={i}>
            <a
              href={`#${p.place}`}
              onClick={(e) => {
                e.preventDefault();
                goToField(p.place, p.field);
              }}
            >
              {p.where}
            </a>
            : {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Puts the notice on the page (once, beside the editor's own root). */
export function mountNotice() {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<NoticeView />);
}

/**
 * The notice at the top of the editor: after a refused save, every problem in plain words, each a
 * link that brings its field into view (nothing typed is lost); after a save, "Saved" with a link to
 * the page and what happens next. Also the problems the dev server's check found, by field, which
 * the fields show under themselves (widgets.tsx).
 */
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';

export interface ShownProblem {
  /** Top-level field name, for the link to it */
  field: string;
  /** Where, in the form's words ("Images, image 1") */
  where: string;
  message: string;
  /** The whole field path ("gallery[0].src"), where it is more than the field */
  path?: string;
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

export { whereOf } from '../content/plain-words.ts';

/** An image's problem shows under the image itself (imageProblemsOf), not under its list. */
const isImage = (p: ShownProblem) => p.path?.endsWith('.src') ?? false;

export const serverProblemsOf = (field: string) =>
  lastCheck.filter((p) => p.field === field && !isImage(p)).map((p) => p.message);

/** The value at a field path ("gallery[0].src") of the entry's data. */
function valueAt(data: unknown, path: string): unknown {
  const steps = [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => m[1] ?? Number(m[2]));
  return steps.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
    data,
  );
}

/** The last check's problems with the image at `src` in the entry's data (`data`). */
export const imageProblemsOf = (src: string, data: unknown) =>
  lastCheck.filter((p) => isImage(p) && valueAt(data, p.path!) === src).map((p) => p.message);

/** Shows what stops the save, and keeps the server's findings for their fields. */
export function showProblems(problems: ShownProblem[], fromServer = false) {
  show({ kind: 'problems', problems }, fromServer ? problems : lastCheck);
  requestAnimationFrame(() => problems[0] && goToField(problems[0].field));
}

export const showSaved = (saved: { url?: string; hidden: boolean; live: string }) =>
  show({ kind: 'saved', ...saved });

export const clearNotice = () => show(undefined);

/** Input ids of the top-level fields on screen, by name (set by widgets.tsx as they render) */
export const fieldIds = new Map<string, string>();

function goToField(field: string) {
  const id = fieldIds.get(field);
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
              href={`#${p.field}`}
              onClick={(e) => {
                e.preventDefault();
                goToField(p.field);
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

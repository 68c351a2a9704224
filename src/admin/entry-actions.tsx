/**
 * Deleting and renaming an entry on the local files (`npm run edit`), so that neither leaves the
 * site broken. The editor's own Delete button is answered here: the dev server says which pages
 * name the entry (the validator's own check, scripts/lib/dev/mentions.ts), and the writer deletes
 * it with those mentions removed in the same step, or keeps it. "Change address" gives an open
 * entry a new address: every mention follows, and the old address redirects to the new one.
 */
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

interface Mention {
  page: string;
  where: string;
  message: string;
}

type Outcome = { done: true; changed: string[] } | { done: false; refused: Mention[] };

interface Open {
  collection: string;
  slug: string;
  /** The address of its page (collections with pages only) */
  url: string;
}

/** Collections with pages: their address before the slug ("/projects/"). */
type Urls = Record<string, string>;

/** The entry open in the editor, from its address (#/collections/<name>/entries/<slug>). */
function openEntry(urls: Urls): Open | undefined {
  const m = /^#\/collections\/([^/]+)\/entries\/([a-z0-9-]+)$/.exec(window.location.hash);
  const url = m && urls[m[1]!];
  return m && url ? { collection: m[1]!, slug: m[2]!, url: `${url}${m[2]}` } : undefined;
}

const post = <T,>(url: string, body: unknown) =>
  fetch(url, { method: 'POST', body: JSON.stringify(body) }).then((res) => {
    if (!res.ok) throw new Error(`the local site answered ${res.status}`);
    return res.json() as Promise<T>;
  });

/** Goes to `hash` and loads the editor again, so its lists show the files as they now are. */
function reopen(hash: string) {
  window.location.hash = hash;
  window.location.reload();
}

/** Where each mention is; with `why`, what is wrong there too. */
const MentionList = ({ mentions, why = false }: { mentions: Mention[]; why?: boolean }) => (
  <ul>
    {mentions.map((m, i) => (
      <li key={i}>
        <strong>{m.page}</strong>: {m.where}
        {why && `: ${m.message}`}
      </li>
    ))}
  </ul>
);

type Step = {
  kind: 'delete' | 'rename';
  open: Open;
  title: string;
  mentions: Mention[];
  refused?: Mention[];
};

let step: Step | undefined;
const listeners = new Set<() => void>();
const setStep = (next: Step | undefined) => {
  step = next;
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

async function begin(kind: Step['kind'], open: Open) {
  const { title, mentions } = await post<{ title: string; mentions: Mention[] }>('/__mentions', open);
  setStep({ kind, open, title, mentions });
}

function DeleteDialog({ s }: { s: Step }) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    const outcome = await post<Outcome>('/__delete', s.open);
    if (outcome.done) return reopen(`#/collections/${s.open.collection}`);
    setBusy(false);
    setStep({ ...s, refused: outcome.refused });
  };
  const n = s.mentions.length;
  return (
    <>
      <h2>Delete “{s.title}”?</h2>
      {n > 0 ? (
        <>
          <p>
            {n === 1 ? 'One place names' : `${n} places name`} this page ({s.open.url}):
          </p>
          <MentionList mentions={s.mentions} />
          <p>Deleting it removes these mentions in the same step (a link keeps its words).</p>
        </>
      ) : (
        <p>No other page names it.</p>
      )}
      <p>Its file and its uploaded images are deleted. There is no undo in the editor.</p>
      <Refused s={s} verb="deleted" />
      <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
        {n > 0 ? 'Delete and remove mentions' : 'Delete'}
      </button>
    </>
  );
}

function RenameDialog({ s }: { s: Step }) {
  const [to, setTo] = useState(s.open.slug);
  const [busy, setBusy] = useState(false);
  const valid = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(to) && to !== s.open.slug;
  const rename = async () => {
    setBusy(true);
    const outcome = await post<Outcome>('/__rename', { ...s.open, to });
    if (outcome.done) return reopen(`#/collections/${s.open.collection}/entries/${to}`);
    setBusy(false);
    setStep({ ...s, refused: outcome.refused });
  };
  const base = s.open.url.slice(0, -s.open.slug.length);
  return (
    <>
      <h2>Change the address of “{s.title}”</h2>
      <p>Now: {s.open.url}</p>
      <label>
        New address: {base}
        <input value={to} onChange={(e) => setTo(e.target.value.trim())} aria-describedby="rename-rule" />
      </label>
      <p id="rename-rule">Lower-case words joined by hyphens, such as robotic-palletizer.</p>
      <p>
        The old address keeps working: it redirects to the new one.
        {s.mentions.length > 0 && ' These mentions follow the new address:'}
      </p>
      {s.mentions.length > 0 && <MentionList mentions={s.mentions} />}
      <Refused s={s} verb="renamed" />
      <button type="button" disabled={busy || !valid} onClick={() => void rename()}>
        Change address
      </button>
    </>
  );
}

function Refused({ s, verb }: { s: Step; verb: string }) {
  if (!s.refused) return null;
  return (
    <div role="alert">
      <p>Not {verb}: nothing was changed, because of these:</p>
      <MentionList mentions={s.refused} why />
    </div>
  );
}

function onHashChange(listener: () => void) {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

function Dialogs({ urls }: { urls: Urls }) {
  const s = useSyncExternalStore(subscribe, () => step);
  const hash = useSyncExternalStore(onHashChange, () => window.location.hash);
  const open = hash ? openEntry(urls) : undefined;
  let dialog: ReactNode = null;
  if (s) dialog = s.kind === 'delete' ? <DeleteDialog s={s} /> : <RenameDialog s={s} />;
  return (
    <>
      {open && !s && (
        <div className="entry-address">
          Address: <a href={open.url}>{open.url}</a>{' '}
          <button type="button" onClick={() => void begin('rename', open)}>
            Change address
          </button>
        </div>
      )}
      {dialog && (
        <div className="entry-dialog" role="dialog" aria-modal="true" aria-label="Entry">
          {dialog}
          <button type="button" onClick={() => setStep(undefined)}>
            Cancel
          </button>
        </div>
      )}
    </>
  );
}

const DELETE = /^Delete (published |unpublished )?entry$/i;

/** Answers the editor's Delete button and adds "Change address" (local files only). */
export function mountEntryActions(urls: Urls) {
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button');
      const open = openEntry(urls);
      if (!button || !open || !DELETE.test(button.textContent?.trim() ?? '')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void begin('delete', open);
    },
    true,
  );
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<Dialogs urls={urls} />);
}

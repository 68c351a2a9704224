/**
 * The writers' editor (Decap CMS) at /admin/: a bundle of its own, never imported by the site's
 * pages. Its collections and fields are generated from content.config.ts and the schemas
 * (virtual:editor-config); it reads and writes entries in the content files' own format, offers
 * the MDX registry's tags as blocks, previews drawn by the site's own render (src/admin/preview.tsx), and
 * refuses a save the validator would reject.
 */
import CMS from 'decap-cms-app';
import { config, editorial, entrySchemas, formats, markdown } from 'virtual:editor-config';
import siteCss from '../styles/index.css?inline';
import './editor.css';
import { editorBlocks } from './blocks.ts';
import { mountEntryActions } from './entry-actions.tsx';
import { entryProblems, type EntryRules, type FieldProblem } from './checks.ts';
import { asWritten, entryData, mdxFormat, type EditorEntry as Entry } from './format.ts';
import { clearNotice, mountNotice, showProblems, showSaved, valueAt, type ShownProblem } from './notice.tsx';
import { registerPreviews } from './preview.tsx';
import { remarkEscapeText } from './rich-text.ts';
import { serverProblems } from './server-check.ts';
import { currentEntry, registerValidatingWidgets } from './widgets.tsx';
import { holdSaves } from './publish-check.ts';
import { placeOf, plainMessage } from '../content/plain-words.ts';

// decap-cms-core 3.16 checks its components' props by hand (React 19 dropped propTypes) with a
// prop-types release that does not recognise React 19 elements, so it warns on every load that its
// ErrorBoundary and Modal were given invalid children. Those two false warnings, and only they, are
// dropped here.
const FALSE_ALARM = /^Warning: Failed prop type: Invalid prop `children` supplied to `(ErrorBoundary|Modal)`/;
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] !== 'string' || !FALSE_ALARM.test(args[0])) consoleError(...args);
};

function rulesFor(collection: string): EntryRules | undefined {
  const schema = entrySchemas[collection];
  const rule = editorial[collection];
  return schema && rule ? { schema, editorial: rule, markdown: markdown[collection] } : undefined;
}

for (const [name, defaults] of Object.entries(formats))
  CMS.registerCustomFormat(name, 'mdx', mdxFormat(defaults));
for (const block of editorBlocks) CMS.registerEditorComponent(block);
CMS.registerRemarkPlugin(remarkEscapeText as never);
registerValidatingWidgets(CMS, rulesFor);
CMS.registerPreviewStyle(siteCss, { raw: true });
registerPreviews(CMS, config.collections);

const collectionOf = (entry: Entry) => config.collections.find((c) => c.name === entry.get('collection'));

/**
 * The problems as the notice shows them: each at the innermost field the form shows for it, in the
 * form's words ("Images, image 2, Alt text"), in the writer's words, once.
 */
function shown(entry: Entry, problems: FieldProblem[]): ShownProblem[] {
  const fields = collectionOf(entry)?.fields ?? [];
  const data = entryData(entry);
  const all = problems.map((p) => {
    const place = placeOf(p.field, fields);
    const nested = /[[.]/.test(place.path);
    return {
      field: p.field.split(/[[.]/)[0]!,
      where: place.where,
      message: plainMessage(p.message),
      place: place.path,
      ...(nested ? { value: JSON.stringify(valueAt(data, place.path)) } : {}),
    };
  });
  return all.filter((p, i) => all.findIndex((q) => q.where === p.where && q.message === p.message) === i);
}

/**
 * Every problem with the entry as it will be written: the schemas' in the browser and the
 * validator's on the dev server (photo sizes, links, references), together, shown at once.
 */
async function checkBeforeSave(entry: Entry): Promise<boolean> {
  const rules = rulesFor(String(entry.get('collection')));
  if (!rules) return true;
  clearNotice();
  const folder = collectionOf(entry)?.folder;
  const own = entryProblems(rules, asWritten(entryData(entry)));
  const server = folder ? await serverProblems(entry, folder) : [];
  const problems = shown(entry, [...own, ...server]);
  if (problems.length > 0) showProblems(problems, true);
  return problems.length === 0;
}

// Publish is held until the whole entry passes (publish-check.ts): nothing starts a save that the
// validator would refuse, so the editor shows no error of its own.
holdSaves(async () => {
  const entry = currentEntry();
  return entry ? checkBeforeSave(entry) : true;
});

// The last guard, should a save start some other way: the same check, refusing it.
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    if (await checkBeforeSave(entry)) return undefined;
    throw new Error('not saved: the notice at the top lists what to fix');
  },
});

// On the local files (`npm run edit`) the pages are on this dev server: "View Live", the header's
// link and the saved notice open them here, not on the public site. The local server's address
// changes with each start: the page names it (the editor's code is built once for every start).
const backend = (config as { backend: { name: string; proxy_url?: string } }).backend;
const local = backend.name === 'proxy';
const proxyUrl = document.querySelector<HTMLMetaElement>('meta[name="editor-backend"]')?.content;
const here = local
  ? {
      site_url: window.location.origin,
      display_url: window.location.origin,
      backend: { ...backend, proxy_url: proxyUrl ?? backend.proxy_url },
    }
  : {};

// After a save: the "Saved" notice, and on the local files the dev server's word on it (the
// page's address, and uploads this entry no longer uses, such as a replaced photo, removed).
CMS.registerEventListener({
  name: 'postSave',
  handler: async ({ entry }) => {
    const saved: { page?: string } = local
      ? await fetch('/__saved', {
          method: 'POST',
          body: JSON.stringify({ collection: String(entry.get('collection')) }),
        })
          .then((res) => res.json() as Promise<{ page?: string }>)
          .catch(() => ({ page: undefined }))
      : {};
    showSaved({
      url: saved.page && new URL(saved.page, window.location.origin).href,
      hidden: entryData(entry).draft === true,
      live: local
        ? 'The change is a file in the project folder: ' +
          'it reaches the public site once it is committed and the site is published.'
        : 'The change waits for review as a pull request: it goes live once it is merged.',
    });
  },
});

// A refused save ends in a rejected promise with no reason inside the editor (its fields show why,
// and so does the notice): that rejection is expected, not an error of the page.
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason === undefined) event.preventDefault();
});

mountNotice();
if (local) {
  // The address of each collection's pages ("/projects/"), from its preview path.
  const urls = config.collections.flatMap((c) => {
    const preview = (c as { preview_path?: string }).preview_path;
    return preview ? [[c.name, `/${preview.replace('{{slug}}', '')}`]] : [];
  });
  mountEntryActions(Object.fromEntries(urls) as Record<string, string>);
}
CMS.init({ config: { ...config, ...here } as never });

/**
 * What the dev server (scripts/dev.ts) renders with: a page through `render(url)` of the server
 * entry as Vite loads it (lib/vite-site.ts), and the page that lists content problems in its place.
 * The site stays up with problems in it: a page whose own entry has problems lists them (in the
 * editor's words: the field's label, the message without developer's details), every other page
 * renders, with the problems of the shared data files, if any, in a notice at its top.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { collections } from '../../../content.config.ts';
import type { Loaded, Site } from '../../../src/content/load/index.ts';
import { placeOf, plainMessage } from '../../../src/content/plain-words.ts';
import type { Problem } from '../../../src/content/problems.ts';
import { escapeHtml, escapeText } from '../../../src/lib/escape.ts';
import { dataFileForm, editorCollection, type CollectionKey } from '../editor/config.ts';
import type { Entry } from '../vite-site.ts';

/** The page at `url`, rendered into index.html as Vite transforms it (with its hot-reload client). */
export async function renderPage(vite: ViteDevServer, entry: Entry, root: string, url: string, site: Site) {
  const template = await vite.transformIndexHtml(url, readFileSync(path.join(root, 'index.html'), 'utf8'));
  return entry.render(url, site, template);
}

const collectionOfFile = (file: string) =>
  (Object.keys(collections) as CollectionKey[]).find(
    (k) => collections[k].dir === file.slice(0, file.lastIndexOf('/')),
  );

/**
 * A problem in the writer's words: where (an entry's field by its label in the editor, "Images,
 * image 2, Alt text"; a data file by the page it feeds, "Home page", and its field in the same
 * words, "Projects, item 4") and what.
 */
export function plainProblem(p: Problem): { page?: string; where: string; message: string } {
  const key = collectionOfFile(p.file);
  const message = plainMessage(p.message);
  if (key) return { where: placeOf(p.field, editorCollection(key).fields).where, message };
  const data = dataFileForm(p.file);
  if (!data) return { where: p.field, message };
  return { page: data.title, where: placeOf(data.path(p.field), data.fields).where, message };
}

/** Where a problem is, page and all ("Home page, Projects, item 4"). */
export const placeWords = ({ page, where }: { page?: string; where: string }) =>
  [page, where].filter(Boolean).join(', ');

const listOf = (problems: Problem[]) =>
  `<ul>${problems
    .map(plainProblem)
    .map((p) => `<li><strong>${escapeHtml(placeWords(p))}</strong>: ${escapeHtml(p.message)}</li>`)
    .join('')}</ul>`;

/** The page shown in place of one that cannot be drawn: its problems, or what went wrong. */
export function problemsPage(problems: Problem[] | string, title = 'The content has problems'): string {
  const body =
    typeof problems === 'string'
      ? `<pre style="white-space:pre-wrap">${escapeText(problems)}</pre>`
      : listOf(problems);
  const head = `<meta charset="utf-8"><title>${escapeHtml(title)}</title>`;
  return `<!doctype html><html lang="en"><head>${head}</head>
<body style="font-family:system-ui;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5">
<h1>${escapeHtml(title)}</h1><p>Fix these and reload; nothing else needs restarting.</p>
${body}</body></html>`;
}

/**
 * The problems at a page: those of the entry it shows (or would show, had its problems not held it
 * back), and those of files that are no entry (data files), which every page carries.
 */
export function pageProblems(url: string, loaded: Loaded & { site: Site }) {
  const pathname = new URL(url, 'http://localhost').pathname.replace(/(.)\/+$/, '$1');
  const route = loaded.site.manifest.routes.find((r) => r.path === pathname);
  const file = route?.source?.endsWith('.mdx')
    ? route.source
    : loaded.held.find((h) => h.address === pathname)?.file;
  return {
    own: loaded.problems.filter((p) => p.file === file),
    shared: loaded.problems.filter((p) => !collectionOfFile(p.file)),
  };
}

/** The page's HTML with a notice of the shared files' problems at the top of its body. */
export function withNotice(html: string, problems: Problem[]): string {
  if (problems.length === 0) return html;
  const style =
    'font:16px/1.5 system-ui;background:#fff4e5;color:#1d1d1d;padding:1rem;border-bottom:2px solid #b3261e';
  const heading = 'The content has problems (this notice shows on the local site only):';
  const notice = `<div role="alert" style="${style}"><strong>${heading}</strong>${listOf(problems)}</div>`;
  return html.replace(/<body[^>]*>/, (open) => `${open}${notice}`);
}

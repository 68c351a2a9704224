/**
 * The editor's preview (POST /__preview on the dev server): an entry file's text, not saved yet,
 * rendered by `render(url)` at its page's URL with the site around it as it is on disk. The text
 * is handed to that one render as an argument (a draft module only it names), so no other request
 * sees it, whatever runs at the same time. Problems come back as a page listing them.
 */
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { collections } from '../../../content.config.ts';
import type { Problem } from '../../../src/content/problems.ts';
import { escapeHtml } from '../../../src/lib/escape.ts';
import type { MediaTable } from '../../../src/content/media.ts';
import { mediaFile } from '../media-files.ts';
import type { Entry, ViteSite } from '../vite-site.ts';
import { placeWords, plainProblem, problemsPage, renderPage } from './server.ts';

/** What the editor sends to preview or check an entry: its file's text, and the images not saved yet. */
export interface PreviewRequest {
  collection: string;
  slug: string;
  text: string;
  /** Images the entry names that the writer added and has not saved (relative to the entry) */
  pending?: string[];
  /** The bytes of those images (base64), by path relative to the project (a save checks them) */
  uploads?: Record<string, string>;
}

/** The request's body as JSON (at most 2 MB: an entry file with room to spare). */
export async function previewRequest(req: IncomingMessage): Promise<PreviewRequest> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 2_000_000) throw new Error('the preview request is too large');
  }
  return JSON.parse(text) as PreviewRequest;
}

/** The entry's file, and the images it names that are not saved yet (with their sizes when sent). */
async function draftOf(body: PreviewRequest) {
  const collection = collections[body.collection as keyof typeof collections];
  if (!collection) throw new Error(`no collection ${body.collection}`);
  const rel = `${collection.dir}/${body.slug}.mdx`;
  const inContent = (file: string) => file.replace(/^content\//, '');
  const pending: MediaTable = {};
  // An image named but not sent has no size yet; one sent is read as the build would read it.
  for (const src of body.pending ?? [])
    pending[inContent(path.posix.join(collection.dir, src))] = { kind: 'art', width: 0, height: 0 };
  for (const [file, data] of Object.entries(body.uploads ?? {}))
    pending[inContent(file)] = await mediaFile(file, Buffer.from(data, 'base64'));
  return { rel, pending };
}

/**
 * The site with the entry's text in it, as the content layer makes it: the text is a draft module
 * of its own (scripts/lib/content-plugin.ts), named only in this call, and forgotten after it.
 */
async function withDraft<T>(
  site: ViteSite,
  body: PreviewRequest,
  use: (loaded: DraftSite) => T | Promise<T>,
) {
  const { rel, pending } = await draftOf(body);
  const id = site.drafts.add(rel, body.text);
  try {
    const entry = await site.entry();
    // Partial: another entry's problem (one named by a page just deleted) keeps no preview back.
    const loaded = await entry.loadSite({
      includeDrafts: true,
      drafts: { [rel]: id },
      pending,
      partial: true,
    });
    return await use({ ...loaded, entry, rel });
  } finally {
    site.drafts.remove(id);
  }
}

type DraftSite = Awaited<ReturnType<Entry['loadSite']>> & { entry: Entry; rel: string };

/**
 * Every problem `npm run validate` finds in an entry about to be saved (its file and the images it
 * brings), with the validator's own code: the editor refuses the save when there is one.
 */
export function checkEntry(site: ViteSite, body: PreviewRequest) {
  return withDraft(site, body, ({ problems, rel }) => {
    const own = new Set([rel, ...Object.keys(body.uploads ?? {})]);
    return problems.filter((p) => own.has(p.file)).map(({ field, message }) => ({ field, message }));
  });
}

/**
 * What the preview pane shows while the entry cannot become a page yet: its problems by the
 * form's labels, in the writer's words (problems elsewhere in the site too, by file and field).
 */
function writersProblemsPage(problems: Problem[]): string {
  const items = problems.map((p) => {
    const plain = plainProblem(p);
    return `<strong>${escapeHtml(placeWords(plain))}</strong>: ${escapeHtml(plain.message)}`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not ready to show</title></head>
<body style="font-family:system-ui;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5">
<h1>The page shows here once these are done</h1><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>
<p>Publish lists them too, each beside its field.</p></body></html>`;
}

/** The preview of an entry: its page as render(url) draws it with the entry's text, or its problems. */
export function preview(site: ViteSite, root: string, body: PreviewRequest): Promise<string> {
  return withDraft(site, body, async ({ problems, site: loaded, entry, rel }) => {
    if (!loaded) return writersProblemsPage(problems);
    const own = problems.filter((p) => p.file === rel);
    if (own.length > 0) return writersProblemsPage(own);
    const route = loaded.manifest.routes.find((r) => r.source === rel);
    if (!route) return problemsPage(`${rel} is not shown on any page`);
    return (await renderPage(site.vite, entry, root, route.path, loaded)).html;
  });
}

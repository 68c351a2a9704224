/**
 * The editor's preview (POST /__preview on the dev server): an entry file's text, not saved yet,
 * rendered by `render(url)` at its page's URL with the site around it as it is on disk. The text
 * stands in for the file, for the validator and for Vite's MDX modules alike (`drafts`), only
 * while it renders. Problems come back as a page listing them.
 */
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { collections } from '../../../content.config.ts';
import { formatProblem, type Problem } from '../../../src/content/problems.ts';
import { escapeHtml } from '../../../src/lib/escape.ts';
import { editorCollection, type CollectionKey } from '../editor/config.ts';
import { generate } from '../../generate.ts';
import { problemsPage, renderPage } from './server.ts';

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

/** The entry's file and what the validator makes of the site with the entry's text in it. */
function generateWith(root: string, body: PreviewRequest) {
  const collection = collections[body.collection as keyof typeof collections];
  if (!collection) throw new Error(`no collection ${body.collection}`);
  const rel = `${collection.dir}/${body.slug}.mdx`;
  const pending: Record<string, Buffer | null> = Object.fromEntries([
    ...(body.pending ?? []).map((src) => [path.posix.join(collection.dir, src), null] as const),
    ...Object.entries(body.uploads ?? {}).map(([file, data]) => [file, Buffer.from(data, 'base64')] as const),
  ]);
  return { rel, generating: generate({ root, drafts: true, overrides: { [rel]: body.text }, pending }) };
}

/**
 * Every problem `npm run validate` finds in an entry about to be saved (its file and the images it
 * brings), with the validator's own code: the editor refuses the save when there is one.
 */
export async function checkEntry(root: string, body: PreviewRequest) {
  const { rel, generating } = generateWith(root, body);
  const own = new Set([rel, ...Object.keys(body.uploads ?? {})]);
  const { problems } = await generating;
  return problems.filter((p) => own.has(p.file)).map(({ field, message }) => ({ field, message }));
}

/**
 * What the preview pane shows while the entry cannot become a page yet: its problems by the
 * form's labels, in the writer's words (problems elsewhere in the site as the validator words them).
 */
function writersProblemsPage(collection: CollectionKey, rel: string, problems: Problem[]): string {
  const labels = new Map(editorCollection(collection).fields.map((f) => [f.name, f.label]));
  const items = problems.map((p) => {
    if (p.file !== rel) return escapeHtml(formatProblem(p));
    const name = p.field.split(/[[.]/)[0]!;
    const message = p.message.startsWith('missing required field') ? 'still empty' : p.message;
    return `<strong>${escapeHtml(labels.get(name) ?? name)}</strong>: ${escapeHtml(message)}`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not ready to show</title></head>
<body style="font-family:system-ui;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5">
<h1>The page shows here once these are done</h1><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>
<p>Publish lists them too, each beside its field.</p></body></html>`;
}

/** Renders previews with `vite`, whose MDX modules read entry files' text from `drafts` first. */
export function previewer(root: string, vite: ViteDevServer, drafts: Map<string, string>) {
  const forget = (file: string) =>
    vite.moduleGraph.getModulesByFile(file)?.forEach((m) => vite.moduleGraph.invalidateModule(m));
  return async function preview(body: PreviewRequest): Promise<string> {
    const { rel, generating } = generateWith(root, body);
    const abs = path.join(root, rel);
    drafts.set(abs, body.text);
    forget(abs);
    try {
      const { problems, manifest } = await generating;
      if (!manifest) return writersProblemsPage(body.collection as CollectionKey, rel, problems);
      const route = manifest.routes.find((r) => r.source === rel);
      if (!route) return problemsPage(`${rel} is not shown on any page`);
      return (await renderPage(vite, root, route.path, manifest)).html;
    } finally {
      drafts.delete(abs);
      forget(abs);
    }
  };
}

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
import { formatProblem } from '../../../src/content/problems.ts';
import { generate } from '../../generate.ts';
import { problemsPage, renderPage } from './server.ts';

/** What the editor sends to preview an entry: its file's text, and the images not saved yet. */
export interface PreviewRequest {
  collection: string;
  slug: string;
  text: string;
  /** Images the entry names that the writer added and has not saved (relative to the entry) */
  pending: string[];
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

/** Renders previews with `vite`, whose MDX modules read entry files' text from `drafts` first. */
export function previewer(root: string, vite: ViteDevServer, drafts: Map<string, string>) {
  const forget = (file: string) =>
    vite.moduleGraph.getModulesByFile(file)?.forEach((m) => vite.moduleGraph.invalidateModule(m));
  return async function preview(body: PreviewRequest): Promise<string> {
    const collection = collections[body.collection as keyof typeof collections];
    if (!collection) throw new Error(`no collection ${body.collection}`);
    const rel = `${collection.dir}/${body.slug}.mdx`;
    const abs = path.join(root, rel);
    drafts.set(abs, body.text);
    forget(abs);
    try {
      const pending = body.pending.map((src) => path.posix.join(collection.dir, src));
      const overrides = { [rel]: body.text };
      const { problems, manifest } = await generate({ root, drafts: true, overrides, pending });
      if (!manifest) return problemsPage(problems.map(formatProblem).join('\n'));
      const route = manifest.routes.find((r) => r.source === rel);
      if (!route) return problemsPage(`${rel} is not shown on any page`);
      return (await renderPage(vite, root, route.path, manifest)).html;
    } finally {
      drafts.delete(abs);
      forget(abs);
    }
  };
}

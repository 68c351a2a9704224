/**
 * The dev server's answers to the editor (`npm run edit`), each a POST with a JSON body: a preview,
 * the validator's check before a save, what follows a save, and the delete and the rename that
 * keep every page whole (mentions.ts).
 */
import type { IncomingMessage } from 'node:http';
import type { ViteSite } from '../vite-site.ts';
import { deleteEntry, entryFile, mentionsOf, renameEntry, titleOf } from './mentions.ts';
import { checkEntry, preview, previewRequest } from './preview.ts';
import { lastSavedPage, uploadsTidier } from './uploads.ts';

type Answer = { type: 'html'; body: string } | { type: 'json'; body: unknown };

/** What the editor names an entry by: its collection and slug, and for a rename the new slug. */
interface EntryRequest {
  collection: string;
  slug: string;
  to?: string;
}

export function editorEndpoints(site: ViteSite, root: string) {
  const tidy = uploadsTidier(root);
  const json = (body: unknown): Answer => ({ type: 'json', body });
  const handlers: Record<string, (req: IncomingMessage) => Promise<Answer>> = {
    '/__preview': async (req) => ({
      type: 'html',
      body: await preview(site, root, await previewRequest(req)),
    }),
    '/__check': async (req) => json({ problems: await checkEntry(site, await previewRequest(req)) }),
    '/__saved': async (req) => {
      const { collection } = await previewRequest(req);
      return json({ removed: tidy(), page: lastSavedPage(root, collection) });
    },
    '/__mentions': async (req) => {
      const { collection, slug } = (await previewRequest(req)) as EntryRequest;
      const { file } = entryFile(collection, slug);
      return json({ title: titleOf(root, file), mentions: await mentionsOf(site, root, collection, slug) });
    },
    '/__delete': async (req) => {
      const { collection, slug } = (await previewRequest(req)) as EntryRequest;
      return json(await deleteEntry(site, root, collection, slug));
    },
    '/__rename': async (req) => {
      const { collection, slug, to = '' } = (await previewRequest(req)) as EntryRequest;
      return json(await renameEntry(site, root, collection, slug, to));
    },
  };
  /** The answer to an editor's request, or undefined when the request is not one. */
  return (req: IncomingMessage): Promise<Answer> | undefined => {
    const handler = req.method === 'POST' ? handlers[req.url ?? ''] : undefined;
    return handler?.(req);
  };
}

/**
 * The preview pane: the entry as the site will show it, rendered by the site's own `render(url)`
 * on the dev server (`npm run edit`; scripts/dev.ts answers POST /__preview) with the entry's
 * unsaved text, and shown in a frame: the page the build will write, with its header, sidebars,
 * related projects and stylesheet. The editor built into a deployed site has no dev server: its
 * pane says where the page will appear instead.
 */
import type { CMS, PreviewTemplateComponentProps } from 'decap-cms-core';
import { useEffect, useState } from 'react';
import { entryData, imagePaths, toFile } from './format.ts';
import { pendingFiles } from './server-check.ts';

/** How long typing pauses before the preview is rendered again (ms). */
const PAUSE = 400;

type State = { html: string } | { unavailable: true } | undefined;

interface Request {
  collection: string;
  slug: string;
  text: string;
  /** Images added and not saved yet (relative to the entry), and their URL in the editor */
  pending: Record<string, string>;
  /** Where the entry's images are published: /media/<folder inside content/>/ */
  mediaBase: string;
}

/** The page with each image not saved yet shown from the editor's own copy. */
function withPending(html: string, { pending, mediaBase }: Request): string {
  return Object.entries(pending).reduce((out, [src, url]) => out.replaceAll(`${mediaBase}${src}`, url), html);
}

/** What the preview of the entry asks the dev server for, read from the entry as it is now. */
function requestOf(
  entry: PreviewTemplateComponentProps['entry'],
  collection: string,
  folder: string,
): Request {
  const data = entryData(entry);
  const slug = String(entry.get('slug') ?? '') || 'new-entry';
  const files = pendingFiles(entry);
  const pending = Object.fromEntries(
    imagePaths(data).flatMap((src) => {
      const url = files.get(src.split('/').pop()!)?.url;
      return url ? [[src, url]] : [];
    }),
  );
  const mediaBase = `/media/${folder.replace(/^content\//, '')}/`;
  return { collection, slug, text: toFile(data), pending, mediaBase };
}

/**
 * The page for the entry, asked for once typing pauses: the entry is read (its file written out)
 * then, not on every key.
 */
function usePreview(entry: PreviewTemplateComponentProps['entry'], collection: string, folder: string) {
  const [state, setState] = useState<State>();
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const request = requestOf(entry, collection, folder);
      const { slug, text, pending } = request;
      fetch('/__preview', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ collection, slug, text, pending: Object.keys(pending) }),
        signal: controller.signal,
      })
        .then(async (res) =>
          setState(res.ok ? { html: withPending(await res.text(), request) } : { unavailable: true }),
        )
        .catch(() => {
          if (!controller.signal.aborted) setState({ unavailable: true });
        });
    }, PAUSE);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [entry, collection, folder]);
  return state;
}

function previewOf(collection: string, folder: string) {
  return function Preview({ entry }: PreviewTemplateComponentProps) {
    const state = usePreview(entry, collection, folder);
    if (!state) return <p className="container section">Preparing the preview…</p>;
    if ('unavailable' in state) {
      return (
        <p className="container section">
          The preview is drawn by the site itself while the editor runs with <code>npm run edit</code>. Here,
          the page appears on the site once this entry is published.
        </p>
      );
    }
    return (
      <iframe
        title="Page preview"
        srcDoc={state.html}
        style={{ border: 0, width: '100%', height: '100vh', display: 'block' }}
      />
    );
  };
}

/** Registers the site's own page as the preview of each collection (by name, with its folder). */
export function registerPreviews(cms: CMS, collections: { name: string; folder?: string }[]) {
  for (const c of collections) if (c.folder) cms.registerPreviewTemplate(c.name, previewOf(c.name, c.folder));
}

/**
 * The preview pane: the entry as the site will show it, rendered by the site's own `render(url)`
 * on the dev server (`npm run edit`; scripts/dev.ts answers POST /__preview) with the entry's
 * unsaved text, and shown in a frame: the page the build will write, with its header, sidebars,
 * related projects and stylesheet. The editor built into a deployed site has no dev server: its
 * pane says where the page will appear instead.
 */
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { useEffect, useState, type ComponentType } from 'react';
import { toFile } from './format.ts';

/** How long typing pauses before the preview is rendered again (ms). */
const PAUSE = 400;

type State = { html: string } | { unavailable: true } | undefined;

function usePreview(collection: string, slug: string, text: string): State {
  const [state, setState] = useState<State>();
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch('/__preview', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ collection, slug, text }),
        signal: controller.signal,
      })
        .then(async (res) => setState(res.ok ? { html: await res.text() } : { unavailable: true }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setState({ unavailable: true });
          return error;
        });
    }, PAUSE);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [collection, slug, text]);
  return state;
}

function previewOf(collection: string) {
  return function Preview({ entry }: PreviewTemplateComponentProps) {
    const data = (entry.get('data') as { toJS: () => Record<string, unknown> }).toJS();
    const slug = String(entry.get('slug') ?? '') || 'new-entry';
    const state = usePreview(collection, slug, toFile(data));
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

interface PreviewRegistry {
  registerPreviewTemplate: (name: string, component: ComponentType<PreviewTemplateComponentProps>) => void;
}

/** Registers the site's own page as the preview of each collection. */
export function registerPreviews(cms: PreviewRegistry, collections: string[]) {
  for (const c of collections) cms.registerPreviewTemplate(c, previewOf(c));
}

/**
 * The site through Vite's dev pipeline, for every step that is not the production build: the dev
 * server, the editor's previews, `npm run validate` and `npm run generate`. Vite runs in middleware
 * mode and loads src/entry-server.tsx (the content loader, the builders and the templates) as one
 * module graph; `entry()` gives the entry as it is now, fresh after any edit.
 */
import path from 'node:path';
import type { Server } from 'node:http';
import { createServer, mergeConfig, type InlineConfig, type ViteDevServer } from 'vite';
import type * as ServerEntry from '../../src/entry-server.tsx';
import { CONTENT_PLUGIN, type ContentApi, type DraftStore } from './content-plugin.ts';

export type Entry = typeof ServerEntry;

export interface ViteSite {
  vite: ViteDevServer;
  /** The server entry, through Vite's module graph (re-evaluated after an edit to anything it imports) */
  entry(): Promise<Entry>;
  /** The editor's unsaved texts as modules of their own */
  drafts: DraftStore;
  /**
   * The content plugin now: Vite restarts the server (a new plugin, watcher and module graph) when
   * a file vite.config.ts imports changes, such as a schema, so it is looked up on each use.
   */
  content(): ContentApi;
  close(): Promise<void>;
}

/**
 * A Vite server in middleware mode at `root`. With `http`, its hot-reload socket shares the page
 * server's port rather than a fixed port of its own that a second dev server would take; without,
 * it has no socket and no file watching beyond what Vite needs (a one-off run such as validate).
 */
export async function openSite(root: string, extra: InlineConfig = {}, http?: Server): Promise<ViteSite> {
  const config: InlineConfig = mergeConfig(
    {
      root,
      configFile: path.join(root, 'vite.config.ts'),
      appType: 'custom',
      logLevel: 'warn',
      // The browser's modules are the entry and the islands.
      optimizeDeps: { entries: ['index.html', 'src/islands/*.tsx'] },
      server: { middlewareMode: true },
    },
    extra,
  );
  // Set after merging: mergeConfig would copy the server object's fields into a plain object.
  const live = http ? { ws: { server: http } } : { hmr: false, ws: false as const, watch: null };
  const vite = await createServer({ ...config, server: { ...config.server, ...live } });
  return {
    vite,
    entry: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<Entry>,
    drafts: {
      add: (file, text) => contentApi(vite).add(file, text),
      remove: (id) => contentApi(vite).remove(id),
    },
    content: () => contentApi(vite),
    close: () => vite.close(),
  };
}

/** The content plugin vite.config.ts installs, as the server has it now. */
function contentApi(vite: ViteDevServer): ContentApi {
  const plugin = vite.config.plugins.find((p) => p.name === CONTENT_PLUGIN) as
    { api?: ContentApi } | undefined;
  if (!plugin?.api) throw new Error(`vite.config.ts does not use the content plugin (${CONTENT_PLUGIN})`);
  return plugin.api;
}

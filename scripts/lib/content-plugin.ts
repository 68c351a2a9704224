/**
 * The content as Vite modules, so the loader, the data builders and the templates all run in one
 * module graph (src/content/load/, called from src/entry-server.tsx):
 *
 * - every entry file compiles with `@mdx-js/rollup`; its module also exports the file's `text`
 *   (the loader reads its frontmatter), the compile's `report`, and its Markdown fields (such as a
 *   service's tabs), each a module of its own at `<file>?tab=<n>`, as `fields` and `fieldReports`;
 * - `virtual:content-media` describes every image under content/ (size, inline form, photo checks);
 * - a draft from the editor is a module of its own, `<file>?draft=<hash of its text>`: a preview
 *   names it, and nothing else can reach it, so no other request ever sees a draft.
 *
 * A production build keeps what it compiled (see compiledCache) so the next build compiles only the
 * texts that changed.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import { collections } from '../../content.config.ts';
import type { MediaTable } from '../../src/content/media.ts';
import { markdownFields } from '../../src/mdx/read.ts';
import { failedModule } from '../../src/mdx/report.ts';
import { sha1 } from './cache.ts';
import { compiledCache, contentKeys, CONTENT_KEYS, fromRoot, type Bundle } from './compiled-content.ts';
import { mediaFile } from './media-files.ts';

export const CONTENT_PLUGIN = 'content-modules';
export const MEDIA_MODULE = 'virtual:content-media';
const RESOLVED_MEDIA = `\0${MEDIA_MODULE}`;

/** The Markdown fields of the entry `file` (root-relative or absolute) whose whole text is `text`. */
function fieldTexts(file: string, text: string): string[] {
  const collection = Object.values(collections).find((c) => file.includes(`${c.dir}/`));
  const spec = collection && 'markdown' in collection ? collection.markdown : undefined;
  if (!spec) return [];
  try {
    return markdownFields(matter(text).data, spec).map((m) => m.text);
  } catch {
    // Frontmatter that is not valid YAML: the loader reports it; the entry has no fields to show.
    return [];
  }
}

/**
 * What an entry's module adds to its compiled MDX: its text and its Markdown fields. The fields are
 * imported by a relative path, so the compiled code does not depend on where the checkout lives.
 */
function entryExports(id: string, text: string): string {
  const [file = '', query] = id.split('?');
  const base = `./${path.basename(file)}${query ? `?${query}&` : '?'}`;
  const fields = fieldTexts(file, text).map((_, i) => i);
  return [
    ...fields.map((i) => `import _f${i}, { report as _r${i} } from ${JSON.stringify(`${base}tab=${i}`)};`),
    `export const text = ${JSON.stringify(text)};`,
    `export const fields = [${fields.map((i) => `_f${i}`).join(', ')}];`,
    `export const fieldReports = [${fields.map((i) => `_r${i}`).join(', ')}];`,
  ].join('\n');
}

type Transform = (this: unknown, code: string, id: string) => Promise<{ code: string } | undefined>;

/**
 * `@mdx-js/rollup` as the site uses it: an entry's module also exports its text and its Markdown
 * fields, and a text that is not valid MDX becomes a module that renders nothing and reports its
 * problem, so the loader can list every problem of every file at once.
 */
export function contentMdx<P extends { transform?: unknown }>(plugin: P): P {
  const transform = plugin.transform as Transform;
  let root: string | undefined;
  let cache: ReturnType<typeof compiledCache> | undefined;
  // The keys of the modules of each content file compiled in this build, by its root-relative path.
  const made = new Map<string, string[]>();
  return {
    ...plugin,
    configResolved(config: ResolvedConfig) {
      // Only production builds keep modules: the dev server's compile names absolute paths.
      if (config.command === 'build' && config.isProduction) root = config.root;
    },
    buildEnd() {
      cache?.save();
    },
    // Written beside the chunks once they are: what each content file's modules are made of.
    writeBundle(options: { dir?: string }, bundle: Bundle) {
      if (made.size === 0 || root === undefined || !options.dir) return;
      writeFileSync(path.join(options.dir, CONTENT_KEYS), JSON.stringify(contentKeys(root, bundle, made)));
      made.clear();
    },
    transform: {
      // Only content files reach the hook, so the bundler calls no JavaScript for other modules:
      // a cold build of 1,000 entries took 18.15 s against 18.35 s (median of five each).
      filter: { id: /\.mdx(?:\?|$)/ },
      async handler(this: unknown, code: string, id: string) {
        const [, query = ''] = id.split('?');
        // A production build counts the module for its content file, and takes it from the cache.
        let key: string | undefined;
        if (root !== undefined) {
          cache ??= compiledCache(root);
          key = cache.key(code, id);
          const rel = fromRoot(root, id);
          made.set(rel, [...(made.get(rel) ?? []), key]);
          const known = cache.get(key);
          if (known !== undefined) return { code: known, map: null };
        }
        const compiled = await transform
          .call(this, code, id)
          .catch((error: unknown) => ({ code: failedModule(code, error) }));
        if (!compiled) return compiled;
        const isEntry = !/(^|&)tab=/.test(query);
        const result = isEntry ? `${compiled.code}\n${entryExports(id, code)}` : compiled.code;
        if (key !== undefined) cache?.set(key, result);
        return { code: result, map: null };
      },
    },
  };
}

const IMAGE = /\.(svg|jpe?g|png|webp|avif)$/i;

/** Every image file under `dir`, relative to it, with forward slashes. */
function imagesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => IMAGE.test(f))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

/** Drafts by the hash in their module id: a draft's id names its text, so it can never be stale. */
export interface DraftStore {
  /** The module id of `text` standing in for the entry file `file` (root-relative). */
  add(file: string, text: string): string;
  /** Forgets a draft once its preview is drawn (its id is never asked for again). */
  remove(id: string): void;
}

/** What the dev server asks of the plugin: its drafts, and how many file changes it has seen. */
export interface ContentApi extends DraftStore {
  changes(): number;
}

/**
 * The content plugin: entry fields, drafts and the media table (see the top of this file). With
 * `server`, an image added, changed or removed under content/ invalidates the media table, and
 * `changes` counts every change the server's watcher sees.
 */
export function contentModules(): Plugin & { api: ContentApi } {
  let root = '';
  let changes = 0;
  // Each draft's text and how many previews are drawing it (two may send the same text).
  const drafts = new Map<string, { text: string; users: number }>();
  const draftOf = (id: string) => /[?&]draft=([0-9a-f]+)/.exec(id)?.[1];
  const api: ContentApi = {
    changes: () => changes,
    add(file, text) {
      const hash = sha1(file, '\0', text).slice(0, 16);
      drafts.set(hash, { text, users: (drafts.get(hash)?.users ?? 0) + 1 });
      return `/${file}?draft=${hash}`;
    },
    remove(id) {
      const hash = draftOf(id) ?? '';
      const draft = drafts.get(hash);
      if (draft && --draft.users === 0) drafts.delete(hash);
    },
  };
  return {
    name: CONTENT_PLUGIN,
    enforce: 'pre',
    api,
    configResolved(config) {
      root = config.root;
    },
    configureServer(server: ViteDevServer) {
      const contentDir = path.join(root, 'content');
      server.watcher.on('all', (_event, file) => {
        changes++;
        if (!file.startsWith(contentDir) || !IMAGE.test(file)) return;
        for (const env of Object.values(server.environments)) {
          const mod = env.moduleGraph.getModuleById(RESOLVED_MEDIA);
          if (mod) env.moduleGraph.invalidateModule(mod);
        }
      });
    },
    resolveId(id, importer) {
      if (id === MEDIA_MODULE) return RESOLVED_MEDIA;
      const hash = draftOf(id);
      if (!hash || !drafts.has(hash)) return null;
      // A draft of a new entry has no file on disk to resolve to; relative ids are its fields.
      const [file = ''] = id.split('?');
      const query = id.slice(file.length);
      const abs =
        file.startsWith('./') && importer
          ? path.join(path.dirname(importer.split('?')[0]!), file)
          : path.join(root, file);
      return `${abs}${query}`;
    },
    load: {
      // Before any other loader: a draft's text and a field's text are not the file on disk.
      order: 'pre',
      async handler(id) {
        if (id === RESOLVED_MEDIA) {
          const table = await mediaTable(path.join(root, 'content'), (f) => this.addWatchFile(f));
          return `export default ${JSON.stringify(table)};`;
        }
        const [file = '', query] = id.split('?');
        if (!file.endsWith('.mdx') || query === undefined) return null;
        const params = new URLSearchParams(query);
        const hash = params.get('draft');
        const text = hash ? drafts.get(hash)?.text : undefined;
        // Never the file on disk in a draft's place.
        if (hash && text === undefined)
          throw new Error(`${file}: draft ${hash} is no longer being previewed`);
        const tab = params.get('tab');
        if (tab === null) return text ?? null;
        return fieldTexts(file, text ?? readFileSync(file, 'utf8'))[Number(tab)] ?? null;
      },
    },
  };
}

/** Every image under `contentDir`, by its path inside it; `watch` is told of each file read. */
export async function mediaTable(contentDir: string, watch: (file: string) => void = () => {}) {
  const table: MediaTable = {};
  for (const rel of imagesUnder(contentDir)) {
    const abs = path.join(contentDir, rel);
    watch(abs);
    table[rel] = await mediaFile(abs);
  }
  return table;
}

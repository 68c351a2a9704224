/**
 * What the content plugin keeps of a production build's compiles (content-plugin.ts): compiled MDX
 * modules between builds, keyed by everything each is made of, and, beside the server bundle, the
 * keys of every content file's modules, by which the build knows which pages a text changes
 * (scripts/prerender.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheDir, sha1, writeWhole } from './cache.ts';

/** Files whose change changes what a text compiles to: part of every cached module's key. */
const COMPILER = [
  'scripts/lib/content-plugin.ts',
  'scripts/lib/compiled-content.ts',
  'content.config.ts',
  'vite.config.ts',
  'src/mdx/options.ts',
  'src/mdx/read.ts',
  'src/mdx/content-only.ts',
  'src/mdx/report.ts',
  'src/mdx/outline.ts',
  'src/mdx/components.tsx',
  // Every installed package's version, the MDX compiler and its plugins among them.
  'node_modules/.package-lock.json',
];

/**
 * Compiled MDX modules kept between builds. A module is keyed by everything it is made of: its id
 * relative to the project (path and query), its text, and the compiler (COMPILER). Its code names
 * no absolute path, so a moved checkout uses it as it is. One file holds the modules of the last
 * build, written whole under a name of its own and then renamed, so two builds sharing the folder
 * never read half a file; each build keeps only its own modules.
 */
export function compiledCache(root: string) {
  const file = path.join(cacheDir(root, 'mdx'), 'modules.json');
  const compiler = sha1(
    ...COMPILER.map((f) => (existsSync(path.join(root, f)) ? readFileSync(path.join(root, f)) : f)),
  );
  let kept: Record<string, string> = {};
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { modules: Record<string, string> };
    kept = stored.modules;
  } catch {
    // No cache yet, or one being replaced: compile everything.
  }
  const used: Record<string, string> = {};
  return {
    /** The key of the module `id` made of `code`: the same text at another path is another module. */
    key: (code: string, id: string) => sha1(compiler, '\0', path.relative(root, id), '\0', code),
    get(key: string): string | undefined {
      if (kept[key] !== undefined) used[key] = kept[key];
      return kept[key];
    },
    set(key: string, compiled: string) {
      used[key] = compiled;
    },
    save() {
      if (Object.keys(used).length === 0) return;
      writeWhole(file, JSON.stringify({ modules: used }));
    },
  };
}

/** The file the server build writes beside its chunks: what each content file's modules are made of. */
export const CONTENT_KEYS = 'content-keys.json';

/**
 * What the pages of a server build are made of, as far as the content goes: `keys`, by content
 * file (root-relative), the keys of its modules (the entry and its fields, as compiledCache keys
 * them); `chunks`, the chunks that hold content modules and nothing else, which the pages then
 * count by those keys instead of by their bytes.
 */
export interface ContentKeys {
  keys: Record<string, string>;
  chunks: string[];
}

export type Bundle = Record<string, { type: string; fileName: string; moduleIds?: string[] }>;

/** A module's file, from the project root with forward slashes. */
export const fromRoot = (root: string, id: string) =>
  path.relative(root, id.split('?')[0]!).split(path.sep).join('/');

export function contentKeys(root: string, bundle: Bundle, made: Map<string, string[]>): ContentKeys {
  const keys = Object.fromEntries([...made].map(([file, list]) => [file, sha1(...list.sort())]));
  // The bundler puts its runtime helpers in a chunk that needs them: their code is the installed
  // bundler's, whose version every page's key counts (node_modules/.package-lock.json).
  const isContent = (id: string) => id.startsWith('\0rolldown/runtime') || made.has(fromRoot(root, id));
  const chunks = Object.values(bundle)
    .filter((c) => c.type === 'chunk' && c.moduleIds?.length && c.moduleIds.every(isContent))
    .map((c) => c.fileName);
  return { keys, chunks };
}

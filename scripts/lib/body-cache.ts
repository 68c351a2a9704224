/**
 * The cache of compiled MDX bodies (HTML and outline): in memory for the life of the process (the
 * dev server compiles only what changed) and on disk between builds, keyed by the file's text, the
 * compiler's version and the source of the site's MDX settings and components (json-cache.ts).
 * Kept apart from the renderer so that reading the cache does not load the MDX toolchain.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JsonCache, keyMaker } from './json-cache.ts';
import type { BodyOutline } from './mdx/outline.ts';
import type { Problem } from './problems.ts';

export type BodyResult =
  ({ html: string; problems?: undefined } & BodyOutline) | { html?: undefined; problems: Problem[] };

/** Files whose change changes the HTML of every body: part of the cache key. */
const here = path.dirname(fileURLToPath(import.meta.url));
const RENDERER_FILES = [
  path.join(here, 'mdx/compile.ts'),
  path.join(here, 'mdx/options.ts'),
  path.join(here, 'mdx/content-only.ts'),
  path.join(here, 'mdx/outline.ts'),
  path.join(here, '../../src/mdx/components.tsx'),
  path.join(here, '../../src/components/SmartLink.tsx'),
  // The compiler's own version (its output may change between releases)
  path.join(here, '../../node_modules/@mdx-js/mdx/package.json'),
];
/** The cache key of a body or Markdown field: its text and the renderer's code. */
export const bodyKey = keyMaker(RENDERER_FILES);

/** Bodies that compiled, by key; those with problems are compiled again by each run. */
const bodies = new JsonCache<BodyResult>('bodies-v2.json', (r) => r.html !== undefined);

const forFile = (result: BodyResult, relFile: string): BodyResult =>
  result.problems ? { problems: result.problems.map((p) => ({ ...p, file: relFile })) } : result;

/** A body rendered before in this process (or read from the cache), by its key. */
export function cachedBody(key: string, relFile: string): BodyResult | undefined {
  const known = bodies.get(key);
  return known && forFile(known, relFile);
}

/** Keeps a rendered body for the rest of this process. */
export function storeBody(key: string, result: BodyResult) {
  bodies.set(key, result);
}

/** Forgets what this process rendered (tests use it to stand for a new process). */
export function forgetBodies() {
  bodies.forget();
}

/** Reads a cache folder's bodies into memory, once per process. */
export function loadBodies(cacheDir: string) {
  bodies.load(cacheDir);
}

/**
 * Writes the bodies of `keys` (the files that exist now) to the cache folder when they differ
 * from what it holds: new bodies are added and those of deleted or changed files dropped.
 */
export function saveBodies(cacheDir: string, keys: string[]) {
  bodies.save(cacheDir, keys);
}

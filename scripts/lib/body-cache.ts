/**
 * The cache of rendered MDX bodies: in memory for the life of the process (the dev server
 * re-renders only what changed) and on disk between builds, keyed by the file's text and the
 * source of the renderer itself. Kept apart from the renderer so that reading the cache does not
 * load the MDX toolchain.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Problem } from './problems.ts';

export type BodyResult = { html: string; problems?: undefined } | { html?: undefined; problems: Problem[] };

/** Files whose change changes the HTML of every body: part of the cache key. */
const here = path.dirname(fileURLToPath(import.meta.url));
const RENDERER_FILES = [
  path.join(here, 'mdx-html.ts'),
  path.join(here, '../../src/mdx/components.tsx'),
  path.join(here, '../../src/components/SmartLink.tsx'),
];
let fingerprint: string | undefined;
function rendererFingerprint(): string {
  fingerprint ??= createHash('sha1')
    .update(RENDERER_FILES.map((f) => (existsSync(f) ? readFileSync(f, 'utf8') : f)).join('\0'))
    .digest('hex');
  return fingerprint;
}

const memory = new Map<string, BodyResult>();

function bodyKey(text: string): string {
  return createHash('sha1').update(rendererFingerprint()).update('\0').update(text).digest('hex');
}

const forFile = (result: BodyResult, relFile: string): BodyResult =>
  result.problems ? { problems: result.problems.map((p) => ({ ...p, file: relFile })) } : result;

/** A body rendered before (in this process, or in an earlier build when `cacheDir` is given). */
export function cachedBody(relFile: string, text: string, cacheDir?: string): BodyResult | undefined {
  const key = bodyKey(text);
  const known = memory.get(key);
  if (known) return forFile(known, relFile);
  const stored = cacheDir ? path.join(cacheDir, `${key}.html`) : undefined;
  if (stored && existsSync(stored)) {
    const result = { html: readFileSync(stored, 'utf8') };
    memory.set(key, result);
    return result;
  }
  return undefined;
}

/** Keeps a rendered body for the rest of this process, and on disk when `cacheDir` is given. */
export function storeBody(text: string, result: BodyResult, cacheDir?: string) {
  const key = bodyKey(text);
  memory.set(key, result);
  if (cacheDir && result.html !== undefined) {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(path.join(cacheDir, `${key}.html`), result.html);
  }
}

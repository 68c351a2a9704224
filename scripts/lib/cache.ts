/**
 * Where build caches live: node_modules/.cache/<name> by default (dropped with node_modules),
 * or SITE_CACHE_DIR, which the scale benchmark points at an empty folder to measure cold builds.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, linkSync, mkdirSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';

/** A file made into a cache, and the path (under dist/) where the site serves it. */
export interface CachedFile {
  from: string;
  to: string;
}

/** The SHA-1 (hex) of the parts in order: what a cached file is keyed by. */
export const sha1 = (...parts: (string | Buffer)[]) =>
  parts.reduce((hash, part) => hash.update(part), createHash('sha1')).digest('hex');

export function cacheDir(root: string, name: string): string {
  const dir = path.join(process.env.SITE_CACHE_DIR ?? path.join(root, 'node_modules', '.cache'), name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Puts `from` at `to` as a hard link where the file system allows, else as a copy, replacing
 * what is there (unless it is that file already). `dirs` remembers the folders made so far.
 */
export function linkFile(from: string, to: string, dirs = new Set<string>()) {
  const dir = path.dirname(to);
  if (!dirs.has(dir)) mkdirSync(dir, { recursive: true });
  dirs.add(dir);
  try {
    linkSync(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw error;
    if (code !== 'EEXIST') copyFileSync(from, to);
    else if (statSync(to).ino !== statSync(from).ino) {
      unlinkSync(to);
      linkFile(from, to, dirs);
    }
  }
}

/** Puts cached files in dist/ (see linkFile). */
export function publishCached(dist: string, files: CachedFile[]) {
  const dirs = new Set<string>();
  for (const f of files) linkFile(f.from, path.join(dist, f.to), dirs);
}

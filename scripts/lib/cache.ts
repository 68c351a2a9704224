/**
 * Where build caches live: node_modules/.cache/<name> by default (dropped with node_modules),
 * or SITE_CACHE_DIR, which the scale benchmark points at an empty folder to measure cold builds.
 */
import { copyFileSync, linkSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** A file made into a cache, and the path (under dist/) where the site serves it. */
export interface CachedFile {
  from: string;
  to: string;
}

export function cacheDir(root: string, name: string): string {
  const dir = path.join(process.env.SITE_CACHE_DIR ?? path.join(root, 'node_modules', '.cache'), name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Puts cached files in dist/: a hard link where the file system allows, else a copy. */
export function publishCached(dist: string, files: CachedFile[]) {
  const dirs = new Set<string>();
  for (const f of files) {
    const target = path.join(dist, f.to);
    const dir = path.dirname(target);
    if (!dirs.has(dir)) mkdirSync(dir, { recursive: true });
    dirs.add(dir);
    try {
      linkSync(f.from, target);
    } catch {
      copyFileSync(f.from, target);
    }
  }
}

/**
 * Where build caches live: node_modules/.cache/<name> by default (dropped with node_modules),
 * or SITE_CACHE_DIR, which the scale benchmark points at an empty folder to measure cold builds.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export function cacheDir(root: string, name: string): string {
  const dir = path.join(process.env.SITE_CACHE_DIR ?? path.join(root, 'node_modules', '.cache'), name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Where build caches live, and how they are kept right. Caches are under node_modules/.cache/<name>
 * by default (dropped with node_modules), or SITE_CACHE_DIR, which two checkouts may share.
 *
 * Every cached file is named by the hash of everything it is made of (`sha1` of its inputs), so a
 * name is never wrong for another site, checkout or version of the code: a different input is a
 * different name. Files are written under a temporary name and renamed, so a build never reads
 * half a file another is writing; each build touches what it uses, and removes what neither it
 * nor a build running beside it has used since it started.
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** A file made into a cache, and the path (under dist/) where the site serves it. */
export interface CachedFile {
  from: string;
  to: string;
}

/** The SHA-1 (hex) of the parts in order: what a cached file is keyed by. */
export const sha1 = (...parts: (string | Buffer)[]) =>
  parts.reduce((hash, part) => hash.update(part), createHash('sha1')).digest('hex');

/**
 * The SHA-1 of files of the project (paths from `root`): their names and bytes, so a cache keyed
 * by it follows the code that makes its files, and not where the checkout lives.
 */
export function filesHash(root: string, files: string[]): string {
  const parts = files.flatMap((f) => {
    const abs = path.join(root, f);
    return [f, '\0', existsSync(abs) ? readFileSync(abs) : '', '\0'];
  });
  return sha1(...parts);
}

/**
 * The folder of the cache `name`, made if missing. A relative SITE_CACHE_DIR is taken from the
 * working folder once, here: the bundler resolves its output folders against the project instead.
 */
export function cacheDir(root: string, name: string): string {
  const dir = path.resolve(process.env.SITE_CACHE_DIR ?? path.join(root, 'node_modules', '.cache'), name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Writes `data` to `file` whole: under a name of its own first, then renamed into place. */
export function writeWhole(file: string, data: string | Buffer) {
  const part = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
  writeFileSync(part, data);
  renameSync(part, file);
}

/**
 * A folder of files made from their inputs (see the top of this file). `made` counts the files
 * this build had to make; `prune` removes the others once the build has used what it needs.
 */
export function fileCache(root: string, name: string) {
  const dir = cacheDir(root, name);
  const started = Date.now();
  const used = new Set<string>();
  let made = 0;
  return {
    dir,
    get made() {
      return made;
    },
    /** The file for `key`, made by `make` unless a build made it already. */
    async file(key: string, ext: string, make: () => Promise<string | Buffer> | string | Buffer) {
      const file = path.join(dir, `${key}${ext}`);
      used.add(path.basename(file));
      if (existsSync(file)) {
        const now = new Date();
        utimesSync(file, now, now);
      } else {
        writeWhole(file, await make());
        made++;
      }
      return file;
    },
    /** Removes every file this build did not use, unless a build beside it used it since it started. */
    prune() {
      for (const f of readdirSync(dir)) {
        const file = path.join(dir, f);
        const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? started;
        if (!used.has(f) && mtime < started) rmSync(file, { force: true });
      }
    },
  };
}

export type FileCache = ReturnType<typeof fileCache>;

/**
 * Makes the folder `dir` (and its parents) unless `dirs` says it was made. One folder at a time:
 * a recursive mkdir looks at every parent, which at a thousand pages was a second of a build.
 */
export function makeDir(dir: string, dirs: Set<string>) {
  if (dirs.has(dir)) return;
  try {
    mkdirSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      makeDir(path.dirname(dir), dirs);
      mkdirSync(dir);
    } else if (code !== 'EEXIST') throw error;
  }
  dirs.add(dir);
}

/**
 * Puts `from` at `to` as a hard link where the file system allows, else as a copy, replacing
 * what is there (unless it is that file already). `dirs` remembers the folders made so far.
 */
export function linkFile(from: string, to: string, dirs = new Set<string>()) {
  makeDir(path.dirname(to), dirs);
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

/**
 * Runs `each` over `items`, `lanes` at a time: a lane takes the next item when it is done. Work
 * that mostly waits (for sharp's threads, for a browser) overlaps.
 */
export async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  each: (item: T, lane: number) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const lane = async (n: number) => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await each(item, n);
  };
  await Promise.all(Array.from({ length: lanes }, (_, n) => lane(n)));
}

/**
 * A build cache of values by key: in memory for the life of the process, and on disk between
 * runs as one JSON file per cache folder, read once and written once per run with the values of
 * the keys the run used (a file per value cost thousands of file creations on a large site).
 * Keys are content hashes, so a value never goes stale: a changed input has a new key, and a
 * key no run uses any more is dropped at the next save.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Keys of a cache whose values are made by the code in `files`: the hash of an input's text and
 * of those files (read once), so that a change of that code, or of a package's version when its
 * package.json is among them, gives every input a new key.
 */
export function keyMaker(files: string[]): (text: string) => string {
  let code: string | undefined;
  return (text) => {
    code ??= createHash('sha1')
      .update(files.map((f) => (existsSync(f) ? readFileSync(f, 'utf8') : f)).join('\0'))
      .digest('hex');
    return createHash('sha1').update(code).update('\0').update(text).digest('hex');
  };
}

export class JsonCache<V> {
  private readonly memory = new Map<string, V>();
  /** The keys each cache folder holds, as last read or written by this process */
  private readonly held = new Map<string, Set<string>>();
  /** Whether a value was stored since the last save */
  private dirty = false;

  /**
   * @param file the cache file's name in its folder (carries a version: a new shape, a new name)
   * @param storable which values are worth keeping on disk (all by default)
   */
  constructor(
    private readonly file: string,
    private readonly storable: (value: V) => boolean = () => true,
  ) {}

  get(key: string): V | undefined {
    return this.memory.get(key);
  }

  set(key: string, value: V) {
    this.memory.set(key, value);
    this.dirty = true;
  }

  /** Reads a cache folder's values into memory, once per process. */
  load(dir: string) {
    if (this.held.has(dir)) return;
    const keys = new Set<string>();
    this.held.set(dir, keys);
    const file = path.join(dir, this.file);
    if (!existsSync(file)) return;
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, V>;
      for (const [key, value] of Object.entries(stored)) {
        keys.add(key);
        if (!this.memory.has(key)) this.memory.set(key, value);
      }
    } catch {
      // A damaged file (an interrupted write of an earlier version) is made again.
    }
  }

  /**
   * Writes the values of `keys` (what the inputs that exist now need) to the folder, unless it
   * holds exactly those already: new values are added and the others dropped.
   */
  save(dir: string, keys: Iterable<string>) {
    const held = this.held.get(dir);
    const kept = [...new Set(keys)].filter((k) => {
      const value = this.memory.get(k);
      return value !== undefined && this.storable(value);
    });
    if (!this.dirty && held && held.size === kept.length && kept.every((k) => held.has(k))) return;
    const out: Record<string, V> = {};
    for (const k of kept) out[k] = this.memory.get(k)!;
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, this.file);
    // Written beside and renamed: a run stopped halfway never leaves half a file.
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(out));
    renameSync(`${file}.${process.pid}`, file);
    this.held.set(dir, new Set(kept));
    this.dirty = false;
  }

  /** Forgets everything this process read or stored (tests use it to stand for a new process). */
  forget() {
    this.memory.clear();
    this.held.clear();
    this.dirty = false;
  }
}

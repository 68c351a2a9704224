/**
 * dist/ and what the last build left in it. A build updates dist/ in place: a page is rendered
 * and written only when its hash changed (the hash covers the route's data, the bundles it is
 * rendered with, the parts every page shares, such as the shell data, template, styles and chunk
 * lists, and the page writer's own code); an unchanged page is left as it is (same file, same
 * modification time), and its copy for the search index comes from the
 * record of the last build. Files the last build wrote and this one did not (the pages of removed
 * routes, an old bundle's chunks, removed media) are deleted at the end.
 *
 * The record is kept in the build cache with an id that dist/ carries too. A build removes the id
 * from dist/ when it starts and writes it back when it is done, so when the two differ (dist/
 * deleted or replaced, a build stopped halfway) dist/ is emptied and every page is rendered.
 */
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { cacheDir } from './cache.ts';

/** What the next build needs to know about one page written by this one. */
export interface PageRecord {
  hash: string;
  /** The route's path */
  path: string;
  /** The copy of the page the search index reads, when the page is indexed */
  search?: string;
}

interface State {
  version: typeof VERSION;
  id: string;
  dist: string;
  /** By output file, relative to dist/ */
  pages: Record<string, PageRecord>;
  /** Every other file the build put in dist/, relative to it */
  files: string[];
  /** Hash of each file under content/ when the build started (see search-ahead.ts) */
  content: Record<string, string>;
}

const ID_FILE = '.build-id';
/** Changes when the record's shape does: an older record is not read. */
const VERSION = 3;

function readState(file: string, dist: string): State | undefined {
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as State;
    const id = readFileSync(path.join(dist, ID_FILE), 'utf8');
    return state.version === VERSION && state.dist === dist && state.id === id ? state : undefined;
  } catch {
    return undefined; // no earlier build, or no dist/
  }
}

function removeFile(file: string) {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

export class Output {
  /** dist/: where the build writes */
  readonly dir: string;
  private readonly stateFile: string;
  private readonly previous: State | undefined;
  private readonly pages: Record<string, PageRecord> = {};
  private readonly files = new Set<string>();
  /** Route pages left as the last build wrote them, and pages rendered */
  readonly counts = { reused: 0, rendered: 0 };

  constructor(root: string) {
    this.dir = path.join(root, 'dist');
    this.stateFile = path.join(cacheDir(root, 'pages'), 'state.json');
    this.previous = readState(this.stateFile, this.dir);
  }

  /**
   * Called before the build first writes to dist/ (once the content is valid, so that a build
   * stopped by a content problem leaves the last one usable): from here until `finish`, dist/
   * does not match the record.
   */
  begin() {
    if (this.previous) removeFile(path.join(this.dir, ID_FILE));
    else rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
  }

  /**
   * The last build's record of the page at `file` (relative to dist/) when its hash is `hash`
   * and it is still there: the page is kept as it is. Undefined when it must be rendered.
   */
  reuse(file: string, hash: string): PageRecord | undefined {
    const old = this.previous?.pages[file];
    if (old?.hash !== hash) return undefined;
    if (!existsSync(path.join(this.dir, file))) return undefined;
    this.pages[file] = old;
    this.counts.reused++;
    return old;
  }

  /** The pages of the last build, and the hash of each content file it was made from. */
  get before(): { pages: PageRecord[]; content: Record<string, string> } | undefined {
    return this.previous && { pages: Object.values(this.previous.pages), content: this.previous.content };
  }

  /** Notes a page rendered by this build. */
  rendered(file: string, page: PageRecord) {
    this.pages[file] = page;
    this.counts.rendered++;
  }

  /** Notes files (absolute paths, under dist/) that this build put in dist/. */
  keep(files: Iterable<string>) {
    for (const f of files) this.files.add(path.relative(this.dir, f));
  }

  /** Deletes what the last build wrote and this one did not. */
  private removeStale() {
    if (!this.previous) return;
    for (const file of Object.keys(this.previous.pages)) {
      if (this.pages[file] || this.files.has(file)) continue;
      removeFile(path.join(this.dir, file));
      try {
        rmdirSync(path.dirname(path.join(this.dir, file))); // the route's folder, when empty
      } catch {
        // not empty (a route below it), or dist/ itself
      }
    }
    for (const f of this.previous.files) {
      if (!this.files.has(f) && !this.pages[f]) removeFile(path.join(this.dir, f));
    }
  }

  /**
   * Removes stale files and keeps the record of this build's pages for the next one, with the
   * hashes of the content files it read.
   */
  finish(content: Record<string, string>) {
    this.removeStale();
    const id = randomUUID();
    const files = [...this.files];
    const state: State = { version: VERSION, id, dist: this.dir, pages: this.pages, files, content };
    writeFileSync(`${this.stateFile}.${process.pid}`, JSON.stringify(state));
    renameSync(`${this.stateFile}.${process.pid}`, this.stateFile);
    writeFileSync(path.join(this.dir, ID_FILE), id);
  }
}

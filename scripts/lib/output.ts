/**
 * dist/ and what the last build left in it. A build updates dist/ in place: a page is rendered
 * and written only when its hash changed (the hash covers the route's data, the bundles it is
 * rendered with, the parts every page shares, such as the shell data, template, styles and chunk
 * lists, and the page writer's own code); an unchanged page is left as it is (same file, same
 * modification time), and its copy for the search index is the last build's. Those copies are
 * kept beside the record (`search-<id>.json`), written and read by the search thread, so this
 * thread reads and writes only hashes. Files the last build wrote and this one did not (the pages
 * of removed routes, an old bundle's chunks, removed media) are deleted at the end.
 *
 * The record is kept in the build cache with an id that dist/ carries too. A build removes the id
 * from dist/ when it starts and writes it back when it is done, so when the two differ (dist/
 * deleted or replaced, a build stopped halfway) dist/ is emptied and every page is rendered.
 */
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
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
  /** Whether the page is in the search index (its copy is in the build's search copies) */
  indexed?: boolean;
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
const VERSION = 4;

/** The search copies of the build `id`, beside its record */
const searchCopies = (dir: string, id: string) => path.join(dir, `search-${id}.json`);

function readState(dir: string, dist: string): State | undefined {
  try {
    const state = JSON.parse(readFileSync(path.join(dir, 'state.json'), 'utf8')) as State;
    const id = readFileSync(path.join(dist, ID_FILE), 'utf8');
    const valid = state.version === VERSION && state.dist === dist && state.id === id;
    return valid && existsSync(searchCopies(dir, id)) ? state : undefined;
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
  /** This build's id, which its record, its search copies and dist/ carry */
  readonly id = randomUUID();
  /** The build cache's folder of records */
  private readonly records: string;
  private readonly previous: State | undefined;
  private readonly pages: Record<string, PageRecord> = {};
  private readonly files = new Set<string>();
  /** Route pages left as the last build wrote them, and pages rendered */
  readonly counts = { reused: 0, rendered: 0 };

  constructor(root: string) {
    this.dir = path.join(root, 'dist');
    this.records = cacheDir(root, 'pages');
    this.previous = readState(this.records, this.dir);
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

  /**
   * The hash of each content file the last build was made from, and the file of its search
   * copies (JSON: each indexed page's copy by route path).
   */
  get before(): { content: Record<string, string>; searchCopies: string } | undefined {
    const last = this.previous;
    return last && { content: last.content, searchCopies: searchCopies(this.records, last.id) };
  }

  /** Where the search thread saves this build's search copies, before `finish` is called. */
  get searchCopies(): string {
    return searchCopies(this.records, this.id);
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
    const { id } = this;
    const files = [...this.files];
    const state: State = { version: VERSION, id, dist: this.dir, pages: this.pages, files, content };
    const stateFile = path.join(this.records, 'state.json');
    writeFileSync(`${stateFile}.${process.pid}`, JSON.stringify(state));
    renameSync(`${stateFile}.${process.pid}`, stateFile);
    writeFileSync(path.join(this.dir, ID_FILE), id);
    // Only this build's search copies are kept (earlier builds', and a stopped build's, go).
    for (const f of readdirSync(this.records))
      if (/^search-.*\.json$/.test(f) && f !== path.basename(this.searchCopies))
        removeFile(path.join(this.records, f));
  }
}

/**
 * Worker threads for the build's CPU-heavy steps: rendering MDX bodies, prerendering pages and
 * making brochures.
 * One thread per core; the threads start while the main thread reads and validates content, and
 * each keeps what it loaded (the MDX parser, the server bundle) for every batch it is given.
 * One more thread feeds the search index (lib/search-worker.ts), so that Pagefind gets pages
 * while this thread is busy validating.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { Piscina } from 'piscina';
import type { BodyResult } from './body-cache.ts';
import type { BrochureStats } from './brochures.ts';
import type { DocumentSource } from './documents.ts';
import type { BodyTask } from './content-types.ts';
import type { PageJob, PageResult, PageSetup } from './page-writer.ts';
import type { Site } from '../../src/schema/index.ts';
import type { SearchFeed } from './search-ahead.ts';
import { searchThread, type SearchThreadStart } from './search-thread.ts';

function batches<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export class BuildPool {
  readonly threads: number;
  /** Hash of the threads' code (the page writer among it): part of every page's hash */
  readonly codeHash: string;
  private readonly pool: Piscina;

  /** Folder of the bundled worker files, made for this process */
  private readonly bundle: string;

  constructor(root: string, threads = Math.max(1, Math.min(availableParallelism(), 4))) {
    this.threads = threads;
    // The threads run the worker as one bundled file with packages left as imports: no
    // TypeScript loader in each thread, and every package resolves from the project as usual.
    const here = path.dirname(fileURLToPath(import.meta.url));
    // Inside node_modules whatever SITE_CACHE_DIR says (not cacheDir()): the bundle's package
    // imports resolve from where the file is.
    const dir = path.join(root, 'node_modules', '.cache', 'site-build');
    mkdirSync(dir, { recursive: true });
    this.bundle = path.join(dir, `workers-${process.pid}-${randomUUID().slice(0, 8)}`);
    buildSync({
      entryPoints: [path.join(here, 'build-worker.ts'), path.join(here, 'search-worker.ts')],
      outdir: this.bundle,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      jsx: 'automatic',
      logLevel: 'warning',
      // The renderer's cache key names its own source files, found from this module's URL.
      define: { 'import.meta.url': JSON.stringify(pathToFileURL(path.join(here, 'body-cache.ts')).href) },
    });
    const builder = path.join(this.bundle, 'build-worker.mjs');
    this.codeHash = createHash('sha1').update(readFileSync(builder)).digest('hex');
    this.pool = new Piscina({
      filename: pathToFileURL(builder).href,
      minThreads: threads,
      maxThreads: threads,
      execArgv: [],
      env: process.env,
      idleTimeout: 60_000,
    });
  }

  /** Renders bodies in batches across the threads; results come back in the order given. */
  async renderBodies(items: BodyTask[]): Promise<BodyResult[]> {
    const size = Math.max(10, Math.ceil(items.length / (this.threads * 6)));
    const done = await Promise.all(
      batches(items, size).map(
        (batch) => this.pool.run({ items: batch }, { name: 'renderBodies' }) as Promise<BodyResult[]>,
      ),
    );
    return done.flat();
  }

  /** Writes every page; `onBatch` receives each batch's results as soon as it is written. */
  async prerender(
    setup: PageSetup,
    jobs: PageJob[],
    onBatch: (results: PageResult[]) => Promise<void>,
  ): Promise<void> {
    const setupId = randomUUID();
    const size = Math.max(8, Math.min(50, Math.ceil(jobs.length / (this.threads * 8))));
    let chain = Promise.resolve();
    await Promise.all(
      batches(jobs, size).map(async (batch) => {
        const results = (await this.pool.run(
          { setupId, setup, jobs: batch },
          { name: 'prerenderPages' },
        )) as PageResult[];
        // Batches finish in any order; the consumer sees them one at a time.
        chain = chain.then(() => onBatch(results));
        await chain;
      }),
    );
  }

  /** Makes the PDF and DOCX brochures in batches, shared by the threads. */
  async brochures(root: string, site: Site, documents: DocumentSource[]): Promise<BrochureStats> {
    const size = Math.max(4, Math.min(24, Math.ceil(documents.length / (this.threads * 6))));
    const done = (await Promise.all(
      batches(documents, size).map((batch) =>
        this.pool.run({ root, site, documents: batch }, { name: 'makeBrochures' }),
      ),
    )) as BrochureStats[];
    return {
      written: done.reduce((n, s) => n + s.written, 0),
      cached: done.reduce((n, s) => n + s.cached, 0),
      files: done.flatMap((s) => s.files),
    };
  }

  /**
   * A thread that makes the search index into `start.dist`, starting at once with the last
   * build's pages that this one is expected to keep; see search-ahead.ts.
   */
  searchThread(start: SearchThreadStart): SearchFeed {
    return searchThread(path.join(this.bundle, 'search-worker.mjs'), start);
  }

  async close() {
    await this.pool.destroy();
    rmSync(this.bundle, { recursive: true, force: true });
  }
}

/**
 * The build's side of the search thread (search-worker.ts): pages are posted to it as they are
 * written or found unchanged, and `write` asks it to write the index and waits for the count.
 * Posting never waits, so the thread goes on indexing while this one is busy.
 */
import { Worker } from 'node:worker_threads';
import type { SearchFeed, SearchStart } from './search-ahead.ts';

/**
 * How the thread starts: as the search feed does, except that the last build's copies are named
 * by their file, which the thread reads (not the build's thread).
 */
export type SearchThreadStart = Omit<SearchStart, 'previous'> & { dist: string; previous?: string };

/** What the thread posts back: the pages indexed, or why it failed */
export type SearchReply = { count: number; error?: undefined } | { error: string };

/** What the build posts to the thread: a page written, a page kept, or the order to write. */
export type SearchMessage = { url: string; html: string } | { url: string; kept: true } | { write: true };

export function searchThread(file: string, start: SearchThreadStart): SearchFeed {
  // No flags of this process (such as a TypeScript loader or --input-type): the file is plain JS.
  const worker = new Worker(file, { workerData: start, execArgv: [] });
  let failed: Error | undefined;
  worker.on('error', (error) => (failed = error));
  const post = (m: SearchMessage) => worker.postMessage(m);
  return {
    add(url, html) {
      post({ url, html });
      return Promise.resolve();
    },
    keep(url) {
      post({ url, kept: true });
      return Promise.resolve();
    },
    async write() {
      if (failed) throw failed;
      const reply = new Promise<SearchReply>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      post({ write: true });
      try {
        const r = await reply;
        if (r.error !== undefined) throw new Error(r.error);
        return r.count;
      } finally {
        await worker.terminate();
      }
    },
    async drop() {
      await worker.terminate();
    },
  };
}

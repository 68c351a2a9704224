/**
 * The build's side of the search thread (search-worker.ts): pages are posted to it as they are
 * written or found unchanged, and `write` asks it to write the index and waits for the count.
 * Posting never waits, so the thread goes on indexing while this one is busy.
 */
import { Worker } from 'node:worker_threads';
import type { SearchIndexer } from './search-index.ts';

/** A page of the last build given to the index before this build's pages are known */
export interface EarlyPage {
  path: string;
  search: string;
}

/** What the thread posts back: the pages indexed, or why it failed */
export type SearchReply = { count: number; error?: undefined } | { error: string };

/** What the build posts to the thread */
export type SearchMessage = { url: string; html: string } | { write: true };

export function searchThread(file: string, dist: string, early: EarlyPage[]): SearchIndexer {
  // No flags of this process (such as a TypeScript loader or --input-type): the file is plain JS.
  const worker = new Worker(file, { workerData: { dist, early }, execArgv: [] });
  let failed: Error | undefined;
  worker.on('error', (error) => (failed = error));
  const post = (m: SearchMessage) => worker.postMessage(m);
  return {
    add(url, html) {
      post({ url, html });
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

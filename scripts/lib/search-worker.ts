/**
 * The search thread: makes the search index (search-ahead.ts) from the pages the build posts,
 * starting with the last build's pages it was given when it started.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { searchFeed } from './search-ahead.ts';
import type { EarlyPage, SearchMessage, SearchReply } from './search-thread.ts';

const { dist, early } = workerData as { dist: string; early: EarlyPage[] };
const feed = searchFeed(dist, early);
feed.catch(() => undefined); // reported when the index is written

const reply = (r: SearchReply) => parentPort!.postMessage(r);

parentPort!.on('message', (m: SearchMessage) => {
  if ('url' in m) void feed.then((f) => f.add(m.url, m.html)).catch(() => undefined);
  else
    feed
      .then((f) => f.write())
      .then(
        (count) => reply({ count }),
        (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
      );
});

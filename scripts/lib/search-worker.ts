/**
 * The search thread: reads the last build's search copies, and makes the search index
 * (search-ahead.ts) from them and the pages the build posts.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { searchFeed } from './search-ahead.ts';
import type { SearchMessage, SearchReply, SearchThreadStart } from './search-thread.ts';

const start = workerData as SearchThreadStart;
const previous = start.previous
  ? (JSON.parse(readFileSync(start.previous, 'utf8')) as Record<string, string>)
  : undefined;
const feed = searchFeed(start.dist, { previous, changed: start.changed, saveTo: start.saveTo });
feed.catch(() => undefined); // reported when the index is written

const reply = (r: SearchReply) => parentPort!.postMessage(r);

/**
 * Messages are handled one after another, in the order they came. A page that cannot be indexed
 * stops the chain: the index is not written without it, and the order to write gets the error.
 */
let work: Promise<unknown> = feed;
parentPort!.on('message', (m: SearchMessage) => {
  work = work.then(async () => {
    const f = await feed;
    if ('url' in m) return 'kept' in m ? f.keep(m.url) : f.add(m.url, m.html);
    reply({ count: await f.write() });
  });
  work.catch((error: unknown) => {
    if (!('url' in m)) reply({ error: error instanceof Error ? error.message : String(error) });
  });
});

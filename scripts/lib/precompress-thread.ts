/**
 * The thread that makes the build's compressed copies (see lib/precompress.ts): it takes the files
 * in the order they come, and answers `end` with what it made once every file sent before has its
 * copies and the cache is pruned. A failure is sent back at once, and the build stops with it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { copyMaker, type CopyAnswer, type CopyRequest } from './precompress.ts';

const { root, dist } = workerData as { root: string; dist: string };
const maker = copyMaker(root, dist);
const port = parentPort!;
const answer = (message: CopyAnswer) => port.postMessage(message);
let work = Promise.resolve();

port.on('message', (request: CopyRequest) => {
  work = work
    .then(async () => {
      if ('end' in request) answer({ totals: maker.finish() });
      else for (const [rel, bytes] of request.files) await maker.copy(rel, bytes);
    })
    .catch((error: unknown) => answer({ error: error instanceof Error ? error : new Error(String(error)) }));
});

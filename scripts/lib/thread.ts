/**
 * A TypeScript module run on a worker thread of its own. Node 20 does not load a worker's entry
 * module through the loader hooks given in its `execArgv` (`--import tsx`), so the thread starts
 * with a line of JavaScript that registers tsx's hooks, then imports the entry. The thread reads
 * `workerData` as usual; an error there is an `error` event on the returned Worker.
 */
import { Worker } from 'node:worker_threads';

const tsxApi = import.meta.resolve('tsx/esm/api');

export function typescriptThread(entry: URL, workerData: unknown): Worker {
  const start = `import(${JSON.stringify(tsxApi)})
    .then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
  // No execArgv of the build's own (an --eval of its parent, V8 flags a thread may not take).
  return new Worker(start, { eval: true, execArgv: [], workerData });
}

/**
 * A thread that compiles MDX for a build (mdx-compile.ts): it says `ready` once it can compile, then
 * answers each text with its compiled code.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { mdxCompile, type CompileAnswer, type CompileJob } from './mdx-compile.ts';

const { development } = workerData as { development: boolean };
const compile = mdxCompile(development);
const port = parentPort!;

port.on('message', ({ job, code, id }: CompileJob) => {
  void compile(code, id).then((compiled) =>
    port.postMessage({ job, code: compiled } satisfies CompileAnswer),
  );
});
port.postMessage('ready' satisfies CompileAnswer);

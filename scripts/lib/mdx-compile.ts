/**
 * The compile of a content file's MDX: `@mdx-js/rollup` with the site's options (src/mdx/options.ts),
 * where a text that is not valid MDX becomes a module that renders nothing and reports its problem.
 *
 * A production build compiles every content file at once, and the compile is JavaScript, so it holds
 * one core while the other waits. `compilers` lends the build a thread of its own
 * (mdx-compile-thread.ts) that compiles beside the main one: the same function on the same text
 * gives the same code, wherever it runs. Until the thread has started, and for a small site it
 * never needs to, the main thread compiles alone.
 */
import mdx from '@mdx-js/rollup';
import type { Worker } from 'node:worker_threads';
import { mdxOptions } from '../../src/mdx/options.ts';
import { failedModule } from '../../src/mdx/report.ts';
import { typescriptThread } from './thread.ts';

/** The compiled code of the text `code` of the module `id` (a path, and a query for a field). */
export type Compile = (code: string, id: string) => Promise<string>;

/** The site's MDX compile; `development` compiles for the dev server (React's development JSX). */
export function mdxCompile(development: boolean): Compile {
  // No source maps: nothing maps a page back to its Markdown, and making them is about 7% of each
  // compile. (`@mdx-js/rollup` passes a generator unless one is given; its types leave it out.)
  const options = { ...mdxOptions, development, SourceMapGenerator: undefined, include: /\.mdx$/ };
  const { transform } = mdx(options);
  return (code, id) =>
    transform(code, id).then(
      (compiled) => compiled?.code ?? failedModule(code, new Error(`${id} is not an MDX file`)),
      (error: unknown) => failedModule(code, error),
    );
}

/** What a thread is sent, and what it answers. */
export interface CompileJob {
  job: number;
  code: string;
  id: string;
}
/** A thread says `ready` once it can compile, then answers each text with its code. */
export type CompileAnswer = 'ready' | { job: number; code: string };

/** A text waiting to be compiled, and who waits for its code. */
interface Job extends CompileJob {
  resolve: (code: string) => void;
  reject: (error: unknown) => void;
}

/** A thread that compiles, and the texts it has been sent and not yet answered. */
interface CompileThread {
  worker: Worker;
  ready: Promise<void>;
  waiting: Map<number, Job>;
}

/** How many texts a thread holds at once: enough that it never waits for the main thread to send more. */
const HELD = 2;

/**
 * The site's MDX compile on the main thread and on `threads` threads of their own, for a build
 * that compiles many texts at once (with no threads, it is `mdxCompile`). Texts wait in one queue:
 * each thread holds a few, and the main thread takes the next one whenever it is free. It compiles
 * one text per turn of the event loop, so it hears the threads' answers in between: a bundler
 * calls the transform hook for module after module, and a main thread that compiled each text as
 * it came would hear nothing until it had compiled them all. The threads start with `ready` or on
 * the first compile, and take texts once they are ready (in about half a second): until then the
 * main thread compiles alone. `close` stops the threads.
 */
export function compilers(development: boolean, threads: number) {
  const here = mdxCompile(development);
  const queue: Job[] = [];
  // Every thread started, and those that have said they are ready.
  let pool: CompileThread[] = [];
  let live: CompileThread[] = [];
  let jobs = 0;
  let mainBusy = false;

  const startThread = (): CompileThread => {
    const entry = new URL('./mdx-compile-thread.ts', import.meta.url);
    const worker = typescriptThread(entry, { development });
    let isReady = () => {};
    const thread: CompileThread = {
      worker,
      ready: new Promise((resolve) => {
        isReady = resolve;
      }),
      waiting: new Map(),
    };
    worker.on('message', (answer: CompileAnswer) => {
      if (answer === 'ready') {
        live.push(thread);
        isReady();
      } else {
        thread.waiting.get(answer.job)?.resolve(answer.code);
        thread.waiting.delete(answer.job);
      }
      handOut();
    });
    // A thread that fails fails the texts it holds, as a compile on the main thread would (the
    // bundler names their modules); the others are compiled without it.
    thread.worker.on('error', (error) => {
      for (const job of thread.waiting.values()) job.reject(error);
      live = live.filter((t) => t !== thread);
      handOut();
    });
    return thread;
  };

  const compileNextHere = () => {
    const next = queue.shift();
    if (!next) {
      mainBusy = false;
      return;
    }
    void here(next.code, next.id).then((code) => {
      next.resolve(code);
      setImmediate(compileNextHere);
    });
  };

  function handOut() {
    for (const thread of live) {
      while (thread.waiting.size < HELD && queue.length > 0) {
        const job = queue.shift()!;
        thread.waiting.set(job.job, job);
        thread.worker.postMessage({ job: job.job, code: job.code, id: job.id } satisfies CompileJob);
      }
    }
    if (!mainBusy && queue.length > 0) {
      mainBusy = true;
      setImmediate(compileNextHere);
    }
  }

  const compile: Compile = (code, id) => {
    if (threads === 0) return here(code, id);
    start();
    return new Promise((resolve, reject) => {
      queue.push({ job: ++jobs, code, id, resolve, reject });
      handOut();
    });
  };

  const start = () => {
    if (pool.length === 0 && threads > 0) pool = Array.from({ length: threads }, startThread);
  };

  return {
    compile,
    /** Starts the threads, and resolves once every one of them compiles. */
    async ready() {
      start();
      await Promise.all(pool.map((t) => t.ready));
    },
    async close() {
      await Promise.all(pool.map((t) => t.worker.terminate()));
      pool = [];
      live = [];
    },
  };
}

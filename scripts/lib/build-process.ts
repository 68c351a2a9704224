/**
 * A build in a process of its own, as `npm start`, `npm run bench` and the end-to-end suite's setup
 * start one: with Node's flags for it, and only when dist/ is older than what the build reads.
 * `npm run build` passes the same flags in package.json.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * A young generation of 128 MiB (Node's default is 16): compiling MDX makes short-lived objects by
 * the million, and a larger young generation collects them less often. At 1,000 entries, in cold
 * builds alternated three times each, the build took 0.6-0.9 s less than with 64 MiB, for
 * 130-300 MiB more peak memory (1.8-2.0 GiB).
 */
export const BUILD_NODE_FLAGS = ['--max-semi-space-size=128'];

/** Runs `scripts/build.ts --if-stale` in `root` and waits for it; its exit status (1 if it was stopped). */
export function buildIfStale(root: string, opts: { timeout?: number } = {}): number {
  const script = path.join(root, 'scripts/build.ts');
  const build = spawnSync(process.execPath, [...BUILD_NODE_FLAGS, '--import', 'tsx', script, '--if-stale'], {
    stdio: 'inherit',
    cwd: root,
    timeout: opts.timeout,
  });
  return build.status ?? 1;
}

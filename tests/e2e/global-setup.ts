/**
 * Builds the real site once before the end-to-end suite, unless dist/ is current with everything
 * the build reads (`--if-stale`): every test that reads the built site reads this one build.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export default function setup() {
  const root = path.resolve(import.meta.dirname, '../..');
  const args = ['--max-semi-space-size=64', '--import', 'tsx', 'scripts/build.ts', '--if-stale'];
  const build = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    timeout: 600_000,
  });
  if (build.status !== 0) throw new Error(`the build failed (exit ${build.status}): see above`);
}

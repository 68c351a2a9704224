/**
 * Builds the real site once before the end-to-end suite, unless dist/ is current with everything
 * the build reads (`--if-stale`): every test that reads the built site reads this one build.
 */
import path from 'node:path';
import { buildIfStale } from '../../scripts/lib/build-process.ts';

export default function setup() {
  const root = path.resolve(import.meta.dirname, '../..');
  const status = buildIfStale(root, { timeout: 600_000 });
  if (status !== 0) throw new Error(`the build failed (exit ${status}): see above`);
}

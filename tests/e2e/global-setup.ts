/**
 * Before the end-to-end suite: builds the real site once, unless dist/ is current with everything
 * the build reads (`--if-stale`), so every test that reads the built site reads this one build; and
 * finds Chromium once, so that the test files, which run side by side, never unpack the npm-shipped
 * browser at the same time (one would start the binary while another is still writing it).
 */
import path from 'node:path';
import { buildIfStale } from '../../scripts/lib/build-process.ts';
import { chromiumPath } from './support.ts';

export default async function setup() {
  const root = path.resolve(import.meta.dirname, '../..');
  const status = buildIfStale(root, { timeout: 600_000 });
  if (status !== 0) throw new Error(`the build failed (exit ${status}): see above`);
  await chromiumPath();
}

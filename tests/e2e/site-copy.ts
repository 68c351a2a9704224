/** A copy of the whole site under tests/.tmp (node_modules linked) for tests that edit content and build. */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { SITE_FILES } from '../../scripts/bench-scale.ts';

const root = path.resolve(import.meta.dirname, '../..');

export function makeSiteCopy(name: string): string {
  const scratch = path.join(root, 'tests/.tmp');
  mkdirSync(scratch, { recursive: true });
  const dir = mkdtempSync(path.join(scratch, `${name}-`));
  for (const item of SITE_FILES) cpSync(path.join(root, item), path.join(dir, item), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  rmSync(path.join(dir, 'src/generated'), { recursive: true, force: true });
  return dir;
}

/** Runs one of the copy's scripts (such as scripts/build.ts) with its own caches. */
export function runInCopy(dir: string, script: string, args: string[] = []) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, SITE_CACHE_DIR: path.join(dir, '.cache') },
    timeout: 240_000,
  });
}

/**
 * A copy of the site's code with the small fixture site's content (tests/fixtures/site), under
 * tests/.tmp with node_modules linked, for tests that edit content, build or serve it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { SITE_FILES } from '../../scripts/bench-scale.ts';

const root = path.resolve(import.meta.dirname, '../..');

export function makeSiteCopy(name: string): string {
  const scratch = path.join(root, 'tests/.tmp');
  mkdirSync(scratch, { recursive: true });
  const dir = mkdtempSync(path.join(scratch, `${name}-`));
  for (const item of SITE_FILES.filter((f) => f !== 'content'))
    cpSync(path.join(root, item), path.join(dir, item), { recursive: true });
  cpSync(path.join(root, 'tests/fixtures/site/content'), path.join(dir, 'content'), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  rmSync(path.join(dir, 'src/generated'), { recursive: true, force: true });
  return dir;
}

/**
 * Runs one of the copy's scripts (such as scripts/build.ts) with its own caches,
 * unless `cache` names others.
 */
export function runInCopy(
  dir: string,
  script: string,
  args: string[] = [],
  cache = path.join(dir, '.cache'),
) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, SITE_CACHE_DIR: cache },
    timeout: 240_000,
  });
}

/**
 * Starts a server script of the copy (the dev server, the editor) on a free port and resolves with
 * the process and the URL it prints, matched by `printed` (bounded wait).
 */
export function startInCopy(
  dir: string,
  script: string,
  printed: RegExp,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: dir,
    env: { ...process.env, PORT: '0', SITE_CACHE_DIR: path.join(dir, '.cache') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} printed no URL in 90 s:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = printed.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}):\n${output}`)));
  });
}

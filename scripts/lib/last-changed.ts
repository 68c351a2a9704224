/**
 * When each file last changed, from the git history: the date of the newest commit of the current
 * branch that changed it. A file that no commit holds (new, or a copy of the site outside the
 * repository) has none, and neither has any file of a shallow clone, whose oldest commit would date
 * every file it holds.
 */
import { spawnSync } from 'node:child_process';

const git = (root: string, args: string[]) =>
  spawnSync('git', ['-C', root, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });

/** Dates (ISO 8601) by path relative to `root`, for the files under `dir` there. */
export function lastChanged(root: string, dir = '.'): Map<string, string> {
  const dates = new Map<string, string>();
  if (git(root, ['rev-parse', '--is-shallow-repository']).stdout.trim() !== 'false') return dates;
  // Newest first: a file's first appearance is its last change. Along the first parents, with a
  // merge showing what it brought in, so a change is dated when it reached this branch (a merge
  // can also change a file itself). --relative names files from `root` even when the repository
  // starts above it.
  const log = git(root, [
    ...['log', '--first-parent', '--diff-merges=first-parent', '--relative', '--name-only'],
    ...['--format=%x00%cI', '--', dir],
  ]);
  if (log.status !== 0) return dates;
  for (const commit of log.stdout.split('\0').slice(1)) {
    const [date, ...files] = commit.trim().split('\n');
    for (const file of files) if (file && !dates.has(file)) dates.set(file, date!);
  }
  return dates;
}

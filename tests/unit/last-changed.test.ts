import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { lastChanged } from '../../scripts/lib/last-changed.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A repository whose files are committed at the dates given, in order. */
function repo(commits: [file: string, date: string][]) {
  dir = mkdtempSync(path.join(tmpdir(), 'last-changed-'));
  const git = (...args: string[]) => spawnSync('git', ['-C', dir, ...args], { encoding: 'utf8' });
  git('init', '-q');
  mkdirSync(path.join(dir, 'content'));
  for (const [file, date] of commits) {
    writeFileSync(path.join(dir, file), date);
    git('add', file);
    spawnSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', file], {
      env: { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date },
    });
  }
}

describe('lastChanged', () => {
  test('returns the date of the newest commit that changed each file', () => {
    repo([
      ['content/a.mdx', '2024-01-02T03:04:05+00:00'],
      ['content/b.mdx', '2024-02-01T00:00:00+00:00'],
      ['content/a.mdx', '2024-03-01T00:00:00+00:00'],
    ]);
    writeFileSync(path.join(dir, 'content/new.mdx'), 'not committed');
    const dates = lastChanged(dir, 'content');
    expect(dates.get('content/a.mdx')).toBe('2024-03-01T00:00:00+00:00');
    expect(dates.get('content/b.mdx')).toBe('2024-02-01T00:00:00+00:00');
    expect(dates.has('content/new.mdx')).toBe(false);
  });

  test('returns no dates outside a repository', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'last-changed-'));
    expect(lastChanged(dir, '.').size).toBe(0);
  });
});

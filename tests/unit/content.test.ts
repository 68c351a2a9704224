/** The copy of the site: no filler text in content or code. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

describe('copy', () => {
  test('no filler text anywhere in content or code', () => {
    const hits: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = path.join(dir, name);
        if (name === 'generated') continue;
        if (statSync(p).isDirectory()) walk(p);
        else if (/lorem|ipsum|placeholder/i.test(readFileSync(p, 'utf8'))) hits.push(path.relative(root, p));
      }
    };
    walk(path.join(root, 'content'));
    walk(path.join(root, 'src'));
    expect(hits).toEqual([]);
  });
});

/**
 * A production build compiles its MDX on the main thread and on threads of its own
 * (scripts/lib/mdx-compile.ts): a text must compile to the same module wherever it goes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { compilers, mdxCompile } from '../../scripts/lib/mdx-compile.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/mdx/body.mdx');
const body = readFileSync(fixture, 'utf8');

/** Texts of every kind a build compiles: bodies, a field, and a text that is not valid MDX. */
const texts = [
  { id: fixture, code: body },
  { id: `${fixture}?tab=0`, code: 'A tab with a [link](/contact) and a list:\n\n- one\n- two\n' },
  { id: '/site/content/blog/broken.mdx', code: '# Title\n\nAn unclosed <Note> tag.\n' },
  ...Array.from({ length: 5 }, (_, i) => ({
    id: `/site/content/projects/p${i}.mdx`,
    code: `${body}\n\nParagraph ${i} of the copy.\n`,
  })),
];

describe('the MDX compile on several threads', () => {
  test('gives every text the module the main thread alone gives it, in the order asked', async () => {
    const alone = mdxCompile(false);
    const expected = await Promise.all(texts.map((t) => alone(t.code, t.id)));
    // Once the thread is ready, the first texts go to it (it holds two) and the rest are shared.
    const pool = compilers(false, 1);
    try {
      await pool.ready();
      const got = await Promise.all(texts.map((t) => pool.compile(t.code, t.id)));
      expect(got).toEqual(expected);
    } finally {
      await pool.close();
    }
    expect(expected[0]).toContain('Commissioned over');
    expect(expected[2]).toMatch(/export const report = .*"problems"/);
  }, 20_000);

  test('compiles again after it is closed, and with no threads on the main thread alone', async () => {
    const pool = compilers(false, 1);
    const first = await pool.compile(body, fixture);
    await pool.close();
    expect(await pool.compile(body, fixture)).toBe(first);
    await pool.close();
    expect(await compilers(false, 0).compile(body, fixture)).toBe(first);
  }, 20_000);
});

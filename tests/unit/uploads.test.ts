/** Uploads the editor replaced are removed after a save; nothing else under content/ is. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { uploadsTidier } from '../../scripts/lib/dev/uploads.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('removes images uploaded since the editor started that no content file names', async () => {
  root = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  const art = path.join(root, 'content/projects/art/cell');
  mkdirSync(art, { recursive: true });
  writeFileSync(path.join(art, 'before.jpg'), 'x');
  const past = new Date(Date.now() - 60_000);
  utimesSync(path.join(art, 'before.jpg'), past, past);
  await new Promise((r) => setTimeout(r, 20));
  const tidy = uploadsTidier(root);
  await new Promise((r) => setTimeout(r, 20));
  writeFileSync(path.join(art, 'kept.jpg'), 'x');
  writeFileSync(path.join(art, 'replaced.jpg'), 'x');
  writeFileSync(
    path.join(root, 'content/projects/cell.mdx'),
    '---\ngallery:\n  - src: ./art/cell/kept.jpg\n---\n',
  );

  expect(tidy()).toEqual(['content/projects/art/cell/replaced.jpg']);
  expect(existsSync(path.join(art, 'replaced.jpg'))).toBe(false);
  expect(existsSync(path.join(art, 'kept.jpg'))).toBe(true);
  // A file that was there before the editor started stays, named or not.
  expect(existsSync(path.join(art, 'before.jpg'))).toBe(true);
});

test('passes over a folder of uploads made since the editor started (a save after a delete)', async () => {
  root = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  mkdirSync(path.join(root, 'content/projects/art'), { recursive: true });
  const tidy = uploadsTidier(root);
  await new Promise((r) => setTimeout(r, 20));
  // An entry's folder whose images were removed: a folder, not an upload.
  mkdirSync(path.join(root, 'content/projects/art/gone-cell'));
  expect(tidy()).toEqual([]);
});

/**
 * Uploads the writer replaced: after each save in the editor (POST /__saved), an image added under
 * an `art/` folder of content/ since the dev server started, that no content file names any more,
 * is removed, so a photo swapped for another is never committed. Files that were there before
 * the editor started are never touched.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { collections } from '../../../content.config.ts';

/** The page of the collection's entry saved last (the newest file in its folder), if it has pages. */
export function lastSavedPage(root: string, collection: string): string | undefined {
  const c = collections[collection as keyof typeof collections];
  if (!c?.url) return undefined;
  const dir = path.join(root, c.dir);
  const newest = readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => ({ f, t: statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.t - a.t)[0];
  return newest && `${c.url}${newest.f.slice(0, -'.mdx'.length)}`;
}

const TEXT = /\.(mdx|ya?ml|json)$/;

export function uploadsTidier(root: string) {
  const since = Date.now();
  const contentDir = path.join(root, 'content');
  return function tidy(): string[] {
    // Files only: a folder of uploads (art/<slug>/) is listed too, and is no upload itself.
    const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
      statSync(path.join(contentDir, f)).isFile(),
    );
    const texts = files
      .filter((f) => TEXT.test(f))
      .map((f) => readFileSync(path.join(contentDir, f), 'utf8'));
    const added = files.filter(
      (f) => f.split(path.sep).includes('art') && statSync(path.join(contentDir, f)).ctimeMs >= since,
    );
    const unused = added.filter((f) => !texts.some((t) => t.includes(path.basename(f))));
    for (const f of unused) rmSync(path.join(contentDir, f));
    return unused.map((f) => path.posix.join('content', ...f.split(path.sep)));
  };
}

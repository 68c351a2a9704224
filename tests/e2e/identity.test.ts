/**
 * One fact, one source: in a copy of the site whose site.yaml has another sales phone, the built
 * site (pages, route data, structured data, feed, brochures) has the new number and no trace of the
 * old one; and the feed is named after the blog page as pages.yaml names it.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { makeSiteCopy, runInCopy } from './site-copy.ts';

let tmp: string;
beforeAll(() => {
  tmp = makeSiteCopy('identity');
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );

/** The text a reader of the file sees: the file itself, or a DOCX brochure's document. */
async function textOf(file: string): Promise<string> {
  if (file.endsWith('.docx')) {
    const zip = await JSZip.loadAsync(readFileSync(file));
    return (await zip.file('word/document.xml')?.async('string')) ?? '';
  }
  return /\.(html|json|xml|txt|webmanifest)$|_headers$|_redirects$/.test(file)
    ? readFileSync(file, 'utf8')
    : '';
}

describe('the company identity', () => {
  test('comes from the content everywhere: a new phone leaves no trace of the old one, a renamed blog page renames the feed', async () => {
    const siteFile = path.join(tmp, 'content/data/site.yaml');
    const yaml = readFileSync(siteFile, 'utf8');
    const old = (parse(yaml) as { phones: { sales: string } }).phones.sales;
    const next = '(512) 555-0177';
    writeFileSync(siteFile, yaml.split(old).join(next));
    // The blog list page (pages.yaml) gets a new title, which the feed must take.
    const pagesFile = path.join(tmp, 'content/data/pages.yaml');
    const pages = parse(readFileSync(pagesFile, 'utf8')) as { template: string; title?: string }[];
    pages.find((p) => p.template === 'BlogList')!.title = 'Field Notes';
    writeFileSync(pagesFile, stringify(pages));
    const build = runInCopy(tmp, 'scripts/build.ts');
    expect(build.status, build.stderr).toBe(0);
    const dist = path.join(tmp, 'dist');
    const digits = (s: string) => s.replace(/\D/g, '');
    const withOld: string[] = [];
    let withNew = 0;
    for (const file of files(dist)) {
      const text = await textOf(file);
      if (text.includes(old) || text.includes(digits(old))) withOld.push(path.relative(dist, file));
      if (text.includes(next)) withNew++;
    }
    expect(withOld).toEqual([]);
    // Every page shows the sales phone (in its header and call to action).
    const shown = files(dist).filter((f) => f.endsWith('.html') && readFileSync(f, 'utf8').includes('<main'));
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.filter((f) => !readFileSync(f, 'utf8').includes(next))).toEqual([]);
    expect(withNew).toBeGreaterThanOrEqual(shown.length);
    expect(readFileSync(path.join(dist, 'feed.xml'), 'utf8')).toContain(': Field Notes</title>');
  }, 300_000);
});

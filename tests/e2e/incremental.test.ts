/**
 * Rebuilds in a temporary copy of the site: whatever the build keeps between runs, after an edit
 * and a removal a rebuild holds exactly what a build of that content holds: the edited title on
 * the entry's page and on the list that shows it, an edited sentence of a body and of a service's
 * tab on its page, and no trace of the removed entry (its page, its artwork, its place in the
 * search index). The real content/ is never touched.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { scaffold } from '../../scripts/new.ts';
import { makeSiteCopy, runInCopy } from './site-copy.ts';

let tmp: string;
const dist = () => path.join(tmp, 'dist');

function build() {
  const run = runInCopy(tmp, 'scripts/build.ts', ['--no-documents']);
  expect(run.status, run.stderr).toBe(0);
}

/** A body long enough for the editorial rules, as a writer would write it. */
const BODY = Array.from(
  { length: 12 },
  (_, i) =>
    `Paragraph ${i + 1} of the probe: the cell was specified, built in the shop and commissioned on site, ` +
    'with its drawings handed over.',
).join('\n\n');

/** Every file under dir, relative to it. */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));

let probe: { file: string; url: string; slug: string };

beforeAll(() => {
  tmp = makeSiteCopy('incremental');
  probe = scaffold(tmp, 'project', 'Incremental Probe Cell', '2024-06-03');
  const file = path.join(tmp, probe.file);
  const text = readFileSync(file, 'utf8').replace(/^draft: true\n/m, '');
  writeFileSync(file, `${/^---\n[\s\S]*?\n---\n/.exec(text)![0]}\n${BODY}\n`);
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('rebuilds', () => {
  test('show an edited title everywhere, and leave nothing of a removed entry', () => {
    build();
    const page = path.join(dist(), probe.url.slice(1), 'index.html');
    const list = path.join(dist(), 'projects/index.html');
    expect(readFileSync(list, 'utf8')).toContain(probe.url);
    const art = `media/projects/art/${probe.slug}-1.svg`;
    expect(existsSync(path.join(dist(), art))).toBe(true);

    // An edit: the entry's page and the list show the new title after the next build.
    const file = path.join(tmp, probe.file);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: Retitled Probe Cell'));
    build();
    expect(readFileSync(page, 'utf8')).toContain('Retitled Probe Cell');
    expect(readFileSync(list, 'utf8')).toContain('Retitled Probe Cell');

    // Edits to the text alone, in the body and in a service's tab: each page shows its new words.
    writeFileSync(file, readFileSync(file, 'utf8').replace('Paragraph 3 of the probe', 'Paragraph three'));
    const service = path.join(tmp, 'content/services/control-systems.mdx');
    const tabText = 'Good control starts on paper.';
    writeFileSync(
      service,
      readFileSync(service, 'utf8').replace(tabText, 'Good control starts on a whiteboard.'),
    );
    build();
    expect(readFileSync(page, 'utf8')).toContain('Paragraph three');
    const servicePage = readFileSync(path.join(dist(), 'services/control-systems/index.html'), 'utf8');
    expect(servicePage).toContain('Good control starts on a whiteboard.');
    expect(servicePage).not.toContain(tabText);

    // A removal: its page, its artwork and its search entry are gone.
    const fragments = filesIn(path.join(dist(), 'pagefind')).length;
    rmSync(file);
    for (const n of [1, 2]) rmSync(path.join(tmp, `content/projects/art/${probe.slug}-${n}.svg`));
    build();
    expect(existsSync(page)).toBe(false);
    expect(existsSync(path.join(dist(), art))).toBe(false);
    expect(readFileSync(list, 'utf8')).not.toContain(probe.url);
    expect(filesIn(dist()).some((f) => f.includes(probe.slug))).toBe(false);
    expect(filesIn(path.join(dist(), 'pagefind')).length).toBeLessThan(fragments);
  }, 600_000);
});

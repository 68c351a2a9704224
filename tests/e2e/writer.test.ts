/**
 * A writer's path, in a temporary copy of the site: scaffold a project, a service and an article,
 * write their text, publish them (remove the draft line), and the copy validates and builds with
 * their pages. The real content/ is never touched.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { scaffold } from '../../scripts/new.ts';
import { makeSiteCopy, runInCopy } from './site-copy.ts';

let tmp: string;

/** Original text of about `words` words, in paragraphs, as a writer would add it. */
function writing(topic: string, words: number): string {
  const sentences = [
    `The ${topic} started with a walk of the line and a list of what the operators wanted changed.`,
    'We measured cycle times for a week before drawing anything, so the baseline was not a guess.',
    'The controls were specified around the parts the plant already stocks, which kept spares simple.',
    'Every safety function was written down with its required performance level before wiring began.',
    'The panel was built and tested in our Austin shop, then shipped with its drawings and I/O list.',
    'Commissioning took two weekends, with the line back in production each Monday morning.',
  ];
  const out: string[] = [];
  let count = 0;
  for (let i = 0; count < words; i++) {
    const s = sentences[i % sentences.length]!;
    out.push(i % 3 === 2 ? `${s}\n` : s);
    count += s.split(/\s+/).length;
  }
  return out.join(' ').replace(/\n /g, '\n\n');
}

function publish(file: string, body: string) {
  const text = readFileSync(file, 'utf8').replace(/^draft: true\n/m, '');
  const head = /^---\n[\s\S]*?\n---\n/.exec(text)![0];
  writeFileSync(file, `${head}\n${body}\n`);
}

beforeAll(() => {
  tmp = makeSiteCopy('writer');
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('a writer adds a project, a service and an article', () => {
  test('validates and builds with their pages', () => {
    const entries = [
      { kind: 'project', title: 'Bottle Capper Retrofit', words: 220 },
      { kind: 'service', title: 'Line Audits', words: 320 },
      { kind: 'post', title: 'What a Line Audit Finds', words: 700 },
    ] as const;
    const urls = entries.map(({ kind, title, words }) => {
      const { file, url } = scaffold(tmp, kind, title, '2024-06-03');
      publish(path.join(tmp, file), writing(title.toLowerCase(), words));
      return url;
    });
    const run = (script: string) => runInCopy(tmp, script);
    const validate = run('scripts/validate.ts');
    expect(validate.stderr + validate.stdout).toMatch(/Content is valid/);
    expect(validate.status).toBe(0);
    const build = run('scripts/build.ts');
    expect(build.status, build.stderr).toBe(0);
    for (const url of urls) {
      const page = path.join(tmp, 'dist', url.slice(1), 'index.html');
      expect(existsSync(page), url).toBe(true);
    }
    const project = readFileSync(path.join(tmp, 'dist/projects/bottle-capper-retrofit/index.html'), 'utf8');
    expect(project).toContain('Bottle Capper Retrofit');
    expect(project).toContain('walk of the line');
    expect(readFileSync(path.join(tmp, 'dist/projects/index.html'), 'utf8')).toContain(
      '/projects/bottle-capper-retrofit',
    );
  }, 300_000);
});

/**
 * Every built page passes validators this team did not write: the W3C Nu HTML Checker (vnu-jar,
 * which needs a Java runtime; CI installs one) and html-validate with the project's rules
 * (.htmlvalidate.js).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, test } from 'vitest';
import { dist } from './support.ts';

const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.html'))
  .sort();
const relative = (url: string) => path.relative(dist, url.replace(/^file:/, ''));

const javaRuntime = spawnSync('java', ['-version']).status === 0;

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
}

/**
 * The checker's CSS grammar predates CSS Anchor Positioning (the header's menu is placed with it),
 * so it calls those properties and `anchor()` unknown: the one kind of message left aside.
 */
const UNKNOWN_TO_CHECKER = /^CSS: .*(anchor|position-(area|try|visibility))/;

describe('built pages', () => {
  test('finds pages to check', () => {
    expect(pages).toContain('index.html');
    expect(pages).toContain('404.html');
  });

  test('have no error from the W3C Nu HTML Checker', { timeout: 300_000 }, (ctx) => {
    if (!javaRuntime) {
      const why = 'no Java runtime (`java`) on PATH; install one (default-jre-headless) to run it';
      console.warn(`Skipping the W3C Nu HTML Checker: ${why}`);
      ctx.skip(why);
    }
    const jar = String(createRequire(import.meta.url)('vnu-jar'));
    // A run of seconds: Java's first compiler tier alone does it with half the processor time (the
    // second spends more compiling than it saves), and then the checker's schema needs a deeper stack.
    const java = ['-Xss8m', '-XX:TieredStopAtLevel=1', '-jar', jar];
    const run = spawnSync(
      'java',
      [...java, '--errors-only', '--skip-non-html', '--format', 'json', '--stdout', dist],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => !UNKNOWN_TO_CHECKER.test(m.message))
      .map((m) => `${m.url ? relative(m.url) : '?'}:${m.lastLine ?? '?'} ${m.message}`);
    expect(errors).toEqual([]);
    expect(run.stderr).not.toMatch(/exception/i);
  });

  test('follow html-validate, less the rules .htmlvalidate.js turns off with its reasons', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const problems: string[] = [];
    for (const page of pages) {
      const report = await validator.validateFile(path.join(dist, page));
      for (const r of report.results)
        for (const m of r.messages) problems.push(`${page}:${m.line} ${m.ruleId}: ${m.message}`);
    }
    expect(problems).toEqual([]);
  });
});

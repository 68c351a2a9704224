/**
 * A small site for tests: tests/fixtures/site (three projects, three services, two articles, a
 * sample and every data file), loaded by the content layer as the build loads the real one. Each
 * entry file is imported as a Vite module (vitest runs the project's Vite plugins, so it compiles
 * with the site's MDX settings); data files and images are read from disk. A test changes the site
 * by giving texts: nothing is copied, and the fixture is never written.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { parse } from 'yaml';
import { mediaTable } from '../../../scripts/lib/content-plugin.ts';
import type { MediaTable } from '../../../src/content/media.ts';
import {
  loadSite,
  type ContentModule,
  type LoadOptions,
  type ModuleLoader,
} from '../../../src/content/load/index.ts';

export const fixtureRoot = path.resolve(import.meta.dirname, '../../fixtures/site');

const importModule =
  (file: string): ModuleLoader =>
  () =>
    import(/* @vite-ignore */ file) as Promise<ContentModule>;

/** Every file under `dir` (relative, with forward slashes) whose name matches. */
const filesUnder = (dir: string, name: RegExp) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => name.test(f))
    .map((f) => f.split(path.sep).join('/'));

export interface FixtureChanges {
  /** Entry files by path in the site: a text to add or replace one, null to remove one */
  entries?: Record<string, string | null>;
  /** Data files by path in the site, in place of the fixture's */
  data?: Record<string, string>;
  /** Images by path inside content/, in place of or beside the fixture's */
  media?: MediaTable;
}

/**
 * Writes `text` where the module of the site path `file` can be imported from: a folder of its own,
 * as an imported module is kept by its path. The folder is removed when the test that wrote it ends
 * (the test has imported the module by then: loadFixture awaits the load).
 */
function moduleFile(file: string, text: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fixture-entry-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const abs = path.join(dir, file);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, text);
  return abs;
}

/** The fixture site's content as the loader reads it, with `changes`. */
export async function fixtureInput(changes: FixtureChanges = {}) {
  const entries = new Map<string, ModuleLoader>();
  for (const rel of filesUnder(path.join(fixtureRoot, 'content'), /\.mdx$/))
    entries.set(`content/${rel}`, importModule(path.join(fixtureRoot, 'content', rel)));
  for (const [file, text] of Object.entries(changes.entries ?? {})) {
    if (text === null) entries.delete(file);
    else entries.set(file, importModule(moduleFile(file, text)));
  }
  const data: Record<string, string> = {};
  for (const rel of filesUnder(path.join(fixtureRoot, 'content/data'), /\.yaml$/))
    data[`content/data/${rel}`] = readFileSync(path.join(fixtureRoot, 'content/data', rel), 'utf8');
  const media = { ...(await mediaTable(path.join(fixtureRoot, 'content'))), ...changes.media };
  return { entries: Object.fromEntries(entries), data: { ...data, ...changes.data }, media };
}

/** The fixture site loaded, checked and built: its problems, or its site. */
export async function loadFixture(changes: FixtureChanges = {}, opts: LoadOptions = {}) {
  return loadSite(await fixtureInput(changes), opts);
}

/** A file of the fixture site, as written. */
export const fixtureText = (file: string) => readFileSync(path.join(fixtureRoot, file), 'utf8');

/** A file of tests/fixtures/, as written. */
export const testFixture = (file: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../fixtures', file), 'utf8');

/**
 * The fixture site's data files with the replacements a file of tests/fixtures/ lists
 * (`file: [[from, to], ...]`), as a deployer or writer would make them.
 */
export function dataReplaced(fixture: string, data: Record<string, string> = {}): Record<string, string> {
  const replacements = parse(testFixture(fixture)) as Record<string, [string, string][]>;
  const out = { ...data };
  for (const [file, pairs] of Object.entries(replacements)) {
    const text = out[file] ?? fixtureText(file);
    out[file] = pairs.reduce((t, [from, to]) => t.split(from).join(to), text);
  }
  return out;
}

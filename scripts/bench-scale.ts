/**
 * Build at scale: `npm run bench:scale -- 1000` (or `--sweep` for 250, 1000 and 3000).
 * Copies the site into a temporary folder, adds N synthetic entries shaped like the real ones
 * (frontmatter, headings, lists, tables; half projects, two fifths articles, a tenth services),
 * runs the full production build in a child process, and prints entries, pages written, wall
 * seconds, pages per second and peak memory, ending with one line:
 *   entries=N pages=P wall_s=S peak_mib=M rebuild_s=R   (R: a rebuild after one entry's text changed)
 * It removes its temporary folders when it ends. `--no-documents` skips PDF/DOCX brochures.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fill } from '../src/lib/format.ts';
import { projectRoot } from './lib/project-root.ts';
import { BUILD_NODE_FLAGS } from './lib/build-process.ts';

/** What a copy of the site needs (node_modules is linked, not copied). */
export const SITE_FILES = [
  'content',
  'content.config.ts',
  'src',
  'scripts',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.admin.config.ts',
  'tsconfig.json',
  'package.json',
];

const pick = <T>(list: T[], i: number) => list[i % list.length]!;

type Corpus = ReturnType<typeof readCorpus>;

const CITIES = ['Austin', 'Round Rock', 'Georgetown', 'San Marcos', 'Houston', 'Dallas', 'Plano', 'Burnet'];
const CATEGORIES = ['motion', 'control', 'energy', 'data', 'power', 'manufacturing'];

/** What synthetic entries borrow from the real ones: artwork to point at and slugs to link to. */
function readCorpus(content: string) {
  const art = (dir: string) => readdirSync(path.join(content, dir, 'art')).filter((f) => f.endsWith('.svg'));
  const slugs = (dir: string) =>
    readdirSync(path.join(content, dir))
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => f.slice(0, -4));
  return {
    projectArt: art('projects'),
    serviceArt: art('services'),
    postArt: art('blog'),
    services: slugs('services'),
    projects: slugs('projects'),
  };
}

/** The figures of section `j` of the synthetic text (scripts/scale/section.md). */
const sectionFigures = (j: number) => ({
  i: j,
  hours: 20 + (j % 40),
  minutes: 5 + (j % 25),
  axes: 4 + (j % 12),
  cycleBefore: 40 + (j % 20),
  cycleAfter: 25 + (j % 10),
  scrap: 3 + (j % 5),
  payback: 6 + (j % 18),
});

/** What synthetic entry `i`'s frontmatter (scripts/scale/<kind>.mdx) names: artwork, slugs, figures. */
function entryFigures(i: number, c: Corpus) {
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    i,
    service: pick(c.services, i),
    service3: pick(c.services, i + 3),
    category: pick(CATEGORIES, i),
    category1: pick(CATEGORIES, i + 1),
    project: pick(c.projects, i),
    project5: pick(c.projects, i + 5),
    projectArt: pick(c.projectArt, i),
    projectArt7: pick(c.projectArt, i + 7),
    year: 2010 + (i % 15),
    area: 5 + (i % 300),
    city: pick(CITIES, i),
    date: `${2015 + (i % 10)}-${two((i % 12) + 1)}-${two((i % 28) + 1)}`,
    postArt: pick(c.postArt, i),
    serviceArt: pick(c.serviceArt, i),
    order: 1000 + i,
  };
}

const template = (file: string) => readFileSync(path.join(import.meta.dirname, 'scale', file), 'utf8');

// Sections of text enough for the editorial rules of content.config.ts (about 100 words each).
const SYNTHETIC = {
  project: { dir: 'projects', sections: 2 },
  post: { dir: 'blog', sections: 7 },
  service: { dir: 'services', sections: 3 },
};

/** The texts of `n` synthetic entries for the site whose content is in `content`, by path from its root. */
export function syntheticTexts(content: string, n: number): Record<string, string> {
  const corpus = readCorpus(content);
  const section = template('section.md');
  const texts: Record<string, string> = {};
  for (let i = 0; i < n; i++) {
    const kind = i % 10 < 5 ? 'project' : i % 10 < 9 ? 'post' : 'service';
    const { dir, sections } = SYNTHETIC[kind];
    const text = Array.from({ length: sections }, (_, k) => fill(section, sectionFigures(i + k)));
    texts[`content/${dir}/synthetic-${kind}-${i}.mdx`] =
      fill(template(`${kind}.mdx`), entryFigures(i, corpus)) + text.join('\n');
  }
  return texts;
}

function syntheticEntries(root: string, n: number) {
  for (const [file, text] of Object.entries(syntheticTexts(path.join(root, 'content'), n)))
    writeFileSync(path.join(root, file), text);
}

/** What one size's run found. */
export interface ScaleResult {
  entries: number;
  pages: number;
  wall: number;
  peakMib: number;
  rebuild: number;
}

/** A run's figures: a line for people, then one `key=value` line for scripts that compare runs. */
export function resultLines(r: ScaleResult): [string, string] {
  const wall = r.wall.toFixed(1);
  const forPeople = [
    `entries ${r.entries}`,
    `pages ${r.pages}`,
    `wall ${wall} s`,
    `${(r.pages / r.wall).toFixed(1)} pages/s`,
    `peak ${r.peakMib} MiB`,
  ];
  const forScripts = [
    `entries=${r.entries}`,
    `pages=${r.pages}`,
    `wall_s=${wall}`,
    `peak_mib=${r.peakMib}`,
    `rebuild_s=${r.rebuild.toFixed(1)}`,
  ];
  return [`  ${forPeople.join('  ')}`, forScripts.join(' ')];
}

/**
 * Copies of the site made by this run, removed when the benchmark ends (or is interrupted), not
 * between sizes: on file systems that do not reuse recently freed inodes at once (ext4 without a
 * journal), deleting one size's 10,000 files slows the file creation of the next size's build.
 */
const copies: string[] = [];
process.on('exit', () => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
process.on('SIGINT', () => process.exit(130));

/** One build of the copy in its own process, with the copy's caches; its wall time and peak memory. */
async function timedBuild(dir: string, documents: boolean, verbose: boolean) {
  const t0 = performance.now();
  const script = `
    const { buildSite } = await import(${JSON.stringify(path.join(dir, 'scripts/build.ts'))});
    const options = { root: ${JSON.stringify(dir)}, quiet: ${!verbose}, skipDocuments: ${!documents} };
    const { pages } = await buildSite(options);
    console.log(JSON.stringify({ pages, maxRss: process.resourceUsage().maxRSS }));
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      // Node's flags for a build (lib/build-process.ts), as `npm run build` has them.
      NODE_OPTIONS: ['--max-old-space-size=4096', ...BUILD_NODE_FLAGS].join(' '),
      SITE_CACHE_DIR: path.join(dir, '.cache'),
    },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    if (verbose) process.stdout.write(d);
  });
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  const wall = (performance.now() - t0) / 1000;
  if (code !== 0) throw new Error(`build in ${dir} failed (exit ${code})\n${out}`);
  const last = JSON.parse(out.trim().split('\n').at(-1)!) as { pages: number; maxRss: number };
  return { pages: last.pages, wall, peakMib: Math.round(last.maxRss / 1024) };
}

/**
 * Entries, pages, wall time and peak memory of a cold build,
 * and the wall time of a rebuild after an edit.
 */
async function run(n: number, documents: boolean, verbose = false): Promise<ScaleResult> {
  const dir = mkdtempSync(path.join(tmpdir(), `site-scale-${n}-`));
  copies.push(dir);
  for (const item of SITE_FILES)
    cpSync(path.join(projectRoot, item), path.join(dir, item), { recursive: true });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  rmSync(path.join(dir, 'src/generated'), { recursive: true, force: true });
  syntheticEntries(dir, n);
  // A cold cache: every brochure, card and MDX compile is made from scratch.
  const cold = await timedBuild(dir, documents, verbose);
  // Then a writer edits one entry's text and the site is built again with warm caches. The disk
  // first finishes writing the cold build's files, as it has by the time a writer saves an edit
  // (on this small machine their write-back otherwise lands in the rebuild's figure).
  spawnSync('sync');
  const edited = path.join(dir, 'content/projects/otto.mdx');
  appendFileSync(edited, '\nOne more paragraph, added after the first build to time a rebuild.\n');
  const rebuild = await timedBuild(dir, documents, verbose);
  return { entries: n, ...cold, peakMib: Math.max(cold.peakMib, rebuild.peakMib), rebuild: rebuild.wall };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const args = process.argv.slice(2);
  const documents = !args.includes('--no-documents');
  const sizes = args.includes('--sweep')
    ? [250, 1000, 3000]
    : [Number(args.find((a) => /^\d+$/.test(a)) ?? 1000)];
  console.log(`Scale benchmark: ${sizes.join(', ')} synthetic entries${documents ? '' : ' (no brochures)'}`);
  for (const [i, n] of sizes.entries()) {
    // Likewise the previous size's files, before the next size is timed.
    if (i > 0) {
      spawnSync('sync');
      await new Promise((r) => setTimeout(r, 10_000));
    }
    const r = await run(n, documents, args.includes('--verbose'));
    for (const line of resultLines(r)) console.log(line);
  }
}

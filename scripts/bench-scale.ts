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
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from './generate.ts';

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

function section(i: number): string {
  return `## Scope of work ${i}

The line ran ${20 + (i % 40)} hours a week with a manual changeover that took ${5 + (i % 25)} minutes. We
specified the controls, built the enclosure in the shop and commissioned the system on site.

- PLC and safety relay sized for ${4 + (i % 12)} axes
- Touchscreen with recipe management and alarm history
- Data logging of cycle time, temperature and energy per part

| Measure | Before | After |
| --- | --- | --- |
| Cycle time | ${40 + (i % 20)} s | ${25 + (i % 10)} s |
| Changeover | ${5 + (i % 25)} min | 2 min |
| Scrap rate | ${3 + (i % 5)}% | under 1% |

### Result

Entry ${i} paid back within ${6 + (i % 18)} months, and the customer has since ordered a second cell.
`;
}

// Enough text for the editorial rules of content.config.ts (about 100 words a section).
function text(i: number, sections: number): string {
  return Array.from({ length: sections }, (_, k) => section(i + k)).join('\n');
}

function syntheticProject(i: number, c: Corpus): string {
  return `---
title: Synthetic Automation Cell ${i}
heading: Automation cell ${i} for a Texas manufacturer
summary: A synthetic case study used to measure how the build scales; entry ${i} of the benchmark corpus.
industry: Manufacturing
year: ${2010 + (i % 15)}
area: ${5 + (i % 300)}
location: ${pick(CITIES, i)}
tags: [${pick(c.services, i)}, ${pick(c.services, i + 3)}]
categories: [${pick(CATEGORIES, i)}, ${pick(CATEGORIES, i + 1)}]
related: [${pick(c.projects, i)}, ${pick(c.projects, i + 5)}]
gallery:
  - src: ./art/${pick(c.projectArt, i)}
    alt: Blueprint drawing reused by synthetic entry ${i}
  - src: ./art/${pick(c.projectArt, i + 7)}
    alt: Second blueprint drawing reused by synthetic entry ${i}
---

${text(i, 2)}`;
}

function syntheticPost(i: number, c: Corpus): string {
  const day = String((i % 28) + 1).padStart(2, '0');
  const month = String((i % 12) + 1).padStart(2, '0');
  return `---
title: Synthetic Engineering Note ${i}
date: ${2015 + (i % 10)}-${month}-${day}
author: Ironbridge Engineering Team
excerpt: A synthetic article used to measure how the build scales with the number of entries; note ${i}.
tags: [${pick(c.services, i)}]
cover:
  src: ./art/${pick(c.postArt, i)}
  alt: Blueprint drawing reused by synthetic article ${i}
---

${text(i, 7)}`;
}

function syntheticService(i: number, c: Corpus): string {
  return `---
title: Synthetic Service ${i}
heading: Synthetic service ${i}, designed and built in Austin, Texas
summary: A synthetic service page used to measure how the build scales; service ${i} of the corpus.
order: ${1000 + i}
consultant: One dedicated service consultant owns each synthetic engagement from the first call to handover.
tabs:
  - label: WHY IT MATTERS
    body: |
      Synthetic tab content for entry ${i}, long enough to be a real paragraph of Markdown text.
  - label: HOW WE WORK
    body: |
      - Specify, design and build
      - Test in the shop, commission on site
  - label: OUR GUARANTEE
    body: |
      Synthetic guarantee text for entry ${i}, long enough to be a real paragraph of Markdown.
related: [${pick(c.projects, i)}]
cover:
  src: ./art/${pick(c.serviceArt, i)}
  alt: Blueprint drawing reused by synthetic service ${i}
---

${text(i, 3)}`;
}

const SYNTHETIC = {
  project: { dir: 'projects', mdx: syntheticProject },
  post: { dir: 'blog', mdx: syntheticPost },
  service: { dir: 'services', mdx: syntheticService },
};

function syntheticEntries(root: string, n: number) {
  const content = path.join(root, 'content');
  const corpus = readCorpus(content);
  for (let i = 0; i < n; i++) {
    const kind = i % 10 < 5 ? 'project' : i % 10 < 9 ? 'post' : 'service';
    const { dir, mdx } = SYNTHETIC[kind];
    writeFileSync(path.join(content, dir, `synthetic-${kind}-${i}.mdx`), mdx(i, corpus));
  }
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
    const { pages } = await buildSite({ root: ${JSON.stringify(dir)}, quiet: ${!verbose}, skipDocuments: ${!documents} });
    console.log(JSON.stringify({ pages, maxRss: process.resourceUsage().maxRSS }));
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      // As `npm run build`: a young generation of 64 MiB halves the time spent collecting garbage.
      NODE_OPTIONS: '--max-old-space-size=4096 --max-semi-space-size=64',
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

/** Entries, pages, wall time and peak memory of a cold build, and the wall time of a rebuild after an edit. */
async function run(n: number, documents: boolean, verbose = false) {
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
    console.log(
      `  entries ${r.entries}  pages ${r.pages}  wall ${r.wall.toFixed(1)} s  ${(r.pages / r.wall).toFixed(1)} pages/s  peak ${r.peakMib} MiB`,
    );
    console.log(
      `entries=${r.entries} pages=${r.pages} wall_s=${r.wall.toFixed(1)} peak_mib=${r.peakMib} rebuild_s=${r.rebuild.toFixed(1)}`,
    );
  }
}

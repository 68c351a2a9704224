/**
 * The generator: validates all content, renders every body, and computes each route's data and
 * the route table (kept in memory), then writes the build manifest to src/generated/.
 * Run with `npm run generate`; `npm run build` and the dev server run it too. Exits 1 and prints
 * every problem as `file:line:column field: message`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from './lib/content.ts';
import { goLiveProblems } from './lib/go-live.ts';
import { loadInlineArt, saveInlineArt } from './lib/inline-art.ts';
import { checkLinks } from './lib/links.ts';
import { cacheDir } from './lib/cache.ts';
import { buildManifest, type Manifest } from './lib/model.ts';
import { formatProblem, githubAnnotation, type Problem } from './lib/problems.ts';
import type { RouteDef, RouteTable } from '../src/lib/route-table.ts';
import type { BuildPool } from './lib/pool.ts';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface GenerateOptions {
  root?: string;
  /** Include drafts (dev server). */
  drafts?: boolean;
  /** Only validate; write nothing. */
  dryRun?: boolean;
  /** Worker threads for rendering MDX bodies (the build passes its pool) */
  pool?: BuildPool;
  /** Also refuse the fictional defaults (go-live check); on by default when SITE_ENV=production */
  production?: boolean;
}

export interface GenerateResult {
  problems: Problem[];
  manifest?: Manifest;
  /** Files written or changed in this run */
  changed: string[];
  /** JSON text of each route's data by route id: what its hashed /_data/ URL serves */
  routeJson?: Map<string, string>;
  /** JSON text of the route table */
  tableJson?: string;
}

export async function generate(opts: GenerateOptions = {}): Promise<GenerateResult> {
  const root = opts.root ?? projectRoot;
  const caches = cacheDir(root, 'content');
  const { problems, model } = await loadContent(root, {
    drafts: opts.drafts,
    cacheDir: caches,
    pool: opts.pool,
  });
  if (opts.production ?? process.env.SITE_ENV === 'production') problems.push(...goLiveProblems(root));
  if (!model || problems.length > 0) return { problems, changed: [] };
  loadInlineArt(caches);
  const manifest = buildManifest(model);
  saveInlineArt(caches);
  const linkProblems = checkLinks(model, manifest);
  if (linkProblems.length > 0) return { problems: linkProblems, changed: [] };
  const { routeJson, tableJson } = routeFiles(manifest);
  if (opts.dryRun) return { problems: [], manifest, changed: [], routeJson, tableJson };
  return { problems: [], manifest, changed: writeGenerated(root, manifest), routeJson, tableJson };
}

/** Writes a file only when its content changed, so the dev server reloads only what changed. */
function writeIfChanged(file: string, content: string, changed: string[]) {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  changed.push(file);
}

/** Content-hashed URL for a file the browser fetches: cached for a year, replaced on change. */
export function dataUrl(name: string, json: string): string {
  return `/_data/${name}.${createHash('sha1').update(json).digest('hex').slice(0, 10)}.json`;
}

/**
 * Where the route table is published. Its name carries no hash, unlike route data: every page
 * names it, and a name that changed with any route's data would change every page, so a build
 * could not leave unchanged pages as they are. Like the pages, it is revalidated on each visit.
 */
export const ROUTE_TABLE = '/routes.json';

/** The data of every route as JSON text, its hashed URL, and the route table that lists them. */
function routeFiles(manifest: Manifest) {
  const routeJson = new Map<string, string>();
  for (const r of [...manifest.routes, manifest.notFound]) {
    const json = JSON.stringify(r.data);
    routeJson.set(r.id, json);
    r.dataUrl = dataUrl(r.id, json);
  }
  const def = (r: Manifest['routes'][number]): RouteDef => ({
    path: r.path,
    template: r.template,
    data: r.dataUrl!,
  });
  const table: RouteTable = { routes: manifest.routes.map(def), notFound: def(manifest.notFound) };
  const tableJson = JSON.stringify(table);
  manifest.routeTable = ROUTE_TABLE;
  return { routeJson, tableJson };
}

/**
 * Writes what tools and tests read (the build manifest, which names every route's data file).
 * Route data, the route table and the shell data stay in memory: the prerender publishes them
 * (the shell data in each page), the dev server serves them.
 */
function writeGenerated(root: string, manifest: Manifest): string[] {
  const out = path.join(root, 'src', 'generated');
  const changed: string[] = [];
  mkdirSync(out, { recursive: true });
  writeIfChanged(path.join(out, 'manifest.json'), JSON.stringify(manifest), changed);
  return changed;
}

/**
 * Every problem as `file:line:column field: message`, sorted; in GitHub Actions each is also a
 * workflow command, so a pull request shows it on its line.
 */
export function reportProblems(problems: Problem[], env: NodeJS.ProcessEnv = process.env): string {
  const sorted = problems
    .slice()
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  const lines = sorted.map(formatProblem);
  if (env.GITHUB_ACTIONS === 'true') lines.push(...sorted.map(githubAnnotation));
  return `${lines.join('\n')}\n\n${problems.length} content problem${problems.length === 1 ? '' : 's'} found.`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await generate({ drafts: process.argv.includes('--drafts') });
  if (result.problems.length > 0) {
    console.error(reportProblems(result.problems));
    process.exit(1);
  }
  console.log(
    `Generated ${result.manifest!.routes.length} routes (${result.changed.length} files changed) in src/generated.`,
  );
}

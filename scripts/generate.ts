/**
 * The generator: validates all content, then writes src/generated/ (route table, route data,
 * shell data) and the build manifest. Run with `npm run generate`; `npm run build` and the dev
 * server run it too. Exits 1 and prints every problem as `file:line:column field: message`.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from './lib/content.ts';
import { checkLinks } from './lib/links.ts';
import { cacheDir } from './lib/cache.ts';
import { buildManifest, type Manifest } from './lib/model.ts';
import { formatProblem, type Problem } from './lib/problems.ts';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface GenerateOptions {
  root?: string;
  /** Include drafts (dev server). */
  drafts?: boolean;
  /** Only validate; write nothing. */
  dryRun?: boolean;
}

export interface GenerateResult {
  problems: Problem[];
  manifest?: Manifest;
  /** Files written or changed in this run */
  changed: string[];
}

export async function generate(opts: GenerateOptions = {}): Promise<GenerateResult> {
  const root = opts.root ?? projectRoot;
  const { problems, model } = await loadContent(root, {
    drafts: opts.drafts,
    cacheDir: cacheDir(root, 'mdx-checked'),
  });
  if (!model) return { problems, changed: [] };
  const manifest = buildManifest(model);
  const linkProblems = checkLinks(model, manifest);
  if (linkProblems.length > 0) return { problems: linkProblems, changed: [] };
  if (opts.dryRun) return { problems: [], manifest, changed: [] };
  return { problems: [], manifest, changed: writeGenerated(root, manifest) };
}

/** Writes a file only when its content changed, so the dev server reloads only what changed. */
function writeIfChanged(file: string, content: string, changed: string[]) {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  changed.push(file);
}

function writeGenerated(root: string, manifest: Manifest): string[] {
  const out = path.join(root, 'src', 'generated');
  const routesDir = path.join(out, 'routes');
  const changed: string[] = [];
  mkdirSync(routesDir, { recursive: true });

  const wanted = new Set<string>();
  for (const r of [...manifest.routes, manifest.notFound]) {
    const name = `${r.id}.json`;
    wanted.add(name);
    writeIfChanged(path.join(routesDir, name), JSON.stringify(r.data), changed);
  }
  for (const f of readdirSync(routesDir)) if (!wanted.has(f)) rmSync(path.join(routesDir, f));

  const line = (r: Manifest['routes'][number]) => {
    const body = r.body ? `, body: () => import(${JSON.stringify(`../../${r.body}`)})` : '';
    return `  { path: ${JSON.stringify(r.path)}, template: ${JSON.stringify(r.template)}, data: () => import(${JSON.stringify(`./routes/${r.id}.json`)})${body} },`;
  };
  const routesTs = [
    '// Written by scripts/generate.ts from content/. Do not edit.',
    "import type { RouteDef } from '../lib/types.ts';",
    '',
    'export const routes: RouteDef[] = [',
    ...manifest.routes.map(line),
    '];',
    '',
    `export const notFound: RouteDef = ${line(manifest.notFound).trim().replace(/,$/, '')};`,
    '',
  ].join('\n');
  writeIfChanged(path.join(out, 'routes.ts'), routesTs, changed);
  writeIfChanged(path.join(out, 'shell.json'), JSON.stringify(manifest.shell), changed);
  writeIfChanged(path.join(out, 'manifest.json'), JSON.stringify(manifest), changed);
  return changed;
}

export function reportProblems(problems: Problem[]): string {
  const lines = problems
    .slice()
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
    .map(formatProblem);
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

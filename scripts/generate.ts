/**
 * `npm run generate`: validates all content, computes every route with its data (the manifest) and
 * writes it to src/generated/manifest.json for tools and tests. `generate()` is the content layer
 * (src/content/load/) run through Vite, as the dev server runs it: `npm run validate` calls it too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from '../src/content/routes.ts';
import { formatProblem, githubAnnotation, githubWarning, type Problem } from '../src/content/problems.ts';
import type { SiteOptions } from '../src/entry-server.tsx';
import { openSite } from './lib/vite-site.ts';

export const projectRoot = path.resolve(import.meta.dirname, '..');

export interface GenerateOptions extends SiteOptions {
  root?: string;
}

/** Every problem of the content at `root`, or its manifest. */
export async function generate(
  opts: GenerateOptions = {},
): Promise<{ problems: Problem[]; warnings: Problem[]; manifest?: Manifest }> {
  const { root = projectRoot, ...rest } = opts;
  const site = await openSite(root);
  try {
    const { problems, warnings, site: loaded } = await (await site.entry()).loadSite(rest);
    return { problems, warnings, manifest: loaded?.manifest };
  } finally {
    await site.close();
  }
}

/**
 * Every problem as `file:line:column field: message`, sorted; in GitHub Actions each is also a
 * workflow command, so a pull request shows it on its line.
 */
export function reportProblems(problems: Problem[], env: NodeJS.ProcessEnv = process.env): string {
  const sorted = problems.toSorted(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
  const lines = sorted.map(formatProblem);
  if (env.GITHUB_ACTIONS === 'true') lines.push(...sorted.map(githubAnnotation));
  const count = `${problems.length} content problem${problems.length === 1 ? '' : 's'} found.`;
  return `${lines.join('\n')}\n\n${count}`;
}

/**
 * Warnings (they fail nothing) as `file:line:column field: warning: message`, with a count; in
 * GitHub Actions each is also a warning annotation on its line. Empty when there are none. With
 * `limit`, the first that many, and how to see the rest.
 */
export function reportWarnings(warnings: Problem[], env: NodeJS.ProcessEnv = process.env, limit = Infinity) {
  if (warnings.length === 0) return '';
  const shown = warnings.slice(0, limit);
  const lines = shown.map((w) => formatProblem({ ...w, message: `warning: ${w.message}` }));
  if (shown.length < warnings.length)
    lines.push(`... and ${warnings.length - shown.length} more: npm run validate lists every one.`);
  if (env.GITHUB_ACTIONS === 'true') lines.push(...shown.map(githubWarning));
  return `${lines.join('\n')}\n\n${warnings.length} copy warning${warnings.length === 1 ? '' : 's'}.\n`;
}

export function writeManifest(root: string, manifest: Manifest) {
  const out = path.join(root, 'src', 'generated');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest));
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const production = process.env.SITE_ENV === 'production';
  const result = await generate({ includeDrafts: process.argv.includes('--drafts'), production });
  if (!result.manifest) {
    console.error(reportProblems(result.problems));
    process.exit(1);
  }
  writeManifest(projectRoot, result.manifest);
  console.log(`Generated ${result.manifest.routes.length} routes in src/generated/manifest.json.`);
}

/**
 * What a run of the content layer prints and writes, for the build, `npm run generate` and
 * `npm run validate`: every problem, the warnings, and the manifest (src/generated/manifest.json)
 * for tools and tests. Light on purpose: it loads neither Vite nor the content plugin, so the
 * build's start does not pay for them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatProblem, githubAnnotation, githubWarning, type Problem } from '../../src/content/problems.ts';
import type { Manifest } from '../../src/content/routes.ts';

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

/** Writes the manifest to src/generated/manifest.json, where tools and tests read it. */
export function writeManifest(root: string, manifest: Manifest) {
  const out = path.join(root, 'src', 'generated');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest));
}

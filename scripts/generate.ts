/**
 * `npm run generate`: validates all content, computes every route with its data (the manifest) and
 * writes it to src/generated/manifest.json for tools and tests; the build and dev server call generate().
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildManifest, type Manifest } from '../src/content/routes.ts';
import { formatProblem, githubAnnotation, type Problem } from '../src/content/problems.ts';
import { loadContent, type LoadOptions } from './lib/content.ts';
import { goLiveProblems } from './lib/go-live.ts';
import { checkLinks } from './lib/links.ts';

export const projectRoot = path.resolve(import.meta.dirname, '..');

export interface GenerateOptions extends LoadOptions {
  root?: string;
  /** Also refuse the fictional defaults (go-live check); on by default when SITE_ENV=production */
  production?: boolean;
}

export async function generate(
  opts: GenerateOptions = {},
): Promise<{ problems: Problem[]; manifest?: Manifest }> {
  const root = opts.root ?? projectRoot;
  const { problems, model, held } = await loadContent(root, opts);
  if (opts.production ?? process.env.SITE_ENV === 'production') problems.push(...goLiveProblems(root));
  if (!model) return { problems };
  // Links too, when other problems hold pages back: a writer sees every problem at once.
  let manifest: Manifest | undefined;
  try {
    manifest = buildManifest(model);
    problems.push(...checkLinks(model, manifest, held));
  } catch (error) {
    if (problems.length === 0) throw error;
  }
  return problems.length > 0 ? { problems } : { problems: [], manifest };
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
  return `${lines.join('\n')}\n\n${problems.length} content problem${problems.length === 1 ? '' : 's'} found.`;
}

export function writeManifest(root: string, manifest: Manifest) {
  const out = path.join(root, 'src', 'generated');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest));
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const result = await generate({ drafts: process.argv.includes('--drafts') });
  if (result.problems.length > 0) {
    console.error(reportProblems(result.problems));
    process.exit(1);
  }
  writeManifest(projectRoot, result.manifest!);
  console.log(`Generated ${result.manifest!.routes.length} routes in src/generated/manifest.json.`);
}

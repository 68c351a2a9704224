/**
 * `npm run generate`: validates all content, computes every route with its data (the manifest) and
 * writes it to src/generated/manifest.json for tools and tests. `generate()` is the content layer
 * (src/content/load/) run through Vite, as the dev server runs it: `npm run validate` calls it too.
 */
import path from 'node:path';
import type { Manifest } from '../src/content/routes.ts';
import type { Problem } from '../src/content/problems.ts';
import type { SiteOptions } from '../src/entry-server.tsx';
import { reportProblems, writeManifest } from './lib/content-output.ts';
import { projectRoot } from './lib/project-root.ts';
import { openSite } from './lib/vite-site.ts';

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

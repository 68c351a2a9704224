/**
 * The site search index, built with Pagefind over the prerendered pages. The index is split into
 * fragments that the browser loads on demand, so it stays small per query as the site grows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { outputFile } from '../prerender.ts';
import type { Manifest } from './model.ts';

export const SEARCH_TYPES: Record<string, string> = {
  ProjectDetail: 'Project',
  ServiceDetail: 'Service',
  Article: 'Article',
};

export async function writeSearchIndex(dist: string, manifest: Manifest): Promise<number> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  let count = 0;
  for (const route of manifest.routes.filter((r) => r.index && r.template !== 'Search')) {
    const content = readFileSync(outputFile(dist, route.path), 'utf8');
    const result = await index.addHTMLFile({ url: route.path, content });
    if (result.errors.length) throw new Error(`Search index: ${route.path}: ${result.errors.join('; ')}`);
    count++;
  }
  const written = await index.writeFiles({ outputPath: path.join(dist, 'pagefind') });
  if (written.errors.length) throw new Error(`Search index: ${written.errors.join('; ')}`);
  await pagefind.close();
  return count;
}

/** The build's worker thread: renders MDX bodies during generation, then pages during prerender. */
import { pageWriter, type PageJob, type PageResult, type PageSetup } from '../prerender.ts';
import type { BodyResult } from './body-cache.ts';
import type { BrochureStats } from './brochures.ts';
import { renderBody } from './mdx-html.ts';
import type { DocumentSource } from './model.ts';
import type { Site } from '../../src/schema/index.ts';

export interface BodyTask {
  relFile: string;
  text: string;
  /** Its cache key, made by the main thread */
  key: string;
}

/** Makes a batch of brochures into the cache (the PDF and DOCX libraries load on first use). */
export async function makeBrochures({
  root,
  site,
  documents,
}: {
  root: string;
  site: Site;
  documents: DocumentSource[];
}): Promise<BrochureStats> {
  const { prepareBrochures } = await import('./brochures.ts');
  return prepareBrochures(root, site, documents, 2);
}

export function renderBodies({ items }: { items: BodyTask[] }): BodyResult[] {
  return items.map((i) => renderBody(i.relFile, i.text, i.key));
}

// One writer per build: the server bundle is imported once per thread, not once per batch.
let writer: { id: string; write: ReturnType<typeof pageWriter> } | undefined;

export async function prerenderPages({
  setupId,
  setup,
  jobs,
}: {
  setupId: string;
  setup: PageSetup;
  jobs: PageJob[];
}): Promise<PageResult[]> {
  if (writer?.id !== setupId) writer = { id: setupId, write: pageWriter(setup) };
  const write = await writer.write;
  const results: PageResult[] = [];
  for (const job of jobs) results.push(await write(job));
  return results;
}

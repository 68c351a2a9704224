/** The build's worker thread: compiles MDX bodies during generation, then pages during prerender. */
import type { Site } from '../../src/schema/index.ts';
import type { BodyResult } from './body-cache.ts';
import type { BrochureStats } from './brochures.ts';
import type { DocumentSource } from './documents.ts';
import type { BodyTask } from './content-types.ts';
import { renderBody } from './mdx/compile.ts';
import { pageWriter, type PageJob, type PageResult, type PageSetup } from './page-writer.ts';

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

export async function renderBodies({ items }: { items: BodyTask[] }): Promise<BodyResult[]> {
  const out: BodyResult[] = [];
  for (const i of items) out.push(await renderBody(i.relFile, i.text, i.key));
  return out;
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

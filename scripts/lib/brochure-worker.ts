/** Worker thread entry: makes the brochures into the cache and reports where each goes. */
import { parentPort, workerData } from 'node:worker_threads';
import type { Site } from '../../src/schema/index.ts';
import { prepareBrochures } from './brochures.ts';
import type { DocumentSource } from './model.ts';

const { root, site, documents } = workerData as { root: string; site: Site; documents: DocumentSource[] };
parentPort!.postMessage(await prepareBrochures(root, site, documents));

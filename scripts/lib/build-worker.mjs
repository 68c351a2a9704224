// Worker threads do not inherit the main thread's TypeScript loader: register tsx, then load the
// TypeScript worker and hand its tasks to the pool.
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./build-worker.ts');
export const renderBodies = tasks.renderBodies;
export const prerenderPages = tasks.prerenderPages;
export const makeBrochures = tasks.makeBrochures;

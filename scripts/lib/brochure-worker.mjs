// Worker threads do not inherit the main thread's TypeScript loader: register tsx, then run the
// TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./brochure-worker.ts');

/**
 * `npm start`: builds the site if dist/ is missing or older than its inputs, then serves it at
 * http://localhost:4173 (PORT overrides) with the production headers and redirects.
 */
import path from 'node:path';
import { projectRoot } from './lib/project-root.ts';
import { buildIfStale } from './lib/build-process.ts';
import { listen } from './lib/static-server.ts';

const built = buildIfStale(projectRoot);
if (built !== 0) process.exit(built);

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';
await listen({ root: projectRoot, dist: path.join(projectRoot, 'dist'), port, host });
console.log(`Serving dist/ at http://${host}:${port}  (Ctrl+C to stop)`);

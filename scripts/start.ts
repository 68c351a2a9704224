/**
 * `npm start`: builds the site if dist/ is missing or older than its inputs, then serves it at
 * http://localhost:4173 (PORT overrides) with the production headers and redirects.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from './generate.ts';
import { listen } from './lib/static-server.ts';

const build = spawnSync(
  process.execPath,
  ['--max-semi-space-size=64', '--import', 'tsx', path.join(projectRoot, 'scripts/build.ts'), '--if-stale'],
  {
    stdio: 'inherit',
    cwd: projectRoot,
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';
await listen({ root: projectRoot, dist: path.join(projectRoot, 'dist'), port, host });
console.log(`Serving dist/ at http://${host}:${port}  (Ctrl+C to stop)`);

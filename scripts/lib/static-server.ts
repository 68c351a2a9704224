/**
 * The server of the built site (`npm start`, and the one tests use): sirv serves dist/ with the
 * same headers and redirects as the deploy configs (deploy-rules.ts), compression compresses what
 * it sends, and unknown paths get 404.html with status 404. Listens on loopback unless told.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { headerRules, headersFor, redirectRules } from './deploy-rules.ts';

export function createStaticServer({ root, dist }: { root: string; dist: string }) {
  const rules = headerRules(root);
  // Each redirect also answers for its path with a trailing slash.
  const redirects = new Map(
    redirectRules(root).flatMap((r) => [r.from, `${r.from}/`].map((from) => [from, r])),
  );
  const files = sirv(dist, {
    dev: false,
    etag: true,
    setHeaders: (res, pathname) => {
      for (const [k, v] of Object.entries(headersFor(rules, pathname))) res.setHeader(k, v);
    },
  });
  // Brotli at quality 10: the home page is 13.5 KB, inside a new connection's first round trip
  // (14.6 KB), in about 30 ms; the default quality 4 makes it 16.1 KB, a round trip more.
  const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10 } } });
  const notFound = readFileSync(path.join(dist, '404.html'));
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const redirect = redirects.get(url.pathname);
    const headers = headersFor(rules, url.pathname);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to + url.search, ...headers }).end();
      return;
    }
    // compression is Express middleware; plain Node requests and responses are what it reads.
    compress(req as never, res as never, () =>
      files(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
        res.end(req.method === 'HEAD' ? undefined : notFound);
      }),
    );
  });
}

export function listen(opts: { root: string; dist: string; port: number; host?: string }) {
  const server = createStaticServer(opts);
  return new Promise<typeof server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve(server));
  });
}

/**
 * Builds the site in a process of its own when dist/ is missing or older than its inputs;
 * exits if that fails.
 */
export function buildIfStale(root: string) {
  const build = spawnSync(
    process.execPath,
    // A larger young generation: at 1,000 entries the build spends seconds collecting garbage.
    ['--max-semi-space-size=64', '--import', 'tsx', path.join(root, 'scripts/build.ts'), '--if-stale'],
    { stdio: 'inherit', cwd: root },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

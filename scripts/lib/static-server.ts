/**
 * The server of the built site (`npm start`, and the one tests use): sirv serves dist/ with the
 * same headers and redirects as the deploy configs (deploy-rules.ts), and unknown paths get
 * 404.html with status 404. Nothing is compressed on request: the build wrote a Brotli and a gzip
 * copy beside every text file (lib/precompress.ts), and each response is the smallest form the
 * browser accepts, with `Vary: Accept-Encoding`. Listens on loopback unless told.
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { headerRules, headersFor, redirectRules } from './deploy-rules.ts';

export function createStaticServer({ root, dist }: { root: string; dist: string }) {
  const rules = headerRules(root);
  // Each redirect also answers for its path with a trailing slash.
  const redirects = new Map(
    redirectRules(root).flatMap((r) => [r.from, `${r.from}/`].map((from) => [from, r])),
  );
  const files = sirv(dist, {
    // Each file found when asked for, not from a list made at start: a build that rewrites dist/
    // while the server runs never gets a file's old size or a file that has gone sent.
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders: (res, pathname) => {
      for (const [k, v] of Object.entries(headersFor(rules, pathname))) res.setHeader(k, v);
    },
  });
  const notFound = notFoundPage(dist);
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const redirect = redirects.get(url.pathname);
    const headers = headersFor(rules, url.pathname);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to + url.search, ...headers }).end();
      return;
    }
    files(req, res, () => {
      const { body, encoding } = notFound(req.headers['accept-encoding'] ?? '');
      res.writeHead(404, {
        'Content-Type': 'text/html; charset=utf-8',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
        Vary: 'Accept-Encoding',
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  });
}

/** 404.html in the smallest form a request accepts (its precompressed copies, where the build wrote them). */
function notFoundPage(dist: string) {
  const file = path.join(dist, '404.html');
  const forms = [
    { encoding: 'br', accepts: /\bbr\b/, file: `${file}.br` },
    { encoding: 'gzip', accepts: /\bgzip\b/, file: `${file}.gz` },
  ]
    .filter((f) => existsSync(f.file))
    .map((f) => ({ ...f, body: readFileSync(f.file) }));
  const plain = { encoding: undefined, body: readFileSync(file) };
  return (acceptEncoding: string) => forms.find((f) => f.accepts.test(acceptEncoding)) ?? plain;
}

export function listen(opts: { root: string; dist: string; port: number; host?: string }) {
  const server = createStaticServer(opts);
  return new Promise<typeof server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve(server));
  });
}

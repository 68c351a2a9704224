/**
 * A small static file server for dist/: the `npm start` server and the one tests use. It applies
 * the same headers and redirects as the deploy configs, serves precompressed .br/.gz files
 * (and compresses pages on request, keeping the result), and answers unknown
 * paths with 404.html. Listens on loopback unless told otherwise.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { COMPRESSIBLE, compressionCache, MIN_BYTES } from './compress.ts';
import { headerRules, headersFor, redirectRules } from './deploy-rules.ts';

const EXT = { br: '.br', gzip: '.gz' } as const;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
};

export interface ServerOptions {
  root: string;
  dist: string;
  port: number;
  host?: string;
}

function resolveFile(dist: string, urlPath: string): string | undefined {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidates = [path.join(dist, clean), path.join(dist, clean, 'index.html')];
  for (const c of candidates) {
    if (!c.startsWith(dist)) continue;
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  return undefined;
}

export function createStaticServer({ root, dist }: Pick<ServerOptions, 'root' | 'dist'>) {
  const rules = headerRules(root);
  const redirects = new Map(
    redirectRules(root).flatMap((r) => [
      [r.from, r],
      [`${r.from}/`, r],
    ]),
  );
  const compressed = compressionCache();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const redirect = redirects.get(url.pathname);
    if (redirect) {
      res.writeHead(redirect.status, {
        Location: redirect.to + url.search,
        ...headersFor(rules, url.pathname),
      });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const found = resolveFile(dist, url.pathname);
    const file = found ?? path.join(dist, '404.html');
    const status = found ? 200 : 404;
    const headers: Record<string, string> = {
      'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      // A rule's Content-Type (the speculation rules file) wins over the extension's.
      ...headersFor(rules, url.pathname),
      Vary: 'Accept-Encoding',
    };
    const accept = req.headers['accept-encoding'] ?? '';
    const encodings = (['br', 'gzip'] as const).filter((enc) => accept.includes(enc));
    // Bundles and other shared files have precompressed copies; pages are
    // compressed here (and kept), as nginx and CDNs do.
    const ready = encodings.find((enc) => existsSync(file + EXT[enc]));
    const encoding = encodings[0];
    if (!ready && encoding && COMPRESSIBLE.test(file) && statSync(file).size > MIN_BYTES) {
      compressed(file, encoding).then(
        (body) => {
          headers['Content-Encoding'] = encoding;
          headers['Content-Length'] = String(body.length);
          res.writeHead(status, headers);
          res.end(req.method === 'HEAD' ? undefined : body);
        },
        () => res.writeHead(500).end(),
      );
      return;
    }
    const sent = ready ? file + EXT[ready] : file;
    if (ready) headers['Content-Encoding'] = ready;
    headers['Content-Length'] = String(statSync(sent).size);
    res.writeHead(status, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(sent).pipe(res);
  });
  /** Resolves when the best-compressed copies of the pages served so far are made. */
  return Object.assign(server, { compressionSettled: compressed.settled });
}

export function listen(opts: ServerOptions): Promise<ReturnType<typeof createStaticServer>> {
  const server = createStaticServer(opts);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve(server));
  });
}

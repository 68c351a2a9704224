/**
 * `npm run dev`: the site as the build makes it, page by page on request. Vite runs in middleware
 * mode; each page request loads the site and renders through src/entry-server.tsx (the build's
 * content layer and render path), into index.html as Vite transforms it, so islands hydrate exactly
 * as in production. An edit to any file shows on the next request: Vite reloads the modules it
 * touches, and the site is loaded again (drafts included). The site stays up with problems in it:
 * a page whose own entry has a problem shows its problems instead (lib/dev/server.ts), every other
 * page renders. PORT sets the port (default 5173).
 */
import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import type { InlineConfig } from 'vite';
import { projectRoot } from './lib/project-root.ts';
import { cacheDir, fileCache } from './lib/cache.ts';
import { editorEndpoints } from './lib/dev/endpoints.ts';
import { pageProblems, problemsPage, renderPage, withNotice } from './lib/dev/server.ts';
import { photoEncoder, publishPhoto } from './lib/images.ts';
import type { ContentApi } from './lib/content-plugin.ts';
import { openSite, type Entry, type ViteSite } from './lib/vite-site.ts';
import { feed, webManifest } from './lib/site-files.ts';

/**
 * Content media at /media/ (sirv, reading the files afresh on each request): drawings and photos
 * from content/ as they are, and a photo's variants, made on first request as the build makes
 * them. Calls `next` for anything else.
 */
function mediaServer(root: string) {
  const contentDir = path.join(root, 'content');
  const made = cacheDir(root, 'dev-media');
  const asWritten = sirv(contentDir, { dev: true });
  const variants = sirv(made, { dev: true });
  // Made once: the encoder's code is this process's, and the cache is keyed by it.
  const photos = fileCache(root, 'photos');
  const encoder = photoEncoder(root);
  return async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = req.url ?? '/';
    if (!url.startsWith('/media/')) return next();
    const rel = decodeURIComponent(url.slice('/media/'.length).split('?')[0]!);
    const variant = /^(.+)-(\d+)\.(avif|webp|jpg|png)$/.exec(rel);
    const source = variant && ['.jpg', '.jpeg', '.png'].map((e) => `${variant[1]}${e}`);
    const photo = existsSync(path.join(contentDir, rel))
      ? undefined
      : source?.find((s) => existsSync(path.join(contentDir, s)));
    if (!photo) {
      // sirv serves content/ at its root; a file it does not have is the page server's to answer.
      req.url = url.slice('/media'.length);
      return asWritten(req, res, () => {
        req.url = url;
        next();
      });
    }
    await publishPhoto(contentDir, photo, made, photos, encoder);
    return variants(req, res, next);
  };
}

const send = (res: ServerResponse, status: number, type: string, body: string) =>
  void res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body);

/**
 * The site as loaded by the server entry as it is now. The loaded site is kept while the entry
 * (which Vite evaluates again after an edit to anything it imports), the content plugin (new after
 * a restart of Vite) and the count of file changes it has seen are the same: every input of it,
 * so it is never stale.
 */
function currentSite(site: ViteSite) {
  type Kept = { entry: Entry; content: ContentApi; changes: number; loading: ReturnType<Entry['loadSite']> };
  let kept: Kept | undefined;
  return async () => {
    const entry = await site.entry();
    const content = site.content();
    const changes = content.changes();
    if (kept?.entry !== entry || kept.content !== content || kept.changes !== changes)
      kept = { entry, content, changes, loading: entry.loadSite({ includeDrafts: true, partial: true }) };
    return { entry, ...(await kept.loading) };
  };
}

export async function startDevServer(opts: { root?: string; port?: number; vite?: InlineConfig } = {}) {
  const root = opts.root ?? projectRoot;
  const media = mediaServer(root);
  const http = createHttpServer((req, res) => {
    const fail = (error: unknown) => {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
      send(res, 500, 'text/html; charset=utf-8', problemsPage(text));
    };
    vite.middlewares(req, res, () => {
      media(req, res, () => void page(req, res).catch(fail)).catch(fail);
    });
  });
  const site = await openSite(root, opts.vite, http);
  const { vite } = site;
  const loadCurrent = currentSite(site);
  const editor = editorEndpoints(site, root);

  async function page(req: IncomingMessage, res: ServerResponse) {
    const html = 'text/html; charset=utf-8';
    const json = (body: unknown) => send(res, 200, 'application/json', JSON.stringify(body));
    const answer = await editor(req);
    if (answer?.type === 'html') return send(res, 200, html, answer.body);
    if (answer) return json(answer.body);
    const url = req.url ?? '/';
    const { entry, ...current } = await loadCurrent();
    const loaded = current.site;
    if (!loaded) return send(res, 500, html, problemsPage(current.problems));
    const { own, shared } = pageProblems(url, { ...current, site: loaded });
    if (own.length > 0) return send(res, 500, html, problemsPage(own, 'This page has problems'));
    const { manifest } = loaded;
    if (url === '/feed.xml') return send(res, 200, 'application/rss+xml', feed(manifest, root));
    if (url === '/site.webmanifest')
      return send(res, 200, 'application/manifest+json', JSON.stringify(webManifest(manifest)));
    const rendered = await renderPage(vite, entry, root, url, loaded);
    send(res, rendered.status, html, withNotice(rendered.html, shared));
  }

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(opts.port ?? Number(process.env.PORT ?? 5173), '127.0.0.1', resolve);
  });
  const close = async () => {
    await site.close();
    await new Promise((r) => http.close(r));
  };
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/`, close };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const dev = await startDevServer();
  console.log(
    `\n  Site (dev): ${dev.url}\n  Content and code edits show on the next request. Ctrl+C stops.\n`,
  );
  process.on('SIGINT', () => void dev.close().then(() => process.exit(0)));
}

/**
 * `npm run dev`: the site as the build makes it, page by page on request. Vite runs in middleware
 * mode; each page request renders through `render(url)` from src/entry-server.tsx (the build's one
 * render path), into index.html as Vite transforms it, so islands hydrate exactly as in
 * production. A content change shows on the next request: the content is read again (drafts
 * included), and Vite recompiles the MDX modules that changed. Problems show as a page that lists
 * them. PORT sets the port (default 5173).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, mergeConfig, type InlineConfig, type ViteDevServer } from 'vite';
import { escapeText } from '../src/lib/escape.ts';
import { formatProblem } from '../src/content/problems.ts';
import { collections } from '../content.config.ts';
import { generate, projectRoot } from './generate.ts';
import { cacheDir } from './lib/cache.ts';
import { publishPhoto } from './lib/images.ts';
import { mdxFields } from './lib/mdx-fields.ts';
import { webManifest } from './lib/site-files.ts';
import type { Render } from './prerender.ts';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** A Vite server in middleware mode: `render` runs in it through Vite's module pipeline. */
function renderServer(root: string, extra: InlineConfig): Promise<ViteDevServer> {
  return createServer(
    mergeConfig(
      {
        root,
        configFile: path.join(root, 'vite.config.ts'),
        appType: 'custom',
        // The browser's modules are the entry and the islands.
        optimizeDeps: { entries: ['index.html', 'src/islands/*.tsx'] },
        server: { middlewareMode: true },
      },
      extra,
    ),
  );
}

async function loadRender(server: ViteDevServer): Promise<Render> {
  return ((await server.ssrLoadModule('/src/entry-server.tsx')) as { render: Render }).render;
}

function problemsPage(text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Content problems</title></head>
<body style="font-family:system-ui;max-width:60rem;margin:2rem auto;padding:0 1rem">
<h1>The content has problems</h1><p>Fix these and reload; nothing else needs restarting.</p>
<pre style="white-space:pre-wrap">${escapeText(text)}</pre></body></html>`;
}

/** Content media at /media/: drawings from content/, photo variants made on first request. */
async function serveMedia(root: string, url: string, res: ServerResponse): Promise<boolean> {
  const rel = decodeURIComponent(url.slice('/media/'.length));
  let file = path.join(root, 'content', rel);
  const variant = /^(.+)-(\d+)\.(avif|webp|jpg|png)$/.exec(rel);
  if (!existsSync(file) && variant) {
    const source = ['.jpg', '.jpeg', '.png']
      .map((e) => `${variant[1]}${e}`)
      .find((s) => existsSync(path.join(root, 'content', s)));
    if (!source) return false;
    const out = cacheDir(root, 'dev-media');
    await publishPhoto(path.join(root, 'content'), source, out, cacheDir(root, 'photos'));
    file = path.join(out, 'media', rel);
  }
  if (!file.startsWith(path.join(root, 'content')) && !file.includes(`${path.sep}dev-media${path.sep}`))
    return false;
  if (!existsSync(file) || !statSync(file).isFile()) return false;
  res.setHeader('Content-Type', TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
  createReadStream(file).pipe(res);
  return true;
}

/** What the editor sends to preview an entry: its file's text, and the images not saved yet. */
interface PreviewRequest {
  collection: string;
  slug: string;
  text: string;
  /** Images the entry names that the writer added and has not saved (relative to the entry) */
  pending: string[];
}

/** The request's body as text (at most 2 MB: an entry file with room to spare). */
async function bodyOf(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 2_000_000) throw new Error('the preview request is too large');
  }
  return text;
}

export async function startDevServer(opts: { root?: string; port?: number; vite?: InlineConfig } = {}) {
  const root = opts.root ?? projectRoot;
  // Entry files being previewed in the editor, by absolute path: their text comes from here.
  const drafts = new Map<string, string>();
  const vite = await renderServer(root, {
    ...opts.vite,
    plugins: [mdxFields(drafts), ...(opts.vite?.plugins ?? [])],
  });
  // The content is read again after any change under content/ (and on the first request).
  let current: Promise<Awaited<ReturnType<typeof generate>>> | undefined;
  vite.watcher.on('all', (_event, file) => {
    if (file.startsWith(path.join(root, 'content'))) current = undefined;
  });
  const content = () => (current ??= generate({ root, drafts: true }));

  const forget = (file: string) =>
    vite.moduleGraph.getModulesByFile(file)?.forEach((m) => vite.moduleGraph.invalidateModule(m));

  /**
   * The editor's preview: an entry file's text (not saved yet) rendered by `render(url)` at its
   * page's URL, with the site around it as it is on disk. Problems come back as a page listing them.
   */
  async function preview(body: PreviewRequest): Promise<string> {
    const collection = collections[body.collection as keyof typeof collections];
    if (!collection) throw new Error(`no collection ${body.collection}`);
    const rel = `${collection.dir}/${body.slug}.mdx`;
    const abs = path.join(root, rel);
    drafts.set(abs, body.text);
    forget(abs);
    try {
      const pending = body.pending.map((src) => path.posix.join(collection.dir, src));
      const { problems, manifest } = await generate({
        root,
        drafts: true,
        overrides: { [rel]: body.text },
        pending,
      });
      if (!manifest) return problemsPage(problems.map(formatProblem).join('\n'));
      const route = manifest.routes.find((r) => r.source === rel);
      if (!route) return problemsPage(`${rel} is not shown on any page`);
      const template = await vite.transformIndexHtml(
        route.path,
        readFileSync(path.join(root, 'index.html'), 'utf8'),
      );
      return (await (await loadRender(vite))(route.path, manifest, template)).html;
    } finally {
      drafts.delete(abs);
      forget(abs);
    }
  }

  async function page(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'POST' && req.url === '/__preview') {
      const html = await preview(JSON.parse(await bodyOf(req)) as PreviewRequest);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(html);
      return;
    }
    const url = req.url ?? '/';
    const { problems, manifest } = await content();
    res.setHeader('Cache-Control', 'no-store');
    if (url.startsWith('/media/') && (await serveMedia(root, url.split('?')[0]!, res))) return;
    if (!manifest) {
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(problemsPage(problems.map(formatProblem).join('\n')));
      return;
    }
    if (url === '/site.webmanifest') {
      res.setHeader('Content-Type', 'application/manifest+json');
      res.end(JSON.stringify(webManifest(manifest)));
      return;
    }
    const template = await vite.transformIndexHtml(url, readFileSync(path.join(root, 'index.html'), 'utf8'));
    const render = await loadRender(vite);
    const rendered = await render(url, manifest, template);
    res.statusCode = rendered.status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(rendered.html);
  }

  const http = createHttpServer((req, res) => {
    vite.middlewares(req, res, () => {
      page(req, res).catch((error: unknown) => {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        res.statusCode = 500;
        res.end(problemsPage(error instanceof Error ? (error.stack ?? error.message) : String(error)));
      });
    });
  });
  const port = opts.port ?? Number(process.env.PORT ?? 5173);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, '127.0.0.1', resolve);
  });
  const address = http.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/`;
  const close = async () => {
    await vite.close();
    await new Promise((r) => http.close(r));
  };
  return { url, close };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dev = await startDevServer();
  console.log(
    `\n  Site (dev): ${dev.url}\n  Content and code edits show on the next request. Ctrl+C stops.\n`,
  );
  process.on('SIGINT', () => void dev.close().then(() => process.exit(0)));
}

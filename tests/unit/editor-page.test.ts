/**
 * `npm run edit` serves the editor's build at /admin/ (scripts/lib/editor/plugin.ts): each load of
 * the page asks whether the build is current, so a data file changed while the editor runs is in
 * the form at the next load; two loads at once share one check; the page's files come from the
 * build the page was served from. The build itself is stood in for by folders made here.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { editorPlugin } from '../../scripts/lib/editor/plugin.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const root = mkdtempSync(path.join(tmpdir(), 'editor-page-'));
let server: Server;
let base = '';
let current = 'first';
let checks = 0;

/** A folder as the editor's build leaves it: its page and one script. */
function build(name: string) {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<html><head></head><body>${name} build</body></html>`);
  writeFileSync(path.join(dir, 'assets', `${name}.js`), `console.log(${JSON.stringify(name)});`);
  return dir;
}

beforeAll(async () => {
  const dirs = { first: build('first'), second: build('second') };
  const bundle = async () => {
    checks++;
    await new Promise((resolve) => setTimeout(resolve, 50));
    return dirs[current as keyof typeof dirs];
  };
  let handler: Handler | undefined;
  const dev = { middlewares: { use: (h: Handler) => (handler = h) } } as unknown as ViteDevServer;
  const plugin = editorPlugin({ root, backend: { local: 'http://127.0.0.1:1/api/v1' }, bundle });
  (plugin.configureServer as (dev: ViteDevServer) => void)(dev);
  server = createServer((req, res) =>
    handler!(req, res, (error) =>
      res.writeHead(error ? 500 : 404).end(error instanceof Error ? error.message : ''),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = async (url: string) => {
  const res = await fetch(`${base}${url}`);
  return { status: res.status, text: await res.text() };
};

describe('the editor at /admin/', () => {
  test('each page load serves the build as it is now, with its own files', async () => {
    const first = await get('/admin/');
    expect(first.text).toContain('first build');
    // The page tells the editor where the local server is.
    expect(first.text).toContain('<meta name="editor-backend" content="http://127.0.0.1:1/api/v1">');
    expect((await get('/admin/assets/first.js')).status).toBe(200);

    // A data file changed: the next check answers with another build.
    current = 'second';
    expect((await get('/admin/')).text).toContain('second build');
    expect((await get('/admin/assets/second.js')).text).toContain('"second"');
    expect((await get('/admin/assets/first.js')).status).toBe(404);
  });

  test('two loads at once share one check', async () => {
    // After a load has answered, so that no check (such as the one made at start) is under way.
    await get('/admin/');
    const before = checks;
    const pages = await Promise.all([get('/admin/'), get('/admin/')]);
    expect(pages.map((p) => p.status)).toEqual([200, 200]);
    expect(checks - before).toBe(1);
  });
});

/**
 * `npm run edit`: the writers' editor on the local files. Starts the editor's local server
 * (decap-server, which reads and writes content/ and needs no account) and the site's dev server
 * with the editor at /admin/, both on 127.0.0.1, and prints the editor's URL. Saved entries are
 * ordinary files: the dev server shows the page at once, and `git` commits them as usual.
 * PORT sets the dev server's port (default 5173, or the next free one). The editor is its
 * production build, from the build cache (lib/editor/bundle.ts); `--source` serves src/admin/
 * through Vite's transform instead, for work on the editor's own code.
 */
// First: React and Decap CMS in their production builds, in the browser and on the server. Their
// development builds check and log every render, which made each key typed in the form cost
// several times as much; the editor's pages reload when code changes and need no hot refresh.
import './lib/production.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { cacheDir } from './lib/cache.ts';
import { localEditorBundle } from './lib/editor/bundle.ts';
import { editorPlugin } from './lib/editor/plugin.ts';
import { projectRoot } from './lib/project-root.ts';
import { startDevServer } from './dev.ts';

const HOST = '127.0.0.1';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits (at most `ms`) until the local server answers. */
async function waitForBackend(url: string, child: ChildProcess, ms = 15_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the editor's local server exited (code ${child.exitCode})`);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    }).catch(() => undefined); // not listening yet
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the editor's local server did not answer at ${url} within ${ms / 1000} s`);
}

/** decap-server in file-system mode on the project, answering only on 127.0.0.1. */
async function startBackend(root: string) {
  const port = await freePort();
  const script = createRequire(import.meta.url).resolve('decap-server');
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: HOST,
      MODE: 'fs',
      GIT_REPO_DIRECTORY: root,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://${HOST}:${port}/api/v1`;
  await waitForBackend(url, child);
  return { url, child };
}

/**
 * The checks of the editor's build that /admin/ makes (editor/plugin.ts): the first one starts
 * now, while the servers start, since a first start builds it (tens of seconds on a cold cache);
 * every later one looks again.
 */
function bundleChecks(root: string): () => Promise<string> {
  let first: Promise<string> | undefined = localEditorBundle(root);
  first.catch(() => undefined);
  return () => {
    const check = first ?? localEditorBundle(root);
    first = undefined;
    return check;
  };
}

/**
 * The editor's local server and the dev server with the editor at /admin/: its production build
 * (from the build cache, or built at once in the background, and checked again at each load of
 * the page, see editor/plugin.ts), or with `fromSource` its modules through Vite's transform, for
 * work on the editor's own code (each load then reads the files).
 */
export async function startEditor(root = projectRoot, { fromSource = false } = {}) {
  const backend = await startBackend(root);
  const bundle = fromSource ? undefined : bundleChecks(root);
  const dev = await startDevServer({
    root,
    vite: {
      // Production mode, as NODE_ENV says: MDX compiles for React's production runtime too.
      mode: 'production',
      // A cache of its own: the editor's dependencies are many, and `npm run dev` need not rebuild them.
      cacheDir: cacheDir(root, 'vite-edit'),
      // The editor's modules are found when the server starts, not on the first visit to /admin/
      // (a module found late makes Vite reload the page under the writer). The MDX reader's
      // are named: the scan does not reach them through the editor's generated module.
      optimizeDeps: fromSource
        ? {
            entries: ['index.html', 'src/islands/*.tsx', 'src/admin/main.tsx'],
            include: ['remark-mdx', 'remark-parse', 'unified'],
          }
        : { entries: ['index.html', 'src/islands/*.tsx'] },
      plugins: [editorPlugin({ root, backend: { local: backend.url }, bundle })],
    },
  }).catch((error: unknown) => {
    backend.child.kill();
    throw error;
  });
  const close = async () => {
    backend.child.kill();
    await dev.close();
  };
  return { url: new URL('/admin/', dev.url).href, site: dev.url, close };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const editor = await startEditor(projectRoot, { fromSource: process.argv.includes('--source') });
  console.log(
    [
      '',
      `  Editor: ${editor.url}`,
      `  Site:   ${editor.site}`,
      '',
      '  Saves write to content/ in this folder. Ctrl+C stops both servers.',
      '',
    ].join('\n'),
  );
  const stop = () => void editor.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

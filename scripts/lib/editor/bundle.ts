/**
 * The editor's code as one production build, for the deployed site (dist/admin/, through
 * vite.admin.config.ts) and for `npm run edit`, which serves it from the build cache instead of
 * transforming Decap CMS's modules on each first load (a writer's first load waited for Vite to
 * prepare and send 40 MB of development modules). The cached build is named by what makes it: the
 * generated configuration module (from the schemas and data files), the installed packages,
 * this file and decap-fixes.ts; and it is used only while every source file its build read is as
 * it was (their hashes are kept beside it). Anything else builds it again, once, before /admin/ answers.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, version as viteVersion, type InlineConfig, type Rolldown } from 'vite';
import { cacheDir, filesHash, sha1 } from '../cache.ts';
import { decapFixes } from './decap-fixes.ts';
import { editorModule, editorPlugin } from './plugin.ts';
import type { EditorBackend } from './config.ts';

/** The build of the editor into `outDir`, its configuration for `backend`. */
export function adminBuildConfig(root: string, backend: EditorBackend, outDir: string): InlineConfig {
  return {
    root: `${root}/src/admin`,
    base: '/admin/',
    mode: 'production',
    // Fonts and icons are the site's own, at /fonts and /favicon.svg beside the editor.
    publicDir: false,
    plugins: [react(), editorPlugin({ root, backend }), decapFixes()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      assetsInlineLimit: 0,
      // Decap CMS is one large bundle by design; it loads only on /admin/.
      chunkSizeWarningLimit: 8000,
      rolldownOptions: {
        // Decap CMS's dependencies use eval and module directives; they are theirs to fix, not news.
        onwarn(warning, warn) {
          if (['EVAL', 'MODULE_LEVEL_DIRECTIVE'].includes(warning.code ?? '')) return;
          warn(warning);
        },
      },
    },
    logLevel: 'warn',
  };
}

/** The source files a build read (not packages: the lock file stands for those), by their hash. */
function sourcesOf(root: string, output: Rolldown.RolldownOutput): Record<string, string> {
  const files = output.output.flatMap((o) => (o.type === 'chunk' ? o.moduleIds : []));
  const own = files
    .map((id) => id.split('?')[0]!)
    .filter((id) => path.isAbsolute(id) && id.startsWith(root) && !id.includes('/node_modules/'));
  return Object.fromEntries(
    [...new Set(own)].sort().map((f) => [path.relative(root, f), sha1(readFileSync(f))]),
  );
}

const MANIFEST = 'sources.json';

function isCurrent(root: string, dir: string): boolean {
  const file = path.join(dir, MANIFEST);
  if (!existsSync(file)) return false;
  const sources = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.entries(sources).every(
    ([f, h]) => existsSync(path.join(root, f)) && sha1(readFileSync(path.join(root, f))) === h,
  );
}

/**
 * The folder of the editor's build for the local files (`npm run edit`): from the cache when
 * current, else built now. The local server's address is not in it (it changes with each start):
 * the page gives it to the editor (plugin.ts).
 */
export async function localEditorBundle(root: string): Promise<string> {
  const backend = { local: '' };
  const key = sha1(
    editorModule(root, backend),
    '\0',
    // Every installed package's version (as npm recorded them), this file and the fixes to Decap.
    filesHash(root, [
      'node_modules/.package-lock.json',
      path.relative(root, import.meta.filename),
      path.relative(root, fileURLToPath(new URL('decap-fixes.ts', import.meta.url))),
    ]),
    viteVersion,
    '\0',
    // React and Decap CMS pick their production or development code by it.
    process.env.NODE_ENV ?? '',
  );
  const cache = cacheDir(root, 'editor');
  const dir = path.join(cache, key.slice(0, 24));
  if (isCurrent(root, dir)) return dir;
  // Builds of other inputs are of no more use.
  for (const old of readdirSync(cache).filter((d) => !d.endsWith('.part')))
    rmSync(path.join(cache, old), { recursive: true, force: true });
  const part = `${dir}.${process.pid}.part`;
  const config = { ...adminBuildConfig(root, backend, part), configFile: false as const };
  try {
    const output = (await build(config)) as Rolldown.RolldownOutput;
    writeFileSync(path.join(part, MANIFEST), JSON.stringify(sourcesOf(root, output)));
  } catch (error) {
    rmSync(part, { recursive: true, force: true });
    throw error;
  }
  renameSync(part, dir);
  return dir;
}

/**
 * The Vite plugin behind the editor: the module `virtual:editor-config` (the generated
 * configuration, each collection's zod schema, the editorial rules and what previews show of
 * other entries), and in dev the editor's page at /admin/. Used by `npm run edit` (with the
 * site's dev server) and by the admin build (vite.admin.config.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import sirv from 'sirv';
import { parse } from 'yaml';
import { categoriesSchema, dataFilePath, industriesSchema } from '../../../src/schema/data.ts';
import { collections } from '../../../content.config.ts';
import * as schemaModule from '../../../src/schema/index.ts';
import { editorConfig, formatName, type CollectionKey, type EditorBackend } from './config.ts';
import { jsonSchemaOf } from './fields.ts';

const EDITOR_MODULE = 'virtual:editor-config';
const RESOLVED = `\0${EDITOR_MODULE}`;

/** The name src/schema/index.ts exports each collection's schema under. */
function schemaExport(key: CollectionKey): string {
  const name = Object.entries(schemaModule).find(([, v]) => v === collections[key].schema)?.[0];
  if (!name) throw new Error(`the schema of collection "${key}" is not exported by src/schema/index.ts`);
  return name;
}

/** A collection's defaults: values the site assumes when a file leaves the field out. */
function defaultsOf(key: CollectionKey): Record<string, unknown> {
  const props = jsonSchemaOf(collections[key].schema).properties ?? {};
  return Object.fromEntries(
    Object.entries(props).flatMap(([name, p]) => (p.default === undefined ? [] : [[name, p.default]])),
  );
}

/** The source of `virtual:editor-config`. */
export function editorModule(root: string, backend: EditorBackend): string {
  const read = (name: 'site' | 'categories' | 'industries') =>
    parse(readFileSync(path.join(root, dataFilePath(name)), 'utf8')) as unknown;
  const site = schemaModule.siteSchema.parse(read('site'));
  const categories = categoriesSchema.parse(read('categories'));
  const industries = industriesSchema.parse(read('industries')).items;
  const config = editorConfig(backend, site.url, { names: categories, industries });
  const keys = Object.keys(collections) as CollectionKey[];
  const schemas = keys.map((k) => `  ${k}: schemas.${schemaExport(k)},`).join('\n');
  const editorial = Object.fromEntries(keys.map((k) => [k, collections[k].editorial]));
  const markdown = Object.fromEntries(
    keys.flatMap((k) => ('markdown' in collections[k] ? [[k, collections[k].markdown]] : [])),
  );
  const formats = Object.fromEntries(keys.map((k) => [formatName(k), defaultsOf(k)]));
  const schemaFile = path.join(root, 'src/schema/index.ts').split(path.sep).join('/');
  return [
    `import * as schemas from ${JSON.stringify(schemaFile)};`,
    `export const config = ${JSON.stringify(config)};`,
    `export const entrySchemas = {\n${schemas}\n};`,
    `export const editorial = ${JSON.stringify(editorial)};`,
    `export const markdown = ${JSON.stringify(markdown)};`,
    `export const formats = ${JSON.stringify(formats)};`,
  ].join('\n');
}

/** The editor's page with the local server's address, which the editor reads (main.tsx). */
const withBackend = (html: string, backend: EditorBackend) =>
  'local' in backend && backend.local
    ? html.replace('<head>', `<head><meta name="editor-backend" content="${backend.local}">`)
    : html;

const PAGE_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };

type Files = { dir: string; serve: ReturnType<typeof sirv> };

/**
 * The files of the editor's build, as current as `bundle` (a call that answers with the build's
 * folder, building it first when its inputs changed) makes them: `check` asks it again, and two
 * checks at once share one answer; `last` is the folder the last check found.
 */
function editorFiles(bundle: () => Promise<string>) {
  let last: Files | undefined;
  let checking: Promise<Files> | undefined;
  const check = async () => {
    const dir = await bundle();
    if (last?.dir !== dir) last = { dir, serve: sirv(dir, { immutable: true, dev: false }) };
    return last;
  };
  return {
    check(): Promise<Files> {
      checking ??= check().finally(() => {
        checking = undefined;
      });
      return checking;
    },
    last(): Promise<Files> {
      return last ? Promise.resolve(last) : this.check();
    },
  };
}

/**
 * Serves the editor at /admin/ in dev: its built page and files (from `bundle`, see editorFiles),
 * or src/admin/index.html with its script addressed from the project root, through Vite's
 * transform. Each load of the page checks that the build is current, so a data file changed while
 * the editor runs (a new industry, a category's name) is in the form at the next load.
 */
function serveAdminPage(
  dev: ViteDevServer,
  root: string,
  backend: EditorBackend,
  bundle?: () => Promise<string>,
) {
  const files = bundle && editorFiles(bundle);
  // Built in the background from the start; a failed build shows on /admin/ (next(error)).
  files?.check().catch(() => undefined);
  dev.middlewares.use((req, res, next) => {
    const url = (req.url ?? '').split('?')[0]!;
    if (url === '/admin') return res.writeHead(301, { Location: '/admin/' }).end();
    const isPage = url === '/admin/' || url === '/admin/index.html';
    if (files && (isPage || url.startsWith('/admin/assets/'))) {
      (isPage ? files.check() : files.last())
        .then(({ dir, serve }) => {
          if (isPage)
            return res
              .writeHead(200, PAGE_HEADERS)
              .end(withBackend(readFileSync(path.join(dir, 'index.html'), 'utf8'), backend));
          req.url = req.url!.slice('/admin'.length);
          serve(req, res, next);
        })
        .catch(next);
      return;
    }
    if (!isPage) return next();
    const template = readFileSync(path.join(root, 'src/admin/index.html'), 'utf8');
    const page = template.replace('./main.tsx', '/src/admin/main.tsx');
    dev
      .transformIndexHtml('/admin/', page)
      .then((html) => res.writeHead(200, PAGE_HEADERS).end(withBackend(html, backend)))
      .catch(next);
  });
}

/**
 * The editor's configuration module; in dev (`npm run edit`) also its page at /admin/, from the
 * folder of its build when `bundle` gives one.
 */
export function editorPlugin(opts: {
  root: string;
  backend: EditorBackend;
  bundle?: () => Promise<string>;
}): Plugin {
  return {
    name: 'site-editor',
    resolveId: (id) => (id === EDITOR_MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? editorModule(opts.root, opts.backend) : undefined),
    configureServer(dev) {
      serveAdminPage(dev, opts.root, opts.backend, opts.bundle);
    },
  };
}

/**
 * Vite plugin that ties content/ to the app: runs the generator before a build (unless the build
 * script runs it beside the bundles) and whenever a content file changes in dev (problems go to the
 * terminal and the browser overlay, a good change reloads the page), serves route data under /_data,
 * content media under /media and the shell data in the page in dev, and publishes media into the
 * build. The bundles themselves import no content.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { generate, projectRoot, reportProblems } from './generate.ts';
import { publishPhoto } from './lib/images.ts';
import { generatedMedia } from './lib/build-env.ts';
import { cacheDir } from './lib/cache.ts';
import { SHELL_SCRIPT_ID } from '../src/lib/shell.ts';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** What the last good generator run left for the dev server and the build. */
interface Generated {
  media: { file: string; url: string }[];
  /** The shell data block the dev server puts in the page (the prerender writes it in each page) */
  shellScript: string;
  routeJson: Map<string, string>;
  tableJson: string;
}

/** Route data under its hashed URL, and the table (under its fixed dev URL too). */
function routeData(generated: Generated): Connect.NextHandleFunction {
  return (req, res, next) => {
    const name = (req.url ?? '').split('?')[0]!.slice(1);
    const isTable = name === 'routes.json';
    const id = /^([\w-]+)\.[0-9a-f]{10}\.json$/.exec(name)?.[1];
    const json = isTable ? generated.tableJson : id ? generated.routeJson.get(id) : undefined;
    if (!json) return next();
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(json);
  };
}

/** Photo variants from the dev cache, anything else straight from content/. */
function devMediaFiles(contentDir: string, devMedia: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const rel = decodeURIComponent((req.url ?? '').split('?')[0]!);
    const variant = path.join(devMedia, 'media', rel);
    const file = existsSync(variant) ? variant : path.join(contentDir, rel);
    if (!file.startsWith(contentDir) && !file.startsWith(devMedia)) return next();
    if (!existsSync(file) || !statSync(file).isFile()) return next();
    res.setHeader('Content-Type', TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
    createReadStream(file).pipe(res);
  };
}

/** Calls `onChange` once a burst of changes under content/ has settled. */
function watchContent(dev: ViteDevServer, contentDir: string, onChange: () => void) {
  dev.watcher.add(contentDir);
  let timer: NodeJS.Timeout | undefined;
  const changed = (file: string) => {
    if (!file.startsWith(contentDir)) return;
    clearTimeout(timer);
    timer = setTimeout(onChange, 60);
  };
  dev.watcher.on('change', changed).on('add', changed).on('unlink', changed);
}

export function contentPlugin(opts: { root?: string } = {}): Plugin {
  const root = opts.root ?? projectRoot;
  const contentDir = path.join(root, 'content');
  let server: ViteDevServer | undefined;
  let isSsr = false;
  const generated: Generated = {
    media: [],
    shellScript: '',
    routeJson: new Map(),
    tableJson: '',
  };
  let handedOver: Promise<Generated['media']> | undefined;
  const devMedia = cacheDir(root, 'dev-media');

  async function run(drafts: boolean) {
    const result = await generate({ root, drafts });
    if (result.problems.length > 0) {
      const message = reportProblems(result.problems);
      if (!server) throw new Error(`Content validation failed:\n${message}`);
      server.config.logger.error(message);
      server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'content' } });
      return;
    }
    generated.media = result.manifest!.media;
    const shellJson = JSON.stringify(result.manifest!.shell).replace(/</g, '\\u003c');
    generated.shellScript = `<script type="application/json" id="${SHELL_SCRIPT_ID}">${shellJson}</script>`;
    generated.routeJson = result.routeJson ?? new Map<string, string>();
    generated.tableJson = result.tableJson ?? '';
    if (server) {
      // Dev serves photo variants from a cache folder (encoded once per photo version).
      for (const photo of result.manifest!.photos) {
        await publishPhoto(contentDir, photo, devMedia, cacheDir(root, 'photos'));
      }
    }
    if (!server || result.changed.length === 0) return;
    server.config.logger.info(
      `content: ${result.manifest!.routes.length} routes, ${result.changed.length} files updated`,
    );
    // Route data is fetched, not imported: the open page reloads to show the change.
    server.ws.send({ type: 'full-reload' });
  }

  return {
    name: 'site-content',
    configResolved(config) {
      isSsr = Boolean(config.build.ssr);
    },
    async buildStart() {
      // The client build generates (or takes the media list the build script is generating);
      // the SSR build publishes no media.
      if (server || isSsr) return;
      handedOver = generatedMedia();
      if (!handedOver) await run(false);
    },
    transformIndexHtml(html) {
      return server ? html.replace('<!--app-head-->', `<!--app-head-->${generated.shellScript}`) : html;
    },
    configureServer(dev) {
      server = dev;
      watchContent(dev, contentDir, () => void run(true));
      dev.middlewares.use('/_data', routeData(generated));
      dev.middlewares.use('/media', devMediaFiles(contentDir, devMedia));
      return run(true);
    },
    async generateBundle() {
      if (isSsr) return;
      if (handedOver) generated.media = await handedOver;
      for (const m of generated.media) {
        this.emitFile({
          type: 'asset',
          fileName: m.url.slice(1),
          source: readFileSync(path.join(contentDir, m.file)),
        });
      }
    },
  };
}

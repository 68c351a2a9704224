/**
 * The line icons (src/components/icons.json) as SVG files at /icons/<name>.svg, in the accent
 * colour the design gives icons drawn on navy (`--accent-bright` in src/styles/tokens.css), for
 * the icons that are art beside text (`<IconImage>`): a file the browser caches, and fetches when
 * it comes near the screen, rather than markup repeated in every page's HTML. The build writes them
 * into dist/ (client build only); the dev server answers them from memory.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = '/icons/';

/** The SVG file of every icon, by name. */
export function iconFiles(root: string): Map<string, string> {
  const icons = JSON.parse(readFileSync(path.join(root, 'src/components/icons.json'), 'utf8')) as Record<
    string,
    string
  >;
  const tokens = readFileSync(path.join(root, 'src/styles/tokens.css'), 'utf8');
  const colour = /--accent-bright:\s*([^;]+);/.exec(tokens)?.[1]?.trim();
  if (!colour) throw new Error('src/styles/tokens.css has no --accent-bright: the icon files need it');
  const svg = (d: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ` +
    `stroke="${colour}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="${d}"/></svg>\n`;
  return new Map(Object.entries(icons).map(([name, d]) => [name, svg(d)]));
}

export function iconFilesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'site:icon-files',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        if (!url.startsWith(PREFIX) || !url.endsWith('.svg')) return next();
        const file = iconFiles(root).get(url.slice(PREFIX.length, -'.svg'.length));
        if (!file) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(file);
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const [name, source] of iconFiles(root))
        this.emitFile({ type: 'asset', fileName: `${PREFIX.slice(1)}${name}.svg`, source });
    },
  };
}

/**
 * Compressed bytes a page loads: its HTML, the styles it inlines, the scripts its HTML references
 * (before the first paint), and after the load event the modules of its islands with their imports.
 * Files count as the build's gzip copies (`x.gz`), the bytes a gzip-only host sends.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  html: number;
  /** All the page's JavaScript: its entry and, once loaded, its islands */
  js: number;
  /** JavaScript the HTML itself references (requested before the first paint) */
  jsUpFront: number;
  css: number;
}

interface ViteChunk {
  file: string;
  imports?: string[];
}

const gz = (file: string) => statSync(`${file}.gz`).size;

/** The files a set of source modules loads, following static imports, from the client manifest. */
function chunkFiles(dist: string, sources: string[]): Set<string> {
  const vite = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ViteChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = vite[key];
    if (!chunk) throw new Error(`${key} is not in the client manifest`);
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return files;
}

export function pageWeight(dist: string, htmlFile: string): PageWeight {
  const html = readFileSync(htmlFile, 'utf8');
  const upFront = new Set(
    [...html.matchAll(/(?:src|data-entry)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
  );
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const islands = new Set([...html.matchAll(/data-island="(\w+)"/g)].map((m) => `src/islands/${m[1]}.tsx`));
  const later = islands.size
    ? chunkFiles(dist, ['src/lib/islands-client.tsx', ...islands])
    : new Set<string>();
  let jsUpFront = 0;
  for (const url of upFront) jsUpFront += gz(path.join(dist, url));
  const css = styles ? gzipSync(styles, { level: 9 }).length : 0;
  let js = jsUpFront;
  for (const url of later) if (!upFront.has(url)) js += gz(path.join(dist, url));
  return { html: gz(htmlFile), js, jsUpFront, css };
}

/** Compressed bytes a page loads up front: its HTML, the scripts and CSS its HTML references. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  html: number;
  js: number;
  css: number;
}

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

export function pageWeight(dist: string, htmlFile: string): PageWeight {
  const html = readFileSync(htmlFile, 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(js|css))"/g)];
  const unique = new Map(refs.map((m) => [m[1]!, m[2]!]));
  let js = 0;
  let css = 0;
  for (const [url, type] of unique) {
    const size = gz(path.join(dist, url));
    if (type === 'js') js += size;
    else css += size;
  }
  return { html: gzipSync(html, { level: 9 }).length, js, css };
}

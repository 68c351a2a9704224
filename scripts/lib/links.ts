/**
 * Every internal link in content must lead to a page the site serves: menus, data files and
 * Markdown links in entry bodies. Reports the file and line of each broken link.
 */
import type { ContentModel } from './content.ts';
import type { Manifest } from '../../src/content/routes.ts';
import { didYouMean, formatPath, type Problem } from '../../src/content/problems.ts';

/** Paths that are served but are not routes (files written by the build). */
const FILE_PREFIXES = [
  '/downloads/',
  '/media/',
  '/og/',
  '/feed.xml',
  '/sitemap.xml',
  '/robots.txt',
  '/fonts/',
];

export function knownPaths(manifest: Manifest): Set<string> {
  return new Set([...manifest.routes.map((r) => r.path), ...manifest.redirects.map((r) => r.from)]);
}

function isServed(href: string, known: Set<string>): boolean {
  const pathOnly = href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  return known.has(pathOnly) || FILE_PREFIXES.some((p) => pathOnly.startsWith(p));
}

function walk(value: unknown, at: PropertyKey[], out: { path: PropertyKey[]; href: string }[]) {
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...at, i], out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'href' && typeof v === 'string' && v.startsWith('/')) out.push({ path: [...at, k], href: v });
      else walk(v, [...at, k], out);
    }
  }
}

export function checkLinks(model: ContentModel, manifest: Manifest): Problem[] {
  const problems: Problem[] = [];
  const known = knownPaths(manifest);
  for (const source of Object.values(model.sources)) {
    const found: { path: PropertyKey[]; href: string }[] = [];
    walk(source.data, [], found);
    for (const { path, href } of found) {
      if (isServed(href, known)) continue;
      problems.push({
        file: source.file,
        ...source.locate(path),
        field: formatPath(path),
        message: `link to "${href}" leads to no page${didYouMean(href, known)}`,
      });
    }
  }
  model.redirects.forEach((r, i) => {
    if (!known.has(r.to) || r.to === r.from) {
      problems.push({
        file: 'content/data/redirects.yaml',
        ...model.sources.redirects!.locate([i, 'to']),
        field: `[${i}].to`,
        message: `redirect target "${r.to}" is not a page${didYouMean(r.to, known)}`,
      });
    }
  });
  // Links in bodies and Markdown fields, as the MDX compiler found them.
  for (const e of [...model.projects, ...model.services, ...model.posts, ...model.samples]) {
    for (const part of [e.body, ...Object.values(e.fields)]) {
      for (const link of part.links) {
        if (isServed(link.href, known)) continue;
        problems.push({
          file: e.file,
          line: link.line,
          column: link.column,
          field: 'body',
          message: `link to "${link.href}" leads to no page${didYouMean(link.href, known)}`,
        });
      }
    }
  }
  return problems;
}

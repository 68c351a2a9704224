/**
 * Every internal link in content must lead to a page the site serves (or one `held` back by problems
 * elsewhere): menus, data files and Markdown links in entry bodies. Reports each broken link's line.
 */
import { collections } from '../../../content.config.ts';
import type { ContentModel, Entry } from '../types.ts';
import type { HeldEntry } from './sources.ts';
import type { Manifest } from '../routes.ts';
import { didYouMean, problemAt, type Problem } from '../problems.ts';
import { stringValues } from '../copy-rules.ts';

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

function isServed(href: string, known: Set<string>): boolean {
  const pathOnly = href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  return known.has(pathOnly) || FILE_PREFIXES.some((p) => pathOnly.startsWith(p));
}

export function checkLinks(model: ContentModel, manifest: Manifest, held: HeldEntry[]): Problem[] {
  const problems: Problem[] = [];
  const known = new Set([...manifest.routes.map((r) => r.path), ...manifest.redirects.map((r) => r.from)]);
  held.forEach((h) => h.address && known.add(h.address));
  const noPage = (href: string) => `link to "${href}" leads to no page${didYouMean(href, known)}`;
  for (const source of Object.values(model.sources)) {
    for (const [path, href] of stringValues(source.data)) {
      if (path.at(-1) === 'href' && href.startsWith('/') && !isServed(href, known))
        problems.push(problemAt(source, path, noPage(href)));
    }
  }
  const pages = new Set(manifest.routes.map((r) => r.path));
  model.redirects.forEach((r, i) => {
    if (!known.has(r.to) || r.to === r.from) {
      const message = `redirect target "${r.to}" is not a page${didYouMean(r.to, known)}`;
      problems.push(problemAt(model.sources.redirects!, [i, 'to'], message));
    }
    // Its redirect page would be written over the page itself.
    if (pages.has(r.from)) {
      const hidden = 'a redirect from it would hide it (remove the redirect, or the page)';
      const message = `"${r.from}" is a page of the site: ${hidden}`;
      problems.push(problemAt(model.sources.redirects!, [i, 'from'], message));
    }
  });
  // Links in bodies and Markdown fields, as the MDX compiler found them (held entries' too).
  const entries = (Object.keys(collections) as (keyof typeof collections)[]).flatMap(
    (c): Entry<unknown>[] => model[c],
  );
  const shown = entries.map((e) => ({ file: e.file, texts: [e.body, ...Object.values(e.fields)] }));
  for (const e of [...shown, ...held]) {
    for (const part of e.texts) {
      for (const { href, line, column } of part.links) {
        if (!isServed(href, known))
          problems.push({ file: e.file, line, column, field: 'body', message: noPage(href) });
      }
    }
  }
  return problems;
}

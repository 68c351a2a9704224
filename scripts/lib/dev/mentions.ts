/**
 * Deletes and renames in the editor that never leave the site broken. What names an entry is found
 * by the validator's own code: the site is loaded as if the entry's file were gone, and every
 * problem that brings (a related list, a tag, a home carousel, a link, a redirect naming it) is a
 * mention. A delete removes the mentions it can (an item of a list, a link kept as its text) in
 * the same step, or refuses; a rename points every mention at the new address and adds a redirect
 * from the old one (content/data/redirects.yaml). The entry's own uploads (art/<slug>/) go with
 * it. Edits are checked once more with the validator, and all undone if they leave a problem.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parseDocument } from 'yaml';
import { collections } from '../../../content.config.ts';
import { dataFilePath } from '../../../src/schema/data.ts';
import { dataFileForm } from '../editor/config.ts';
import { stepsOf } from '../../../src/content/plain-words.ts';
import type { Problem } from '../../../src/content/problems.ts';
import type { ViteSite } from '../vite-site.ts';
import { plainProblem } from './server.ts';

type CollectionKey = keyof typeof collections;

/** A place in another file that names the entry. */
export interface Mention {
  file: string;
  /** The title of the page (an entry's title; a data file by its name) */
  page: string;
  /** Where in it, in the editor's words, and what would break */
  where: string;
  message: string;
  field: string;
}

const key = (p: Problem) => `${p.file}\n${p.field}\n${p.message}`;

export function entryFile(collection: string, slug: string) {
  const c = collections[collection as CollectionKey];
  if (!c?.url || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new Error(`no entry ${collection}/${slug}`);
  return { file: `${c.dir}/${slug}.mdx`, url: `${c.url}${slug}`, dir: c.dir };
}

/** A page's title for the writer: an entry's own, a data file by the page it feeds ("Home page"). */
export function titleOf(root: string, file: string): string {
  if (!file.endsWith('.mdx')) return dataFileForm(file)?.title ?? 'Site data';
  const title = (matter(readFileSync(path.join(root, file), 'utf8')).data as { title?: unknown }).title;
  return typeof title === 'string' ? title : file;
}

/** A problem as a mention: the page, and where in it, in the form's words ("Projects, item 4"). */
function mentionOf(root: string, p: Problem): Mention {
  const { where, message } = plainProblem(p);
  return { file: p.file, page: titleOf(root, p.file), field: p.field, where, message };
}

/** Every mention of the entry in other files: the problems its absence would bring. */
export async function mentionsOf(site: ViteSite, root: string, collection: string, slug: string) {
  const { file } = entryFile(collection, slug);
  const entry = await site.entry();
  const now = await entry.loadSite({ includeDrafts: true, partial: true });
  const gone = await entry.loadSite({ includeDrafts: true, partial: true, without: [file] });
  const before = new Set(now.problems.map(key));
  return gone.problems.filter((p) => p.file !== file && !before.has(key(p))).map((p) => mentionOf(root, p));
}

type Change = { delete: true } | { slug: string; from: string; to: string };

/** The YAML (a data file, or an entry's frontmatter) with the mention at `field` changed. */
function changeYaml(yaml: string, field: string, change: Change): string | undefined {
  const doc = parseDocument(yaml);
  const at = stepsOf(field);
  const value: unknown = doc.getIn(at);
  if (typeof value !== 'string') return undefined;
  if ('slug' in change) {
    const url = value.startsWith(change.from) ? change.to + value.slice(change.from.length) : change.slug;
    doc.setIn(at, url);
    return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
  }
  // A list item goes (a value, or the object holding a link's href); a single value cannot.
  const item = typeof at.at(-1) === 'number' ? at : at.slice(0, -1);
  if (typeof item.at(-1) !== 'number') return undefined;
  doc.deleteIn(item);
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A body with its links to `from` kept as their text (delete) or pointing to `to` (rename). */
function changeLinks(body: string, change: Change, from: string): string {
  const link = new RegExp(`\\[([^\\]]*)\\]\\(${escapeRe(from)}([#?][^)\\s]*)?(\\s+"[^"]*")?\\)`, 'g');
  return body.replace(link, (_, text: string, rest = '', title = '') =>
    'slug' in change ? `[${text}](${change.to}${rest}${title})` : text,
  );
}

/** The file's text with its mentions changed, or the mention that cannot be. */
function changeFile(text: string, file: string, fields: string[], change: Change, from: string) {
  const isEntry = file.endsWith('.mdx');
  const end = isEntry ? text.indexOf('\n---', 4) : text.length;
  let yaml = isEntry ? text.slice(4, end + 1) : text;
  let body = isEntry ? text.slice(end) : '';
  // From the last item to the first (items[10] after items[9]), so removing one moves no other.
  const order = (a: string, b: string) => b.localeCompare(a, 'en', { numeric: true });
  for (const field of [...new Set(fields)].sort(order)) {
    if (field === 'body') {
      body = changeLinks(body, change, from);
      continue;
    }
    const changed = changeYaml(yaml, field, change);
    if (changed === undefined) return { refused: field };
    yaml = changed;
  }
  return { text: isEntry ? `---\n${yaml.replace(/\n$/, '')}${body}` : yaml };
}

/** Writes the changes; gives back what each file held before. */
function applyChanges(root: string, mentions: Mention[], change: Change, from: string) {
  const byFile = new Map<string, Mention[]>();
  for (const m of mentions) byFile.set(m.file, [...(byFile.get(m.file) ?? []), m]);
  const before = new Map<string, string>();
  const refused: Mention[] = [];
  for (const [file, list] of byFile) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const result = changeFile(
      text,
      file,
      list.map((m) => m.field),
      change,
      from,
    );
    if ('refused' in result) refused.push(...list.filter((m) => m.field === result.refused));
    else {
      before.set(file, text);
      writeFileSync(path.join(root, file), result.text);
    }
  }
  return { before, refused };
}

/**
 * Waits until the file watcher has seen the changes just written (its count moved, then stood still
 * for a moment), so the next load reads them; at most 5 s.
 */
async function settle(site: ViteSite, seen: number) {
  let last = seen;
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const now = site.content().changes();
    if (now > seen && now === last) return;
    last = now;
  }
}

const restore = (root: string, before: Map<string, string>) => {
  for (const [file, text] of before) writeFileSync(path.join(root, file), text);
};

/** What a delete or a rename did: done, or refused with the mentions it could not change. */
export type Outcome = { done: true; changed: string[] } | { done: false; refused: Mention[] };

/**
 * Changes every mention, runs `move` (the delete or the rename itself), then checks the files it
 * touched with the validator: a problem left in one of them undoes everything.
 */
async function withMentions(
  site: ViteSite,
  root: string,
  target: { collection: string; slug: string },
  change: Change,
  move: () => () => void,
): Promise<Outcome> {
  const { file, url } = entryFile(target.collection, target.slug);
  const mentions = await mentionsOf(site, root, target.collection, target.slug);
  const seen = site.content().changes();
  const { before, refused } = applyChanges(root, mentions, change, url);
  if (refused.length > 0) {
    restore(root, before);
    return { done: false, refused };
  }
  const undo = move();
  await settle(site, seen);
  const touched = new Set([
    ...before.keys(),
    'slug' in change ? entryFile(target.collection, change.slug).file : file,
  ]);
  const after = await (await site.entry()).loadSite({ includeDrafts: true, partial: true });
  const left = after.problems.filter((p) => touched.has(p.file));
  if (left.length > 0) {
    undo();
    restore(root, before);
    return { done: false, refused: left.map((p) => mentionOf(root, p)) };
  }
  return { done: true, changed: [...before.keys()] };
}

/** Deletes an entry, its uploads (art/<slug>/) and its mentions, or refuses and changes nothing. */
export function deleteEntry(site: ViteSite, root: string, collection: string, slug: string) {
  const { file, dir } = entryFile(collection, slug);
  const art = path.join(root, dir, 'art', slug);
  return withMentions(site, root, { collection, slug }, { delete: true }, () => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const aside = `${art}.deleting`;
    if (existsSync(art)) renameSync(art, aside);
    rmSync(path.join(root, file));
    return () => {
      writeFileSync(path.join(root, file), text);
      if (existsSync(aside)) renameSync(aside, art);
    };
  }).then((outcome) => {
    rmSync(`${art}.deleting`, { recursive: true, force: true });
    return outcome;
  });
}

/**
 * Gives an entry a new address: its file and uploads folder take the new name (the file's image
 * paths follow), every mention follows, and a redirect keeps the old address working.
 */
export function renameEntry(site: ViteSite, root: string, collection: string, slug: string, to: string) {
  const from = entryFile(collection, slug);
  const next = entryFile(collection, to);
  if (existsSync(path.join(root, next.file))) throw new Error(`${next.url} is taken by another entry`);
  const change = { slug: to, from: from.url, to: next.url };
  return withMentions(site, root, { collection, slug }, change, () => {
    const redirects = path.join(root, dataFilePath('redirects'));
    const list = readFileSync(redirects, 'utf8');
    const text = readFileSync(path.join(root, from.file), 'utf8');
    const art = (s: string) => path.join(root, from.dir, 'art', s);
    writeFileSync(path.join(root, next.file), text.replaceAll(`./art/${slug}/`, `./art/${to}/`));
    rmSync(path.join(root, from.file));
    if (existsSync(art(slug))) renameSync(art(slug), art(to));
    const entry = `- from: ${from.url}\n  to: ${next.url}\n`;
    writeFileSync(redirects, `${list.replace(/\n?$/, '\n')}${entry}`);
    return () => {
      writeFileSync(path.join(root, from.file), text);
      rmSync(path.join(root, next.file));
      if (existsSync(art(to))) renameSync(art(to), art(slug));
      writeFileSync(redirects, list);
    };
  });
}

/**
 * Scaffolds a content entry: `npm run new -- project "Robotic Palletizer"` (or `service`, `post`).
 * Writes a valid MDX file with every field, sensible defaults and comments, plus starter blueprint
 * artwork to replace, and prints the file and its URL. Refuses a slug that already exists.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { collections } from '../content.config.ts';
import { escapeAttr } from '../src/lib/escape.ts';
import { fill } from '../src/lib/format.ts';
import { projectRoot } from './lib/project-root.ts';

type Collection = keyof typeof collections;

/** The collection of each kind of entry a writer can start (its `name` in content.config.ts). */
const KINDS = new Map<string, Collection>(
  (Object.keys(collections) as Collection[])
    .filter((key) => existsSync(path.join(import.meta.dirname, 'scaffold', `${collections[key].name}.mdx`)))
    .map((key) => [collections[key].name, key]),
);

export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A blank blueprint drawing sheet with the entry's name in the title block, to be replaced:
 * scripts/templates/starter-art.svg with {title}, {label} (the name as it fits the block) and {id}
 * (unique per drawing, for its patterns) filled in.
 */
function starterArt(title: string, id: string): string {
  const template = readFileSync(path.join(import.meta.dirname, 'templates', 'starter-art.svg'), 'utf8');
  return fill(template, { title: escapeAttr(title), label: escapeAttr(title.slice(0, 26)), id });
}

/**
 * A new entry's text: scripts/scaffold/<kind>.mdx, with {title}, {slug}, {today} (YYYY-MM-DD),
 * {year} and {titleLower} filled in.
 */
function entryText(kind: string, title: string, slug: string, today: string): string {
  const template = readFileSync(path.join(import.meta.dirname, 'scaffold', `${kind}.mdx`), 'utf8');
  return fill(template, { title, slug, today, year: today.slice(0, 4), titleLower: title.toLowerCase() });
}

export function scaffold(
  root: string,
  kind: string,
  title: string,
  today = new Date().toISOString().slice(0, 10),
) {
  const slug = slugify(title);
  if (!slug) throw new Error(`cannot make a slug from "${title}"`);
  const collection = KINDS.get(kind);
  if (!collection) throw new Error(`no kind of entry "${kind}": use ${[...KINDS.keys()].join(', ')}`);
  const { dir: contentDir, url } = collections[collection];
  if (url === null) throw new Error(`${kind} entries have no pages of their own: add one in content/`);
  const dir = path.join(root, contentDir);
  const file = path.join(dir, `${slug}.mdx`);
  if (existsSync(file)) throw new Error(`${path.relative(root, file)} already exists: choose another title`);
  mkdirSync(path.join(dir, 'art'), { recursive: true });
  // A starter drawing for each one the entry's template names (a project's gallery has two).
  const text = entryText(kind, title, slug, today);
  const art = [...text.matchAll(/\.\/art\/([^/\s]+)\.svg/g)].map((m) => m[1]!);
  for (const name of art) {
    const artFile = path.join(dir, 'art', `${name}.svg`);
    if (!existsSync(artFile)) writeFileSync(artFile, starterArt(title, name));
  }
  writeFileSync(file, text);
  return { file: path.relative(root, file).split(path.sep).join('/'), url: `${url}${slug}`, slug };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [kind, ...words] = process.argv.slice(2);
  const title = words.join(' ').trim();
  if (!kind || !KINDS.has(kind) || !title) {
    console.error(`usage: npm run new -- <${[...KINDS.keys()].join('|')}> "Title of the entry"`);
    process.exit(2);
  }
  try {
    const { file, url } = scaffold(projectRoot, kind, title);
    console.log(
      `Created ${file}\nURL: ${url} (marked draft: true; remove that line to publish)\nPreview: npm run dev`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

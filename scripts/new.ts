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
import { projectRoot } from './generate.ts';

/** The collection each kind of entry belongs to. */
const COLLECTIONS = { project: 'projects', service: 'services', post: 'posts' } as const;
type Kind = keyof typeof COLLECTIONS;

export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A blank blueprint drawing sheet with the entry's name in the title block, to be replaced. */
function starterArt(title: string, id: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img"><title>Starter drawing for ${escapeAttr(title)}</title><defs><pattern id="m-${id}" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#15395f"/></pattern><pattern id="g-${id}" width="200" height="200" patternUnits="userSpaceOnUse"><rect width="200" height="200" fill="url(#m-${id})"/><path d="M200 0H0V200" fill="none" stroke="#1e4a7a" stroke-width="1.5"/></pattern></defs><rect width="1200" height="800" fill="#0d2b4e"/><rect width="1200" height="800" fill="url(#g-${id})"/><rect x="40" y="40" width="1120" height="720" fill="none" stroke="#7fa8d9" stroke-width="2"/><g fill="none" stroke="#cfe3ff" stroke-width="4" stroke-linejoin="round"><rect x="300" y="250" width="420" height="300" rx="8"/><path d="M300 330h420M380 250v-60h260v60M360 550v60M660 550v60"/><circle cx="510" cy="440" r="60"/></g><path d="M510 440l42-42" stroke="#ff7a1a" stroke-width="6" stroke-linecap="round"/><rect x="810" y="690" width="360" height="90" fill="#0d2b4e" stroke="#7fa8d9" stroke-width="2"/><text x="830" y="730" font-family="Inter, Arial, sans-serif" font-size="24" fill="#cfe3ff">${escapeAttr(title.slice(0, 26))}</text><text x="830" y="762" font-family="Inter, Arial, sans-serif" font-size="16" fill="#7fa8d9">STARTER DRAWING: REPLACE</text></svg>
`;
}

/**
 * A new entry's text: scripts/scaffold/<kind>.mdx, with {title}, {slug}, {today} (YYYY-MM-DD),
 * {year} and {titleLower} filled in.
 */
function entryText(kind: Kind, title: string, slug: string, today: string): string {
  const template = readFileSync(path.join(import.meta.dirname, 'scaffold', `${kind}.mdx`), 'utf8');
  return fill(template, { title, slug, today, year: today.slice(0, 4), titleLower: title.toLowerCase() });
}

export function scaffold(
  root: string,
  kind: Kind,
  title: string,
  today = new Date().toISOString().slice(0, 10),
) {
  const slug = slugify(title);
  if (!slug) throw new Error(`cannot make a slug from "${title}"`);
  const { dir: contentDir, url } = collections[COLLECTIONS[kind]];
  const dir = path.join(root, contentDir);
  const file = path.join(dir, `${slug}.mdx`);
  if (existsSync(file)) throw new Error(`${path.relative(root, file)} already exists: choose another title`);
  mkdirSync(path.join(dir, 'art'), { recursive: true });
  const art = kind === 'project' ? [`${slug}-1`, `${slug}-2`] : [slug];
  for (const name of art) {
    const artFile = path.join(dir, 'art', `${name}.svg`);
    if (!existsSync(artFile)) writeFileSync(artFile, starterArt(title, name));
  }
  writeFileSync(file, entryText(kind, title, slug, today));
  return { file: path.relative(root, file).split(path.sep).join('/'), url: url + slug, slug };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [kind, ...words] = process.argv.slice(2);
  const title = words.join(' ').trim();
  if (!kind || !(kind in COLLECTIONS) || !title) {
    console.error('usage: npm run new -- <project|service|post> "Title of the entry"');
    process.exit(2);
  }
  try {
    const { file, url } = scaffold(projectRoot, kind as Kind, title);
    console.log(
      `Created ${file}\nURL: ${url} (marked draft: true; remove that line to publish)\nPreview: npm run dev`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

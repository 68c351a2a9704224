/**
 * Scaffolds a content entry: `npm run new -- project "Robotic Palletizer"` (or `service`, `post`).
 * Writes a valid MDX file with every field, sensible defaults and comments, plus starter blueprint
 * artwork to replace, and prints the file and its URL. Refuses a slug that already exists.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { collections } from '../content.config.ts';
import { escapeAttr } from '../src/lib/escape.ts';
import { projectRoot } from './generate.ts';
import { relPath } from './lib/load/files.ts';

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

/** What a template fills in: the title as typed, its slug, and today's date (YYYY-MM-DD). */
type Fields = { title: string; slug: string; today: string };

const TEMPLATES: Record<Kind, (fields: Fields) => string> = {
  project: ({ title, slug, today }) => `---
# The project's name: page title (h1), tiles and menus.
title: ${title}
# Heading above the case study text.
heading: ${title} for a Texas manufacturer
# One or two sentences (40 to 220 characters): cards, search results and the page description.
summary: What was built, for whom and what it achieved, in one or two sentences for cards and search.
# Customer industry, shown in PROJECT DETAILS.
industry: Manufacturing
# Year completed, surface area in sq ft, and the Texas city.
year: ${today.slice(0, 4)}
area: 10
location: Austin
# budget: 50000   # optional, in dollars; shown only when set
# Service slugs (files in content/services) shown as tag links.
tags: [control-systems]
# Exactly two of: motion, control, energy, data, power, manufacturing (the /projects filter).
categories: [control, manufacturing]
# Up to six project slugs for RELATED PROJECTS; [] hides the section.
related: []
# 2 to 7 images next to this file (SVG, JPEG or PNG); the first is the cover.
gallery:
  - src: ./art/${slug}-1.svg
    alt: Blueprint drawing of the ${title.toLowerCase()}, overall view
  - src: ./art/${slug}-2.svg
    alt: Blueprint drawing of the ${title.toLowerCase()}, detail view
# draft: true   # keeps the page out of the build while you write (it still shows in npm run dev)
draft: true
---

The challenge: what the customer needed and why it was hard.

What we built: the machine, its controls and safety, and how it was tested.

The result: what changed for the customer, in numbers where possible.
`,
  service: ({ title, slug }) => `---
# Service name: page title (h1), cards and menus.
title: ${title}
# Heading above the description.
heading: ${title}, designed and built in Austin, Texas
# One or two sentences (40 to 220 characters): cards, search results and the page description.
summary: What this service delivers and for whom, in one or two sentences for cards and search results.
# Position in service lists (lower first).
order: 200
# The paragraph about the single dedicated service consultant.
consultant: One dedicated service consultant owns your ${title.toLowerCase()} project from the first call to handover, so you always have one person who knows your machine.
# Three tabs, each with a label and a Markdown body.
tabs:
  - label: WHY IT MATTERS
    body: |
      Why customers need this service, in a short paragraph or a list.
  - label: HOW WE WORK
    body: |
      The steps from specification to commissioning, in a short paragraph or a list.
  - label: OUR GUARANTEE
    body: |
      What we stand behind after delivery, in a short paragraph.
# Up to six project slugs shown as related work.
related: []
# Card and banner artwork next to this file.
cover:
  src: ./art/${slug}.svg
  alt: Blueprint drawing representing ${title.toLowerCase()}
draft: true
---

What the service is, who it is for and what a typical engagement looks like.
`,
  post: ({ title, slug, today }) => `---
# Article title (h1).
title: ${title}
# Publication date, YYYY-MM-DD: the one date shown everywhere.
date: ${today}
author: Ironbridge Engineering Team
# Two or three sentences (60 to 300 characters) for cards, the feed and the page description.
excerpt: What the reader will learn from this article and why it matters to engineering buyers, in two sentences.
# Service slugs shown as tag links.
tags: [control-systems]
# Cover artwork next to this file.
cover:
  src: ./art/${slug}.svg
  alt: Blueprint drawing illustrating ${title.toLowerCase()}
draft: true
---

## First section

The article in Markdown: headings, lists and tables are all welcome.
`,
};

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
  writeFileSync(file, TEMPLATES[kind]({ title, slug, today }));
  return { file: relPath(root, file), url: url + slug, slug };
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

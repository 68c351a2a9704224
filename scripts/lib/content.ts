/**
 * Reads every content file, validates it against its schema and across files, and returns either
 * the complete, resolved content model or every problem found (never a half-valid model).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  navigationSchema,
  pagesSchema,
  postSchema,
  projectSchema,
  redirectsSchema,
  serviceSchema,
  siteSchema,
  type Navigation,
  type PageMeta,
  type PostFrontmatter,
  type ProjectFrontmatter,
  type Redirect,
  type ServiceFrontmatter,
  type Site,
} from '../../src/schema/index.ts';
import { dataSchemas, type DataFiles } from '../../src/schema/data.ts';
import { templateNames } from '../../src/templates/names.ts';
import { didYouMean, formatPath, type Problem } from './problems.ts';
import { parseYaml, type YamlSource } from './yaml-source.ts';
import { checkDataReferences } from './page-data.ts';
import { checkPhoto, isPhoto, photoInfo, type PhotoInfo } from './images.ts';
import { bodyKey, cachedBody, loadBodies, saveBodies, storeBody, type BodyResult } from './body-cache.ts';
import type { BodyTask } from './build-worker.ts';
import type { BuildPool } from './pool.ts';

export type Collection = 'projects' | 'services' | 'blog';

export interface Entry<T> {
  collection: Collection;
  slug: string;
  /** Path relative to the project root */
  file: string;
  data: T;
  /** Markdown/MDX body (frontmatter removed) */
  body: string;
  /** The body rendered to HTML */
  html: string;
  /** Lines of the file before the body (the frontmatter block) */
  bodyOffset: number;
  /** Words in the body */
  words: number;
  source: YamlSource;
}

export interface ContentModel {
  root: string;
  site: Site;
  navigation: Navigation;
  pages: PageMeta[];
  redirects: Redirect[];
  data: DataFiles;
  projects: Entry<ProjectFrontmatter>[];
  services: Entry<ServiceFrontmatter>[];
  posts: Entry<PostFrontmatter>[];
  /** Sample entries for the generic detail routes (/project-detail) */
  samples: { project?: Entry<ProjectFrontmatter> };
  /** Every media file referenced, relative to content/ */
  media: Set<string>;
  /** Size and format of every photo (JPEG/PNG) among them */
  photos: Map<string, PhotoInfo>;
  /** Parsed data files, to locate links when checking them against routes */
  sources: Record<string, YamlSource>;
}

export interface LoadOptions {
  /** Include entries marked `draft: true` (dev server). */
  drafts?: boolean;
  /** Directory for the rendered-body cache; omitted disables the cache. */
  cacheDir?: string;
  /** Worker threads that render bodies not in the cache (the build has them) */
  pool?: BuildPool;
}

/** Below this many bodies to render, starting threads costs more than it saves. */
const POOL_MIN_BODIES = 64;

/** The text of every MDX file under content/, by path relative to the root: read once per run. */
function readEntryFiles(root: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const dir of ['projects', 'services', 'blog', 'samples']) {
    for (const file of listFiles(path.join(root, 'content', dir), '.mdx')) {
      texts.set(rel(root, file), readFileSync(file, 'utf8'));
    }
  }
  return texts;
}

/**
 * Renders every MDX body (cached ones are read back), in the pool's threads when there are many:
 * started before the frontmatter is validated, so both happen at once.
 */
async function renderAllBodies(
  texts: Map<string, string>,
  opts: LoadOptions,
): Promise<Map<string, BodyResult>> {
  const results = new Map<string, BodyResult>();
  const todo: BodyTask[] = [];
  const keys: string[] = [];
  if (opts.cacheDir) loadBodies(opts.cacheDir);
  for (const [relFile, text] of texts) {
    const key = bodyKey(text);
    keys.push(key);
    const cached = cachedBody(key, relFile);
    if (cached) results.set(relFile, cached);
    else todo.push({ relFile, text, key });
  }
  if (opts.pool && todo.length >= POOL_MIN_BODIES) {
    const rendered = await opts.pool.renderBodies(todo);
    rendered.forEach((r, i) => {
      results.set(todo[i]!.relFile, r);
      storeBody(todo[i]!.key, r);
    });
  } else if (todo.length > 0) {
    const { renderBody } = await import('./mdx-html.ts');
    for (const t of todo) results.set(t.relFile, renderBody(t.relFile, t.text, t.key));
  }
  if (opts.cacheDir) saveBodies(opts.cacheDir, keys);
  return results;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

function rel(root: string, file: string) {
  return path.relative(root, file).split(path.sep).join('/');
}

function listFiles(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(ext) && !f.startsWith('_'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Applies a schema and turns each zod issue into a located problem. */
function check<S extends z.ZodType>(
  schema: S,
  source: YamlSource,
  problems: Problem[],
): z.output<S> | undefined {
  const result = schema.safeParse(source.data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeys(schema, issue.path);
      for (const key of issue.keys) {
        const at = source.locate([...issue.path, key], true);
        problems.push({
          file: source.file,
          ...at,
          field: formatPath([...issue.path, key]),
          message: `unknown field "${key}"${didYouMean(key, known)}`,
        });
      }
      continue;
    }
    const raw = valueAt(source.data, issue.path);
    const at = source.locate(issue.path);
    let message = issue.message.replace(/^Invalid input: /, '');
    if (raw === undefined) message = `missing required field (${message})`;
    else message += `, got ${preview(raw)}`;
    problems.push({ file: source.file, ...at, field: formatPath(issue.path), message });
  }
  return undefined;
}

function preview(value: unknown): string {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function valueAt(data: unknown, p: readonly PropertyKey[]): unknown {
  let cur: unknown = data;
  for (const seg of p) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[seg];
  }
  return cur;
}

/** Field names the schema accepts at a path, for "did you mean" on unknown fields. */
function knownKeys(schema: z.ZodType, p: readonly PropertyKey[]): string[] {
  let cur: unknown = schema;
  for (const seg of p) {
    cur = unwrap(cur);
    const def = (cur as { def?: { type?: string; element?: unknown; shape?: Record<string, unknown> } }).def;
    if (def?.type === 'array') cur = def.element;
    else if (def?.type === 'object' && def.shape) cur = def.shape[String(seg)];
    else return [];
  }
  const shape = (unwrap(cur) as { def?: { shape?: Record<string, unknown> } }).def?.shape;
  return shape ? Object.keys(shape) : [];
}

function unwrap(s: unknown): unknown {
  let cur = s as { def?: { type?: string; innerType?: unknown; in?: unknown } };
  while (cur?.def && ['optional', 'default', 'nullable', 'pipe'].includes(cur.def.type ?? '')) {
    cur = (cur.def.innerType ?? cur.def.in) as typeof cur;
  }
  return cur;
}

function readDataFile<S extends z.ZodType>(root: string, name: string, schema: S, problems: Problem[]) {
  const file = path.join(root, 'content', 'data', `${name}.yaml`);
  const relFile = rel(root, file);
  if (!existsSync(file)) {
    problems.push({ file: relFile, line: 1, column: 1, field: '(file)', message: 'file is missing' });
    return undefined;
  }
  const source = parseYaml(relFile, readFileSync(file, 'utf8'), 0, problems);
  if (!source) return undefined;
  const data = check(schema, source, problems);
  return data === undefined ? undefined : { data, source };
}

function countWords(markdown: string): number {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/[#>*_`|[\]()-]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

function loadCollection<S extends z.ZodType>(
  root: string,
  collection: Collection,
  dir: string,
  schema: S,
  problems: Problem[],
  opts: LoadOptions,
  texts: Map<string, string>,
  parsed: { file: string; slug: string; source: YamlSource }[] = [],
): Entry<z.output<S>>[] {
  const entries: Entry<z.output<S>>[] = [];
  const relDir = rel(root, dir);
  // The files were listed and read once for the whole run (readEntryFiles), in this order.
  for (const [relFile, text] of texts) {
    if (path.posix.dirname(relFile) !== relDir) continue;
    const file = path.join(root, relFile);
    const slug = path.basename(file, '.mdx');
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      problems.push({
        file: relFile,
        line: 1,
        column: 1,
        field: '(file name)',
        message: `file name "${slug}" is not a valid slug (lower-case words joined by hyphens)`,
      });
    }
    const fm = FRONTMATTER.exec(text);
    if (!fm) {
      problems.push({
        file: relFile,
        line: 1,
        column: 1,
        field: '(frontmatter)',
        message: 'expected YAML frontmatter between "---" lines at the top of the file',
      });
      continue;
    }
    const source = parseYaml(relFile, fm[1]!, 1, problems);
    if (!source) continue;
    parsed.push({ file: relFile, slug, source });
    const data = check(schema, source, problems);
    if (data === undefined) continue;
    if ((data as { draft?: boolean }).draft && !opts.drafts) continue;
    const body = text.slice(fm[0].length);
    const bodyOffset = fm[0].split('\n').length - 1;
    entries.push({
      collection,
      slug,
      file: relFile,
      data,
      body,
      html: '', // filled in when the bodies are rendered
      bodyOffset,
      words: countWords(body),
      source,
    });
  }
  return entries.sort((a, b) => a.slug.localeCompare(b.slug));
}

/** Checks that every image an entry names exists next to it, and records it for copying. */
function checkImages(
  root: string,
  entry: { file: string; source: YamlSource },
  images: { path: PropertyKey[]; src: string }[],
  media: Set<string>,
  problems: Problem[],
  photoChecks: Promise<void>[] = [],
) {
  const dir = path.dirname(path.join(root, entry.file));
  for (const img of images) {
    const abs = path.resolve(dir, img.src);
    const relToContent = path.relative(path.join(root, 'content'), abs).split(path.sep).join('/');
    if (relToContent.startsWith('..')) {
      problems.push({
        file: entry.file,
        ...entry.source.locate(img.path),
        field: formatPath(img.path),
        message: `image must live inside content/, got "${img.src}"`,
      });
    } else if (!existsSync(abs) || !statSync(abs).isFile()) {
      problems.push({
        file: entry.file,
        ...entry.source.locate(img.path),
        field: formatPath(img.path),
        message: `image file not found: "${img.src}" (looked for ${rel(root, abs)})`,
      });
    } else if (!/\.(svg|jpe?g|png|webp|avif)$/i.test(abs)) {
      problems.push({
        file: entry.file,
        ...entry.source.locate(img.path),
        field: formatPath(img.path),
        message: `unsupported image type "${path.extname(abs)}"; use SVG, JPEG or PNG`,
      });
    } else {
      media.add(relToContent);
      if (isPhoto(abs)) {
        photoChecks.push(
          checkPhoto(abs).then((messages) => {
            for (const message of messages) {
              problems.push({
                file: entry.file,
                ...entry.source.locate(img.path),
                field: formatPath(img.path),
                message,
              });
            }
          }),
        );
      }
    }
  }
}

/** Every `{ src, alt }` object inside a data file, with its field path. */
function findImages(value: unknown, at: PropertyKey[] = []): { path: PropertyKey[]; src: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => findImages(v, [...at, i]));
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if (typeof obj.src === 'string' && typeof obj.alt === 'string')
      return [{ path: [...at, 'src'], src: obj.src }];
    return Object.entries(obj).flatMap(([k, v]) => findImages(v, [...at, k]));
  }
  return [];
}

export async function loadContent(
  root: string,
  opts: LoadOptions = {},
): Promise<{ problems: Problem[]; model?: ContentModel }> {
  const problems: Problem[] = [];
  const texts = readEntryFiles(root);
  const bodies = renderAllBodies(texts, opts);
  const site = readDataFile(root, 'site', siteSchema, problems);
  const navigation = readDataFile(root, 'navigation', navigationSchema, problems);
  const pages = readDataFile(root, 'pages', pagesSchema, problems);
  const redirects = readDataFile(root, 'redirects', redirectsSchema, problems);
  const data: Partial<Record<keyof DataFiles, { data: unknown; source: YamlSource }>> = {};
  for (const [name, schema] of Object.entries(dataSchemas)) {
    const loaded = readDataFile(root, name, schema, problems);
    if (loaded) data[name as keyof DataFiles] = loaded;
  }
  const contentDir = path.join(root, 'content');
  // Every file that parsed, valid or not: references are checked on all of them, so one run
  // reports a bad year and a bad tag in the same file together.
  const parsed = { projects: [], services: [], posts: [], samples: [] } as Record<
    'projects' | 'services' | 'posts' | 'samples',
    { file: string; slug: string; source: YamlSource }[]
  >;
  const projects = loadCollection(
    root,
    'projects',
    path.join(contentDir, 'projects'),
    projectSchema,
    problems,
    opts,
    texts,
    parsed.projects,
  );
  const services = loadCollection(
    root,
    'services',
    path.join(contentDir, 'services'),
    serviceSchema,
    problems,
    opts,
    texts,
    parsed.services,
  );
  const posts = loadCollection(
    root,
    'blog',
    path.join(contentDir, 'blog'),
    postSchema,
    problems,
    opts,
    texts,
    parsed.posts,
  );
  const sampleProjects = loadCollection(
    root,
    'projects',
    path.join(contentDir, 'samples'),
    projectSchema,
    problems,
    opts,
    texts,
    parsed.samples,
  );

  const rendered = await bodies;
  for (const result of rendered.values()) if (result.problems) problems.push(...result.problems);
  for (const e of [...projects, ...services, ...posts, ...sampleProjects]) {
    e.html = rendered.get(e.file)?.html ?? '';
  }

  const media = new Set<string>();
  const photoChecks: Promise<void>[] = [];
  for (const e of [...projects, ...sampleProjects]) {
    checkImages(
      root,
      e,
      e.data.gallery.map((g, i) => ({ path: ['gallery', i, 'src'], src: g.src })),
      media,
      problems,
      photoChecks,
    );
  }
  for (const e of [...services, ...posts]) {
    checkImages(root, e, [{ path: ['cover', 'src'], src: e.data.cover.src }], media, problems, photoChecks);
  }
  for (const loaded of Object.values(data)) {
    const file = loaded.source.file;
    checkImages(root, { file, source: loaded.source }, findImages(loaded.data), media, problems, photoChecks);
  }
  await Promise.all(photoChecks);
  const photos = new Map<string, PhotoInfo>();
  if (problems.length === 0) {
    await Promise.all(
      [...media].filter(isPhoto).map(async (m) => photos.set(m, await photoInfo(path.join(contentDir, m)))),
    );
  }

  // Cross-file checks: references must name entries that exist.
  // Slugs of every file that exists (a file with a typo is still a page-to-be, not a missing one).
  const projectSlugs = new Set(parsed.projects.map((p) => p.slug));
  const serviceSlugs = new Set(parsed.services.map((s) => s.slug));
  const postSlugs = new Set(parsed.posts.map((p) => p.slug));
  const strings = (source: YamlSource, key: string): string[] => {
    const v = (source.data as Record<string, unknown>)[key];
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  };
  const ref = (
    file: string,
    source: YamlSource,
    p: PropertyKey[],
    value: string,
    known: Set<string>,
    kind: string,
  ) => {
    if (!known.has(value)) {
      problems.push({
        file,
        ...source.locate(p),
        field: formatPath(p),
        message: `unknown ${kind} "${value}"${didYouMean(value, known)}`,
      });
    }
  };
  for (const e of [...parsed.projects, ...parsed.samples]) {
    strings(e.source, 'tags').forEach((t, i) =>
      ref(e.file, e.source, ['tags', i], t, serviceSlugs, 'service'),
    );
    strings(e.source, 'related').forEach((r, i) => {
      ref(e.file, e.source, ['related', i], r, projectSlugs, 'project');
      if (r === e.slug) {
        problems.push({
          file: e.file,
          ...e.source.locate(['related', i]),
          field: `related[${i}]`,
          message: 'a project cannot be related to itself',
        });
      }
    });
  }
  for (const e of parsed.services) {
    strings(e.source, 'related').forEach((r, i) =>
      ref(e.file, e.source, ['related', i], r, projectSlugs, 'project'),
    );
  }
  for (const e of parsed.posts) {
    strings(e.source, 'tags').forEach((t, i) =>
      ref(e.file, e.source, ['tags', i], t, serviceSlugs, 'service'),
    );
  }
  if (navigation) {
    const { data: nav, source } = navigation;
    const file = source.file;
    nav.footerPosts.forEach((s, i) => ref(file, source, ['footerPosts', i], s, postSlugs, 'blog post'));
    nav.footerProjects.forEach((s, i) =>
      ref(file, source, ['footerProjects', i], s, projectSlugs, 'project'),
    );
    nav.blogSidebarTags.forEach((s, i) =>
      ref(file, source, ['blogSidebarTags', i], s, serviceSlugs, 'service'),
    );
    nav.serviceSidebar.forEach((s, i) =>
      ref(file, source, ['serviceSidebar', i], s, serviceSlugs, 'service'),
    );
    nav.serviceGallery.forEach((s, i) =>
      ref(file, source, ['serviceGallery', i], s, projectSlugs, 'project'),
    );
  }
  if (pages) {
    const seen = new Set<string>();
    pages.data.forEach((p, i) => {
      if (!(templateNames as readonly string[]).includes(p.template)) {
        problems.push({
          file: pages.source.file,
          ...pages.source.locate([i, 'template']),
          field: `[${i}].template`,
          message: `unknown template "${p.template}"${didYouMean(p.template, templateNames)}`,
        });
      }
      if (seen.has(p.path)) {
        problems.push({
          file: pages.source.file,
          ...pages.source.locate([i, 'path']),
          field: `[${i}].path`,
          message: `duplicate path "${p.path}"`,
        });
      }
      seen.add(p.path);
    });
  }

  checkDataReferences(
    {
      data: Object.fromEntries(
        Object.entries(data).map(([k, v]) => [k, v.data]),
      ) as Partial<DataFiles> as DataFiles,
      // Every file that exists counts, so an entry with a typo is not also reported as missing.
      projects: parsed.projects,
      services: parsed.services,
    },
    Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.source])),
    problems,
  );

  if (problems.length > 0 || !site || !navigation || !pages || !redirects) return { problems };
  return {
    problems,
    model: {
      root,
      site: site.data,
      navigation: navigation.data,
      pages: pages.data,
      redirects: redirects.data,
      data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.data])) as DataFiles,
      projects,
      services,
      posts,
      samples: { project: sampleProjects.find((p) => p.slug === 'project-detail') },
      media,
      photos,
      sources: {
        navigation: navigation.source,
        pages: pages.source,
        site: site.source,
        redirects: redirects.source,
        ...Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.source])),
      },
    },
  };
}

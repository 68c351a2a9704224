/**
 * Content as Vite modules beyond what is on disk. A Markdown field of an entry's frontmatter (such
 * as a service tab's body, content.config.ts `markdown`) is an MDX module of its own:
 * `content/services/x.mdx?tab=1` is the text of that tab, which the MDX plugin then compiles like
 * any body, and the entry's own module lists them as its `fields` export (their reports as
 * `fieldReports`). With `drafts` (the editor's previews), an entry file's text may come from
 * memory instead of the disk, for the file and its fields alike.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Plugin, ResolvedConfig } from 'vite';
import { collections } from '../../content.config.ts';
import { markdownFields } from '../../src/mdx/read.ts';
import { failedModule } from '../../src/mdx/report.ts';
import { cacheDir, sha1 } from './cache.ts';

/**
 * The Markdown fields of the entry file `file` whose whole text is `text`, in order (one without
 * its text is left out here and reported by the validator, as `readBodies` does).
 */
function fieldTexts(file: string, text: string): string[] {
  const collection = Object.values(collections).find((c) => 'markdown' in c && file.includes(`/${c.dir}/`));
  const spec = (collection as { markdown?: readonly [string, string] } | undefined)?.markdown;
  return spec ? markdownFields(matter(text).data, spec).map((m) => m.text) : [];
}

/** What an entry's compiled module adds: its Markdown fields' modules and their reports, in order. */
function fieldsExports(file: string, text: string): string {
  const ids = fieldTexts(file, text).map((_, i) => i);
  return [
    ...ids.map(
      (i) => `import _field${i}, { report as _report${i} } from ${JSON.stringify(`${file}?tab=${i}`)};`,
    ),
    `export const fields = [${ids.map((i) => `_field${i}`).join(', ')}];`,
    `export const fieldReports = [${ids.map((i) => `_report${i}`).join(', ')}];`,
  ].join('\n');
}

/** Files whose change changes what a text compiles to: part of every cached module's key. */
const COMPILER = [
  'scripts/lib/mdx-fields.ts',
  'vite.config.ts',
  'src/mdx/options.ts',
  'src/mdx/read.ts',
  'src/mdx/content-only.ts',
  'src/mdx/report.ts',
  'src/mdx/outline.ts',
  'src/mdx/components.tsx',
  'node_modules/@mdx-js/mdx/package.json',
  'node_modules/remark-gfm/package.json',
];

/**
 * Compiled MDX modules kept between builds, by the text, its module id's query and the compiler,
 * so a build compiles only what changed (7 s of MDX in a cold build at 1,000 entries). One file,
 * written whole and then renamed at the end of a build that compiled content (a build stopped
 * meanwhile leaves the last one as it was), holds that build's modules: it never grows past one
 * site, and at 1,000 entries it is one write instead of 1,468 small files (0.5 s of main thread).
 */
function compiledCache(root: string) {
  const file = path.join(cacheDir(root, 'mdx'), 'modules.json');
  const compiler = sha1(...COMPILER.map((f) => readFileSync(path.join(root, f))));
  const stored = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { compiler: string; modules: Record<string, string> })
    : undefined;
  const kept = stored?.compiler === compiler ? stored.modules : {};
  const used: Record<string, string> = {};
  const key = (code: string, id: string) => sha1(id.split('?')[1] ?? '', '\0', code);
  return {
    get: (code: string, id: string) => {
      const k = key(code, id);
      if (kept[k] !== undefined) used[k] = kept[k];
      return kept[k];
    },
    set: (code: string, id: string, compiled: string) => (used[key(code, id)] = compiled),
    save: () => {
      if (!Object.keys(used).length) return;
      writeFileSync(`${file}.part`, JSON.stringify({ compiler, modules: used }));
      renameSync(`${file}.part`, file);
    },
  };
}

type Transform = (this: unknown, code: string, id: string) => Promise<{ code: string } | undefined>;

/**
 * `@mdx-js/rollup` as the site uses it: an entry's module also lists its Markdown fields, and a
 * text that is not valid MDX becomes a module that renders nothing and reports its problem, so the
 * build can list every problem of every file at once. A production build keeps what it compiled
 * for the next one, read at its first text (the browser's build, which has none, never reads it).
 */
export function contentMdx<P extends { transform?: unknown }>(plugin: P): P {
  const transform = plugin.transform as Transform;
  let root: string | undefined;
  let cache: ReturnType<typeof compiledCache> | undefined;
  return {
    ...plugin,
    configResolved(config: ResolvedConfig) {
      if (config.command === 'build' && config.isProduction) root = config.root;
    },
    buildEnd() {
      cache?.save();
    },
    async transform(this: unknown, code: string, id: string) {
      if (!id.includes('.mdx')) return transform.call(this, code, id);
      cache ??= root === undefined ? undefined : compiledCache(root);
      const known = cache?.get(code, id);
      if (known !== undefined) return { code: known, map: null };
      const compiled = await transform
        .call(this, code, id)
        .catch((error: unknown) => ({ code: failedModule(code, error) }));
      if (!compiled) return compiled;
      if (id.endsWith('.mdx')) compiled.code += `\n${fieldsExports(id, code)}`;
      cache?.set(code, id, compiled.code);
      return compiled;
    },
  };
}

export function mdxFields(drafts?: Map<string, string>): Plugin {
  let root = '';
  return {
    name: drafts ? 'content-drafts' : 'mdx-fields',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    // A draft of a new entry has no file on disk to resolve to.
    resolveId(id) {
      const [file = '', query] = id.split('?');
      const abs = `${root}${file}`;
      return file.startsWith('/content/') && drafts?.has(abs) ? `${abs}${query ? `?${query}` : ''}` : null;
    },
    load: {
      // Before any other loader: a draft replaces the file on disk.
      order: 'pre',
      handler(id) {
        const [file = '', query] = id.split('?');
        if (!file.endsWith('.mdx')) return null;
        const draft = drafts?.get(file);
        if (drafts && draft === undefined) return null;
        if (query === undefined) return draft ?? null;
        const texts = fieldTexts(file, draft ?? readFileSync(file, 'utf8'));
        const tab = /^tab=(\d+)$/.exec(query)?.[1];
        return tab === undefined ? null : (texts[Number(tab)] ?? null);
      },
    },
  };
}

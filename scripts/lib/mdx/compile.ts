/**
 * Compiles the MDX body of a content file with `@mdx-js/mdx` (the site's settings, see
 * options.ts) and renders it once, at build time, to the HTML that reaches the browser in the
 * route's data, with the same component registry the site uses (`src/mdx/components.tsx`).
 * Syntax errors and content-only problems come back as problems with their line and column.
 *
 * Rendering to HTML here, instead of bundling every body as a JavaScript module, keeps the client
 * bundle the same size however many entries the site has.
 *
 * A text with no MDX syntax (most bodies) skips MDX's JavaScript: its Markdown tree goes through
 * the same remark plugins and remark-rehype settings, and its HTML tree becomes React elements
 * with the same components (hast-util-to-jsx-runtime, what MDX's output calls). That renders the
 * same HTML in about half the time, for no code is generated, compiled and run per body;
 * tests/unit/mdx-gfm-gate.test.ts compares it with MDX for every content file and crafted texts.
 */
import { createProcessor, run } from '@mdx-js/mdx';
import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { MDXContent } from 'mdx/types';
import { createElement, type ReactElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { mdxComponents } from '../../../src/mdx/components.tsx';
import type { Problem } from '../problems.ts';
import { bodyKey, cachedBody, storeBody, type BodyResult } from '../body-cache.ts';
import { mdxOptionsFor, type Settings } from './options.ts';
import { remarkOutline, type BodyOutline } from './outline.ts';

/** How many bodies this process has compiled (not read from a cache). */
export const renderStats = { bodies: 0 };

interface Located {
  line?: number | null;
  column?: number | null;
  reason?: string;
  message?: string;
}

function problemAt(relFile: string, text: string, e: Located, syntax: boolean): Problem {
  const line = e.line ?? 1;
  const shown = text.split('\n')[line - 1]?.trim();
  const reason = e.reason ?? e.message ?? 'the file could not be compiled';
  return {
    file: relFile,
    line,
    column: e.column ?? 1,
    field: 'mdx',
    message: syntax ? `MDX syntax error: ${reason}${shown ? ` (line: ${shown.slice(0, 80)})` : ''}` : reason,
  };
}

/** One processor per settings, made once: making one for each text cost as much as a short text's compile. */
const processors = new Map<Settings, ReturnType<typeof createProcessor>>();

function mdxProcessor(settings: Settings) {
  let processor = processors.get(settings);
  if (!processor) {
    processor = createProcessor({
      ...settings,
      outputFormat: 'function-body',
      remarkPlugins: [...settings.remarkPlugins, remarkOutline],
    });
    processors.set(settings, processor);
  }
  return processor;
}

function markdownProcessor(settings: Settings) {
  return unified()
    .use(remarkParse)
    .use(settings.remarkPlugins)
    .use(remarkOutline)
    .use(remarkRehype, settings.remarkRehypeOptions);
}
const markdownProcessors = new Map<Settings, ReturnType<typeof markdownProcessor>>();

/** A plain Markdown text's HTML tree (the settings' format is `md`). */
async function markdownTree(file: VFile, settings: Settings): Promise<Root> {
  let processor = markdownProcessors.get(settings);
  if (!processor) markdownProcessors.set(settings, (processor = markdownProcessor(settings)));
  return processor.run(processor.parse(file), file);
}

/**
 * Renders one text with `settings` (by default the site's, for this text; tests pass the full
 * MDX settings to compare).
 */
export async function renderText(
  relFile: string,
  text: string,
  settings = mdxOptionsFor(text),
): Promise<BodyResult> {
  const file = new VFile({ path: relFile, value: text });
  let compiled: { tree: Root } | { code: string };
  try {
    compiled =
      settings.format === 'md'
        ? { tree: await markdownTree(file, settings) }
        : { code: String(await mdxProcessor(settings).process(file)) };
  } catch (error) {
    return { problems: [problemAt(relFile, text, error as Located, true)] };
  }
  const refused = file.messages.filter((m) => m.fatal);
  if (refused.length > 0) return { problems: refused.map((m) => problemAt(relFile, text, m, false)) };
  let content: ReactElement;
  if ('tree' in compiled) {
    // Typed as the global JSX.Element, which React 19's types no longer declare.
    content = toJsxRuntime(compiled.tree, { ...runtime, components: mdxComponents }) as ReactElement;
  } else {
    const { default: Content } = (await run(compiled.code, { ...runtime, baseUrl: import.meta.url })) as {
      default: MDXContent;
    };
    content = createElement(Content, { components: mdxComponents });
  }
  // Links in bodies are the site's SmartLinks; a router gives them their context.
  const html = renderToStaticMarkup(createElement(StaticRouter, { location: '/' }, content));
  return { html, ...(file.data.outline as BodyOutline) };
}

/**
 * The HTML and outline of one body, or the problems that stop it. `text` keeps the file's line
 * numbers (callers blank out the frontmatter rather than cut it). Results are remembered by `key`
 * (see body-cache.ts): a body is compiled once per content.
 */
export async function renderBody(relFile: string, text: string, key = bodyKey(text)): Promise<BodyResult> {
  const cached = cachedBody(key, relFile);
  if (cached) return cached;
  renderStats.bodies++;
  const result = await renderText(relFile, text);
  storeBody(key, result);
  return result;
}

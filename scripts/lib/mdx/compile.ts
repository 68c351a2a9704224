/**
 * Compiles the MDX body of a content file with `@mdx-js/mdx` (the site's settings, see
 * options.ts) and renders it once, at build time, to the HTML that reaches the browser in the
 * route's data, with the same component registry the site uses (`src/mdx/components.tsx`).
 * Syntax errors and content-only problems come back as problems with their line and column.
 *
 * Rendering to HTML here, instead of bundling every body as a JavaScript module, keeps the client
 * bundle the same size however many entries the site has.
 */
import { createProcessor, run } from '@mdx-js/mdx';
import type { MDXContent } from 'mdx/types';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { VFile } from 'vfile';
import { mdxComponents } from '../../../src/mdx/components.tsx';
import type { Problem } from '../problems.ts';
import { bodyKey, cachedBody, storeBody, type BodyResult } from '../body-cache.ts';
import { mdxOptionsFor } from './options.ts';
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
const processors = new Map<object, ReturnType<typeof createProcessor>>();

function processorFor(text: string) {
  const options = mdxOptionsFor(text);
  let processor = processors.get(options);
  if (!processor) {
    processor = createProcessor({
      ...options,
      outputFormat: 'function-body',
      remarkPlugins: [...options.remarkPlugins, remarkOutline],
    });
    processors.set(options, processor);
  }
  return processor;
}

async function compileAndRender(relFile: string, text: string): Promise<BodyResult> {
  const file = new VFile({ path: relFile, value: text });
  let code: string;
  try {
    code = String(await processorFor(text).process(file));
  } catch (error) {
    return { problems: [problemAt(relFile, text, error as Located, true)] };
  }
  const refused = file.messages.filter((m) => m.fatal);
  if (refused.length > 0) return { problems: refused.map((m) => problemAt(relFile, text, m, false)) };
  const { default: Content } = (await run(code, { ...runtime, baseUrl: import.meta.url })) as {
    default: MDXContent;
  };
  // Links in bodies are the site's SmartLinks; a router gives them their context.
  const html = renderToStaticMarkup(
    createElement(StaticRouter, { location: '/' }, createElement(Content, { components: mdxComponents })),
  );
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
  const result = await compileAndRender(relFile, text);
  storeBody(key, result);
  return result;
}

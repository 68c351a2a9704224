/**
 * Turns the MDX body of a content file into HTML once, at generate time. The body is parsed with
 * the MDX parser (so syntax errors carry their line and column), converted to HTML elements, and
 * rendered with the same component registry the site uses (`src/mdx/components.tsx`).
 *
 * Content is writing, not code: custom tags from the registry (`<Note>`) with plain attribute
 * values are supported; imports, exports and `{expressions}` are reported as problems with their
 * line, since nothing in a content file may run code.
 *
 * Rendering to HTML here, instead of bundling every body as a JavaScript module, is what keeps the
 * build linear and fast: the browser receives the body as part of the route's data, and the
 * bundler sees the same few dozen modules however many entries the site has.
 */
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Root as MdastRoot, RootContent } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { createElement, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { mdxComponents } from '../../src/mdx/components.tsx';
import { bodyKey, cachedBody, storeBody, type BodyResult } from './body-cache.ts';
import { parseMdx } from './mdx-parse.ts';
import type { Problem } from './problems.ts';

/** Custom tags a writer may use: the registry's capitalised names (lower-case ones restyle HTML). */
export const CONTENT_TAGS = Object.keys(mdxComponents).filter((k) => /^[A-Z]/.test(k));

interface Positioned {
  type: string;
  name?: string | null;
  position?: { start: { line: number; column: number } };
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Positioned[];
}

/** Everything in the tree that would need code to run, as problems with their place. */
function unsupported(relFile: string, tree: MdastRoot): Problem[] {
  const problems: Problem[] = [];
  const at = (node: Positioned, message: string) =>
    problems.push({
      file: relFile,
      line: node.position?.start.line ?? 1,
      column: node.position?.start.column ?? 1,
      field: 'mdx',
      message,
    });
  const visit = (node: Positioned) => {
    switch (node.type) {
      case 'mdxjsEsm':
        at(node, 'imports and exports are not allowed in content; the site provides every component');
        return;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        at(node, 'expressions in {braces} are not allowed in content; write the text itself');
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
        if (!name) at(node, 'fragments (<>…</>) are not allowed in content');
        else if (/^[A-Z]/.test(name) && !CONTENT_TAGS.includes(name)) {
          at(
            node,
            `unknown component <${name}>; content can use ${CONTENT_TAGS.map((t) => `<${t}>`).join(', ')}`,
          );
        }
        for (const attr of node.attributes ?? []) {
          if (attr.type !== 'mdxJsxAttribute' || (attr.value !== null && typeof attr.value === 'object')) {
            at(node, `<${name}> attributes must be plain values such as title="Text", not {expressions}`);
            break;
          }
        }
        break;
      }
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return problems;
}

interface JsxNode {
  type: string;
  name?: string | null;
  tagName?: string;
  attributes?: { name: string; value?: unknown }[];
  properties?: Record<string, unknown>;
  children?: JsxNode[];
}

/**
 * Custom tags become plain elements named after their component, with their (literal, checked
 * above) attributes as properties, so the registry renders them without evaluating any code.
 */
function tagsToElements(node: JsxNode) {
  // A tag written on one line with its text (`<Note>Text</Note>`) is parsed inside a paragraph;
  // alone in it, it stands for the paragraph (an <aside> may not sit inside a <p>).
  node.children = node.children?.map((child) => {
    const inner = child.children?.filter(
      (c) => !(c.type === 'text' && !String((c as { value?: string }).value).trim()),
    );
    return child.type === 'element' &&
      child.tagName === 'p' &&
      inner?.length === 1 &&
      inner[0]!.type === 'mdxJsxTextElement'
      ? inner[0]!
      : child;
  });
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    node.type = 'element';
    node.tagName = node.name ?? 'div';
    node.properties = Object.fromEntries((node.attributes ?? []).map((a) => [a.name, a.value ?? true]));
    delete node.name;
    delete node.attributes;
  }
  node.children?.forEach(tagsToElements);
}

function render(tree: MdastRoot): string {
  const content = tree.children.filter((n: RootContent) => n.type !== 'yaml');
  const hast = toHast(
    { ...tree, children: content },
    {
      passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement'],
      allowDangerousHtml: false,
      footnoteLabelProperties: { className: ['visually-hidden'] },
    },
  );
  tagsToElements(hast as JsxNode);
  // Its declared return type is the global JSX.Element, which React 19's types no longer declare.
  const element = toJsxRuntime(hast, {
    Fragment,
    jsx,
    jsxs,
    components: mdxComponents,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
  }) as unknown as ReactNode;
  // Links in bodies are the site's SmartLinks; a router gives them their context.
  return renderToStaticMarkup(createElement(StaticRouter, { location: '/' }, element));
}

/** How many bodies this process has rendered (not read from a cache). */
export const renderStats = { bodies: 0 };

/**
 * The HTML of one MDX file's body, or the problems that stop it. Results are remembered in memory
 * by `key` (see body-cache.ts), so the dev server re-renders only changed files.
 */
export function renderBody(relFile: string, text: string, key = bodyKey(text)): BodyResult {
  const cached = cachedBody(key, relFile);
  if (cached) return cached;
  renderStats.bodies++;
  let result: BodyResult;
  try {
    const tree = parseMdx(text);
    const problems = unsupported(relFile, tree);
    result = problems.length > 0 ? { problems } : { html: render(tree) };
  } catch (error) {
    const e = error as { line?: number; column?: number; reason?: string; message?: string };
    const line = e.line ?? 1;
    const shown = text.split('\n')[line - 1]?.trim();
    result = {
      problems: [
        {
          file: relFile,
          line,
          column: e.column ?? 1,
          field: 'mdx',
          message: `MDX syntax error: ${e.reason ?? e.message}${shown ? ` (line: ${shown.slice(0, 80)})` : ''}`,
        },
      ],
    };
  }
  storeBody(key, result);
  return result;
}

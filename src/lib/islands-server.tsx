/**
 * The prerender's side of islands: renders a page, then each island it met as a root of its own
 * (with an id prefix of its own, so `useId` values match when the browser hydrates it alone), and
 * puts each in the page with its serialised props.
 */
import { createElement, isValidElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { escapeSingleQuoted } from './escape.ts';
import { inlineRefs, IslandContext, revive, type IslandJob } from './islands.tsx';

/** One page's islands, across nested renders (slots may hold islands too). */
interface PageIslands {
  /** The name of each island rendered so far, in order (its index makes its id prefix) */
  names: string[];
  /** Preloads React put before the markup of each render: they belong to the page's head */
  preloads: string[];
}

const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

function render(node: ReactNode, page: PageIslands, options?: { identifierPrefix: string }): string {
  const html = renderToString(node, options);
  const leading = LEADING_PRELOADS.exec(html)?.[0] ?? '';
  page.preloads.push(...(leading.match(/<link[^>]*\/>/g) ?? []));
  // React writes an apostrophe as `&#x27;` in text and (double-quoted) attributes alike, where HTML
  // needs no escape for it: a data: URL of line art has hundreds.
  return html.slice(leading.length).replace(/&#x27;/g, "'");
}

/** Renders an island as a root of its own, its props serialised into the page. */
function renderIsland(job: IslandJob, page: PageIslands): string {
  const prefix = `i${page.names.push(job.name) - 1}-`;
  /** The HTML of the island's slots, by id */
  const slots = new Map<string, string>();
  const serialise = (value: unknown, where: string): unknown => {
    if (isValidElement(value)) {
      const id = `${prefix}s${slots.size}`;
      slots.set(id, renderWithIslands(value, page));
      return { $slot: id };
    }
    if (Array.isArray(value)) return value.map((v, i) => serialise(v, `${where}[${i}]`));
    if (typeof value === 'function' || typeof value === 'symbol')
      throw new Error(`island prop ${where} is a ${typeof value}: islands take data, not code`);
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, serialise(v, `${where}.${k}`)]),
      );
    }
    return value;
  };
  const props = serialise(job.props, job.name);
  const element = createElement(job.Component, revive(props, (id) => slots.get(String(id))!) as never);
  const marked = render(element, page, { identifierPrefix: prefix });
  // Each slot by its place among the island's slots in the markup, which needs no mark of its own.
  const order = [...marked.matchAll(/ data-slot="([^"]+)"/g)].map((m) => m[1]!);
  const html = marked.replaceAll(/ data-slot="[^"]+"/g, '');
  const sent = inlineRefs(slotPlaces(props, order), dataSources(html));
  return (
    `<div class="island" data-island="${job.name}" data-ids="${prefix}"` +
    (job.hydrate === 'interaction' ? ' data-hydrate="interaction" ' : ' ') +
    // In single quotes: JSON's many double quotes stay as they are, not `&quot;` each.
    `data-props='${escapeSingleQuoted(JSON.stringify(sent))}'>${html}</div>`
  );
}

/** Props with each slot's id as its place in `order` (-1: not in the markup, as empty in the browser). */
function slotPlaces(value: unknown, order: string[]): unknown {
  if (Array.isArray(value)) return value.map((v) => slotPlaces(v, order));
  if (typeof value !== 'object' || value === null) return value;
  const { $slot } = value as { $slot?: unknown };
  if (typeof $slot === 'string') return { $slot: order.indexOf($slot) };
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, slotPlaces(v, order)]));
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#x27': "'", lt: '<', gt: '>' };

/** The distinct data: URLs of `src` attributes in rendered markup, in order, as the DOM reads them. */
function dataSources(html: string): string[] {
  const srcs = [...html.matchAll(/\ssrc="(data:[^"]*)"/g)].map((m) =>
    m[1]!.replace(/&(amp|quot|#x27|lt|gt);/g, (_, name: string) => ENTITIES[name]!),
  );
  return [...new Set(srcs)];
}

function renderWithIslands(node: ReactNode, page: PageIslands): string {
  const jobs: IslandJob[] = [];
  const add = (job: IslandJob) => jobs.push(job) - 1;
  const html = render(<IslandContext value={add}>{node}</IslandContext>, page);
  const rendered = jobs.map((job) => renderIsland(job, page));
  return html.replace(/<template data-island-job="(\d+)"><\/template>/g, (_, id: string) => {
    const out = rendered[Number(id)];
    if (out === undefined) throw new Error(`no island for <template data-island-job="${id}"></template>`);
    return out;
  });
}

/**
 * Renders a page to HTML with every island in it rendered as its own root: its markup, the image
 * preloads React emitted (from every root, for <head>) and the name of each island on the page
 * (none: the page needs no script).
 */
export function renderPage(node: ReactNode) {
  const page: PageIslands = { names: [], preloads: [] };
  const html = renderWithIslands(node, page);
  return { html, preloads: page.preloads, islands: page.names };
}

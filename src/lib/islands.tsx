/**
 * Islands: the parts of a page that need JavaScript. Everything else stays the prerendered HTML
 * and never hydrates, so a page without islands runs no script at all.
 *
 * A component wrapped with `island()` renders as itself in the dev server and in component tests.
 * In the prerender (which provides `IslandContext`) it leaves a marker; the prerender
 * renders it as a root of its own, with its props serialised into the page, and the browser
 * hydrates that root on its own (`islands-client.tsx`). Props must be data: strings, numbers,
 * booleans, arrays, plain objects, and React elements, which travel as static HTML "slots".
 */
import { createContext, use, type ComponentType, type ReactElement } from 'react';

/**
 * When an island hydrates (src/lib/hydrate-when.ts): `visible` when it comes near the viewport,
 * `interaction` at the visitor's first sign on it (an island that only answers input).
 */
export type Hydrate = 'visible' | 'interaction';

/** What the prerender records of each island on a page. */
export interface IslandJob {
  name: string;
  Component: ComponentType<never>;
  props: object;
  hydrate: Hydrate;
}

/** Given by the prerender: records an island and returns the id of its marker. */
export const IslandContext = createContext<((job: IslandJob) => number) | null>(null);

/**
 * Static HTML inside an island: React keeps it as it is, before and after hydration. The browser
 * reads it back from the page, so it is not written a second time into the island's props. The
 * prerender marks each with its id (`data-slot`) to find the order of the island's slots in its
 * markup, then removes the mark: in the browser a slot is the island's n-th (`islands-client.tsx`).
 */
export function Slot({ id, html }: { id: string | number; html: string }) {
  const mark = typeof id === 'string' ? { 'data-slot': id } : {};
  return <div className="island-slot" {...mark} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A React element passed to an island: rendered to HTML at build time, found in the page by id. */
const isSlot = (v: unknown): v is { $slot: string | number } =>
  typeof v === 'object' &&
  v !== null &&
  ['string', 'number'].includes(typeof (v as { $slot?: unknown }).$slot);

/**
 * Serialised props back to props: slots become `<Slot>` elements (keyed, for lists of them), by id
 * in the prerender, by their place in the island's markup in the browser.
 */
export function revive(value: unknown, slotHtml: (id: string | number) => string, key?: number): unknown {
  if (isSlot(value)) return <Slot key={key} id={value.$slot} html={slotHtml(value.$slot)} />;
  if (Array.isArray(value)) return value.map((v, i) => revive(v, slotHtml, i));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v, slotHtml)]));
  return value;
}

/**
 * Marks a component as an island named after its module (`src/islands/<name>.tsx`, which exports
 * a component of the same name): the browser loads that module when the island hydrates, which is
 * `hydrate` (by default, or as its props decide) says.
 */
export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  hydrate: Hydrate | ((props: P) => Hydrate) = 'visible',
) {
  function Island(props: P): ReactElement {
    const add = use(IslandContext);
    if (!add) return <Component {...props} />;
    const when = typeof hydrate === 'function' ? hydrate(props) : hydrate;
    const id = add({ name, Component: Component as ComponentType<never>, props, hydrate: when });
    return <template data-island-job={id} />;
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/** A picture's data: URL (a page's largest art, inline) in an island's props, by its place in the markup. */
const isInlineRef = (v: unknown): v is { $src: number } =>
  typeof v === 'object' && v !== null && typeof (v as { $src?: unknown }).$src === 'number';

/**
 * The island's props with every data: URL that its markup shows (`srcs`, in the order of the
 * markup) as a reference to it: the page's largest art is in its HTML once, not again in the
 * props, and the browser reads it back from the `src` it hydrates (`restoreInline`).
 */
export function inlineRefs(value: unknown, srcs: readonly string[]): unknown {
  if (typeof value === 'string' && value.startsWith('data:') && srcs.includes(value))
    return { $src: srcs.indexOf(value) };
  if (Array.isArray(value)) return value.map((v) => inlineRefs(v, srcs));
  if (typeof value === 'object' && value !== null && !isSlot(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inlineRefs(v, srcs)]));
  return value;
}

/** `inlineRefs` undone with the data: URLs of the island's markup, in its order. */
export function restoreInline(value: unknown, srcs: readonly string[]): unknown {
  if (isInlineRef(value)) return srcs[value.$src];
  if (Array.isArray(value)) return value.map((v) => restoreInline(v, srcs));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, restoreInline(v, srcs)]));
  return value;
}

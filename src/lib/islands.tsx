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

/** What the prerender records of each island on a page. */
export interface IslandJob {
  name: string;
  Component: ComponentType<never>;
  props: object;
}

/** Given by the prerender: records an island and returns the id of its marker. */
export const IslandContext = createContext<((job: IslandJob) => number) | null>(null);

/**
 * Static HTML inside an island: React keeps it as it is, before and after hydration. The browser
 * reads it back from the page, so it is not written a second time into the island's props.
 */
export function Slot({ id, html }: { id: string; html: string }) {
  return <div className="island-slot" data-slot={id} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A React element passed to an island: rendered to HTML at build time, found in the page by id. */
const isSlot = (v: unknown): v is { $slot: string } =>
  typeof v === 'object' && v !== null && typeof (v as { $slot?: unknown }).$slot === 'string';

/** Serialised props back to props: slots become `<Slot>` elements (keyed, for lists of them). */
export function revive(value: unknown, slotHtml: (id: string) => string, key?: number): unknown {
  if (isSlot(value)) return <Slot key={key} id={value.$slot} html={slotHtml(value.$slot)} />;
  if (Array.isArray(value)) return value.map((v, i) => revive(v, slotHtml, i));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v, slotHtml)]));
  return value;
}

/**
 * Marks a component as an island named after its module (`src/islands/<name>.tsx`, which exports
 * a component of the same name): the browser loads that module when the island hydrates.
 */
export function island<P extends object>(name: string, Component: ComponentType<P>) {
  function Island(props: P): ReactElement {
    const add = use(IslandContext);
    if (!add) return <Component {...props} />;
    const id = add({ name, Component: Component as ComponentType<never>, props });
    return <template data-island-job={id} />;
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

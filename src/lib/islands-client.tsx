/**
 * The browser's side of islands: each `[data-island]` element of the page is hydrated as a root of
 * its own with the props the prerender wrote into it. Loaded only on pages that have islands.
 */
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { revive } from './islands.tsx';

/** Marks the island hydrated once React has committed it (tests and styles can wait for it). */
function Hydrated({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => element.setAttribute('data-hydrated', ''), [element]);
  return children;
}

export function hydrateIsland(element: HTMLElement, Component: ComponentType<Record<string, unknown>>) {
  // A slot's HTML is in the page already, inside the island: read back, not sent twice.
  const slotHtml = (id: string) => element.querySelector(`[data-slot="${id}"]`)?.innerHTML ?? '';
  const props = revive(JSON.parse(element.dataset.props ?? '{}'), slotHtml) as Record<string, unknown>;
  // A transition: React hydrates in slices and yields to the visitor's input in between.
  startTransition(() => {
    hydrateRoot(
      element,
      <Hydrated element={element}>
        <Component {...props} />
      </Hydrated>,
      { identifierPrefix: element.dataset.ids },
    );
  });
}

/**
 * The browser's side of islands: each `[data-island]` element of the page is hydrated as a root of
 * its own with the props the prerender wrote into it. Loaded only on pages that have islands.
 */
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { restoreInline, revive } from './islands.tsx';

/** Marks the island hydrated once React has committed it (tests and styles can wait for it). */
function Hydrated(props: { element: HTMLElement; onHydrated?: () => void; children: ReactNode }) {
  const { element, onHydrated } = props;
  useEffect(() => {
    element.setAttribute('data-hydrated', '');
    onHydrated?.();
  }, [element, onHydrated]);
  return props.children;
}

export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  onHydrated?: () => void,
) {
  // A slot's HTML is in the page already, inside the island: read back, not sent twice.
  // The island's own slots in the order of its markup (a slot may hold an island with slots of its own).
  const slots = [...element.querySelectorAll('.island-slot')].filter(
    (slot) => slot.closest('[data-island]') === element,
  );
  const slotHtml = (place: string | number) => slots[Number(place)]?.innerHTML ?? '';
  // The page's largest art, inline, is read back from the markup too (islands-server.tsx).
  const srcs = [...element.querySelectorAll('[src^="data:"]')].map((el) => el.getAttribute('src')!);
  const sent = restoreInline(JSON.parse(element.dataset.props ?? '{}'), [...new Set(srcs)]);
  const props = revive(sent, slotHtml) as Record<string, unknown>;
  // A transition: React hydrates in slices and yields to the visitor's input in between.
  startTransition(() => {
    hydrateRoot(
      element,
      <Hydrated element={element} onHydrated={onHydrated}>
        <Component {...props} />
      </Hydrated>,
      { identifierPrefix: element.dataset.ids },
    );
  });
}

/**
 * Islands end to end in one process: the prerender's HTML of a page with islands, then each island
 * hydrated on its own in the browser's DOM, with no hydration error, and working.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { island } from '../../../src/lib/islands.tsx';
import { renderPage } from '../../../src/lib/islands-server.tsx';
import { hydrateIsland } from '../../../src/lib/islands-client.tsx';
import { Tabs as TabsView } from '../../../src/islands/Tabs.tsx';

const Tabs = island('Tabs', TabsView);

function Page() {
  return (
    <main>
      <h1>Line 4</h1>
      <p>Static text that never hydrates.</p>
      <Tabs
        label="Line details"
        tabs={[
          { label: 'Overview', content: <p>What the line does.</p> },
          {
            label: 'Questions',
            content: (
              <Tabs
                label="Questions"
                tabs={[
                  { label: 'Who maintains it?', content: <p>Our field team.</p> },
                  { label: 'How fast?', content: <p>Cycle time 4 s.</p> },
                ]}
              />
            ),
          },
        ]}
      />
    </main>
  );
}

// What the browser entry finds by island name (src/islands/<name>.tsx exports <name>).
const components: Record<string, Parameters<typeof hydrateIsland>[1]> = {
  Tabs: TabsView as never,
};

describe('islands', () => {
  test('the prerender renders the page with each island as its own root, its props in the page', () => {
    const { html } = renderPage(<Page />);
    document.body.innerHTML = html;
    const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
    expect(islands.map((el) => el.dataset.island)).toEqual(['Tabs', 'Tabs']);
    expect(new Set(islands.map((el) => el.dataset.ids)).size).toBe(2);
    // The page's text is all in the HTML, the static parts outside any island.
    expect(document.body.textContent).toContain('Static text that never hydrates.');
    expect(document.body.textContent).toContain('Our field team.');
    // A slot's HTML is in the page once: the props name it by its place among the island's slots.
    const props = JSON.parse(islands[0]!.dataset.props!) as { tabs: { content: { $slot: number } }[] };
    expect(props.tabs.map((t) => t.content.$slot)).toEqual([0, 1]);
    expect(html.split('What the line does.').length).toBe(2);
  });

  test('each island hydrates on its own without a mismatch, and then works', async () => {
    document.body.innerHTML = renderPage(<Page />).html;
    const errors = vi.spyOn(console, 'error');
    await act(() => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
        hydrateIsland(el, components[el.dataset.island!]!);
      }
      return Promise.resolve();
    });
    expect(errors).not.toHaveBeenCalled();
    for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
      expect(el.dataset.hydrated).toBe('');
    }
    await act(() => fireEvent.click(screen.getByRole('tab', { name: 'Questions' })));
    expect(screen.getByRole('tab', { name: 'Questions' }).getAttribute('aria-selected')).toBe('true');
    const inner = screen.getByRole('tab', { name: 'How fast?' });
    await act(() => fireEvent.click(inner));
    expect(inner.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'How fast?' }).textContent).toBe('Cycle time 4 s.');
    errors.mockRestore();
  });

  test('an island given code instead of data fails the build, naming the prop', () => {
    const Bad = island('Tabs', ({ onPick }: { onPick: () => void }) => (
      <button onClick={onPick}>Pick</button>
    ));
    expect(() => renderPage(<Bad onPick={() => undefined} />)).toThrow(
      'island prop Tabs.onPick is a function',
    );
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Accordion } from '../../../src/components/Accordion.tsx';

const items = [
  { title: 'Our mission', content: <p>Machines that work.</p> },
  { title: 'Our vision', content: <p>Factories that adapt.</p> },
  { title: 'Our technology', content: <p>Open controls.</p> },
];

const details = () => [...document.querySelectorAll('details')];
const open = () =>
  details()
    .filter((d) => d.open)
    .map((d) => d.querySelector('summary')?.textContent);

describe(Accordion, () => {
  test('is a group of native disclosures, each titled by a heading in its summary, with the initial item open', () => {
    render(<Accordion name="values" items={items} initiallyOpen={1} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      items.map((i) => i.title),
    );
    expect(details().map((d) => d.querySelector(':scope > summary')?.textContent)).toEqual(
      items.map((i) => i.title),
    );
    expect(open()).toEqual(['Our vision']);
    // One name makes them an exclusive group: the browser closes the open one when another opens.
    expect(details().map((d) => d.getAttribute('name'))).toEqual(['values', 'values', 'values']);
    // Closed items keep their text in the page.
    expect(details()[0]!.textContent).toContain('Machines that work.');
  });

  test('opens the first item when no initial item is given, and none when it is -1', () => {
    const { unmount } = render(<Accordion name="faq" items={items} />);
    expect(open()).toEqual(['Our mission']);
    unmount();
    render(<Accordion name="faq" items={items} initiallyOpen={-1} />);
    expect(open()).toEqual([]);
  });
});

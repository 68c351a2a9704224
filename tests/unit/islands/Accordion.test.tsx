// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Accordion } from '../../../src/islands/Accordion.tsx';
import './browser.ts';

const items = [
  { title: 'Our mission', content: <p>Machines that work.</p> },
  { title: 'Our vision', content: <p>Factories that adapt.</p> },
  { title: 'Our technology', content: <p>Open controls.</p> },
];

const header = (name: string) => screen.getByRole('button', { name });
const expanded = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-expanded') === 'true')
    .map((b) => b.textContent);

describe(Accordion, () => {
  test('opens the initially open item and ties each header to its panel when it renders', () => {
    render(<Accordion items={items} initiallyOpen={1} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      items.map((i) => i.title),
    );
    expect(expanded()).toEqual(['Our vision']);
    const panel = screen.getByRole('region', { name: 'Our vision' });
    expect(header('Our vision').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Factories that adapt.');
    expect(screen.queryByRole('region', { name: 'Our mission' })).toBeNull();
    expect(screen.getByText('Machines that work.').closest('[hidden]')).not.toBeNull();
  });

  test('opens the first item when no initial item is given, and none when it is -1', () => {
    const { unmount } = render(<Accordion items={items} />);
    expect(expanded()).toEqual(['Our mission']);
    unmount();
    render(<Accordion items={items} initiallyOpen={-1} />);
    expect(expanded()).toEqual([]);
    expect(screen.queryByRole('region')).toBeNull();
  });

  test('opens a clicked item and closes the one that was open, and closes it on a second click', () => {
    render(<Accordion items={items} />);
    fireEvent.click(header('Our technology'));
    expect(expanded()).toEqual(['Our technology']);
    expect(screen.getByRole('region', { name: 'Our technology' }).textContent).toBe('Open controls.');
    expect(screen.queryByRole('region', { name: 'Our mission' })).toBeNull();
    fireEvent.click(header('Our technology'));
    expect(expanded()).toEqual([]);
  });

  test('moves focus between headers, wrapping round, when Down and Up arrows are pressed', () => {
    render(<Accordion items={items} />);
    header('Our mission').focus();
    fireEvent.keyDown(header('Our mission'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(header('Our vision'));
    fireEvent.keyDown(header('Our vision'), { key: 'ArrowUp' });
    fireEvent.keyDown(header('Our mission'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(header('Our technology'));
    fireEvent.keyDown(header('Our technology'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(header('Our mission'));
    // Moving focus does not open or close anything.
    expect(expanded()).toEqual(['Our mission']);
  });

  test('moves focus to the first or last header when Home or End is pressed', () => {
    render(<Accordion items={items} />);
    fireEvent.keyDown(header('Our mission'), { key: 'End' });
    expect(document.activeElement).toBe(header('Our technology'));
    fireEvent.keyDown(header('Our technology'), { key: 'Home' });
    expect(document.activeElement).toBe(header('Our mission'));
  });
});

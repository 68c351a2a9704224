import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ProjectFilter } from '../../../src/islands/ProjectFilter.tsx';
import type { CategoryLabel, ProjectCard } from '../../../src/lib/types.ts';
import { filterWords } from './words.ts';

const motion: CategoryLabel = { key: 'motion', label: 'Motion Control' };
const energy: CategoryLabel = { key: 'energy', label: 'Energy Storage' };

const project = (slug: string, title: string, categories: CategoryLabel[]): ProjectCard => ({
  slug,
  href: `/projects/${slug}`,
  title,
  summary: `${title} summary`,
  image: { src: `/media/${slug}.svg`, alt: title, width: 800, height: 600, sources: [] },
  categories,
  year: 2023,
  location: 'Austin, TX',
});

const projects = [
  project('gantry', 'Gantry retrofit', [motion]),
  project('battery', 'Battery line', [energy]),
  project('servo', 'Servo press', [motion, energy]),
  project('pallet', 'Pallet cell', []),
];

function renderFilter(url = '/projects') {
  window.history.replaceState(null, '', url);
  render(<ProjectFilter projects={projects} categories={[motion, energy]} words={filterWords} />);
}

const group = () => screen.getByRole('group', { name: 'Filter projects by category' });
const pressed = () =>
  within(group())
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);
/** The address bar: path and query of the current URL. */
const address = () => window.location.pathname + window.location.search;
/** Project titles on show, once leaving tiles have finished their exit. */
const shown = async (titles: string[]) =>
  waitFor(() =>
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(titles),
  );

describe(ProjectFilter, () => {
  test('offers All and each category as toggle buttons in a labelled group, with All pressed by default', async () => {
    renderFilter();
    expect(
      within(group())
        .getAllByRole('button')
        .map((b) => [b.textContent, b.getAttribute('aria-pressed')]),
    ).toEqual([
      ['All', 'true'],
      ['Motion Control', 'false'],
      ['Energy Storage', 'false'],
    ]);
    await shown(['Gantry retrofit', 'Battery line', 'Servo press', 'Pallet cell']);
    expect(screen.getByText('Showing 4 of 4 projects')).toBeTruthy();
  });

  test('shows only the projects of a category and keeps the choice in the URL when its button is pressed', async () => {
    renderFilter();
    fireEvent.click(screen.getByRole('button', { name: 'Motion Control' }));
    expect(pressed()).toEqual(['Motion Control']);
    expect(address()).toBe('/projects?category=motion');
    await shown(['Gantry retrofit', 'Servo press']);
    expect(screen.getByText('Showing 2 of 4 projects')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(pressed()).toEqual(['All']);
    expect(address()).toBe('/projects');
    await shown(['Gantry retrofit', 'Battery line', 'Servo press', 'Pallet cell']);
  });

  test('applies the category from a shared URL when the page opens', async () => {
    renderFilter('/projects?category=energy');
    expect(pressed()).toEqual(['Energy Storage']);
    await shown(['Battery line', 'Servo press']);
    expect(screen.getByText('Showing 2 of 4 projects')).toBeTruthy();
  });

  test('falls back to All when the URL names no known category', async () => {
    renderFilter('/projects?category=teleportation');
    expect(pressed()).toEqual(['All']);
    await shown(['Gantry retrofit', 'Battery line', 'Servo press', 'Pallet cell']);
  });
});

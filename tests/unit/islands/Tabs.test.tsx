import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { Tabs } from '../../../src/islands/Tabs.tsx';

const tabs = [
  { label: 'Overview', content: <p>What the line does.</p> },
  { label: 'Specs', content: <p>Cycle time 4 s.</p> },
  { label: 'Support', content: <p>Call us any time.</p> },
];

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');

/** The prerendered HTML in the document, as a visitor has it before scripts run. */
function prerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Tabs label="Line details" tabs={tabs} />);
  document.body.append(container);
  return container;
}

describe(Tabs, () => {
  test('before scripts, is a labelled group of radio buttons, the first checked, over every panel', () => {
    const container = prerendered();
    expect(screen.getByRole('radiogroup', { name: 'Line details' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Overview', 'Specs', 'Support']);
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([true, false, false]);
    expect(new Set(radios.map((r) => (r as HTMLInputElement).name)).size).toBe(1);
    // Each radio button names the panel CSS shows while it is checked; no panel is hidden by script.
    const panels = radios.map((r) => document.getElementById(r.getAttribute('aria-controls')!));
    expect(panels.map((p) => p?.textContent)).toEqual([
      'What the line does.',
      'Cycle time 4 s.',
      'Call us any time.',
    ]);
    expect(container.querySelectorAll('[hidden], [role="tab"]')).toHaveLength(0);
    container.remove();
  });

  test('once hydrated, becomes tabs that keep the panel chosen before, and the focus, without a mismatch', async () => {
    const container = prerendered();
    const chosen = screen.getByRole('radio', { name: 'Support' });
    chosen.click();
    chosen.focus();
    const errors = vi.spyOn(console, 'error');
    const root = await act(() => hydrateRoot(container, <Tabs label="Line details" tabs={tabs} />));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(selected()).toEqual([tab('Support')]);
    expect(document.activeElement).toBe(tab('Support'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Call us any time.');
    act(() => root.unmount());
    container.remove();
  });

  test('shows the first tab and only its panel when nothing was chosen yet', () => {
    render(<Tabs label="Line details" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Line details' })).toBeTruthy();
    expect(selected()).toEqual([tab('Overview')]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('What the line does.');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBe(panel);
    expect(tab('Overview').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByRole('tabpanel', { name: 'Specs' })).toBeNull();
    expect(screen.getByText('Cycle time 4 s.').closest('[hidden]')).not.toBeNull();
  });

  test('keeps only the selected tab in the Tab order when tabs render', () => {
    render(<Tabs label="Line details" tabs={tabs} />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  test('selects and focuses the next or previous tab, wrapping round, when arrow keys are pressed', () => {
    render(<Tabs label="Line details" tabs={tabs} />);
    tab('Overview').focus();
    fireEvent.keyDown(tab('Overview'), { key: 'ArrowRight' });
    expect(selected()).toEqual([tab('Specs')]);
    expect(document.activeElement).toBe(tab('Specs'));
    expect(screen.getByRole('tabpanel', { name: 'Specs' }).textContent).toBe('Cycle time 4 s.');
    expect(tab('Specs').getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);

    fireEvent.keyDown(tab('Specs'), { key: 'ArrowLeft' });
    fireEvent.keyDown(tab('Overview'), { key: 'ArrowLeft' });
    expect(selected()).toEqual([tab('Support')]);
    expect(document.activeElement).toBe(tab('Support'));
    fireEvent.keyDown(tab('Support'), { key: 'ArrowRight' });
    expect(selected()).toEqual([tab('Overview')]);
  });

  test('jumps to the first or last tab when Home or End is pressed', () => {
    render(<Tabs label="Line details" tabs={tabs} />);
    fireEvent.keyDown(tab('Overview'), { key: 'End' });
    expect(selected()).toEqual([tab('Support')]);
    expect(document.activeElement).toBe(tab('Support'));
    fireEvent.keyDown(tab('Support'), { key: 'Home' });
    expect(selected()).toEqual([tab('Overview')]);
    expect(document.activeElement).toBe(tab('Overview'));
  });

  test('shows the panel of a tab when it is clicked', () => {
    render(<Tabs label="Line details" tabs={tabs} />);
    fireEvent.click(tab('Support'));
    expect(selected()).toEqual([tab('Support')]);
    expect(screen.getByRole('tabpanel', { name: 'Support' }).textContent).toBe('Call us any time.');
  });
});

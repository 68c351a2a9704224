// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Tabs } from '../../../src/islands/Tabs.tsx';
import './browser.ts';

const tabs = [
  { label: 'Overview', content: <p>What the line does.</p> },
  { label: 'Specs', content: <p>Cycle time 4 s.</p> },
  { label: 'Support', content: <p>Call us any time.</p> },
];

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');

describe(Tabs, () => {
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

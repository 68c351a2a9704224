import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ProgressBar } from '../../../src/islands/ProgressBar.tsx';
import { motion, scrollIntoView } from './browser.ts';

const animate = vi.fn();

beforeEach(() => {
  // jsdom has no Web Animations; record what the bar would play.
  animate.mockReset();
  HTMLElement.prototype.animate = animate;
  return () => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
  };
});

describe(ProgressBar, () => {
  test('puts the value, its label and the full width in the HTML before any script runs', () => {
    const html = renderToStaticMarkup(<ProgressBar label="Full support" value={80} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const bar = doc.querySelector('[role="progressbar"]')!;
    expect(bar.getAttribute('aria-valuenow')).toBe('80');
    expect(bar.getAttribute('aria-label')).toBe('Full support');
    expect(doc.body.textContent).toBe('Full support80%');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('80%');
  });

  test('is a progressbar named by its label with its value from 0 to 100', () => {
    render(<ProgressBar label="Full support" value={80} />);
    const bar = screen.getByRole('progressbar', { name: 'Full support' });
    expect(bar.getAttribute('aria-valuenow')).toBe('80');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('80%');
  });

  test('grows its fill from empty once, when it scrolls into view', () => {
    render(<ProgressBar label="Full support" value={80} />);
    expect(animate).not.toHaveBeenCalled();
    scrollIntoView();
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate.mock.calls[0]![0]).toEqual([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }]);
    scrollIntoView();
    expect(animate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('80');
  });

  test('does not animate under reduced motion', () => {
    motion.reduced = true;
    render(<ProgressBar label="Full support" value={80} />);
    scrollIntoView();
    expect(animate).not.toHaveBeenCalled();
  });
});

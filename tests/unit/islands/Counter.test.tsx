import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { Counter } from '../../../src/islands/Counter.tsx';
import { motion, scrollIntoView } from './browser.ts';

/** The digits a sighted visitor sees (screen readers get the final value instead). */
const shownDigits = () => screen.getByText((_, el) => el?.getAttribute('aria-hidden') === 'true').textContent;

/** Lets `ms` of (fake) time pass, frame by frame. */
const wait = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers();
});

describe(Counter, () => {
  test('puts the final value and its label in the HTML before any script runs', () => {
    const html = renderToStaticMarkup(<Counter value={100} suffix="+" label="Projects delivered" />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.body.textContent).toBe('100+100+Projects delivered');
    expect(doc.querySelector('.visually-hidden')?.textContent).toBe('100+');
  });

  test('counts up from zero to the final value once it scrolls into view', () => {
    render(<Counter value={100} suffix="+" label="Projects delivered" />);
    expect(shownDigits()).toBe('100+');
    scrollIntoView();
    wait(100);
    const early = parseInt(shownDigits(), 10);
    expect(early).toBeGreaterThanOrEqual(0);
    expect(early).toBeLessThan(100);
    wait(2500);
    expect(shownDigits()).toBe('100+');
  });

  test('gives screen readers the final value while the digits count', () => {
    render(<Counter value={100} suffix="+" label="Projects delivered" />);
    scrollIntoView();
    wait(500);
    expect(shownDigits()).not.toBe('100+');
    expect(screen.getAllByText('100+').filter((el) => !el.closest('[aria-hidden]'))).toHaveLength(1);
    expect(screen.getByText('Projects delivered')).toBeTruthy();
  });

  test('does not move under reduced motion', () => {
    motion.reduced = true;
    render(<Counter value={100} suffix="+" label="Projects delivered" />);
    scrollIntoView();
    wait(500);
    expect(shownDigits()).toBe('100+');
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { Carousel } from '../../../src/islands/Carousel.tsx';
import { layOut, motion } from './browser.ts';
import { carouselWords } from './words.ts';

const SLIDE = 100;
const names = ['Press line', 'Robot cell', 'Conveyor', 'Test rig', 'Packaging'];

/** Lets `ms` of (fake) time pass: timers fire and the scroll animation runs. */
const wait = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

function renderCarousel(props: Partial<ComponentProps<typeof Carousel>> = {}) {
  // Three 100 px slides fit in the 300 px viewport, so there are five slides to scroll through.
  layOut({ carousel__viewport: 3 * SLIDE, carousel__track: 3 * SLIDE, carousel__slide: SLIDE });
  render(
    <>
      <Carousel label="Projects" words={carouselWords} {...props}>
        {names.map((n) => (
          <p key={n}>{n}</p>
        ))}
      </Carousel>
      <button type="button">Outside</button>
    </>,
  );
  wait(50);
}

const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });

/**
 * Where the carousel stands, as a visitor sees it by its buttons: at its first slides (nothing to
 * go back to), at its last (nothing further), or between. Five slides, three in view: one between.
 */
function position(): 'first' | 'between' | 'last' {
  if (button('Previous slide').disabled) return 'first';
  return button('Next slide').disabled ? 'last' : 'between';
}

beforeEach(() => {
  vi.useFakeTimers();
});

describe(Carousel, () => {
  test('renders a labelled carousel region with each slide as a labelled group', () => {
    renderCarousel({ named: true });
    const region = screen.getByRole('region', { name: 'Projects' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(
      names.map((_, i) => `Slide ${i + 1} of 5`),
    );
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(within(slides[1]!).getByText('Robot cell')).toBeTruthy();
  });

  test('moves one slide with the named Next and Previous buttons, disabled at the ends', () => {
    renderCarousel();
    expect(button('Previous slide').disabled).toBe(true);
    expect(button('Next slide').disabled).toBe(false);
    fireEvent.click(button('Next slide'));
    wait(1000);
    expect(position()).toBe('between');
    expect(button('Previous slide').disabled).toBe(false);
    fireEvent.click(button('Next slide'));
    wait(1000);
    expect(position()).toBe('last');
    expect(button('Next slide').disabled).toBe(true);
    fireEvent.click(button('Previous slide'));
    wait(1000);
    expect(position()).toBe('between');
  });

  test('moves with the arrow keys when focus is inside it', () => {
    renderCarousel();
    fireEvent.keyDown(button('Next slide'), { key: 'ArrowRight' });
    wait(1000);
    expect(position()).toBe('between');
    fireEvent.keyDown(button('Next slide'), { key: 'ArrowLeft' });
    wait(1000);
    expect(position()).toBe('first');
  });

  test('has no buttons when every slide fits', () => {
    layOut({ carousel__viewport: SLIDE, carousel__track: SLIDE, carousel__slide: SLIDE });
    render(
      <Carousel label="Projects" words={carouselWords} autoplay={5000}>
        <p>Press line</p>
      </Carousel>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('advances by itself every interval and starts over after the last slide', () => {
    renderCarousel({ autoplay: 5000 });
    wait(4900);
    expect(position()).toBe('first');
    wait(1100);
    expect(position()).toBe('between');
    wait(5000);
    expect(position()).toBe('last');
    wait(5000);
    expect(position()).toBe('first');
  });

  test('stops advancing when the pause button is pressed and resumes when it is pressed again', () => {
    renderCarousel({ autoplay: 5000 });
    const viewport = screen.getAllByRole('group')[0]!.parentElement!.parentElement!;
    expect(viewport.getAttribute('aria-live')).toBe('off');
    fireEvent.click(button('Pause Projects'));
    expect(button('Play Projects')).toBeTruthy();
    // Paused, slide changes are announced again.
    expect(viewport.getAttribute('aria-live')).toBe('polite');
    wait(12_000);
    expect(position()).toBe('first');
    fireEvent.click(button('Play Projects'));
    expect(button('Pause Projects')).toBeTruthy();
    wait(6000);
    expect(position()).toBe('between');
  });

  test('does not advance while the pointer is over it', () => {
    renderCarousel({ autoplay: 5000 });
    const region = screen.getByRole('region', { name: 'Projects' });
    fireEvent.mouseEnter(region);
    wait(12_000);
    expect(position()).toBe('first');
    fireEvent.mouseLeave(region);
    wait(6000);
    expect(position()).toBe('between');
  });

  test('does not advance while focus is inside it', () => {
    renderCarousel({ autoplay: 5000 });
    act(() => button('Next slide').focus());
    wait(12_000);
    expect(position()).toBe('first');
    // Moving between its own controls keeps it paused; leaving it resumes.
    act(() => button('Previous slide').focus());
    wait(6000);
    expect(position()).toBe('first');
    act(() => button('Outside').focus());
    wait(6000);
    expect(position()).toBe('between');
  });

  test('does not advance under reduced motion until the visitor presses Play', () => {
    motion.reduced = true;
    renderCarousel({ autoplay: 5000 });
    wait(12_000);
    expect(position()).toBe('first');
    fireEvent.click(button('Play Projects'));
    wait(6000);
    expect(position()).toBe('between');
  });
});

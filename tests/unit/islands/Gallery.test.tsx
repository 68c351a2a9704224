import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { Gallery } from '../../../src/islands/Gallery.tsx';
import { layOut } from './browser.ts';
import { galleryWords } from './words.ts';

const image = (alt: string, src: string) => ({ src, alt, width: 800, height: 600, sources: [] });
const images = [
  image('Robot cell from the front', '/media/cell-front.svg'),
  image('Robot cell wiring', '/media/cell-wiring.svg'),
  image('Operator panel', '/media/panel.svg'),
];

const wait = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
/** The thumbnail marked as the image on show */
const current = () =>
  screen
    .getAllByRole('button', { name: /^Show image/ })
    .filter((b) => b.getAttribute('aria-current') === 'true')
    .map((b) => b.getAttribute('aria-label'));

function renderGallery() {
  // One 600 px image fills the viewport.
  layOut({ gallery__viewport: 600, gallery__track: 600, gallery__slide: 600 });
  render(<Gallery title="Line 4" images={images} words={galleryWords} />);
  wait(50);
}

beforeEach(() => {
  vi.useFakeTimers();
});

describe(Gallery, () => {
  test('shows the images as labelled slides of a named gallery, with a thumbnail for each', () => {
    renderGallery();
    const region = screen.getByRole('region', { name: 'Line 4: gallery' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(within(slides[1]!).getByRole('img', { name: 'Robot cell wiring' })).toBeTruthy();
    expect(current()).toEqual(['Show image 1 of 3']);
  });

  test('steps through the images with Previous and Next, disabled at the first and last', () => {
    renderGallery();
    expect(button('Previous image').disabled).toBe(true);
    fireEvent.click(button('Next image'));
    wait(1000);
    expect(current()).toEqual(['Show image 2 of 3']);
    expect(button('Previous image').disabled).toBe(false);
    fireEvent.click(button('Next image'));
    wait(1000);
    expect(current()).toEqual(['Show image 3 of 3']);
    expect(button('Next image').disabled).toBe(true);
    fireEvent.click(button('Previous image'));
    wait(1000);
    expect(current()).toEqual(['Show image 2 of 3']);
  });

  test('shows the image of a thumbnail when it is clicked', () => {
    renderGallery();
    fireEvent.click(button('Show image 3 of 3'));
    wait(1000);
    expect(current()).toEqual(['Show image 3 of 3']);
    expect(button('Next image').disabled).toBe(true);
    expect(button('Previous image').disabled).toBe(false);
  });
});

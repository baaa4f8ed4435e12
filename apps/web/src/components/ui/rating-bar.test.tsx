import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RatingBar, segmentFill } from './rating-bar';

afterEach(cleanup);

const fillWidths = (container: HTMLElement) =>
  [...container.querySelectorAll('.segment-fill rect')].map((fill) => `${fill.getAttribute('width')}%`);

describe('RatingBar', () => {
  it('says its label and its value as text, to 1 decimal with a comma, "su 5"; the segments are hidden', () => {
    const { container } = render(<RatingBar label="Esterni" value={3.44} />);
    expect(container.textContent).toBe('Esterni3,4 su 5');
    expect(screen.getByText('su 5', { exact: false }).className).toBe('visually-hidden');
    expect(container.querySelector('.rating-bar-segments')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('[role]')).toBeNull();
  });

  it('fills whole segments and the part of the segment holding the fraction', () => {
    const { container } = render(<RatingBar label="Interni" value={3.4} />);
    expect(fillWidths(container)).toEqual(['100%', '100%', '100%', '40%', '0%']);
  });

  it('clamps values outside 0-5', () => {
    const { container } = render(<RatingBar label="Motore" value={6.2} />);
    expect(container.textContent).toBe('Motore5,0 su 5');
    expect(fillWidths(container)).toEqual(['100%', '100%', '100%', '100%', '100%']);
    cleanup();
    const low = render(<RatingBar label="Motore" value={-1} />);
    expect(low.container.textContent).toBe('Motore0,0 su 5');
    expect(fillWidths(low.container)).toEqual(['0%', '0%', '0%', '0%', '0%']);
  });

  it('shows a dash and empty segments without a value', () => {
    const { container } = render(<RatingBar label="Prova su strada" value={null} />);
    expect(container.textContent).toBe('Prova su strada—non disponibile');
    expect(screen.getByText('—').getAttribute('aria-hidden')).toBe('true');
    expect(fillWidths(container)).toEqual(['0%', '0%', '0%', '0%', '0%']);
  });
});

describe('segmentFill', () => {
  it('returns the filled share of one segment', () => {
    expect([0, 1, 2, 3, 4].map((index) => segmentFill(2.25, index))).toEqual([1, 1, 0.25, 0, 0]);
  });
});

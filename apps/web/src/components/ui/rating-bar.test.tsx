import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RatingBar, segmentFill } from './rating-bar';

afterEach(cleanup);

const fillWidths = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('.rating-bar-fill')].map((fill) => fill.style.width);

describe('RatingBar', () => {
  it('is a meter named by its label, with the value shown to 1 decimal', () => {
    render(<RatingBar label="Esterni" value={3.44} />);
    const meter = screen.getByRole('meter', { name: 'Esterni' });
    expect(meter.getAttribute('aria-valuenow')).toBe('3.44');
    expect(meter.getAttribute('aria-valuemin')).toBe('0');
    expect(meter.getAttribute('aria-valuemax')).toBe('5');
    expect(meter.getAttribute('aria-valuetext')).toBe('3,4 su 5');
    expect(meter.textContent).toContain('Esterni');
    expect(meter.textContent).toContain('3,4');
  });

  it('fills whole segments and the part of the segment holding the fraction', () => {
    const { container } = render(<RatingBar label="Interni" value={3.4} />);
    expect(fillWidths(container)).toEqual(['100%', '100%', '100%', '40%', '0%']);
  });

  it('clamps values outside 0-5', () => {
    const { container } = render(<RatingBar label="Motore" value={6.2} />);
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('5');
    expect(screen.getByRole('meter').textContent).toContain('5,0');
    expect(fillWidths(container)).toEqual(['100%', '100%', '100%', '100%', '100%']);
    cleanup();
    const low = render(<RatingBar label="Motore" value={-1} />);
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('0');
    expect(fillWidths(low.container)).toEqual(['0%', '0%', '0%', '0%', '0%']);
  });

  it('shows a dash and empty segments without a value', () => {
    const { container } = render(<RatingBar label="Prova su strada" value={null} />);
    const bar = screen.getByRole('img', { name: 'Prova su strada: non disponibile' });
    expect(bar.textContent).toContain('—');
    expect(fillWidths(container)).toEqual(['0%', '0%', '0%', '0%', '0%']);
  });
});

describe('segmentFill', () => {
  it('returns the filled share of one segment', () => {
    expect([0, 1, 2, 3, 4].map((index) => segmentFill(2.25, index))).toEqual([1, 1, 0.25, 0, 0]);
  });
});

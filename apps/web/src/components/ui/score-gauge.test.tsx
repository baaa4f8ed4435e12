import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { scoreColor } from './score-color';
import { ScoreGauge } from './score-gauge';

afterEach(cleanup);

describe('ScoreGauge', () => {
  it('shows the score with 2 decimals and names it for assistive technology', () => {
    render(<ScoreGauge value={4.256} />);
    const gauge = screen.getByRole('img', { name: 'Punteggio complessivo 4,26 su 5' });
    expect(gauge.textContent).toContain('4,26');
    expect(gauge.textContent).toContain('su 5');
  });

  it('honours the requested decimals and label', () => {
    render(<ScoreGauge value={3} decimals={1} label="Interni" />);
    expect(screen.getByRole('img', { name: 'Interni 3,0 su 5' })).toBeTruthy();
  });

  it('fills the arc in proportion to the score, coloured by the scale', () => {
    const { container } = render(<ScoreGauge value={4.26} />);
    const arc = container.querySelector('[data-testid="gauge-value"]');
    expect(arc?.getAttribute('stroke-dasharray')).toBe('4.26 5');
    expect(arc?.getAttribute('stroke')).toBe(scoreColor(4.26));
    expect(container.querySelector('text')?.getAttribute('fill')).toBe(scoreColor(4.26));
  });

  it('clamps scores outside 0-5', () => {
    const { container } = render(<ScoreGauge value={7} />);
    expect(screen.getByRole('img', { name: 'Punteggio complessivo 5,00 su 5' })).toBeTruthy();
    expect(container.querySelector('[data-testid="gauge-value"]')?.getAttribute('stroke-dasharray')).toBe(
      '5 5',
    );
    cleanup();
    const low = render(<ScoreGauge value={-1} />);
    expect(screen.getByRole('img', { name: 'Punteggio complessivo 0,00 su 5' })).toBeTruthy();
    expect(low.container.querySelector('[data-testid="gauge-value"]')).toBeNull();
  });

  it('shows a neutral dash when there is no score', () => {
    const { container } = render(<ScoreGauge value={null} />);
    const gauge = screen.getByRole('img', { name: 'Punteggio complessivo non disponibile' });
    expect(gauge.textContent).toContain('—');
    expect(container.querySelector('[data-testid="gauge-value"]')).toBeNull();
  });

  it('is 175px wide by default and never wider than 420px', () => {
    render(<ScoreGauge value={2} />);
    expect(screen.getByRole('img').getAttribute('width')).toBe('175');
    cleanup();
    render(<ScoreGauge value={2} width={600} />);
    const gauge = screen.getByRole('img');
    expect(gauge.getAttribute('width')).toBe('420');
    expect(gauge.getAttribute('height')).toBe('260');
  });
});

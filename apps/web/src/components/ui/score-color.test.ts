import { describe, expect, it } from 'vitest';
import { scoreColor } from './score-color';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('scoreColor', () => {
  it('goes from red at 0 to green at 5', () => {
    expect(scoreColor(0)).toBe('#b42318');
    expect(scoreColor(5)).toBe('#14804a');
  });

  it('clamps scores outside 0-5', () => {
    expect(scoreColor(-2)).toBe(scoreColor(0));
    expect(scoreColor(9)).toBe(scoreColor(5));
  });

  it('blends between stops', () => {
    expect(scoreColor(1)).toBe('#bb3212');
  });

  it('keeps at least 4.5:1 contrast on white across the whole scale', () => {
    for (let score = 0; score <= 5; score += 0.01) {
      expect(contrastOnWhite(scoreColor(score))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

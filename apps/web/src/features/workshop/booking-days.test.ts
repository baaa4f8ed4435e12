import { describe, expect, it } from 'vitest';
import { weekInWords } from './booking-days';

describe('weekInWords', () => {
  const now = new Date('2026-11-30T08:00:00Z');

  it('names the first and last day, without the year inside the current one', () => {
    expect(weekInWords('2026-11-30', '2026-12-06', now)).toBe('dal 30 novembre al 6 dicembre');
  });

  it('adds the years when the week reaches into another', () => {
    expect(weekInWords('2026-12-28', '2027-01-03', now)).toBe('dal 28 dicembre 2026 al 3 gennaio 2027');
    expect(weekInWords('2025-11-24', '2025-11-30', now)).toBe('dal 24 novembre 2025 al 30 novembre 2025');
  });
});

import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay';

describe('retryDelayMs', () => {
  it('doubles from 30 seconds after each failed attempt', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  });

  it('never waits more than 6 hours', () => {
    expect(retryDelayMs(11)).toBe(6 * 60 * 60_000);
    expect(retryDelayMs(60)).toBe(6 * 60 * 60_000);
  });
});

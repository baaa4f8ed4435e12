import { describe, expect, it } from 'vitest';
import { PermanentJobError, planRetry } from './job-retry';
import { retryDelayMs } from './retry-delay';

const HOUR = 60 * 60_000;
const WINDOW = { retryForMs: 72 * HOUR, maxDelayMs: HOUR };
const START = new Date('2026-11-28T10:00:00Z');
const later = (ms: number) => new Date(START.getTime() + ms);
const failed = (attempts: number, maxAttempts = 8) => ({ attempts, maxAttempts, firstAttemptAt: START });

describe('planRetry', () => {
  it('without a window, retries with backoff until max_attempts', () => {
    expect(planRetry(failed(1), new Error('no'), undefined, retryDelayMs, later(0))).toEqual({
      retryInMs: 30_000,
    });
    expect(planRetry(failed(8), new Error('no'), undefined, retryDelayMs, later(0))).toEqual({
      giveUp: 'retries_exhausted',
    });
  });

  it('with a window, ignores the count and waits at most maxDelayMs until the window ends', () => {
    expect(planRetry(failed(9, 200), new Error('no'), WINDOW, retryDelayMs, later(HOUR))).toEqual({
      retryInMs: HOUR,
    });
    expect(planRetry(failed(3, 200), new Error('no'), WINDOW, retryDelayMs, later(72 * HOUR - 1))).toEqual({
      retryInMs: 120_000,
    });
    expect(planRetry(failed(80, 200), new Error('no'), WINDOW, retryDelayMs, later(72 * HOUR))).toEqual({
      giveUp: 'retries_exhausted',
    });
  });

  it('gives up at once on a permanent error, window or not', () => {
    const error = new PermanentJobError('550 utente sconosciuto');
    expect(planRetry(failed(1), error, undefined, retryDelayMs, later(0))).toEqual({ giveUp: 'permanent' });
    expect(planRetry(failed(1, 200), error, WINDOW, retryDelayMs, later(0))).toEqual({ giveUp: 'permanent' });
  });

  it('gives up a job past max_attempts, whose runs died with their process, even inside a window', () => {
    expect(planRetry(failed(201, 200), new Error('no'), WINDOW, retryDelayMs, later(HOUR))).toEqual({
      giveUp: 'retries_exhausted',
    });
  });
});

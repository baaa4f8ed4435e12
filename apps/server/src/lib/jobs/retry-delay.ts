const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;

/** Exponential backoff after a failed attempt: 30 s, 1 min, 2 min, 4 min, … never more than 6 hours. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(failedAttempts - 1, 0), MAX_RETRY_MS);
}

/** A failure another attempt cannot mend (an address refused for good): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/**
 * Retries by time instead of by count: a handler that must not give up while a failure may still pass (an
 * SMTP server down for a weekend) keeps trying until at least `retryForMs` after its first attempt, waiting
 * the usual backoff but never more than `maxDelayMs` between attempts. Such jobs get a high `max_attempts`,
 * a ceiling for one whose runs keep dying with their process (docs/decisions/048-mail-retries-and-failed-mails.md).
 */
export interface RetryWindow {
  retryForMs: number;
  maxDelayMs: number;
}

/** Why a job will not be tried again. */
export type GiveUpReason = 'permanent' | 'retries_exhausted';

export interface FailedAttempt {
  /** Counts the failed one. */
  attempts: number;
  maxAttempts: number;
  firstAttemptAt: Date;
}

/** After a failed attempt: when to try again, or why not. */
export function planRetry(
  job: FailedAttempt,
  error: unknown,
  window: RetryWindow | undefined,
  backoffMs: (failedAttempts: number) => number,
  now: Date,
): { retryInMs: number } | { giveUp: GiveUpReason } {
  if (error instanceof PermanentJobError) return { giveUp: 'permanent' };
  // Only runs that died with their process, uncounted by a window, go past max_attempts.
  if (job.attempts > job.maxAttempts) return { giveUp: 'retries_exhausted' };
  if (!window) {
    return job.attempts < job.maxAttempts
      ? { retryInMs: backoffMs(job.attempts) }
      : { giveUp: 'retries_exhausted' };
  }
  if (now.getTime() - job.firstAttemptAt.getTime() >= window.retryForMs) {
    return { giveUp: 'retries_exhausted' };
  }
  return { retryInMs: Math.min(backoffMs(job.attempts), window.maxDelayMs) };
}

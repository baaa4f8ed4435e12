/** Backoff of the autosave, the photo uploads and the car's arrival: 1 s, 2 s, 4 s … at most 30 s. */
export function retryDelay(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}

/**
 * The retries of a queue that sends one thing at a time (the photo uploads, the car's arrival): after a
 * failure the next attempt waits `retryDelay`, and the device coming back online attempts at once.
 */
export class Backoff {
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly attempt: () => void) {
    window.addEventListener('online', this.now);
  }

  /** Attempts at once, the wait forgotten. */
  readonly now = () => {
    clearTimeout(this.timer);
    this.failures = 0;
    this.attempt();
  };

  succeeded() {
    this.failures = 0;
  }

  failed() {
    this.failures += 1;
    this.timer = setTimeout(this.attempt, retryDelay(this.failures));
  }

  dispose() {
    clearTimeout(this.timer);
    window.removeEventListener('online', this.now);
  }
}

/**
 * Runs at most `limit` tasks at once; the others wait their turn, first come first served. A finished
 * task hands its place straight to the next one waiting, so that a newcomer cannot slip in between.
 */
export function createSemaphore(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

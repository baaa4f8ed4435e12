import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore';

/** A task that runs until `finish()`, recording when it started. */
function pendingTask(started: string[], name: string) {
  let finish: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const task = () =>
    new Promise<string>((resolve, reject) => {
      started.push(name);
      finish = () => resolve(name);
      fail = reject;
    });
  return { task, finish: () => finish(), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createSemaphore', () => {
  it('runs at most `limit` tasks at once and starts the others in the order they came', async () => {
    const run = createSemaphore(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => pendingTask(started, name));
    const results = tasks.map((t) => run(t.task));
    await settle();
    expect(started).toEqual(['a', 'b']);

    tasks[1]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    tasks[2]?.finish();
    tasks[3]?.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('frees the place of a task that fails, and passes its error on', async () => {
    const run = createSemaphore(1);
    const started: string[] = [];
    const failing = pendingTask(started, 'a');
    const next = pendingTask(started, 'b');
    const first = run(failing.task);
    const second = run(next.task);
    await settle();
    failing.fail(new Error('decodifica non riuscita'));
    await expect(first).rejects.toThrow('decodifica non riuscita');
    await settle();
    expect(started).toEqual(['a', 'b']);
    next.finish();
    expect(await second).toBe('b');
  });

  it('lets a newcomer run at once when a place is free again', async () => {
    const run = createSemaphore(1);
    expect(await run(async () => 1)).toBe(1);
    expect(await run(async () => 2)).toBe(2);
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Db, queryOne } from '../src/db/db';
import { enqueueJob } from '../src/lib/jobs/job-queue';
import { type JobHandler, startJobWorker } from '../src/lib/jobs/job-worker';
import { openSecondConnection } from './helpers/second-connection';
import { createTestDb } from './helpers/test-db';

let db: Db;
let otherInstanceDb: Db;
beforeAll(async () => {
  db = await createTestDb();
  otherInstanceDb = await openSecondConnection(db);
});
afterAll(async () => {
  await otherInstanceDb.close();
  await db.close();
});
beforeEach(() => db.exec('DELETE FROM jobs'));

// Held handlers are let go after each test, even a failed one, so that no worker outlives its test.
const ends: Array<() => void> = [];
afterEach(() => {
  for (const end of ends.splice(0)) end();
});

async function addJob(name: string): Promise<number> {
  await enqueueJob(db, { name, dedupeKey: name });
  const row = await queryOne<{ id: number }>(db, 'SELECT id FROM jobs WHERE dedupe_key = $1', [name]);
  if (!row) throw new Error('job not stored');
  return row.id;
}

const jobRow = (id: number) =>
  queryOne<{
    status: string;
    attempts: number;
    locked_until: Date | null;
    last_error: string | null;
    due: boolean;
  }>(
    db,
    'SELECT status, attempts, locked_until, last_error, run_at <= now() AS due FROM jobs WHERE id = $1',
    [id],
  );

/** A handler that runs until `end` (or the test's end), and says when it has started. */
function heldHandler() {
  let started: () => void = () => undefined;
  let end: () => void = () => undefined;
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  const run = vi.fn<JobHandler['run']>(() => {
    started();
    return new Promise<void>((resolve) => {
      end = resolve;
    });
  });
  ends.push(() => end());
  return { run, running, end: () => end() };
}

describe('stopping the job worker of an instance that shuts down', () => {
  it('gives a job still running after the grace back to the queue, due at once, and another instance runs it', async () => {
    const held = heldHandler();
    const id = await addJob('test.stuck');
    const worker = startJobWorker(db, { 'test.stuck': { run: held.run } }, { pollMs: 20 });
    await held.running;

    const stoppedAt = Date.now();
    await worker.stop({ releaseAfterMs: 200 });
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(190);
    expect(await jobRow(id)).toEqual({
      status: 'pending',
      attempts: 1,
      locked_until: null,
      last_error: "interrotto dalla chiusura dell'istanza",
      due: true,
    });

    // Not after its 30-second lease: at the other instance's next poll.
    const run = vi.fn<JobHandler['run']>().mockResolvedValue(undefined);
    const other = startJobWorker(otherInstanceDb, { 'test.stuck': { run } }, { pollMs: 20 });
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce(), { timeout: 2_000, interval: 20 });
    await other.stop();
    expect(run).toHaveBeenCalledWith({}, expect.objectContaining({ attempt: 2 }));
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });

    // The first run's late end records nothing over the second's.
    held.end();
    await vi.waitFor(async () => expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 }));
  });

  it('lets a job that ends within the grace finish, and records it done', async () => {
    const held = heldHandler();
    const id = await addJob('test.quick');
    const worker = startJobWorker(db, { 'test.quick': { run: held.run } }, { pollMs: 20 });
    await held.running;

    const stopping = worker.stop({ releaseAfterMs: 5_000 });
    setTimeout(held.end, 100);
    const stoppedAt = Date.now();
    await stopping;
    expect(Date.now() - stoppedAt).toBeLessThan(4_000);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1, last_error: null });
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Db, queryOne } from '../src/db/db';
import { enqueueJob } from '../src/lib/jobs/job-queue';
import { type JobHandler, type JobHandlers, runDueJobs, startJobWorker } from '../src/lib/jobs/job-worker';
import { claimDueJobs } from '../src/lib/jobs/jobs.repository';
import { openSecondConnection } from './helpers/second-connection';
import { createTestDb } from './helpers/test-db';

/**
 * A short lease, so that the tests wait a second where production waits 30 s; long enough that a busy
 * machine does not delay a heartbeat (every third of it) past its end.
 */
const LEASE_MS = 1_000;

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

// What a test leaves running (held handlers, partitions, workers), undone even when it fails half-way,
// so that a worker of one test never takes the next test's jobs.
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  // All at once: a worker's stop waits for its running job, which only a held handler's end lets finish.
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function addJob(name: string, maxAttempts = 8): Promise<number> {
  await enqueueJob(db, { name, dedupeKey: name });
  const row = await queryOne<{ id: number }>(
    db,
    'UPDATE jobs SET max_attempts = $2 WHERE dedupe_key = $1 RETURNING id',
    [name, maxAttempts],
  );
  if (!row) throw new Error('job not stored');
  return row.id;
}

const jobRow = (id: number) =>
  queryOne<{ status: string; attempts: number; last_error: string | null; lease_left: number }>(
    db,
    `SELECT status, attempts, last_error, EXTRACT(EPOCH FROM locked_until - now())::float8 AS lease_left
       FROM jobs WHERE id = $1`,
    [id],
  );

/** An instance's worker polling every 20 ms with the short lease; stopped after the test. */
function startWorker(instanceDb: Db, handlers: JobHandlers) {
  const worker = startJobWorker(instanceDb, handlers, { pollMs: 20, leaseMs: LEASE_MS });
  cleanups.push(() => worker.stop());
  return worker;
}

/** A handler that runs until the test lets it end, and says when it has started. */
function heldHandler() {
  let started: () => void = () => undefined;
  let end: (error?: Error) => void = () => undefined;
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  const run = vi.fn<JobHandler['run']>(() => {
    started();
    return new Promise<void>((resolve, reject) => {
      end = (error) => (error ? reject(error) : resolve());
    });
  });
  cleanups.push(() => end());
  return { run, running, end: (error?: Error) => end(error) };
}

/** An instance's connection that can be cut off from the database (every query waits) and healed. */
function partitionable(target: Db) {
  let gate: Promise<void> | null = null;
  let heal: () => void = () => undefined;
  const db: Db = {
    ...target,
    async query(sql, params, options) {
      if (gate) await gate;
      return target.query(sql, params, options);
    },
  };
  cleanups.push(() => heal());
  return {
    db,
    cut() {
      gate = new Promise((resolve) => {
        heal = resolve;
      });
    },
    heal() {
      gate = null;
      heal();
    },
  };
}

describe('job leases', () => {
  it('claims a job for 30 seconds by default, so that a dead instance holds it no longer', async () => {
    const held = heldHandler();
    const id = await addJob('test.default-lease');
    const pass = runDueJobs(db, { 'test.default-lease': { run: held.run } });
    await held.running;
    const row = await jobRow(id);
    expect(row?.status).toBe('running');
    expect(row?.lease_left).toBeGreaterThan(25);
    expect(row?.lease_left).toBeLessThanOrEqual(30);
    held.end();
    await pass;
  });

  it('hands the job of a dead worker (claimed, no heartbeat) to another once the lease ends', async () => {
    const id = await addJob('test.orphan');
    // The dead instance's claim: nothing runs it and nothing extends its lease.
    expect(await claimDueJobs(db, 10, LEASE_MS)).toHaveLength(1);
    const claimedAt = Date.now();
    let pickedUpAt = 0;
    const run = vi.fn<JobHandler['run']>(async () => {
      pickedUpAt = Date.now();
    });
    const worker = startWorker(otherInstanceDb, { 'test.orphan': { run } });
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce(), { timeout: 5_000, interval: 20 });
    await worker.stop();

    const waited = pickedUpAt - claimedAt;
    expect(waited).toBeGreaterThanOrEqual(LEASE_MS - 50);
    expect(waited).toBeLessThan(LEASE_MS + 1_000);
    expect(run).toHaveBeenCalledWith({}, expect.objectContaining({ attempt: 2 }));
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('keeps a running job with its worker while the heartbeat extends the lease, over several lease lengths', async () => {
    const held = heldHandler();
    const id = await addJob('test.long');
    const first = startWorker(db, { 'test.long': { run: held.run } });
    await held.running;
    const otherRun = vi.fn<JobHandler['run']>().mockResolvedValue(undefined);
    const second = startWorker(otherInstanceDb, { 'test.long': { run: otherRun } });

    await sleep(4 * LEASE_MS);
    expect(otherRun).not.toHaveBeenCalled();
    expect(await jobRow(id)).toMatchObject({ status: 'running', attempts: 1 });

    held.end();
    await first.stop();
    await second.stop();
    expect(held.run).toHaveBeenCalledOnce();
    expect(otherRun).not.toHaveBeenCalled();
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it("leaves the new owner's outcome alone when a worker cut off past its lease finishes after all", async () => {
    const held = heldHandler();
    const cutOff = partitionable(db);
    const id = await addJob('test.partition');
    const stale = runDueJobs(cutOff.db, { 'test.partition': { run: held.run } }, { leaseMs: LEASE_MS });
    await held.running;
    cutOff.cut();
    await sleep(LEASE_MS + 100);

    const failing = vi.fn<JobHandler['run']>().mockRejectedValue(new Error('server SMTP non raggiungibile'));
    expect(
      await runDueJobs(otherInstanceDb, { 'test.partition': { run: failing } }, { leaseMs: LEASE_MS }),
    ).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'pending', attempts: 2 });

    cutOff.heal();
    held.end();
    await stale;
    expect(await jobRow(id)).toMatchObject({
      status: 'pending',
      attempts: 2,
      last_error: 'server SMTP non raggiungibile',
    });
  });

  it('does not give up a job a second time when a worker cut off past its last attempt fails after all', async () => {
    const held = heldHandler();
    const giveUp = vi.fn<NonNullable<JobHandler['giveUp']>>().mockResolvedValue(undefined);
    const cutOff = partitionable(db);
    const id = await addJob('test.last-attempt', 1);
    const handlers = { 'test.last-attempt': { run: held.run, giveUp } };
    const stale = runDueJobs(cutOff.db, handlers, { leaseMs: LEASE_MS });
    await held.running;
    cutOff.cut();
    await sleep(LEASE_MS + 100);

    // The new owner finds the last attempt interrupted: it fails the job and gives up on it once.
    await runDueJobs(otherInstanceDb, handlers, { leaseMs: LEASE_MS });
    expect(giveUp).toHaveBeenCalledOnce();

    cutOff.heal();
    held.end(new Error('troppo tardi'));
    await stale;
    expect(giveUp).toHaveBeenCalledOnce();
    expect(held.run).toHaveBeenCalledOnce();
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row?.last_error).toMatch(/interrotto durante l'ultimo tentativo/);
  });
});

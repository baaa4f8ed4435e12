import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Db, queryOne } from '../src/db/db';
import { enqueueJob } from '../src/lib/jobs/job-queue';
import { type JobHandler, runDueJobs, startJobWorker } from '../src/lib/jobs/job-worker';
import { createTestDb } from './helpers/test-db';

interface JobRow {
  status: string;
  attempts: number;
  last_error: string | null;
  locked_until: Date | null;
  /** run_at minus now(), in seconds */
  due_in: number;
}

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());
beforeEach(() => db.exec('DELETE FROM jobs'));

async function addJob(name: string, payload: Record<string, unknown> = {}): Promise<number> {
  const dedupeKey = `${name}:${JSON.stringify(payload)}`;
  await enqueueJob(db, { name, payload, dedupeKey });
  const row = await queryOne<{ id: number }>(db, 'SELECT id FROM jobs WHERE dedupe_key = $1', [dedupeKey]);
  if (!row) throw new Error('job not stored');
  return row.id;
}

async function jobRow(id: number): Promise<JobRow> {
  const row = await queryOne<JobRow>(
    db,
    `SELECT status, attempts, last_error, locked_until,
       EXTRACT(EPOCH FROM run_at - now())::float8 AS due_in
     FROM jobs WHERE id = $1`,
    [id],
  );
  if (!row) throw new Error(`job ${id} missing`);
  return row;
}

const makeDue = (id: number) => db.query('UPDATE jobs SET run_at = now() WHERE id = $1', [id]);

describe('runDueJobs', () => {
  it('runs a due job once, with its payload, and marks it done', async () => {
    const run = vi.fn<JobHandler['run']>().mockResolvedValue(undefined);
    const id = await addJob('test.ok', { inspectionId: 'abc' });

    expect(await runDueJobs(db, { 'test.ok': { run } })).toBe(1);
    expect(run).toHaveBeenCalledWith({ inspectionId: 'abc' }, { jobId: id, attempt: 1, maxAttempts: 8 });
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1, locked_until: null });

    expect(await runDueJobs(db, { 'test.ok': { run } })).toBe(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('leaves a job alone until its time comes', async () => {
    const run = vi.fn<JobHandler['run']>().mockResolvedValue(undefined);
    await enqueueJob(db, { name: 'test.later', runAt: new Date(Date.now() + 3_600_000) });
    expect(await runDueJobs(db, { 'test.later': { run } })).toBe(0);
    expect(run).not.toHaveBeenCalled();
  });

  it('retries a failing job later with growing delays, then marks it failed after max_attempts', async () => {
    const run = vi.fn<JobHandler['run']>().mockRejectedValue(new Error('server SMTP non raggiungibile'));
    const giveUp = vi.fn<NonNullable<JobHandler['giveUp']>>().mockResolvedValue(undefined);
    const handlers = { 'test.flaky': { run, giveUp } };
    const id = await addJob('test.flaky');
    await db.query('UPDATE jobs SET max_attempts = 3 WHERE id = $1', [id]);

    await runDueJobs(db, handlers);
    const first = await jobRow(id);
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'server SMTP non raggiungibile',
    });
    expect(first.due_in).toBeGreaterThan(25);
    expect(first.due_in).toBeLessThanOrEqual(30);
    expect(await runDueJobs(db, handlers)).toBe(0);

    await makeDue(id);
    await runDueJobs(db, handlers);
    const second = await jobRow(id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second.due_in).toBeGreaterThan(55);
    expect(second.due_in).toBeLessThanOrEqual(60);
    expect(giveUp).not.toHaveBeenCalled();

    await makeDue(id);
    await runDueJobs(db, handlers);
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'server SMTP non raggiungibile',
      locked_until: null,
    });
    expect(run).toHaveBeenCalledTimes(3);
    expect(giveUp).toHaveBeenCalledExactlyOnceWith({}, 'server SMTP non raggiungibile', 'retries_exhausted');

    await makeDue(id);
    expect(await runDueJobs(db, handlers)).toBe(0);
  });

  it('uses the retry delay it is given', async () => {
    const run = vi.fn<JobHandler['run']>().mockRejectedValue(new Error('no'));
    const id = await addJob('test.delay');
    await runDueJobs(db, { 'test.delay': { run } }, { retryDelayMs: (attempts) => attempts * 600_000 });
    expect((await jobRow(id)).due_in).toBeGreaterThan(590);
  });

  it('takes over a running job whose lease has expired, because its process died', async () => {
    const run = vi.fn<JobHandler['run']>().mockResolvedValue(undefined);
    const orphan = await addJob('test.lease', { n: 1 });
    const busy = await addJob('test.lease', { n: 2 });
    await db.query(
      `UPDATE jobs SET status = 'running', attempts = 1, locked_until = now() - interval '1 second' WHERE id = $1`,
      [orphan],
    );
    await db.query(
      `UPDATE jobs SET status = 'running', attempts = 1, locked_until = now() + interval '5 minutes' WHERE id = $1`,
      [busy],
    );

    expect(await runDueJobs(db, { 'test.lease': { run } })).toBe(1);
    expect(run).toHaveBeenCalledExactlyOnceWith({ n: 1 }, expect.objectContaining({ attempt: 2 }));
    expect(await jobRow(orphan)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await jobRow(busy)).toMatchObject({ status: 'running', attempts: 1 });
  });

  it('gives up on a job whose process died during its last attempt, without running it again', async () => {
    const run = vi.fn<JobHandler['run']>().mockResolvedValue(undefined);
    const giveUp = vi.fn<NonNullable<JobHandler['giveUp']>>().mockResolvedValue(undefined);
    const id = await addJob('test.crash');
    await db.query(
      `UPDATE jobs SET status = 'running', attempts = max_attempts, locked_until = now() - interval '1 second'
       WHERE id = $1`,
      [id],
    );

    await runDueJobs(db, { 'test.crash': { run, giveUp } });
    expect(run).not.toHaveBeenCalled();
    const row = await jobRow(id);
    expect(row.status).toBe('failed');
    expect(row.last_error).toMatch(/interrotto durante l'ultimo tentativo/);
    expect(giveUp).toHaveBeenCalledOnce();
  });

  it('fails a job nobody can run at once, saying why', async () => {
    const id = await addJob('test.unknown');
    await runDueJobs(db, {});
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'nessun gestore registrato per il job "test.unknown"',
    });
  });
});

describe('startJobWorker', () => {
  it('polls on its own, and stopping waits for the job that is running', async () => {
    let finish: () => void = () => undefined;
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const run = vi.fn<JobHandler['run']>(() => {
      started();
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const id = await addJob('test.slow');
    const worker = startJobWorker(db, { 'test.slow': { run } }, { pollMs: 20 });

    await running;
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await sleep(50);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });

    // Once stopped it takes nothing more.
    const next = await addJob('test.slow', { n: 2 });
    await sleep(80);
    expect(await jobRow(next)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(run).toHaveBeenCalledOnce();
  });
});

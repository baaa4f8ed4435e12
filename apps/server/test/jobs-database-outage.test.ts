import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, type Db } from '../src/db/db';
import { enqueueJob } from '../src/lib/jobs/job-queue';
import { type JobLogger, startJobWorker } from '../src/lib/jobs/job-worker';
import { createTestDb } from './helpers/test-db';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

describe('the job worker while the database is away', () => {
  it('asks the queue less and less often, logs why, and runs the jobs again once the database is back', async () => {
    let down = true;
    let reads = 0;
    // The app's database, unreachable while `down`, as PostgreSQL stopped makes it.
    const flaky: Db = {
      ...db,
      query: (sql, params, options) => {
        if (sql.includes('SKIP LOCKED')) reads++;
        return down
          ? Promise.reject(new DatabaseUnavailableError(new Error('connect ECONNREFUSED 127.0.0.1:5432')))
          : db.query(sql, params, options);
      },
    };
    const lines: Array<{ level: string; message: string; retryInMs?: number }> = [];
    const record = (level: string) => (fields: unknown, message?: string) => {
      lines.push({ level, message: message ?? '', retryInMs: (fields as { retryInMs?: number }).retryInMs });
    };
    const logger: JobLogger = { info: record('info'), warn: record('warn'), error: record('error') };
    const ran: string[] = [];
    const worker = startJobWorker(
      flaky,
      { 'test.outage': { run: async () => void ran.push('test.outage') } },
      { pollMs: 20, logger },
    );
    try {
      await sleep(700);
      // Every 20 ms would be 35 reads: 20, 40, 80, 160, 320 ms apart is 5 or 6.
      expect(reads).toBeGreaterThanOrEqual(3);
      expect(reads).toBeLessThanOrEqual(7);
      const failures = lines.filter((line) => line.message === 'job: lettura della coda non riuscita');
      expect(failures.length).toBe(reads);
      expect(failures.slice(0, 3).map((line) => line.retryInMs)).toEqual([40, 80, 160]);

      down = false;
      await enqueueJob(db, { name: 'test.outage' });
      // The pass that runs the job logs the recovery once its jobs have finished, a moment after they ran.
      const recovered = () => lines.at(-1)?.message === 'job: coda di nuovo raggiungibile';
      for (let waited = 0; ran.length === 0 || !recovered(); waited += 20) {
        if (waited > 3_000)
          throw new Error('the job did not run, or no recovery was logged, once the database came back');
        await sleep(20);
      }
      expect(lines.filter((line) => line.level === 'info')).toHaveLength(1);
    } finally {
      down = false;
      await worker.stop();
    }
  });
});

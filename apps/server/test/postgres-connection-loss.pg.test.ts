import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, type Db } from '../src/db/db';
import { createPostgresDb } from '../src/db/postgres-db';

const connectionString = process.env.TEST_DATABASE_URL ?? '';

// PostgreSQL only (`*.pg.test.ts`): connections ended by the server, which PGlite in process cannot have.
// Node throws an 'error' event nobody listens to: it would show here as an uncaught exception.
const uncaught: unknown[] = [];
const record = (error: unknown) => uncaught.push(error);
let db: Db;
let admin: Db;
beforeAll(async () => {
  db = await createPostgresDb({ connectionString, max: 2 });
  admin = await createPostgresDb({ connectionString, max: 1 });
});
afterAll(async () => {
  await db.close();
  await admin.close();
});
beforeEach(() => {
  uncaught.length = 0;
  process.on('uncaughtException', record);
});
afterEach(() => {
  process.off('uncaughtException', record);
});

const backendPid = async (queryable: Pick<Db, 'query'>) =>
  (await queryable.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]?.pid;

describe('connections the PostgreSQL server ends', () => {
  it('fails the transaction whose connection is lost with DatabaseUnavailableError, and the pool goes on', async () => {
    const transaction = db.transaction(async (tx) => {
      await admin.query('SELECT pg_terminate_backend($1)', [await backendPid(tx)]);
      // The loss reaches the client while it is checked out and idle.
      await sleep(200);
      await tx.query('SELECT 1');
    });
    await expect(transaction).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(uncaught).toEqual([]);
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('drops the idle connections the server ends, and opens new ones for the next queries', async () => {
    const pids = await Promise.all([
      db.transaction((tx) => backendPid(tx)),
      db.transaction((tx) => backendPid(tx)),
    ]);
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
    await sleep(200);
    expect(uncaught).toEqual([]);
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db';
import { createPostgresDb } from '../src/db/postgres-db';
import { TEST_PASSWORD } from './helpers/auth';
import { type OwnPostgres, startOwnPostgres } from './helpers/own-postgres';
import { type ServerProcess, startServer, useServerBundle } from './helpers/server-process';
import { xsrfHeaders } from './helpers/xsrf';

// The built server on a PostgreSQL of this file's own that goes away while it runs: the instance must
// stay up, say 503 quickly, and work again by itself (docs/decisions/044-database-faults.md). PostgreSQL
// only (`*.pg.test.ts`): the embedded PGlite cannot lose its database.

const bundle = useServerBundle();
let postgres: OwnPostgres;
beforeAll(async () => {
  postgres = await startOwnPostgres();
});
afterAll(() => postgres?.destroy());

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const UNAVAILABLE = {
  code: 'database_unavailable',
  message: 'Il servizio non è al momento disponibile: riprova tra qualche istante.',
};

interface Instance {
  server: ServerProcess;
  /** The instance's database, through a connection of the test's own. */
  db: Db;
  /** The `application_name` of every connection the instance opens. */
  appName: string;
  get(path: string): Promise<{ status: number; body: unknown; retryAfter: string | null; ms: number }>;
}

/** The built server on a fresh database of the test's cluster. */
async function startInstance(): Promise<Instance> {
  const name = `va_${randomBytes(4).toString('hex')}`;
  const admin = await createPostgresDb({ connectionString: postgres.url, max: 1 });
  await admin.exec(`CREATE DATABASE ${name}`);
  await admin.close();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'va-outage-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const url = new URL(postgres.urlOf(name));
  url.searchParams.set('application_name', name);
  const server = await startServer(bundle, { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, cleanups);
  const db = await createPostgresDb({ connectionString: postgres.urlOf(name), max: 1 });
  cleanups.push(() => db.close());
  const get = async (route: string) => {
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${server.port}${route}`, {
      signal: AbortSignal.timeout(10_000),
    });
    return {
      status: res.status,
      body: await res.json(),
      retryAfter: res.headers.get('retry-after'),
      ms: Date.now() - started,
    };
  };
  return { server, db, appName: name, get };
}

async function register(instance: Instance, email: string) {
  const res = await fetch(`http://127.0.0.1:${instance.server.port}/api/user/register`, {
    method: 'POST',
    headers: { ...xsrfHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      name: 'Anna Bianchi',
      password: TEST_PASSWORD,
      passwordConfirm: TEST_PASSWORD,
    }),
  });
  expect(res.status).toBe(201);
}

async function until(what: string, withinMs: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + withinMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`still waiting, after ${withinMs} ms, for ${what}`);
    await sleep(100);
  }
}

const mailJobsDone = async (instance: Instance, count: number) => {
  const rows = await instance.db.query<{ done: number }>(
    `SELECT count(*)::int AS done FROM jobs WHERE name = 'mail.send' AND status = 'done'`,
  );
  return rows[0]?.done === count;
};

/** An API call that reads the database (its rate limit and the account), 200 when it can. */
const LOOKUP = '/api/user/lookup?email=anna.bianchi%40example.it';

describe('the built server on a PostgreSQL that goes away', () => {
  it('stays up when every connection it holds is terminated, and serves again at once, jobs included', async () => {
    const instance = await startInstance();
    await register(instance, 'anna.bianchi@example.it');
    await until('the first e-mail job', 10_000, () => mailJobsDone(instance, 1));

    // Idle pool connections, the LISTEN connection and whatever the job worker holds.
    const terminated = await instance.db.query<{ pid: number }>(
      'SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity WHERE application_name = $1',
      [instance.appName],
    );
    expect(terminated.length).toBeGreaterThanOrEqual(2);
    await sleep(500);
    expect(instance.server.alive(), instance.server.output()).toBe(true);

    expect((await instance.get('/readyz')).status).toBe(200);
    expect((await instance.get(LOOKUP)).status).toBe(200);
    await register(instance, 'bruno.verdi@example.it');
    await until('the e-mail job queued after the loss', 10_000, () => mailJobsDone(instance, 2));
    expect(instance.server.alive()).toBe(true);
  }, 60_000);

  it('answers 503 database_unavailable while PostgreSQL is stopped, then works again by itself, jobs included', async () => {
    const instance = await startInstance();
    await register(instance, 'anna.bianchi@example.it');
    await until('the first e-mail job', 10_000, () => mailJobsDone(instance, 1));
    // An e-mail that falls due while the database is away.
    await instance.db.exec(`
      WITH mail AS (
        INSERT INTO mail_outbox (to_address, subject, html, text, template)
        VALUES ('carla.neri@example.it', 'Prova', '<p>Prova</p>', 'Prova', 'prova') RETURNING id
      )
      INSERT INTO jobs (name, payload, run_at)
      SELECT 'mail.send', jsonb_build_object('outboxId', id), now() + interval '1 second' FROM mail`);

    await postgres.stop();
    try {
      await sleep(300);
      expect(instance.server.alive(), instance.server.output()).toBe(true);
      const ready = await instance.get('/readyz');
      expect(ready).toMatchObject({ status: 503, body: UNAVAILABLE, retryAfter: '5' });
      expect(ready.ms).toBeLessThan(2_000);
      const lookup = await instance.get(LOOKUP);
      expect(lookup).toMatchObject({ status: 503, body: UNAVAILABLE, retryAfter: '5' });
      expect(lookup.ms).toBeLessThan(2_000);
      await sleep(3_000);
      expect(instance.server.alive(), instance.server.output()).toBe(true);
    } finally {
      await postgres.start();
    }
    const restartedAt = Date.now();

    await until(
      '/readyz after the restart',
      10_000,
      async () => (await instance.get('/readyz')).status === 200,
    );
    expect((await instance.get(LOOKUP)).status).toBe(200);
    await until('the e-mail due during the outage', 15_000, () => mailJobsDone(instance, 2));
    expect(Date.now() - restartedAt).toBeLessThan(15_000);
    expect(instance.server.alive()).toBe(true);
    expect(instance.server.output()).toMatch(/database non raggiungibile/);
  }, 60_000);

  it('says not ready within 2 s while PostgreSQL is frozen, and ready again once it answers', async () => {
    const instance = await startInstance();
    await register(instance, 'anna.bianchi@example.it');

    postgres.freeze();
    try {
      for (let probe = 0; probe < 3; probe++) {
        const ready = await instance.get('/readyz');
        expect(ready).toMatchObject({ status: 503, body: UNAVAILABLE });
        expect(ready.ms).toBeLessThan(2_000);
      }
      expect(instance.server.alive()).toBe(true);
    } finally {
      postgres.thaw();
    }

    await until('/readyz after the thaw', 10_000, async () => (await instance.get('/readyz')).status === 200);
    expect((await instance.get(LOOKUP)).status).toBe(200);
  }, 60_000);
});

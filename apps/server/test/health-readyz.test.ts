import { ReadinessSchema } from '@verificauto/shared/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/db';
import { createTestApp, type TestContext } from './helpers/test-app';

const database = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The app's database with `schema_migrations` changed for `work`, then put back. */
async function withMigrations(db: Db, change: string, work: () => Promise<void>) {
  await db.exec('CREATE TEMP TABLE saved_migrations AS SELECT * FROM schema_migrations');
  try {
    await db.exec(change);
    await work();
  } finally {
    await db.exec('DELETE FROM schema_migrations');
    await db.exec('INSERT INTO schema_migrations SELECT * FROM saved_migrations');
    await db.exec('DROP TABLE saved_migrations');
  }
}

describe('/readyz: whether this instance should get traffic', () => {
  it('is ready with the database answering and every migration of this build applied', async () => {
    const res = await ctx.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(ReadinessSchema.parse(res.json())).toEqual({ status: 'ready', database });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    await withMigrations(
      ctx.db,
      `DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations)`,
      async () => {
        const res = await ctx.app.inject('/readyz');
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          code: 'migrations_pending',
          message: 'Il database non ha ancora una migrazione di questa versione.',
        });
      },
    );
  });

  it("is ready when the database has a newer build's migration as well", async () => {
    await withMigrations(
      ctx.db,
      `INSERT INTO schema_migrations (version) VALUES ('999_da_una_versione_successiva.sql')`,
      async () => {
        expect((await ctx.app.inject('/readyz')).statusCode).toBe(200);
      },
    );
  });

  it('is not ready when the database does not answer, while /healthz (liveness) still is', async () => {
    let down = false;
    const db: Db = {
      ...ctx.db,
      query: (sql, params, options) =>
        down ? Promise.reject(new Error('connect ECONNREFUSED')) : ctx.db.query(sql, params, options),
    };
    const app = await buildApp({ config: ctx.config, db });
    try {
      down = true;
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        code: 'database_unavailable',
        message: 'Il servizio non è al momento disponibile: riprova tra qualche istante.',
      });
      expect(ready.headers['retry-after']).toBe('5');
      const live = await app.inject('/healthz');
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok', database });
    } finally {
      down = false;
      await app.close();
    }
  });
});

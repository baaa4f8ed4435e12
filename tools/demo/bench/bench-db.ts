import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '@verificauto/server/db/db';
import { migrate } from '@verificauto/server/db/migrate';
import { createPgliteDb } from '@verificauto/server/db/pglite-db';
import { createPostgresDb } from '@verificauto/server/db/postgres-db';

export interface BenchDb {
  db: Db;
  label: string;
  /** Closes the database and removes what the bench created (schema or directory). */
  dispose(): Promise<void>;
}

/** A fresh schema on the PostgreSQL server of `connectionString`, so that no existing data is touched. */
async function postgresSchema(connectionString: string): Promise<BenchDb> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = await createPostgresDb({ connectionString, max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = await createPostgresDb({ connectionString, searchPath: `${schema},public` });
  return {
    db,
    label: `PostgreSQL (schema ${schema})`,
    async dispose() {
      await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

/** PGlite in a temporary directory, as the app runs by default. */
async function pgliteDir(): Promise<BenchDb> {
  const dir = await mkdtemp(path.join(tmpdir(), 'va-bench-pglite-'));
  const db = await createPgliteDb(dir);
  return {
    db,
    label: 'PGlite (temporary directory)',
    async dispose() {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function openBenchDb(connectionString: string | undefined): Promise<BenchDb> {
  const bench = connectionString ? await postgresSchema(connectionString) : await pgliteDir();
  await migrate(bench.db);
  return bench;
}

import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { createPgliteDb } from '../../src/db/pglite-db';
import { createPostgresDb } from '../../src/db/postgres-db';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new schema on
 * the server named by TEST_DATABASE_URL, dropped again by `close()`.
 */
export async function createTestDb(): Promise<Db> {
  if (process.env.TEST_DB !== 'postgres') {
    const db = await createPgliteDb();
    await migrate(db);
    return db;
  }
  const connectionString = process.env.TEST_DATABASE_URL;
  if (!connectionString) throw new Error('TEST_DB=postgres richiede TEST_DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await createPostgresDb({ connectionString, max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = await createPostgresDb({ connectionString, searchPath: `${schema},public`, max: 5 });
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

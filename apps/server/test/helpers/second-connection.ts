import type { Db } from '../../src/db/db';
import { createPostgresDb } from '../../src/db/postgres-db';

/**
 * The same test database through a connection pool of its own, as a second app instance would reach it.
 * PGlite has one connection per instance, so there both "instances" share it.
 */
export async function openSecondConnection(db: Db): Promise<Db> {
  if (db.kind === 'pglite') return { ...db, close: async () => undefined };
  const connectionString = process.env.TEST_DATABASE_URL;
  if (!connectionString) throw new Error('TEST_DB=postgres richiede TEST_DATABASE_URL');
  const rows = await db.query<{ path: string }>("SELECT current_setting('search_path') AS path");
  // The pool passes it as a command-line option, where a space would end the value.
  const searchPath = rows[0]?.path.replace(/\s+/g, '');
  return createPostgresDb({ connectionString, searchPath, max: 5 });
}

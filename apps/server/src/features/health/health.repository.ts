import type { Queryable } from '../../db/db';

/** The migrations the database has; throws when it does not answer within `timeoutMs`. */
export async function appliedMigrations(db: Queryable, timeoutMs: number): Promise<string[]> {
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations', [], {
    timeoutMs,
  });
  return rows.map((row) => row.version);
}

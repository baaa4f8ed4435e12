import type { Queryable } from '../../db/db';

/** The migrations the database has; throws when it does not answer. */
export async function appliedMigrations(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  return rows.map((row) => row.version);
}

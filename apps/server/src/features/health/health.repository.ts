import type { Queryable } from '../../db/db';

/** Throws when the database does not answer. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

import { type Queryable, queryOne } from '../db/db';

/** The channel our schema's triggers notify on (migrations 002 and 003). */
export async function findChangesChannel(db: Queryable): Promise<string> {
  const row = await queryOne<{ channel: string }>(db, 'SELECT va_changes_channel() AS channel');
  if (!row) throw new Error('va_changes_channel() did not answer');
  return row.channel;
}

export async function notifyChannel(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
}

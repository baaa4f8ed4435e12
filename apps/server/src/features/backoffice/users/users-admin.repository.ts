import type { Role } from '@verificauto/shared/contracts/auth';
import type { TimeCursor } from '@verificauto/shared/contracts/keyset-cursor';
import { type Queryable, queryOne } from '../../../db/db';
import { cursorTime, type KeysetRow } from '../../../db/keyset';

export interface AdminUserRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  confirmed: boolean;
  blocked_at: Date | null;
  blocked_reason: string | null;
  created_at: Date;
}

const COLUMNS = 'id, email, name, role, confirmed, blocked_at, blocked_reason, created_at';

/**
 * A page of accounts, newest first, after `cursor` (decision 071): `limit` rows and one more (keysetPage).
 * `pattern` (lib/contains-pattern.ts, lower case) keeps those whose e-mail or name matches it: the trigram indexes of
 * migration 030 find them, then they are sorted; without it users_created_idx gives the order.
 */
export function listUsers(db: Queryable, filter: { pattern?: string; cursor?: TimeCursor }, limit: number) {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (filter.pattern !== undefined) {
    params.push(filter.pattern);
    conditions.push(`(lower(email) LIKE $1 ESCAPE '\\' OR lower(name) LIKE $1 ESCAPE '\\')`);
  }
  if (filter.cursor) {
    params.push(filter.cursor.at, filter.cursor.id);
    conditions.push(`(created_at, id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  return db.query<AdminUserRow & KeysetRow>(
    `SELECT ${COLUMNS}, ${cursorTime('created_at')} AS cursor_at FROM users
      ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY created_at DESC, id DESC
      LIMIT ${Number(limit) + 1}`,
    params,
  );
}

export const lockUser = (tx: Queryable, id: string) =>
  queryOne<AdminUserRow>(tx, `SELECT ${COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [id]);

/** Sets or clears the block; the users trigger of migration 002 drops the user's cached sessions. */
export async function setBlocked(tx: Queryable, id: string, reason: string | null): Promise<AdminUserRow> {
  const row = await queryOne<AdminUserRow>(
    tx,
    `UPDATE users
        SET blocked_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END, blocked_reason = $2,
            updated_at = now()
      WHERE id = $1
      RETURNING ${COLUMNS}`,
    [id, reason],
  );
  if (!row) throw new Error(`user ${id} vanished inside its transaction`);
  return row;
}

/** Ends every session of the user; returns how many there were. */
export async function deleteSessionsOf(tx: Queryable, userId: string): Promise<number> {
  const rows = await tx.query<{ user_id: string }>(
    'DELETE FROM sessions WHERE user_id = $1 RETURNING user_id',
    [userId],
  );
  return rows.length;
}

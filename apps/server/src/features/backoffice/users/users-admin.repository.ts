import type { Role } from '@verificauto/shared/contracts/auth';
import { type Queryable, queryOne } from '../../../db/db';

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
export const USER_SEARCH_LIMIT = 20;

/** Accounts whose e-mail or name contains the text (any case), newest first; the newest ones for ''. */
export const searchUsers = (db: Queryable, text: string) =>
  db.query<AdminUserRow>(
    `SELECT ${COLUMNS} FROM users
      WHERE $1 = '' OR strpos(lower(email), lower($1)) > 0 OR strpos(lower(name), lower($1)) > 0
      ORDER BY created_at DESC, id
      LIMIT ${USER_SEARCH_LIMIT}`,
    [text],
  );

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

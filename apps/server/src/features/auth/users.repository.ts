import type { Role } from '@verificauto/shared/contracts/auth';
import type { Queryable } from '../../db/db';
import { queryOne } from '../../db/db';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  confirmed: boolean;
  password_hash: string | null;
  blocked: boolean;
  role: Role;
}

const USER_COLUMNS = 'id, email, name, confirmed, password_hash, blocked_at IS NOT NULL AS blocked, role';

export const findUserByEmail = (db: Queryable, email: string) =>
  queryOne<UserRow>(db, `SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email]);

export const findUserById = (db: Queryable, id: string) =>
  queryOne<UserRow>(db, `SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);

/** Creates an unconfirmed account; undefined when the e-mail is taken (even by a concurrent request). */
export const insertUser = (
  db: Queryable,
  user: { email: string; name: string; passwordHash: string | null },
) =>
  queryOne<UserRow>(
    db,
    `INSERT INTO users (email, name, password_hash) VALUES ($1, $2, $3)
     ON CONFLICT ((lower(email))) DO NOTHING
     RETURNING ${USER_COLUMNS}`,
    [user.email, user.name, user.passwordHash],
  );

export async function setPasswordAndConfirm(db: Queryable, userId: string, passwordHash: string) {
  await db.query('UPDATE users SET password_hash = $2, confirmed = true, updated_at = now() WHERE id = $1', [
    userId,
    passwordHash,
  ]);
}

export async function confirmUser(db: Queryable, userId: string) {
  await db.query('UPDATE users SET confirmed = true, updated_at = now() WHERE id = $1 AND NOT confirmed', [
    userId,
  ]);
}

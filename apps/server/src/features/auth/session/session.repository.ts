import type { Role } from '@verificauto/shared/contracts/auth';
import type { Queryable } from '../../../db/db';
import { queryOne } from '../../../db/db';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, SESSION_TOUCH_SECONDS } from './session-policy';

export interface SessionRow {
  user_id: string;
  email: string;
  name: string;
  role: Role;
  workshop_id: string | null;
  confirmed: boolean;
  needs_touch: boolean;
  /** Seconds until the idle expiry (never past the absolute one). */
  expires_in: number;
}

// Seconds left, computed by the database clock that every instance shares.
const EXPIRES_IN = 'GREATEST(1, CEIL(EXTRACT(EPOCH FROM expires_at - now())))::int AS expires_in';

export async function insertSession(
  db: Queryable,
  session: { idHash: string; userId: string; ip: string; userAgent: string | null },
): Promise<number> {
  const row = await queryOne<{ expires_in: number }>(
    db,
    `INSERT INTO sessions (id_hash, user_id, expires_at, absolute_expires_at, ip, user_agent)
     VALUES ($1, $2, now() + $3::int * interval '1 second', now() + $4::int * interval '1 second', $5, $6)
     RETURNING ${EXPIRES_IN}`,
    [
      session.idHash,
      session.userId,
      SESSION_IDLE_SECONDS,
      SESSION_ABSOLUTE_SECONDS,
      session.ip,
      session.userAgent,
    ],
  );
  if (!row) throw new Error('sessions insert returned no row');
  return row.expires_in;
}

/** The user behind a live session; blocked users have none. */
export function findSessionUser(db: Queryable, idHash: string): Promise<SessionRow | undefined> {
  return queryOne<SessionRow>(
    db,
    `SELECT u.id AS user_id, u.email, u.name, u.role, u.workshop_id, u.confirmed,
            s.last_seen_at < now() - $2::int * interval '1 second' AS needs_touch, ${EXPIRES_IN}
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id_hash = $1 AND s.expires_at > now() AND s.absolute_expires_at > now()
        AND u.blocked_at IS NULL`,
    [idHash, SESSION_TOUCH_SECONDS],
    { prepare: 'auth.find_session_user' },
  );
}

/** Slides the idle expiry (never past the absolute one); undefined when the session is gone or over. */
export async function extendSession(db: Queryable, idHash: string): Promise<number | undefined> {
  const row = await queryOne<{ expires_in: number }>(
    db,
    `UPDATE sessions
        SET last_seen_at = now(),
            expires_at = LEAST(now() + $2::int * interval '1 second', absolute_expires_at)
      WHERE id_hash = $1 AND expires_at > now() AND absolute_expires_at > now()
      RETURNING ${EXPIRES_IN}`,
    [idHash, SESSION_IDLE_SECONDS],
  );
  return row?.expires_in;
}

export async function deleteSession(db: Queryable, idHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
}

/** Sessions that can no longer be used; removed at each sign-in so that a user's rows do not pile up. */
export async function deleteExpiredSessions(db: Queryable, userId: string): Promise<void> {
  await db.query(
    'DELETE FROM sessions WHERE user_id = $1 AND (expires_at <= now() OR absolute_expires_at <= now())',
    [userId],
  );
}

export async function deleteUserSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

import type { Queryable } from '../../../db/db';
import { hashToken, randomToken } from '../../../lib/tokens';
import { deleteExpiredSessions, deleteSession, extendSession, insertSession } from './session.repository';

/** Opens a session; only the hash of the returned token is stored. */
export async function startSession(
  db: Queryable,
  who: { userId: string; ip: string; userAgent: string | null },
): Promise<{ token: string; expiresIn: number }> {
  await deleteExpiredSessions(db, who.userId);
  const token = randomToken();
  const expiresIn = await insertSession(db, { idHash: hashToken(token), ...who });
  return { token, expiresIn };
}

/** Seconds the refreshed session has left; undefined when it is already over. */
export const refreshSession = (db: Queryable, token: string) => extendSession(db, hashToken(token));

export const endSession = (db: Queryable, token: string) => deleteSession(db, hashToken(token));

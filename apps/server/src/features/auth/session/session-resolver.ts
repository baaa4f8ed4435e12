import type { Queryable } from '../../../db/db';
import type { ChangeFeed } from '../../../lib/change-feed';
import { FeedCache } from '../../../lib/feed-cache';
import type { SessionResolver, SessionUser } from '../../../lib/session-user';
import { hashToken } from '../../../lib/tokens';
import { extendSession, findSessionUser, type SessionRow } from './session.repository';
import { SESSION_TOUCH_SECONDS } from './session-policy';

interface KnownSession {
  user: SessionUser;
  /** Local clock (ms) at which the idle expiry read from the database passes. */
  endsAt: number;
  /** When this instance next slides the idle expiry in the database. */
  touchAt: number;
}

const TOUCH_MS = SESSION_TOUCH_SECONDS * 1000;

const toUser = (row: SessionRow): SessionUser => ({
  id: row.user_id,
  email: row.email,
  name: row.name,
  role: row.role,
  workshopId: row.workshop_id,
  confirmed: row.confirmed,
});

/**
 * The user behind a session cookie. Read requests use sessions this instance has already looked up
 * (the change feed drops a session when it ends, is shortened, or its user changes); `fresh` ones
 * — every request that changes state — always ask the database.
 */
export function createSessionResolver(db: Queryable, feed: ChangeFeed): SessionResolver {
  const sessions = new FeedCache<KnownSession>(feed, { maxEntries: 20_000, ttlMs: 5 * 60_000 });
  feed.on('session', (idHashes) => {
    for (const idHash of idHashes) sessions.delete(idHash);
  });
  feed.on('user', (userIds) => sessions.deleteWhere((session) => userIds.has(session.user.id)));

  const load = async (idHash: string): Promise<KnownSession | undefined> => {
    const row = await findSessionUser(db, idHash);
    if (!row) return undefined;
    const expiresIn = row.needs_touch ? await extendSession(db, idHash) : row.expires_in;
    if (expiresIn === undefined) return undefined;
    const now = Date.now();
    return { user: toUser(row), endsAt: now + expiresIn * 1000, touchAt: now + TOUCH_MS };
  };

  const resolve: SessionResolver = async (token, { fresh }) => {
    const idHash = hashToken(token);
    const session = await sessions.get(idHash, () => load(idHash), { fresh });
    if (!session) return null;
    const now = Date.now();
    // A refresh may have moved the expiry without a notice: past what we know, the database decides.
    if (now >= session.endsAt) return fresh ? null : resolve(token, { fresh: true });
    if (now >= session.touchAt) {
      session.touchAt = now + TOUCH_MS;
      const expiresIn = await extendSession(db, idHash);
      if (expiresIn === undefined) {
        sessions.delete(idHash);
        return null;
      }
      session.endsAt = Date.now() + expiresIn * 1000;
    }
    return session.user;
  };
  return resolve;
}

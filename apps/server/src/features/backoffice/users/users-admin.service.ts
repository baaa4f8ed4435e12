import {
  type BackofficeUser,
  type BackofficeUsers,
  USERS_PAGE_SIZE,
  type UserSearchQuery,
} from '@verificauto/shared/contracts/backoffice';
import type { Db, Queryable } from '../../../db/db';
import { keysetPage } from '../../../db/keyset';
import { AppError, notFound } from '../../../lib/app-error';
import { appendAudit } from '../../../lib/audit-log.repository';
import { containsPattern } from '../../../lib/contains-pattern';
import type { SessionUser } from '../../../lib/session-user';
import { isUuid } from '../../../lib/uuid';
import {
  type AdminUserRow,
  deleteSessionsOf,
  listUsers,
  lockUser,
  setBlocked,
} from './users-admin.repository';

const USER_NOT_FOUND = 'Utente non trovato.';

export const toUser = (row: AdminUserRow): BackofficeUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  confirmed: row.confirmed,
  blocked_at: row.blocked_at?.toISOString() ?? null,
  blocked_reason: row.blocked_reason,
  created_at: row.created_at.toISOString(),
});

const blockState = (row: AdminUserRow) => ({
  blocked_at: row.blocked_at?.toISOString() ?? null,
  blocked_reason: row.blocked_reason,
});

/** A page of accounts, newest first: those whose e-mail or name contains `q`, or all for ''. */
export async function findUsers(db: Queryable, query: UserSearchQuery): Promise<BackofficeUsers> {
  const rows = await listUsers(
    db,
    { pattern: containsPattern(query.q), cursor: query.cursor },
    USERS_PAGE_SIZE,
  );
  const page = keysetPage(rows, USERS_PAGE_SIZE, (row) => row.id);
  return { users: page.rows.map(toUser), next: page.next };
}

async function lockExisting(tx: Queryable, id: string): Promise<AdminUserRow> {
  const user = isUuid(id) ? await lockUser(tx, id) : undefined;
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/**
 * Blocks an account (docs/product.md#roles): it cannot sign in, its sessions end now, and since the account
 * stays, its e-mail can neither register again nor book or buy (lib/blocked-email.repository.ts). A
 * back-office account is never blocked from here, so that the back office cannot lock itself out.
 */
export async function blockUser(
  db: Db,
  actor: SessionUser,
  id: string,
  reason: string,
): Promise<BackofficeUser> {
  return db.transaction(async (tx) => {
    const user = await lockExisting(tx, id);
    if (user.role === 'backoffice') {
      throw new AppError(409, 'backoffice_user', 'Un utente del back office non si può bloccare da qui.');
    }
    if (user.blocked_at) throw new AppError(409, 'already_blocked', 'Questo utente è già bloccato.');
    const blocked = await setBlocked(tx, user.id, reason);
    const sessionsEnded = await deleteSessionsOf(tx, user.id);
    await appendAudit(tx, {
      actorId: actor.id,
      action: 'user.blocked',
      entity: 'user',
      entityId: user.id,
      before: blockState(user),
      after: blockState(blocked),
      details: { email: user.email, reason, sessions_ended: sessionsEnded },
    });
    return toUser(blocked);
  });
}

export async function unblockUser(db: Db, actor: SessionUser, id: string): Promise<BackofficeUser> {
  return db.transaction(async (tx) => {
    const user = await lockExisting(tx, id);
    if (!user.blocked_at) throw new AppError(409, 'not_blocked', 'Questo utente non è bloccato.');
    const unblocked = await setBlocked(tx, user.id, null);
    await appendAudit(tx, {
      actorId: actor.id,
      action: 'user.unblocked',
      entity: 'user',
      entityId: user.id,
      before: blockState(user),
      after: blockState(unblocked),
      details: { email: user.email },
    });
    return toUser(unblocked);
  });
}

import type { Config } from '../../../config/env';
import type { Db } from '../../../db/db';
import { AppError } from '../../../lib/app-error';
import { MESSAGES } from '../account-messages';
import { hashPassword } from '../password-hash';
import { deleteUserSessions } from '../session/session.repository';
import { findUserByEmail, findUserById, setPasswordAndConfirm } from '../users.repository';
import { queuePasswordLink } from './password-link';
import { checkUserToken, consumeUserToken, type TokenOutcome } from './user-tokens.service';

/** Sends a reset link if the account exists and may sign in; the caller answers the same either way. */
export async function requestPasswordReset(
  db: Db,
  email: string,
  config: Pick<Config, 'publicUrl' | 'company'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user && !user.blocked) await queuePasswordLink(tx, user, config, 'password_reset');
  });
}

function requireUsable(outcome: TokenOutcome) {
  if (outcome !== 'ok') throw new AppError(400, 'invalid_link', MESSAGES.resetLink[outcome]);
}

/**
 * Sets the password from a reset (or first-access) link. It also confirms the account, because the link
 * proves the e-mail address, and ends every session, since the old password may be what leaked.
 */
export async function resetPassword(
  db: Db,
  input: { userId: string; resetToken: string; password: string },
  config: Pick<Config, 'contactEmail'>,
): Promise<void> {
  const link = { userId: input.userId, purpose: 'password_reset' as const, token: input.resetToken };
  // A made-up link must not cost a scrypt hash (decision 027); the hash is made outside the transaction.
  requireUsable(await checkUserToken(db, link));
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    requireUsable(await consumeUserToken(tx, link));
    const user = await findUserById(tx, input.userId);
    if (user?.blocked) throw new AppError(403, 'account_blocked', MESSAGES.blocked(config.contactEmail));
    await setPasswordAndConfirm(tx, input.userId, passwordHash);
    await deleteUserSessions(tx, input.userId);
  });
}

import type { Config } from '../../../config/env';
import type { Db } from '../../../db/db';
import { AppError } from '../../../lib/app-error';
import { enqueueMail } from '../../../lib/mail/mail-queue';
import { MESSAGES } from '../account-messages';
import { hashPassword } from '../password-hash';
import { confirmUser, findUserById, insertUser } from '../users.repository';
import { activationEmail } from './account-emails';
import { consumeUserToken, issueUserToken } from './user-tokens.service';

/**
 * Path A (docs/product.md#accounts): an unconfirmed account with its password, and the e-mail with the
 * activation link.
 */
export async function registerAccount(
  db: Db,
  input: { email: string; name: string; password: string },
  config: Pick<Config, 'publicUrl' | 'company'>,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const user = await insertUser(tx, { email: input.email, name: input.name, passwordHash });
    if (!user) throw new AppError(409, 'email_taken', MESSAGES.emailTaken);
    const token = await issueUserToken(tx, user.id, 'activation');
    await enqueueMail(
      tx,
      activationEmail(user, `${config.publicUrl}/activate/${user.id}/${token}`, config.company),
    );
  });
}

export async function activateAccount(db: Db, input: { userId: string; token: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const outcome = await consumeUserToken(tx, { ...input, purpose: 'activation' });
    if (outcome === 'ok') return confirmUser(tx, input.userId);
    // A used link, or one replaced after the account was confirmed some other way: nothing left to do.
    if ((await findUserById(tx, input.userId))?.confirmed) {
      throw new AppError(400, 'already_active', MESSAGES.alreadyActive);
    }
    const message = outcome === 'expired' ? MESSAGES.activationLink.expired : MESSAGES.activationLink.unknown;
    throw new AppError(400, 'invalid_link', message);
  });
}

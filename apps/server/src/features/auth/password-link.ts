import type { Config } from '../../config/env';
import type { Queryable } from '../../db/db';
import { enqueueMail } from '../../lib/mail/mail-queue';
import { passwordResetEmail, passwordSetupEmail, type Recipient } from './account-emails';
import { issueUserToken, type LinkKind } from './user-tokens.service';

export type PasswordLinkKind = Exclude<LinkKind, 'activation'>;

/**
 * Queues the e-mail with a /reset-password link: a forgotten password, or the first password of an account
 * created by a purchase or a booking (path B). Both use the same kind of token, so one page serves both; the
 * second lasts as long as an activation link.
 */
export async function queuePasswordLink(
  tx: Queryable,
  user: Recipient & { id: string },
  config: Pick<Config, 'publicUrl' | 'company'>,
  kind: PasswordLinkKind,
): Promise<void> {
  const token = await issueUserToken(tx, user.id, kind);
  const url = `${config.publicUrl}/reset-password/${user.id}/${token}`;
  await enqueueMail(
    tx,
    kind === 'password_reset'
      ? passwordResetEmail(user, url, config.company)
      : passwordSetupEmail(user, url, `${config.publicUrl}/forgot-password`, config.company),
  );
}

import type { Config } from '../../../config/env';
import type { Queryable } from '../../../db/db';
import { enqueueMail } from '../../../lib/mail/mail-queue';
import {
  passwordResetEmail,
  passwordSetupEmail,
  type Recipient,
  workshopPasswordSetupEmail,
} from './account-emails';
import { issueUserToken, type LinkKind } from './user-tokens.service';

export type PasswordLinkKind = Exclude<LinkKind, 'activation'>;

/**
 * Queues the e-mail with a /reset-password link: a forgotten password, or the first password of an account
 * created by a purchase or a booking (path B) or of a technician added to `workshop`. All use the same kind
 * of token, so one page serves them; a first password's link lasts as long as an activation link.
 */
export async function queuePasswordLink(
  tx: Queryable,
  user: Recipient & { id: string },
  config: Pick<Config, 'publicUrl' | 'company'>,
  kind: PasswordLinkKind,
  workshop?: { name: string },
): Promise<void> {
  const token = await issueUserToken(tx, user.id, kind);
  const url = `${config.publicUrl}/reset-password/${user.id}/${token}`;
  const forgotPasswordUrl = `${config.publicUrl}/forgot-password`;
  await enqueueMail(
    tx,
    kind === 'password_reset'
      ? passwordResetEmail(user, url, config.company)
      : workshop
        ? workshopPasswordSetupEmail(
            user,
            url,
            { workshopName: workshop.name, workshopUrl: `${config.publicUrl}/officina`, forgotPasswordUrl },
            config.company,
          )
        : passwordSetupEmail(user, url, forgotPasswordUrl, config.company),
  );
}

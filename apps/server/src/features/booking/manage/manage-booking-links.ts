import type { Queryable } from '../../../db/db';
import { hashToken, randomToken } from '../../../lib/tokens';
import { insertManageLink, type ManageLinkMail } from './manage-booking.repository';

/** The page where the seller moves or cancels the booking. */
export const manageBookingUrl = (publicUrl: string, token: string) => `${publicUrl}/booking/manage/${token}`;

/**
 * A new link to manage the inspection, for the e-mail `mail` being queued in the same transaction (see
 * insertManageLink for `sequence`): the token, or null when no link (and so no e-mail) is due. Only its
 * hash is stored, so the token exists only in that e-mail.
 */
export async function issueManageLink(
  tx: Queryable,
  link: { inspectionId: string; mail: ManageLinkMail; sequence?: number },
): Promise<string | null> {
  const token = randomToken();
  return (await insertManageLink(tx, { ...link, tokenHash: hashToken(token) })) ? token : null;
}

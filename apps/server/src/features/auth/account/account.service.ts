import type { Config } from '../../../config/env';
import type { Queryable } from '../../../db/db';
import { findUserByEmail, insertUser, type UserRow } from '../users.repository';
import { queuePasswordLink } from './password-link';

export interface Account {
  id: string;
  email: string;
  name: string;
  confirmed: boolean;
  hasPassword: boolean;
  blocked: boolean;
  /** True when this call created the account. */
  created: boolean;
}

const toAccount = (row: UserRow, created: boolean): Account => ({
  id: row.id,
  email: row.email,
  name: row.name,
  confirmed: row.confirmed,
  hasPassword: row.password_hash !== null,
  blocked: row.blocked,
  created,
});

/**
 * Path B (docs/product.md#accounts): the account behind a purchase or a booking. Creates an unconfirmed
 * account without a password, or returns the existing one untouched: whoever typed its e-mail has not shown
 * they own it, so nothing of theirs is written on it
 * (docs/decisions/045-guest-bookings-and-existing-accounts.md). Call it in your transaction.
 */
export async function ensureAccountForEmail(
  tx: Queryable,
  input: { email: string; name?: string },
): Promise<Account> {
  const email = input.email.trim();
  const name = input.name?.trim() ?? '';
  const inserted = await insertUser(tx, { email, name, passwordHash: null });
  if (inserted) return toAccount(inserted, true);
  const existing = await findUserByEmail(tx, email);
  if (!existing) throw new Error(`account for ${email} neither created nor found`);
  return toAccount(existing, false);
}

/**
 * Queues the "set your password for the Area riservata" e-mail (template password_setup), whose link is a
 * password-reset link valid ACCOUNT_SETUP_LINK_HOURS (48); setting the password also confirms the account.
 * Call it in the transaction of the purchase or booking, typically when `!account.confirmed`.
 */
export function sendPasswordSetupEmail(
  tx: Queryable,
  user: { id: string; email: string; name: string },
  config: Pick<Config, 'publicUrl' | 'company'>,
): Promise<void> {
  return queuePasswordLink(tx, user, config, 'password_setup');
}

/**
 * The same first-password link for a technician the back office added to a workshop, with staff's own
 * text (template workshop_password_setup): the workshop, and where the area officina is.
 */
export function sendWorkshopPasswordSetupEmail(
  tx: Queryable,
  user: { id: string; email: string; name: string },
  workshop: { name: string },
  config: Pick<Config, 'publicUrl' | 'company'>,
): Promise<void> {
  return queuePasswordLink(tx, user, config, 'password_setup', workshop);
}

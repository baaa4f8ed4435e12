import type { Queryable } from '../db/db';

/** An account as a feature that opens one for a typed e-mail sees it. */
export interface PortAccount {
  id: string;
  email: string;
  name: string;
  confirmed: boolean;
  hasPassword: boolean;
  /** True when this call created the account. */
  created: boolean;
}

type AccountUser = Pick<PortAccount, 'id' | 'email' | 'name'>;

/**
 * The auth feature's accounts as a purchase, a booking (built-in, Calendly or with a fee) and the back
 * office's technicians use them, in the caller's transaction; app.ts builds it once.
 */
export interface Accounts {
  /** The account of the e-mail: created unconfirmed and without a password, or the existing one untouched. */
  ensureAccountForEmail(tx: Queryable, input: { email: string; name: string }): Promise<PortAccount>;
  /** The e-mail with the link to set the first password of a customer's account. */
  sendPasswordSetupEmail(tx: Queryable, user: AccountUser): Promise<void>;
  /** The same link for a technician the back office added, with staff's own text naming the workshop. */
  sendWorkshopPasswordSetupEmail(tx: Queryable, user: AccountUser, workshop: { name: string }): Promise<void>;
}

/** What a customer's purchase or booking needs: the account, and the first-password e-mail. */
export type CustomerAccounts = Pick<Accounts, 'ensureAccountForEmail' | 'sendPasswordSetupEmail'>;

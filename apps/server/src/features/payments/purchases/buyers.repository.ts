import { type Queryable, queryOne } from '../../../db/db';

/** What the checkout prefills for a signed-in buyer. */
export const findBuyerProfile = (db: Queryable, userId: string) =>
  queryOne<{ email: string; name: string; country: string; taxCode: string | null }>(
    db,
    'SELECT email, name, country, tax_code AS "taxCode" FROM users WHERE id = $1',
    [userId],
  );

export interface BuyerAccount {
  id: string;
  name: string;
  email: string;
  confirmed: boolean;
}

export const findBuyerAccount = (db: Queryable, userId: string) =>
  queryOne<BuyerAccount>(db, 'SELECT id, name, email, confirmed FROM users WHERE id = $1', [userId]);

/**
 * Fills in what the account lacks: the country when this purchase created it, a missing codice fiscale,
 * and the marketing consent if given now. An existing value is never overwritten.
 */
export const fillBuyerDetails = (
  db: Queryable,
  userId: string,
  details: { country: string | null; taxCode: string | null; marketingConsent: boolean },
) =>
  db.query(
    `UPDATE users SET tax_code = coalesce(tax_code, $3), country = coalesce($2, country),
            marketing_consent = marketing_consent OR $4, updated_at = now()
      WHERE id = $1`,
    [userId, details.country, details.taxCode, details.marketingConsent],
  );

/** The account of an e-mail address, whoever holds it now (a claim link was sent to that address). */
export async function findAccountIdByEmail(db: Queryable, email: string): Promise<string | undefined> {
  const row = await queryOne<{ id: string }>(db, 'SELECT id FROM users WHERE lower(email) = lower($1)', [
    email,
  ]);
  return row?.id;
}

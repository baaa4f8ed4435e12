import { type Queryable, queryOne } from '../db/db';

/**
 * Whether the address belongs to an account the back office blocked: it may not buy or book
 * (docs/product.md#roles).
 */
export async function isEmailBlocked(db: Queryable, email: string): Promise<boolean> {
  const row = await queryOne<{ blocked: boolean }>(
    db,
    'SELECT blocked_at IS NOT NULL AS blocked FROM users WHERE lower(email) = lower($1)',
    [email.trim()],
  );
  return row?.blocked ?? false;
}

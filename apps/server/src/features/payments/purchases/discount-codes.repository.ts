import type { DiscountCode } from '@verificauto/shared/domain/discount';
import { type Queryable, queryOne } from '../../../db/db';

type DiscountRow = Omit<DiscountCode, 'percentOff' | 'amountOffCents'> & {
  percentOff: number | null;
  amountOffCents: number | null;
};

const DISCOUNT_COLUMNS = `id, code, description, percent_off AS "percentOff", amount_off_cents AS "amountOffCents",
  valid_from AS "validFrom", valid_until AS "validUntil", max_redemptions AS "maxRedemptions", redemptions,
  once_per_user AS "oncePerUser", active`;

const toDiscountCode = (row: DiscountRow): DiscountCode =>
  row.percentOff !== null
    ? { ...row, percentOff: row.percentOff, amountOffCents: null }
    : { ...row, percentOff: null, amountOffCents: row.amountOffCents ?? 0 };

/** By the code as typed, case-insensitively (the unique index is on upper(code)). */
export async function findDiscountCode(
  db: Queryable,
  code: string,
  options: { forUpdate?: boolean } = {},
): Promise<DiscountCode | undefined> {
  const row = await queryOne<DiscountRow>(
    db,
    `SELECT ${DISCOUNT_COLUMNS} FROM discount_codes WHERE upper(code) = upper($1)${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [code],
  );
  return row && toDiscountCode(row);
}

/** Paid purchases made with the code by the account of this e-mail (once-per-account codes). */
export async function countCodeUsesByEmail(db: Queryable, codeId: string, email: string): Promise<number> {
  const row = await queryOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM purchases p JOIN users u ON u.id = p.buyer_id
      WHERE p.discount_code_id = $1 AND p.status IN ('paid', 'refunded') AND lower(u.email) = lower($2)`,
    [codeId, email],
  );
  return row?.n ?? 0;
}

export const countDiscountRedemption = (db: Queryable, codeId: string) =>
  db.query('UPDATE discount_codes SET redemptions = redemptions + 1 WHERE id = $1', [codeId]);

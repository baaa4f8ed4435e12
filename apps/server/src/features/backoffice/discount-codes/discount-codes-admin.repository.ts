import type { DiscountCodeValues } from '@verificauto/shared/contracts/backoffice-admin';
import { type Queryable, queryOne } from '../../../db/db';

export interface DiscountCodeRow {
  id: string;
  code: string;
  description: string | null;
  percent_off: number | null;
  amount_off_cents: number | null;
  valid_from: Date | null;
  valid_until: Date | null;
  max_redemptions: number | null;
  once_per_user: boolean;
  redemptions: number;
  active: boolean;
  created_at: Date;
}

/** A code read for a change. */
export interface LockedDiscountCodeRow extends DiscountCodeRow {
  /** A purchase carries the code, paid or not: from the first one the code and amount are fixed. */
  in_purchases: boolean;
}

const COLUMNS = `d.id, d.code, d.description, d.percent_off, d.amount_off_cents, d.valid_from, d.valid_until,
  d.max_redemptions, d.once_per_user, d.redemptions, d.active, d.created_at`;

/**
 * Newest first by (created_at, id), a page after the code `before`
 * (docs/decisions/072-backoffice-list-indexes.md).
 */
export const listDiscountCodes = (db: Queryable, before: string | undefined, limit: number) =>
  db.query<DiscountCodeRow>(
    `SELECT ${COLUMNS} FROM discount_codes d
      WHERE ($1::uuid IS NULL
             OR (d.created_at, d.id) < (SELECT b.created_at, b.id FROM discount_codes b WHERE b.id = $1))
      ORDER BY d.created_at DESC, d.id DESC
      LIMIT ${Number(limit)}`,
    [before ?? null],
  );

export const findDiscountCodeById = (db: Queryable, id: string) =>
  queryOne<LockedDiscountCodeRow>(
    db,
    `SELECT ${COLUMNS}, EXISTS (SELECT 1 FROM purchases p WHERE p.discount_code_id = d.id) AS in_purchases
       FROM discount_codes d WHERE d.id = $1 FOR UPDATE OF d`,
    [id],
  );

const valuesOf = (c: DiscountCodeValues) => [
  c.code,
  c.description,
  c.percent_off,
  c.amount_off_cents,
  c.valid_from,
  c.valid_until,
  c.max_redemptions,
  c.once_per_user,
  c.active,
];

/** Undefined when the code exists already, in any case (the unique index is on upper(code)). */
export const insertDiscountCode = (db: Queryable, c: DiscountCodeValues) =>
  queryOne<{ id: string }>(
    db,
    `INSERT INTO discount_codes (code, description, percent_off, amount_off_cents, valid_from, valid_until,
                                 max_redemptions, once_per_user, active)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT ((upper(code))) DO NOTHING
     RETURNING id`,
    valuesOf(c),
  );

/** False when another code has the new text. */
export async function updateDiscountCode(db: Queryable, id: string, c: DiscountCodeValues): Promise<boolean> {
  const taken = await queryOne<{ id: string }>(
    db,
    'SELECT id FROM discount_codes WHERE upper(code) = upper($1) AND id <> $2',
    [c.code, id],
  );
  if (taken) return false;
  await db.query(
    `UPDATE discount_codes SET code = $1, description = $2, percent_off = $3, amount_off_cents = $4,
            valid_from = $5, valid_until = $6, max_redemptions = $7, once_per_user = $8, active = $9
      WHERE id = $10`,
    [...valuesOf(c), id],
  );
  return true;
}

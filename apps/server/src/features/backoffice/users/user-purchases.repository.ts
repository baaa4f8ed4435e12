import type { PurchaseStatus } from '@verificauto/shared/domain/refund-eligibility';
import { type Queryable, queryOne } from '../../../db/db';
import type { AdminUserRow } from './users-admin.repository';

export interface AdminPurchaseRow {
  id: string;
  order_number: string;
  status: PurchaseStatus;
  provider: 'test' | 'stripe';
  buyer_id: string | null;
  buyer_email: string;
  inspection_id: string;
  report_number: number;
  vehicle: string;
  amount_cents: number;
  created_at: Date;
  paid_at: Date | null;
  access_until: Date | null;
  withdrawal_waived_at: Date | null;
  report_accessed_at: Date | null;
  refunded_at: Date | null;
  /** Its credit notes' labels: a partial refund and the rest have one each (decision 046). */
  credit_note: string | null;
  withdrawn_at: Date | null;
}

const PURCHASE_COLUMNS = `p.id, p.order_number, p.status, p.provider, p.buyer_id, p.buyer_email,
  r.inspection_id, r.report_number, trim(concat_ws(' ', r.brand, r.model, r.year::text)) AS vehicle,
  p.amount_cents, p.created_at, p.paid_at, p.access_until, p.withdrawal_waived_at, p.report_accessed_at,
  p.refunded_at,
  (SELECT string_agg(i.label, ', ' ORDER BY i.issued_at, i.number) FROM invoices i
    WHERE i.purchase_id = p.id AND i.kind = 'credit_note') AS credit_note,
  (SELECT w.created_at FROM withdrawals w WHERE w.purchase_id = p.id) AS withdrawn_at`;

export const findAdminUser = (db: Queryable, id: string) =>
  queryOne<AdminUserRow>(
    db,
    `SELECT id, email, name, role, confirmed, blocked_at, blocked_reason, created_at FROM users WHERE id = $1`,
    [id],
  );

/**
 * The user's purchases, newest first: those paid by the account, and checkouts begun with its e-mail that
 * were never paid (they have no buyer until the payment arrives).
 */
export const purchasesOfUser = (db: Queryable, user: { id: string; email: string }) =>
  db.query<AdminPurchaseRow>(
    `SELECT ${PURCHASE_COLUMNS} FROM purchases p JOIN reports r ON r.id = p.report_id
      WHERE p.buyer_id = $1 OR (p.buyer_id IS NULL AND lower(p.buyer_email) = lower($2))
      ORDER BY p.created_at DESC, p.id`,
    [user.id, user.email],
  );

export const findAdminPurchase = (db: Queryable, id: string) =>
  queryOne<AdminPurchaseRow>(
    db,
    `SELECT ${PURCHASE_COLUMNS} FROM purchases p JOIN reports r ON r.id = p.report_id WHERE p.id = $1`,
    [id],
  );

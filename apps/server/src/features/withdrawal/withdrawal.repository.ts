import { type Queryable, queryOne } from '../../db/db';

/** A report purchase as its withdrawal function shows it, with its withdrawal if one was made. */
export interface PurchaseContractRow {
  id: string;
  order_number: string;
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';
  paid_at: Date | null;
  created_at: Date;
  amount_cents: number;
  /** Null once the buyer closed the account (decision 042). */
  first_name: string | null;
  last_name: string | null;
  buyer_email: string | null;
  withdrawal_waived_at: Date | null;
  report_accessed_at: Date | null;
  report_number: number;
  vehicle: string;
  withdrawn_at: Date | null;
}

export const findPurchaseContract = (db: Queryable, purchaseId: string) =>
  queryOne<PurchaseContractRow>(
    db,
    `SELECT p.id, p.order_number, p.status, p.paid_at, p.created_at, p.amount_cents,
            p.billing ->> 'first_name' AS first_name, p.billing ->> 'last_name' AS last_name, p.buyer_email,
            p.withdrawal_waived_at, p.report_accessed_at, r.report_number,
            trim(concat_ws(' ', r.brand, r.model, r.year::text)) AS vehicle, w.created_at AS withdrawn_at
       FROM purchases p
       JOIN reports r ON r.id = p.report_id
       LEFT JOIN withdrawals w ON w.purchase_id = p.id
      WHERE p.id = $1 AND p.kind = 'report'`,
    [purchaseId],
  );

/** An inspection booking as its withdrawal function shows it, with its fee order and withdrawal if any. */
export interface BookingContractRow {
  id: string;
  status: 'awaiting_payment' | 'booked' | 'done' | 'cancelled' | 'no_show';
  booked_at: Date;
  created_at: Date;
  plate: string;
  /** The car was handed to the workshop (decision 051), or its report exists: the inspection is performed. */
  performed: boolean;
  name: string;
  email: string;
  workshop_name: string;
  workshop_city: string;
  order_number: string | null;
  fee_status: string | null;
  fee_cents: number | null;
  fee_paid_at: Date | null;
  withdrawn_at: Date | null;
}

export const findBookingContract = (db: Queryable, inspectionId: string) =>
  queryOne<BookingContractRow>(
    db,
    `SELECT i.id, i.status, i.booked_at, i.created_at, i.car_license_plate AS plate,
            (i.checked_in_at IS NOT NULL OR EXISTS (SELECT 1 FROM reports r WHERE r.inspection_id = i.id)) AS performed,
            coalesce(nullif(i.contact_name, ''), u.name) AS name,
            coalesce(nullif(i.contact_email, ''), u.email) AS email,
            ws.name AS workshop_name, ws.city AS workshop_city,
            o.order_number, o.status AS fee_status, o.amount_cents AS fee_cents, o.paid_at AS fee_paid_at,
            w.created_at AS withdrawn_at
       FROM inspections i
       JOIN users u ON u.id = i.seller_id
       JOIN workshops ws ON ws.id = i.workshop_id
       LEFT JOIN purchases o ON o.inspection_id = i.id AND o.kind = 'booking_fee'
       LEFT JOIN withdrawals w ON w.inspection_id = i.id
      WHERE i.id = $1`,
    [inspectionId],
  );

export interface NewWithdrawal {
  kind: 'purchase' | 'booking';
  /** The purchase's or the inspection's id. */
  contractId: string;
  name: string;
  email: string;
  statement: string;
  ip: string;
  userAgent: string | null;
}

/** Records a withdrawal, once per contract; its time. */
export async function insertWithdrawal(tx: Queryable, withdrawal: NewWithdrawal): Promise<Date> {
  const column = withdrawal.kind === 'purchase' ? 'purchase_id' : 'inspection_id';
  const row = await queryOne<{ created_at: Date }>(
    tx,
    `INSERT INTO withdrawals (contract_kind, ${column}, name, email, statement, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING created_at`,
    [
      withdrawal.kind,
      withdrawal.contractId,
      withdrawal.name,
      withdrawal.email,
      withdrawal.statement,
      withdrawal.ip,
      withdrawal.userAgent,
    ],
  );
  if (!row) throw new Error(`withdrawal of ${withdrawal.contractId} not recorded`);
  return row.created_at;
}

/** The e-mail a recorded withdrawal was acknowledged to. */
export const findWithdrawalEmail = async (tx: Queryable, kind: 'purchase' | 'booking', contractId: string) =>
  (
    await queryOne<{ email: string }>(
      tx,
      `SELECT email FROM withdrawals WHERE ${kind === 'purchase' ? 'purchase_id' : 'inspection_id'} = $1`,
      [contractId],
    )
  )?.email;

/**
 * Locks the contract's row until the transaction ends, in a statement of its own: the reads that follow
 * see what a concurrent withdrawal committed before the lock was granted.
 */
export const lockContract = (tx: Queryable, kind: 'purchase' | 'booking', contractId: string) =>
  tx.query(`SELECT 1 FROM ${kind === 'purchase' ? 'purchases' : 'inspections'} WHERE id = $1 FOR UPDATE`, [
    contractId,
  ]);

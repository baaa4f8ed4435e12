import type { Queryable } from '../../db/db';

/**
 * A page of a list (docs/decisions/073-profile-lists-paged.md): the rows after `before`, the id of the last
 * row shown (none: the first page), at most `limit` of them.
 */
export interface PageRequest {
  before?: string;
  limit: number;
}

/** The report columns both lists show. */
export interface ReportSummaryRow {
  report_number: number;
  verdict_datecompleted: Date | null;
  main_photo_id: string | null;
  main_photo_width: number | null;
  main_photo_height: number | null;
  main_photo_variant_widths: number[] | null;
  brand: string | null;
  model: string | null;
  year: number | null;
  odometer: number | null;
  score_overall: number | null;
}

const REPORT_SUMMARY = `r.report_number, r.verdict_datecompleted, r.main_photo_id, mp.width AS main_photo_width,
  mp.height AS main_photo_height, mp.variant_widths AS main_photo_variant_widths, r.brand, r.model, r.year,
  r.odometer, r.score_overall`;

/** Report columns are null while the inspection has no report. */
export interface RequestedRow extends Omit<ReportSummaryRow, 'report_number'> {
  report_number: number | null;
  id: string;
  created_at: Date;
  updated_at: Date;
  booked_at: Date;
  status: string;
  car_license_plate: string;
  workshop_name: string;
  workshop_address: string;
  workshop_postal_code: string;
  workshop_city: string;
  workshop_province: string;
  workshop_phone: string;
  /** The appointment's version (inspections.schedule_sequence), which its manage links name. */
  schedule_sequence: number;
  /** The workshop's fee paid online and not given back, else 0. */
  amount_paid_cents: number;
  backoffice_state: string | null;
  /** The end of the slot's hold while its fee is unpaid. */
  hold_expires_at: Date | null;
}

/**
 * The seller's inspections, newest first, with their report when the workshop has written one and the fee
 * paid online; a booking whose fee was never paid shows only while its slot is held (decision 035); one made
 * in their name by a browser not signed in as them only once they confirmed it from its e-mail (decision 045).
 * A page after `before`, one of the seller's own inspections: another's gives an empty page.
 */
export const listRequestedInspections = (db: Queryable, sellerId: string, page: PageRequest) =>
  db.query<RequestedRow>(
    `SELECT i.id, i.created_at, i.updated_at, i.booked_at, i.status, i.car_license_plate, w.name AS workshop_name,
            w.address AS workshop_address, w.postal_code AS workshop_postal_code, w.city AS workshop_city,
            w.province AS workshop_province, w.phone AS workshop_phone, i.schedule_sequence,
            coalesce(fee.amount_cents, 0) AS amount_paid_cents,
            r.backoffice_state, CASE WHEN i.status = 'awaiting_payment' THEN i.hold_expires_at END AS hold_expires_at,
            ${REPORT_SUMMARY}
       FROM inspections i
       JOIN workshops w ON w.id = i.workshop_id
       LEFT JOIN purchases fee ON fee.inspection_id = i.id AND fee.kind = 'booking_fee' AND fee.status = 'paid'
       LEFT JOIN reports r ON r.inspection_id = i.id
       LEFT JOIN photos mp ON mp.id = r.main_photo_id
      WHERE i.seller_id = $1 AND i.status <> 'cancelled' AND i.claim_token_hash IS NULL
        AND (i.status <> 'awaiting_payment' OR i.hold_expires_at > now())
        AND ($2::uuid IS NULL OR (i.created_at, i.id) <
             (SELECT b.created_at, b.id FROM inspections b WHERE b.id = $2 AND b.seller_id = $1))
      ORDER BY i.created_at DESC, i.id DESC
      LIMIT ${Number(page.limit)}`,
    [sellerId, page.before ?? null],
  );

export interface PurchasedRow extends ReportSummaryRow {
  inspection_id: string;
  purchase_id: string;
  order_number: string;
  amount_cents: number;
  has_invoice: boolean;
  paid_at: Date;
  access_until: Date;
}

/**
 * Paid purchases whose 180 days of access are not over, most recent first; a page after the purchase
 * `before`, one of the buyer's own (another's gives an empty page).
 */
export const listActivePurchases = (db: Queryable, buyerId: string, page: PageRequest) =>
  db.query<PurchasedRow>(
    `SELECT r.inspection_id, p.id AS purchase_id, p.order_number, p.amount_cents, p.paid_at, p.access_until,
            EXISTS (SELECT 1 FROM invoices i WHERE i.purchase_id = p.id AND i.kind = 'invoice') AS has_invoice,
            ${REPORT_SUMMARY}
       FROM purchases p
       JOIN reports r ON r.id = p.report_id
       LEFT JOIN photos mp ON mp.id = r.main_photo_id
      WHERE p.buyer_id = $1 AND p.status = 'paid' AND va_access_active(p.access_until)
        AND ($2::uuid IS NULL OR (p.paid_at, p.id) <
             (SELECT b.paid_at, b.id FROM purchases b WHERE b.id = $2 AND b.buyer_id = $1))
      ORDER BY p.paid_at DESC, p.id DESC
      LIMIT ${Number(page.limit)}`,
    [buyerId, page.before ?? null],
  );

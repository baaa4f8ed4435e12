import { type Queryable, queryOne } from '../../db/db';
import { isUniqueViolationOf } from '../../db/unique-violation';
import type { OwnerClaim } from '../../lib/owner-claim';

/** What the browser that booked typed: the only person data shown back to it (decision 045). */
export interface BookingContact {
  name: string;
  email: string;
  phone: string | null;
}

/**
 * Inserts a booked inspection, or with `holdExpiresAt` one that holds its slot while its fee is paid; null
 * when the slot was taken meanwhile (the unique index inspections_slot_key). On PostgreSQL the caller's
 * transaction is then aborted and must end. With `claim` it waits for its address owner's confirmation.
 */
export async function insertBookedInspection(
  db: Queryable,
  inspection: {
    sellerId: string;
    contact: BookingContact;
    newAccount: boolean;
    claim: OwnerClaim | null;
    workshopId: string;
    plate: string;
    bookedAt: Date;
    feeCents: number;
    regulationVersion: string;
    holdExpiresAt?: Date;
  },
): Promise<string | null> {
  try {
    const row = await queryOne<{ id: string }>(
      db,
      `INSERT INTO inspections (seller_id, workshop_id, car_license_plate, booked_at, status, scheduling_source,
                                fee_cents, regulation_version, hold_expires_at, contact_name, contact_email,
                                contact_phone, new_account, claim_token_hash, claim_expires_at)
       VALUES ($1, $2, $3, $4, CASE WHEN $7::timestamptz IS NULL THEN 'booked' ELSE 'awaiting_payment' END,
               'native', $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        inspection.sellerId,
        inspection.workshopId,
        inspection.plate,
        inspection.bookedAt,
        inspection.feeCents,
        inspection.regulationVersion,
        inspection.holdExpiresAt ?? null,
        inspection.contact.name,
        inspection.contact.email,
        inspection.contact.phone,
        inspection.newAccount,
        inspection.claim?.tokenHash ?? null,
        inspection.claim?.expiresAt ?? null,
      ],
    );
    if (!row) throw new Error('inspections insert returned no id');
    return row.id;
  } catch (error) {
    if (isUniqueViolationOf(error, 'inspections_slot_key')) return null;
    throw error;
  }
}

/**
 * Ends the lapsed hold of a slot, if any, so that a new booking can take it (in the booking's transaction);
 * `except`, the hold that is taking it again, stays.
 */
export async function releaseExpiredHold(
  db: Queryable,
  slot: { workshopId: string; bookedAt: Date; except?: string },
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE inspections SET status = 'cancelled', updated_at = now()
      WHERE workshop_id = $1 AND booked_at = $2 AND status = 'awaiting_payment' AND hold_expires_at <= $3
        AND id IS DISTINCT FROM $4::uuid`,
    [slot.workshopId, slot.bookedAt, now, slot.except ?? null],
  );
}

/** The inspection a browser's booking receipt names, as a booking submitted again compares it. */
export interface ReceiptInspection {
  id: string;
  workshopId: string;
  status: BookedInspectionRow['status'];
  bookedAt: Date;
  plate: string;
  contactEmail: string;
  feeCents: number;
  regulationVersion: string;
}

/** Locked, so that submits of one browser at once wait for each other (in the booking's transaction). */
export async function findReceiptInspection(
  db: Queryable,
  id: string,
): Promise<ReceiptInspection | undefined> {
  const row = await queryOne<ReceiptInspection>(
    db,
    `SELECT id, workshop_id AS "workshopId", status, booked_at AS "bookedAt", car_license_plate AS plate,
            contact_email AS "contactEmail", fee_cents AS "feeCents", regulation_version AS "regulationVersion"
       FROM inspections WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row && { ...row, bookedAt: new Date(row.bookedAt) };
}

/**
 * A held inspection takes the slot and the details submitted again, held anew until `holdExpiresAt`; false
 * when the slot was taken meanwhile (the unique index inspections_slot_key: on PostgreSQL the caller's
 * transaction is then aborted and must end).
 */
export async function renewHold(
  db: Queryable,
  id: string,
  hold: { bookedAt: Date; holdExpiresAt: Date; contact: BookingContact; plate: string },
): Promise<boolean> {
  try {
    await db.query(
      `UPDATE inspections SET booked_at = $2, hold_expires_at = $3, contact_name = $4, contact_email = $5,
              contact_phone = $6, car_license_plate = $7, updated_at = now()
        WHERE id = $1 AND status = 'awaiting_payment'`,
      [
        id,
        hold.bookedAt,
        hold.holdExpiresAt,
        hold.contact.name,
        hold.contact.email,
        hold.contact.phone,
        hold.plate,
      ],
    );
    return true;
  } catch (error) {
    if (isUniqueViolationOf(error, 'inspections_slot_key')) return false;
    throw error;
  }
}

/**
 * Books an inspection whose fee was paid: true when booked, false when its slot is taken by another
 * booking meanwhile (the hold lapsed). A savepoint keeps the caller's transaction alive after the unique
 * index refuses it.
 */
export async function bookHeldInspection(db: Queryable, id: string): Promise<boolean> {
  await db.query('SAVEPOINT book_held_inspection');
  try {
    await db.query(
      `UPDATE inspections SET status = 'booked', hold_expires_at = NULL, updated_at = now()
        WHERE id = $1 AND status IN ('awaiting_payment', 'cancelled')`,
      [id],
    );
    await db.query('RELEASE SAVEPOINT book_held_inspection');
    return true;
  } catch (error) {
    if (!isUniqueViolationOf(error, 'inspections_slot_key')) throw error;
    await db.query('ROLLBACK TO SAVEPOINT book_held_inspection');
    return false;
  }
}

/** The fee will not come: the hold ends and the slot is free again. */
export async function cancelHold(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE inspections SET status = 'cancelled', updated_at = now() WHERE id = $1 AND status = 'awaiting_payment'`,
    [id],
  );
}

/** The booking a claim token asks its address owner to confirm, locked (in the claim's transaction). */
export const findClaim = (db: Queryable, tokenHash: string) =>
  queryOne<{ id: string; seller_id: string; contact_phone: string | null; claim_expires_at: Date }>(
    db,
    `SELECT id, seller_id, contact_phone, claim_expires_at FROM inspections WHERE claim_token_hash = $1 FOR UPDATE`,
    [tokenHash],
  );

/** The address owner confirmed the booking: its token is spent and it joins their account. */
export async function attachToOwner(db: Queryable, id: string): Promise<void> {
  await db.query(
    'UPDATE inspections SET claim_token_hash = NULL, claim_expires_at = NULL, updated_at = now() WHERE id = $1',
    [id],
  );
}

/** The phone given at booking, kept on the account when it has none yet. */
export async function fillMissingPhone(db: Queryable, userId: string, phone: string): Promise<void> {
  await db.query('UPDATE users SET phone = $2, updated_at = now() WHERE id = $1 AND phone IS NULL', [
    userId,
    phone,
  ]);
}

export interface BookedInspectionRow {
  id: string;
  sellerId: string;
  plate: string;
  bookedAt: Date;
  /** When the seller booked: the withdrawal period runs from it. */
  createdAt: Date;
  status: 'awaiting_payment' | 'booked' | 'done' | 'cancelled' | 'no_show';
  /** Booked with our scheduler, or on the workshop's Calendly page (nothing charged by us, decision 036). */
  schedulingSource: 'native' | 'calendly';
  /** While 'awaiting_payment': the end of the slot's hold. */
  holdExpiresAt: Date | null;
  feeCents: number;
  /** What its fee order really took, once paid (kept after a refund); null when nothing was paid online. */
  paidCents: number | null;
  slotMinutes: number;
  user: { name: string; email: string; confirmed: boolean };
  contact: BookingContact;
  /** The booking created the seller's account. */
  newAccount: boolean;
  /** Made in the name of an account by a browser not signed in as it, and not yet confirmed by its owner. */
  awaitingOwner: boolean;
  workshop: {
    name: string;
    address: string;
    postalCode: string;
    city: string;
    province: string;
    phone: string;
    latitude: number;
    longitude: number;
  };
}

interface Row {
  id: string;
  seller_id: string;
  car_license_plate: string;
  booked_at: Date;
  created_at: Date;
  status: BookedInspectionRow['status'];
  scheduling_source: BookedInspectionRow['schedulingSource'];
  hold_expires_at: Date | null;
  fee_cents: number;
  paid_cents: number | null;
  slot_minutes: number;
  user_name: string;
  user_email: string;
  user_confirmed: boolean;
  contact_name: string;
  contact_email: string;
  contact_phone: string | null;
  new_account: boolean;
  awaiting_owner: boolean;
  workshop_name: string;
  address: string;
  postal_code: string;
  city: string;
  province: string;
  phone: string;
  latitude: number;
  longitude: number;
}

/**
 * An inspection with its seller, its workshop and the amount its fee order took; `forUpdate` locks the
 * inspection's row.
 */
export async function findBookedInspection(
  db: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<BookedInspectionRow | undefined> {
  const row = await queryOne<Row>(
    db,
    `SELECT i.id, i.seller_id, i.car_license_plate, i.booked_at, i.created_at, i.status, i.scheduling_source,
            i.hold_expires_at,
            i.fee_cents, w.slot_minutes,
            (SELECT o.amount_cents FROM purchases o
              WHERE o.inspection_id = i.id AND o.kind = 'booking_fee' AND o.paid_at IS NOT NULL) AS paid_cents,
            u.name AS user_name, u.email AS user_email, u.confirmed AS user_confirmed,
            i.contact_name, i.contact_email, i.contact_phone, i.new_account,
            i.claim_token_hash IS NOT NULL AS awaiting_owner,
            w.name AS workshop_name, w.address, w.postal_code, w.city, w.province, w.phone,
            w.latitude, w.longitude
       FROM inspections i
       JOIN users u ON u.id = i.seller_id
       JOIN workshops w ON w.id = i.workshop_id
      WHERE i.id = $1${options.forUpdate ? '\n      FOR UPDATE OF i' : ''}`,
    [id],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    sellerId: row.seller_id,
    plate: row.car_license_plate,
    bookedAt: new Date(row.booked_at),
    createdAt: new Date(row.created_at),
    status: row.status,
    schedulingSource: row.scheduling_source,
    holdExpiresAt: row.hold_expires_at ? new Date(row.hold_expires_at) : null,
    feeCents: row.fee_cents,
    paidCents: row.paid_cents,
    slotMinutes: row.slot_minutes,
    user: { name: row.user_name, email: row.user_email, confirmed: row.user_confirmed },
    contact: { name: row.contact_name, email: row.contact_email, phone: row.contact_phone },
    newAccount: row.new_account,
    awaitingOwner: row.awaiting_owner,
    workshop: {
      name: row.workshop_name,
      address: row.address,
      postalCode: row.postal_code,
      city: row.city,
      province: row.province,
      phone: row.phone,
      latitude: row.latitude,
      longitude: row.longitude,
    },
  };
}

/**
 * Claims the e-mail `kind` of the appointment at `bookedAt`: true the first time, false ever after, so
 * that each e-mail is queued once however often its job runs (in the job's transaction).
 */
export async function claimBookingMail(
  db: Queryable,
  inspectionId: string,
  kind: string,
  bookedAt: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO inspection_mails (inspection_id, kind, booked_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING inspection_id`,
    [inspectionId, kind, bookedAt],
  );
  return rows.length > 0;
}

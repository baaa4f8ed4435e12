import { type Queryable, queryOne } from '../../../db/db';
import type { OwnerClaim } from '../../../lib/owner-claim';

// The first key of pg_advisory_xact_lock(int, int) for Calendly's invitees; any constant used nowhere else.
const CALENDLY_LOCK_SPACE = 35;

export interface CalendlyIntentRow {
  id: string;
  workshop_id: string;
  car_license_plate: string;
  regulation_version: string;
  expires_at: Date;
  signed_in_user_id: string | null;
}

export async function insertCalendlyIntent(
  db: Queryable,
  intent: {
    workshopId: string;
    plate: string;
    regulationVersion: string;
    expiresAt: Date;
    signedInUserId: string | null;
  },
): Promise<{ id: string; expires_at: Date }> {
  const row = await queryOne<{ id: string; expires_at: Date }>(
    db,
    `INSERT INTO calendly_intents (id, workshop_id, car_license_plate, regulation_version, expires_at,
                                   signed_in_user_id)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $5) RETURNING id, expires_at`,
    [intent.workshopId, intent.plate, intent.regulationVersion, intent.expiresAt, intent.signedInUserId],
  );
  if (!row) throw new Error('calendly_intents insert returned no id');
  return row;
}

/** The intent, locked until the transaction ends: one webhook at a time books it. */
export function lockCalendlyIntent(db: Queryable, id: string): Promise<CalendlyIntentRow | undefined> {
  return queryOne<CalendlyIntentRow>(
    db,
    `SELECT id, workshop_id, car_license_plate, regulation_version, expires_at, signed_in_user_id
       FROM calendly_intents WHERE id = $1 FOR UPDATE`,
    [id],
  );
}

/**
 * Records that this invitee's event is being handled: true the first time, false for a retry or a
 * concurrent duplicate (which waits here for the first one's transaction, then finds its row).
 */
export async function claimCalendlyEvent(db: Queryable, inviteeUri: string, event: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO calendly_webhook_events (invitee_uri, event, outcome) VALUES ($1, $2, 'received')
     ON CONFLICT DO NOTHING RETURNING invitee_uri`,
    [inviteeUri, event],
  );
  return rows.length > 0;
}

export async function recordCalendlyOutcome(
  db: Queryable,
  inviteeUri: string,
  event: string,
  outcome: string,
  inspectionId: string | null,
): Promise<void> {
  await db.query(
    `UPDATE calendly_webhook_events SET outcome = $3, inspection_id = $4 WHERE invitee_uri = $1 AND event = $2`,
    [inviteeUri, event, outcome, inspectionId],
  );
}

export async function inspectionExists(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM inspections WHERE id = $1', [id])).length > 0;
}

export interface CalendlyAppointment {
  /** The invitee's URI. */
  ref: string;
  bookedAt: Date;
  cancelUrl: string | null;
  rescheduleUrl: string | null;
}

export async function insertCalendlyInspection(
  db: Queryable,
  inspection: CalendlyAppointment & {
    id: string;
    sellerId: string;
    /** The name and e-mail typed in Calendly's form (decision 045). */
    contact: { name: string; email: string };
    newAccount: boolean;
    claim: OwnerClaim | null;
    workshopId: string;
    plate: string;
    regulationVersion: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO inspections (id, seller_id, workshop_id, car_license_plate, booked_at, status, scheduling_source,
                              scheduling_ref, scheduling_cancel_url, scheduling_reschedule_url, regulation_version,
                              contact_name, contact_email, new_account, claim_token_hash, claim_expires_at)
     VALUES ($1, $2, $3, $4, $5, 'booked', 'calendly', $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      inspection.id,
      inspection.sellerId,
      inspection.workshopId,
      inspection.plate,
      inspection.bookedAt,
      inspection.ref,
      inspection.cancelUrl,
      inspection.rescheduleUrl,
      inspection.regulationVersion,
      inspection.contact.name,
      inspection.contact.email,
      inspection.newAccount,
      inspection.claim?.tokenHash ?? null,
      inspection.claim?.expiresAt ?? null,
    ],
  );
}

/**
 * Moves the inspection booked through invitee `oldRef` to the new invitee's time, booked again if the old
 * invitee's cancellation arrived first; the id of the inspection moved, if any.
 */
export async function moveCalendlyInspection(
  db: Queryable,
  oldRef: string,
  appointment: CalendlyAppointment,
): Promise<string | undefined> {
  const row = await queryOne<{ id: string }>(
    db,
    `UPDATE inspections
        SET status = 'booked', booked_at = $2, scheduling_ref = $3, scheduling_cancel_url = $4,
            scheduling_reschedule_url = $5, updated_at = now()
      WHERE scheduling_source = 'calendly' AND scheduling_ref = $1 AND status IN ('booked', 'cancelled')
      RETURNING id`,
    [oldRef, appointment.bookedAt, appointment.ref, appointment.cancelUrl, appointment.rescheduleUrl],
  );
  return row?.id;
}

/** Cancels the inspection booked through invitee `ref`; its id, if it was booked. */
export async function cancelCalendlyInspection(db: Queryable, ref: string): Promise<string | undefined> {
  const row = await queryOne<{ id: string }>(
    db,
    `UPDATE inspections SET status = 'cancelled', updated_at = now()
      WHERE scheduling_source = 'calendly' AND scheduling_ref = $1 AND status = 'booked'
      RETURNING id`,
    [ref],
  );
  return row?.id;
}

/**
 * Serialises the deliveries about one invitee until the transaction ends, so that a cancellation arriving
 * together with its booking is applied after it, whatever their order.
 */
export async function lockCalendlyInvitee(db: Queryable, inviteeUri: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [CALENDLY_LOCK_SPACE, inviteeUri]);
}

export async function isCalendlyEventRecorded(
  db: Queryable,
  inviteeUri: string,
  event: string,
): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM calendly_webhook_events WHERE invitee_uri = $1 AND event = $2', [
    inviteeUri,
    event,
  ]);
  return rows.length > 0;
}

import { type Queryable, queryOne } from '../../../db/db';
import { isUniqueViolationOf } from '../../../db/unique-violation';
import type { AppointmentVersion } from '../../../lib/manage-link';
import type { BookedInspectionRow } from '../inspections.repository';

export type ManageLinkMail = 'confirmation' | 'reminder';

/**
 * Stores a link of the inspection's e-mail `mail` for its current version, while it is booked; with
 * `sequence`, only if that is still the current version. False when the inspection is no longer booked at
 * that version, or when that version's confirmation already has its link (the link is its record).
 */
export async function insertManageLink(
  db: Queryable,
  link: { tokenHash: string; inspectionId: string; mail: ManageLinkMail; sequence?: number },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO booking_manage_links (token_hash, inspection_id, schedule_sequence, mail)
     SELECT $1, id, schedule_sequence, $3 FROM inspections
      WHERE id = $2 AND status = 'booked' AND ($4::integer IS NULL OR schedule_sequence = $4::integer)
     ON CONFLICT DO NOTHING RETURNING inspection_id`,
    [link.tokenHash, link.inspectionId, link.mail, link.sequence ?? null],
  );
  return rows.length > 0;
}

/** The appointment's current version (inspections.schedule_sequence). */
export async function findScheduleSequence(db: Queryable, inspectionId: string): Promise<number> {
  const row = await queryOne<{ schedule_sequence: number }>(
    db,
    'SELECT schedule_sequence FROM inspections WHERE id = $1',
    [inspectionId],
  );
  if (!row) throw new Error(`inspection ${inspectionId} not found`);
  return row.schedule_sequence;
}

/** Whether an earlier version of the appointment was confirmed: then this version is a move. */
export async function hasEarlierConfirmation(
  db: Queryable,
  inspectionId: string,
  sequence: number,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM booking_manage_links
      WHERE inspection_id = $1 AND mail = 'confirmation' AND schedule_sequence < $2 LIMIT 1`,
    [inspectionId, sequence],
  );
  return rows.length > 0;
}

export interface ManageLinkRow {
  inspectionId: string;
  /** The version the link was issued for. */
  linkSequence: number;
  /** The appointment's current version. */
  sequence: number;
  status: BookedInspectionRow['status'];
  bookedAt: Date;
  schedulingSource: 'native' | 'calendly';
  workshopId: string;
  /** Calendly's own pages for an inspection booked there. */
  calendly: { cancelUrl: string | null; rescheduleUrl: string | null };
}

interface Row {
  inspection_id: string;
  link_sequence: number;
  schedule_sequence: number;
  status: BookedInspectionRow['status'];
  booked_at: Date;
  scheduling_source: 'native' | 'calendly';
  workshop_id: string;
  scheduling_cancel_url: string | null;
  scheduling_reschedule_url: string | null;
}

const LINK_COLUMNS = `i.id AS inspection_id, i.schedule_sequence, i.status, i.booked_at, i.scheduling_source,
  i.workshop_id, i.scheduling_cancel_url, i.scheduling_reschedule_url`;

const lockedIf = (options: { forUpdate?: boolean }) => (options.forUpdate ? '\n      FOR UPDATE OF i' : '');

const linkOf = (row: Row): ManageLinkRow => ({
  inspectionId: row.inspection_id,
  linkSequence: row.link_sequence,
  sequence: row.schedule_sequence,
  status: row.status,
  bookedAt: new Date(row.booked_at),
  schedulingSource: row.scheduling_source,
  workshopId: row.workshop_id,
  calendly: { cancelUrl: row.scheduling_cancel_url, rescheduleUrl: row.scheduling_reschedule_url },
});

/** The link of this token hash with the state of its inspection; `forUpdate` locks the inspection's row. */
export async function findManageLink(
  db: Queryable,
  tokenHash: string,
  options: { forUpdate?: boolean } = {},
): Promise<ManageLinkRow | undefined> {
  const row = await queryOne<Row>(
    db,
    `SELECT l.schedule_sequence AS link_sequence, ${LINK_COLUMNS}
       FROM booking_manage_links l
       JOIN inspections i ON i.id = l.inspection_id
      WHERE l.token_hash = $1${lockedIf(options)}`,
    [tokenHash],
  );
  return row && linkOf(row);
}

/** As findManageLink, for a signed link that names the inspection and the version it was given for. */
export async function findSignedManageLink(
  db: Queryable,
  link: AppointmentVersion,
  options: { forUpdate?: boolean } = {},
): Promise<ManageLinkRow | undefined> {
  const row = await queryOne<Row>(
    db,
    `SELECT $2::integer AS link_sequence, ${LINK_COLUMNS}
       FROM inspections i
      WHERE i.id = $1${lockedIf(options)}`,
    [link.inspectionId, link.sequence],
  );
  return row && linkOf(row);
}

/**
 * Moves a booked inspection to `bookedAt` (a new version, by the trigger inspections_rescheduled); false
 * when the slot was taken meanwhile (the unique index inspections_slot_key). On PostgreSQL the caller's
 * transaction is then aborted and must end.
 */
export async function moveInspection(db: Queryable, id: string, bookedAt: Date): Promise<boolean> {
  try {
    const rows = await db.query(
      `UPDATE inspections SET booked_at = $2, updated_at = now() WHERE id = $1 AND status = 'booked'
       RETURNING id`,
      [id, bookedAt],
    );
    if (rows.length === 0) throw new Error(`inspection ${id} is not booked`);
    return true;
  } catch (error) {
    if (isUniqueViolationOf(error, 'inspections_slot_key')) return false;
    throw error;
  }
}

/** Cancels a booked inspection, whose slot is free again; its next version (inspections_rescheduled). */
export async function cancelInspection(db: Queryable, id: string): Promise<number> {
  const row = await queryOne<{ schedule_sequence: number }>(
    db,
    `UPDATE inspections SET status = 'cancelled', updated_at = now()
      WHERE id = $1 AND status = 'booked' RETURNING schedule_sequence`,
    [id],
  );
  if (!row) throw new Error(`inspection ${id} is not booked`);
  return row.schedule_sequence;
}

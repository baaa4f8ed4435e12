import type { DraftState } from '@verificauto/shared/contracts/workshop';
import { type Queryable, queryOne } from '../../db/db';
import type { PhotoRef } from '../../lib/photo-dto';
import type { DraftContent } from './draft-content';

export const findWorkshop = (db: Queryable, workshopId: string) =>
  queryOne<{ name: string; city: string }>(db, 'SELECT name, city FROM workshops WHERE id = $1', [
    workshopId,
  ]);

export interface WorkshopBookingRow {
  id: string;
  booked_at: Date;
  car_license_plate: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string | null;
  draft_state: DraftState;
  returned_note: string | null;
  checked_in_at: Date | null;
}

const BOOKING_COLUMNS = `i.id, i.booked_at, i.car_license_plate, i.contact_name, i.contact_email, i.contact_phone,
            COALESCE(CASE WHEN d.state = 'editing' AND d.revision = 0 AND d.returned_note IS NULL
                               AND d.correction_reason IS NULL THEN 'none' ELSE d.state END,
                     CASE WHEN r.id IS NULL THEN 'none'
                                   WHEN r.backoffice_state = 'approved' THEN 'approved'
                                   ELSE 'submitted' END) AS draft_state,
            d.returned_note, i.checked_in_at
       FROM inspections i
       LEFT JOIN report_drafts d ON d.inspection_id = i.id
       LEFT JOIN reports r ON r.inspection_id = i.id
      WHERE i.workshop_id = $1 AND i.status IN ('booked', 'done') AND i.booked_at >= $2 AND i.booked_at < $3`;

/**
 * The workshop's appointments from `start` to before `end`, earliest first, each with the contact typed at
 * booking: the account behind a booking may not even have confirmed it yet (decision 045). Without a draft,
 * an inspection whose report was written some other way (the demo seed) reads as that report's state. A
 * draft only read, never changed (the device keeps the coming days' drafts for offline use, decision 068),
 * is still to start. The window is a few days of one workshop: `inspections_workshop_booked_idx` serves
 * it in order (docs/decisions/074-workshop-bookings-window-and-report-cache.md).
 */
export const listWorkshopBookings = (db: Queryable, workshopId: string, start: Date, end: Date) =>
  db.query<WorkshopBookingRow>(`SELECT ${BOOKING_COLUMNS} ORDER BY i.booked_at, i.id`, [
    workshopId,
    start,
    end,
  ]);

/** Of the appointments from `start` to before `end`, those whose report is still to be written. */
export const listWorkshopBookingsToComplete = (db: Queryable, workshopId: string, start: Date, end: Date) =>
  db.query<WorkshopBookingRow>(
    `SELECT ${BOOKING_COLUMNS} AND (d.state = 'editing' OR (d.inspection_id IS NULL AND r.id IS NULL))
      ORDER BY i.booked_at, i.id`,
    [workshopId, start, end],
  );

export interface WorkshopInspectionRow {
  id: string;
  booked_at: Date;
  car_license_plate: string;
  /** When the car arrived at the workshop (decision 051); null until the technician checks it in. */
  checked_in_at: Date | null;
  /** The report written for it, if any, and whether the back office approved it. */
  report_state: 'none' | 'pending' | 'approved';
}

/** An inspection of the workshop that the workshop may report on: booked or done, never cancelled or unpaid. */
export const findWorkshopInspection = (db: Queryable, inspectionId: string, workshopId: string) =>
  queryOne<WorkshopInspectionRow>(
    db,
    `SELECT i.id, i.booked_at, i.car_license_plate, i.checked_in_at,
            CASE WHEN r.id IS NULL THEN 'none' WHEN r.backoffice_state = 'approved' THEN 'approved'
                 ELSE 'pending' END AS report_state
       FROM inspections i LEFT JOIN reports r ON r.inspection_id = i.id
      WHERE i.id = $1 AND i.workshop_id = $2 AND i.status IN ('booked', 'done')`,
    [inspectionId, workshopId],
  );

/** Records the car's arrival once: a second check-in (another device) keeps the first time. */
export const markCheckedIn = async (db: Queryable, inspectionId: string, at: Date): Promise<Date> => {
  const row = await queryOne<{ checked_in_at: Date }>(
    db,
    `UPDATE inspections SET checked_in_at = COALESCE(checked_in_at, $2), updated_at = now()
      WHERE id = $1 RETURNING checked_in_at`,
    [inspectionId, at],
  );
  if (!row) throw new Error(`inspection ${inspectionId} vanished`);
  return row.checked_in_at;
};

export interface DraftRow {
  content: unknown;
  revision: number;
  state: 'editing' | 'submitted' | 'approved';
  returned_note: string | null;
  /** Set while the workshop corrects an approved report (migration 013). */
  correction_reason: string | null;
  updated_at: Date;
}

const DRAFT_COLUMNS = 'content, revision, state, returned_note, correction_reason, updated_at';

/** Creates the draft unless it exists (two devices opening the editor at once create one). */
export async function insertDraft(
  db: Queryable,
  draft: { inspectionId: string; content: DraftContent; state: DraftRow['state']; userId: string },
): Promise<void> {
  await db.query(
    `INSERT INTO report_drafts (inspection_id, content, state, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (inspection_id) DO NOTHING`,
    [draft.inspectionId, JSON.stringify(draft.content), draft.state, draft.userId],
  );
}

/** `forUpdate`: the row stays locked until the transaction ends, so changes apply one after the other. */
export const findDraft = (db: Queryable, inspectionId: string, options: { forUpdate?: boolean } = {}) =>
  queryOne<DraftRow>(
    db,
    `SELECT ${DRAFT_COLUMNS} FROM report_drafts WHERE inspection_id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [inspectionId],
  );

export const saveDraftContent = async (
  db: Queryable,
  draft: { inspectionId: string; content: DraftContent; userId: string },
): Promise<DraftRow> => {
  const row = await queryOne<DraftRow>(
    db,
    `UPDATE report_drafts SET content = $2, revision = revision + 1, updated_at = now(), updated_by = $3
      WHERE inspection_id = $1 RETURNING ${DRAFT_COLUMNS}`,
    [draft.inspectionId, JSON.stringify(draft.content), draft.userId],
  );
  if (!row) throw new Error(`draft of ${draft.inspectionId} vanished`);
  return row;
};

export const markDraftSubmitted = async (db: Queryable, inspectionId: string, userId: string) => {
  const row = await queryOne<DraftRow>(
    db,
    `UPDATE report_drafts
        SET state = 'submitted', submitted_at = now(), submitted_by = $2, revision = revision + 1,
            updated_at = now(), updated_by = $2
      WHERE inspection_id = $1 RETURNING ${DRAFT_COLUMNS}`,
    [inspectionId, userId],
  );
  if (!row) throw new Error(`draft of ${inspectionId} vanished`);
  return row;
};

/** A correction the workshop submitted, with who submitted it (the report's technician from then on). */
export const findSubmittedCorrection = (db: Queryable, inspectionId: string) =>
  queryOne<{ content: unknown; submitted_by: string }>(
    db,
    `SELECT content, submitted_by FROM report_drafts
      WHERE inspection_id = $1 AND state = 'submitted' AND correction_reason IS NOT NULL
        AND submitted_by IS NOT NULL`,
    [inspectionId],
  );

export interface DraftPhotoRow extends PhotoRef {
  taken_at: string;
}

/** The photos uploaded for the inspection among `ids`; an id of any other photo is not returned. */
export const findDraftPhotos = (db: Queryable, inspectionId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.query<DraftPhotoRow>(
        `SELECT p.id, p.width, p.height, p.variant_widths,
                to_char(COALESCE(p.taken_at, p.created_at) AT TIME ZONE 'UTC',
                        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS taken_at
           FROM draft_photos dp JOIN photos p ON p.id = dp.photo_id
          WHERE dp.inspection_id = $1 AND dp.photo_id = ANY($2::uuid[])`,
        [inspectionId, ids],
      );

export const findUploadedPhotoId = async (db: Queryable, inspectionId: string, clientKey: string) =>
  (
    await queryOne<{ photo_id: string }>(
      db,
      'SELECT photo_id FROM draft_photos WHERE inspection_id = $1 AND client_key = $2',
      [inspectionId, clientKey],
    )
  )?.photo_id;

/** False when the key was taken meanwhile (the same upload, sent twice at once). */
export async function insertDraftPhoto(
  db: Queryable,
  upload: { inspectionId: string; clientKey: string; photoId: string; userId: string },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO draft_photos (inspection_id, client_key, photo_id, uploaded_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (inspection_id, client_key) DO NOTHING RETURNING photo_id`,
    [upload.inspectionId, upload.clientKey, upload.photoId, upload.userId],
  );
  return rows.length === 1;
}

/** A photo stored for an upload that lost the race to its twin: nothing refers to it. */
export async function deleteUnusedPhoto(db: Queryable, photoId: string): Promise<void> {
  await db.query(
    `DELETE FROM photos p WHERE p.id = $1
        AND NOT EXISTS (SELECT 1 FROM draft_photos dp WHERE dp.photo_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM report_photos rp WHERE rp.photo_id = p.id)`,
    [photoId],
  );
}

import type { TimeCursor } from '@verificauto/shared/contracts/keyset-cursor';
import { type Queryable, queryOne } from '../../../db/db';
import { cursorTime, type KeysetRow } from '../../../db/keyset';

export interface PendingReportSummaryRow {
  uuid: string;
  report_number: number;
  submitted_at: Date;
  car_license_plate: string;
  brand: string | null;
  model: string | null;
  year: number | null;
  workshop_name: string;
  workshop_city: string;
  technician_name: string | null;
  previously_returned_note: string | null;
  correction_reason: string | null;
  version: number;
}

export interface PendingReportRow extends PendingReportSummaryRow {
  score_overall: number | null;
  seller_email: string;
  booked_at: Date;
  checked_in_at: Date | null;
  /** The capture and upload times (epoch ms) of every photo the submitted draft shows. */
  photo_times: { taken_at: number; uploaded_at: number }[];
}

const SUMMARY_COLUMNS = `i.id AS uuid, r.report_number, d.submitted_at, i.car_license_plate, r.brand, r.model,
  r.year, w.name AS workshop_name, w.city AS workshop_city, NULLIF(t.name, '') AS technician_name,
  CASE WHEN d.returned_note IS DISTINCT FROM d.correction_reason THEN d.returned_note END
    AS previously_returned_note,
  d.correction_reason, r.version`;

const QUEUE_JOINS = `JOIN inspections i ON i.id = d.inspection_id
  JOIN reports r ON r.inspection_id = i.id
  JOIN workshops w ON w.id = i.workshop_id
  LEFT JOIN users t ON t.id = r.technician_id`;

/**
 * Awaiting approval: reports the workshop submitted (draft 'submitted') that the back office has not decided
 * on (backoffice_state NULL), and corrections of approved reports. A submitted draft always has its
 * submitted_at (the submission sets it with the report's), the queue's order.
 */
const AWAITING = `d.state = 'submitted'
  AND (r.backoffice_state IS NULL OR (r.backoffice_state = 'approved' AND d.correction_reason IS NOT NULL))`;

/**
 * A page of the approval queue, oldest submission first, after `cursor` (decision 071): `limit` rows and one
 * more (keysetPage). Served by report_drafts_queue_idx (migration 030).
 */
export const listPendingReports = (db: Queryable, cursor: TimeCursor | undefined, limit: number) =>
  db.query<PendingReportSummaryRow & KeysetRow>(
    `SELECT ${SUMMARY_COLUMNS}, ${cursorTime('d.submitted_at')} AS cursor_at
       FROM report_drafts d ${QUEUE_JOINS}
      WHERE ${AWAITING}
        ${cursor ? 'AND (d.submitted_at, d.inspection_id) > ($1::timestamptz, $2::uuid)' : ''}
      ORDER BY d.submitted_at, d.inspection_id
      LIMIT ${Number(limit) + 1}`,
    cursor ? [cursor.at, cursor.id] : [],
  );

/**
 * How many reports await approval, counted up to `limit` (WAITING_COUNT_LIMIT): a long queue costs no more to
 * count than a page.
 */
export async function countPendingReports(db: Queryable, limit: number): Promise<number> {
  const row = await queryOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM (
       SELECT 1 FROM report_drafts d JOIN reports r ON r.inspection_id = d.inspection_id
        WHERE ${AWAITING}
        -- The queue's order, so that the count walks report_drafts_queue_idx and stops at the limit, instead of
        -- a hash join over every report.
        ORDER BY d.submitted_at, d.inspection_id
        LIMIT ${Number(limit)}) AS waiting`,
  );
  return row?.n ?? 0;
}

/** The report `uuid` if it awaits approval, with its seller, appointment and photo times. */
export const findPendingReport = (db: Queryable, uuid: string) =>
  queryOne<PendingReportRow>(
    db,
    `SELECT ${SUMMARY_COLUMNS}, r.score_overall, s.email AS seller_email, i.booked_at, i.checked_in_at,
            COALESCE((
              SELECT json_agg(json_build_object(
                       'taken_at', floor(extract(epoch FROM COALESCE(p.taken_at, p.created_at)) * 1000),
                       'uploaded_at', floor(extract(epoch FROM dp.created_at) * 1000)))
                FROM draft_photos dp JOIN photos p ON p.id = dp.photo_id
               -- A photo's id appears in the draft's content only where the draft shows that photo.
               WHERE dp.inspection_id = i.id AND position(dp.photo_id::text IN d.content::text) > 0
            ), '[]') AS photo_times
       FROM report_drafts d ${QUEUE_JOINS}
       JOIN users s ON s.id = i.seller_id
      WHERE d.inspection_id = $1 AND ${AWAITING}`,
    [uuid],
  );

/** A report with what approving or returning it needs; its row is locked until the transaction ends. */
export interface DecisionRow {
  report_id: string;
  report_number: number;
  uuid: string;
  car_license_plate: string;
  backoffice_state: string | null;
  fingerprint: string | null;
  draft_state: string | null;
  correction_reason: string | null;
  version: number;
  sealed_at: Date | null;
  brand: string | null;
  model: string | null;
  plate_number: string | null;
  seller_email: string;
  seller_name: string;
  workshop_name: string;
  workshop_email: string | null;
}

export const lockReportForDecision = (tx: Queryable, inspectionId: string) =>
  queryOne<DecisionRow>(
    tx,
    `SELECT r.id AS report_id, r.report_number, i.id AS uuid, i.car_license_plate, r.backoffice_state, r.fingerprint,
            d.state AS draft_state, d.correction_reason, r.version, r.sealed_at, r.brand, r.model, r.plate_number, s.email AS seller_email,
            s.name AS seller_name, w.name AS workshop_name, w.email AS workshop_email
       FROM reports r
       JOIN inspections i ON i.id = r.inspection_id
       JOIN users s ON s.id = i.seller_id
       JOIN workshops w ON w.id = i.workshop_id
       LEFT JOIN report_drafts d ON d.inspection_id = i.id
      WHERE r.inspection_id = $1
        FOR UPDATE OF r`,
    [inspectionId],
  );

/** Publishes the report: approved now, prepared now (spec's verdict_datecompleted), sealed now. */
export async function markApproved(
  tx: Queryable,
  report: { id: string; approverId: string; fingerprint: string },
): Promise<Date> {
  const row = await queryOne<{ approved_at: Date }>(
    tx,
    `UPDATE reports
        SET backoffice_state = 'approved', approved_at = now(), approved_by = $2, verdict_datecompleted = now(),
            sealed_at = now(), fingerprint = $3, updated_at = now()
      WHERE id = $1
      RETURNING approved_at`,
    [report.id, report.approverId, report.fingerprint],
  );
  if (!row) throw new Error(`report ${report.id} vanished inside its transaction`);
  return row.approved_at;
}

/** The draft is published: no longer a correction in progress, if it was one. */
export async function setDraftApproved(tx: Queryable, inspectionId: string): Promise<void> {
  await tx.query(
    `UPDATE report_drafts SET state = 'approved', correction_reason = NULL, updated_at = now()
      WHERE inspection_id = $1`,
    [inspectionId],
  );
}

/** Back to the workshop: the draft is editable again with the note; the reports row stays as it is. */
export async function setDraftReturned(tx: Queryable, inspectionId: string, note: string): Promise<Date> {
  const row = await queryOne<{ returned_at: Date }>(
    tx,
    `UPDATE report_drafts
        SET state = 'editing', returned_note = $2, returned_at = now(), updated_at = now()
      WHERE inspection_id = $1
      RETURNING returned_at`,
    [inspectionId, note],
  );
  if (!row) throw new Error(`draft of ${inspectionId} vanished inside its transaction`);
  return row.returned_at;
}

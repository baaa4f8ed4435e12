import type { FaultCode } from '@verificauto/shared/contracts/fault-code';
import type { VehicleDetails } from '@verificauto/shared/contracts/workshop';
import type { ScoreField } from '@verificauto/shared/domain/categories';
import type { Queryable } from '../../db/db';
import type { ReportItemRow } from '../../db/report-item-row';

/** The reports row a submission writes; the vehicle fields have the columns' names. */
export interface SubmittedReport {
  inspectionId: string;
  technicianId: string;
  verdictOverall: string | null;
  details: VehicleDetails;
  mainPhotoId: string | null;
  scores: Record<ScoreField | 'score_overall', number | null>;
  faultCodes: readonly FaultCode[];
}

/** The reports row's columns that come from the workshop's draft. */
const reportColumns = (report: SubmittedReport): Record<string, unknown> => ({
  technician_id: report.technicianId,
  verdict_overall: report.verdictOverall,
  ...report.details,
  main_photo_id: report.mainPhotoId,
  ...report.scores,
  // As JSON text: the drivers would send a JavaScript array as a PostgreSQL array, not as jsonb.
  fault_codes: JSON.stringify(report.faultCodes),
});

/**
 * Writes the report awaiting approval (backoffice_state null), or replaces the content of the one sent
 * back, keeping its id and report number. Undefined when the inspection's report is approved already.
 */
export async function upsertSubmittedReport(
  tx: Queryable,
  report: SubmittedReport,
): Promise<string | undefined> {
  const fields = reportColumns(report);
  const columns = Object.keys(fields);
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO reports (inspection_id, ${columns.join(', ')}, backoffice_state, submitted_at)
     VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}, NULL, now())
     ON CONFLICT (inspection_id) DO UPDATE
        SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')},
            backoffice_state = NULL, submitted_at = now(), updated_at = now()
      WHERE reports.backoffice_state IS DISTINCT FROM 'approved'
     RETURNING id`,
    [report.inspectionId, ...Object.values(fields)],
  );
  return rows[0]?.id;
}

export interface SubmittedPhoto {
  photo_id: string;
  kind: 'key' | 'item' | 'imperfection';
  slot: string | null;
  item_key: string | null;
  position: number;
  caption: string | null;
}

async function replaceRows<Row extends object>(
  tx: Queryable,
  table: 'report_items' | 'report_photos' | 'report_odometer_readings',
  reportId: string,
  rows: readonly Row[],
): Promise<void> {
  await tx.query(`DELETE FROM ${table} WHERE report_id = $1`, [reportId]);
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first) as (keyof Row)[];
  const values = rows.map(
    (_, r) => `($1, ${columns.map((_, c) => `$${r * columns.length + c + 2}`).join(', ')})`,
  );
  await tx.query(`INSERT INTO ${table} (report_id, ${columns.join(', ')}) VALUES ${values.join(', ')}`, [
    reportId,
    ...rows.flatMap((row) => columns.map((column) => row[column])),
  ]);
}

export const replaceReportItems = (tx: Queryable, reportId: string, items: readonly ReportItemRow[]) =>
  replaceRows(tx, 'report_items', reportId, items);

export const replaceReportPhotos = (tx: Queryable, reportId: string, photos: readonly SubmittedPhoto[]) =>
  replaceRows(tx, 'report_photos', reportId, photos);

/** A complete reading of the draft at its place in the list. */
export interface SubmittedOdometerReading {
  position: number;
  source: string;
  read_on: string;
  km: number;
}

export const replaceOdometerReadings = (
  tx: Queryable,
  reportId: string,
  readings: readonly SubmittedOdometerReading[],
) => replaceRows(tx, 'report_odometer_readings', reportId, readings);

export async function markInspectionDone(tx: Queryable, inspectionId: string): Promise<void> {
  await tx.query(`UPDATE inspections SET status = 'done', updated_at = now() WHERE id = $1`, [inspectionId]);
}

/**
 * Writes a corrected draft's content over the approved report's row (the approval and the seal columns are
 * the back office's). Undefined when the inspection has no approved report.
 */
export async function updateApprovedReport(
  tx: Queryable,
  report: SubmittedReport,
): Promise<string | undefined> {
  const fields = reportColumns(report);
  const columns = Object.keys(fields);
  const rows = await tx.query<{ id: string }>(
    `UPDATE reports SET ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')}, updated_at = now()
      WHERE inspection_id = $1 AND backoffice_state = 'approved'
      RETURNING id`,
    [report.inspectionId, ...Object.values(fields)],
  );
  return rows[0]?.id;
}

import { type Queryable, queryOne } from '../../../db/db';

/** Records the version the reports row holds now, with its seal; `reason` null for the first. */
export async function insertReportVersion(
  tx: Queryable,
  version: { reportId: string; reason: string | null; approverId: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO report_versions (report_id, version, sealed_at, fingerprint, reason, approved_by)
     SELECT id, version, sealed_at, fingerprint, $2, $3 FROM reports WHERE id = $1`,
    [version.reportId, version.reason, version.approverId],
  );
}

/**
 * Seals the corrected content as the next version. The approval itself (approved_at/by, the prepared date)
 * stays the first one's: the inspection and the car are the same.
 */
export async function markCorrectionSealed(
  tx: Queryable,
  report: { id: string; fingerprint: string },
): Promise<{ sealed_at: Date; version: number }> {
  const row = await queryOne<{ sealed_at: Date; version: number }>(
    tx,
    `UPDATE reports SET sealed_at = now(), fingerprint = $2, version = version + 1, updated_at = now()
      WHERE id = $1
      RETURNING sealed_at, version`,
    [report.id, report.fingerprint],
  );
  if (!row) throw new Error(`report ${report.id} vanished inside its transaction`);
  return row;
}

/** The approved report's draft, editable again for the correction, with the reason as its note. */
export async function reopenDraftForCorrection(
  tx: Queryable,
  inspectionId: string,
  reason: string,
): Promise<Date> {
  const row = await queryOne<{ returned_at: Date }>(
    tx,
    `UPDATE report_drafts
        SET state = 'editing', returned_note = $2, returned_at = now(), correction_reason = $2,
            updated_at = now()
      WHERE inspection_id = $1
      RETURNING returned_at`,
    [inspectionId, reason],
  );
  if (!row) throw new Error(`draft of ${inspectionId} vanished inside its transaction`);
  return row.returned_at;
}

import type { Queryable } from '../../db/db';
import { readContent } from './draft-content';
import { reportOfDraft, writeReportContent } from './report-rows';
import { updateApprovedReport } from './report-submission.repository';
import { findSubmittedCorrection } from './workshop.repository';

/**
 * Writes the workshop's submitted correction over the approved report's rows, inside the back office's
 * approval (app.ts hands it to the back office, which then seals the new version). The caller holds the
 * report's row lock and has checked that a correction is awaiting approval.
 */
export async function publishApprovedCorrection(tx: Queryable, inspectionId: string): Promise<void> {
  const draft = await findSubmittedCorrection(tx, inspectionId);
  if (!draft) throw new Error(`no submitted correction for ${inspectionId}`);
  const content = readContent(draft.content);
  const report = reportOfDraft(inspectionId, draft.submitted_by, content);
  const reportId = await updateApprovedReport(tx, report);
  if (!reportId) throw new Error(`report of ${inspectionId} is not approved`);
  await writeReportContent(tx, reportId, content);
}

import type { ReportChanges } from '@verificauto/shared/contracts/backoffice-changes';
import type { Queryable } from '../../../db/db';
import { AppError, notFound } from '../../../lib/app-error';
import { isUuid } from '../../../lib/uuid';
import { diffReports } from './report-changes';
import {
  findCorrectionToCompare,
  listPublishedItems,
  listPublishedPhotos,
  listPublishedReadings,
} from './report-changes.repository';
import { comparableDraft, comparablePublished } from './report-changes-input';

const REPORT_NOT_FOUND = 'Report non trovato.';
const NO_CORRECTION = 'Non c’è una correzione di questo report in attesa di approvazione.';

/**
 * GET /api/backoffice/reports/{uuid}/changes: what the correction awaiting approval changes in the published
 * version, so that the back office sees it before approving (the review page shows the published one).
 */
export async function reportChanges(db: Queryable, uuid: string): Promise<ReportChanges> {
  const row = isUuid(uuid) ? await findCorrectionToCompare(db, uuid) : undefined;
  if (!row) throw notFound(REPORT_NOT_FOUND);
  if (
    row.backoffice_state !== 'approved' ||
    row.draft_state !== 'submitted' ||
    row.correction_reason === null
  ) {
    throw new AppError(409, 'no_correction_awaiting', NO_CORRECTION);
  }
  const [items, photos, readings] = [
    await listPublishedItems(db, row.report_id),
    await listPublishedPhotos(db, row.report_id),
    await listPublishedReadings(db, row.report_id),
  ];
  return {
    version: row.version,
    changes: diffReports(comparablePublished(row, items, photos, readings), comparableDraft(row.content)),
  };
}

import type { ReportDraft } from '@verificauto/shared/contracts/workshop';
import { findMissingParts } from '@verificauto/shared/domain/report-completeness';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../lib/session-user';
import { assertOwnPhotos } from './draft-change.service';
import { readContent } from './draft-content';
import { draftToDto } from './draft-dto';
import { reportOfDraft, writeReportContent } from './report-rows';
import { markInspectionDone, upsertSubmittedReport } from './report-submission.repository';
import { markDraftSubmitted } from './workshop.repository';
import { DRAFT_SUBMITTED, lockEditableDraft, openInspection, type WorkshopDeps } from './workshop.service';

const incomplete = (missing: ReturnType<typeof findMissingParts>) =>
  new AppError(
    422,
    'report_incomplete',
    missing.length === 1
      ? 'Il report non è completo: manca 1 elemento.'
      : `Il report non è completo: mancano ${missing.length} elementi.`,
    { missing },
  );

/**
 * POST /api/workshop/inspections/{uuid}/submit: 'Invia per approvazione'. In one transaction, under the
 * draft's lock: the reports row awaiting approval with its items and photos, the inspection done, the draft
 * read-only. A second submission (a retry, another device) finds the draft submitted: 409, nothing written.
 */
export async function submitDraft(deps: WorkshopDeps, user: SessionUser, uuid: string): Promise<ReportDraft> {
  const inspection = await openInspection(deps.db, user, uuid);
  return deps.db.transaction(async (tx) => {
    const draft = await lockEditableDraft(tx, inspection, user.id);
    const content = readContent(draft.content);
    const missing = findMissingParts(content);
    if (missing.length > 0) throw incomplete(missing);
    await assertOwnPhotos(tx, inspection.id, content);

    // A correction of an approved report waits in the draft: the published, sealed report stays as it is
    // until the back office approves the correction (then publish-correction.ts writes its rows).
    if (draft.correction_reason === null) {
      const reportId = await upsertSubmittedReport(tx, reportOfDraft(inspection.id, user.id, content));
      if (!reportId) throw new AppError(409, 'draft_submitted', DRAFT_SUBMITTED);
      await writeReportContent(tx, reportId, content);
      await markInspectionDone(tx, inspection.id);
    }
    const submitted = await markDraftSubmitted(tx, inspection.id, user.id);
    return draftToDto({ ...deps, db: tx }, inspection, submitted);
  });
}

import type { ReportApproved } from '@verificauto/shared/contracts/backoffice';
import type { Db, Queryable } from '../../../db/db';
import { AppError, notFound } from '../../../lib/app-error';
import { appendAudit } from '../../../lib/audit-log.repository';
import { enqueueMail } from '../../../lib/mail/mail-queue';
import type { SessionUser } from '../../../lib/session-user';
import { isUuid } from '../../../lib/uuid';
import {
  type DecisionRow,
  lockReportForDecision,
  setDraftApproved,
} from '../approval/report-approval.repository';
import { type BackofficeSite, reportReturnedEmail } from '../approval/report-decision-emails';
import { type PhotoFiles, sealReport } from '../approval/report-seal.service';
import {
  insertReportVersion,
  markCorrectionSealed,
  reopenDraftForCorrection,
} from '../approval/report-versions.repository';

/** The workshop feature's write of a submitted correction over the approved report (app.ts wires it). */
export interface ReportCorrections {
  writeApproved(tx: Queryable, inspectionId: string): Promise<void>;
}

export interface ReportCorrectionDeps {
  db: Db;
  site: BackofficeSite;
  photos: PhotoFiles;
  corrections: ReportCorrections;
}

const REPORT_NOT_FOUND = 'Report non trovato.';
const NOT_APPROVED = 'Si può chiedere una correzione solo di un report approvato e pubblicato.';
const IN_PROGRESS = 'Una correzione di questo report è già in corso.';
const NO_DRAFT =
  'Questo report non è stato scritto dall’area Officina: non c’è una bozza da riaprire per la correzione.';

/**
 * POST /api/backoffice/reports/{uuid}/correct: the approved report's draft opens again for the workshop,
 * with the reason as its note. The published report stays as sealed, readable and purchasable, until the
 * back office approves the correction (approveCorrection), which makes it a new version.
 */
export async function requestCorrection(
  deps: ReportCorrectionDeps,
  actor: SessionUser,
  uuid: string,
  reason: string,
): Promise<{ ok: true }> {
  return deps.db.transaction(async (tx) => {
    const report = isUuid(uuid) ? await lockReportForDecision(tx, uuid) : undefined;
    if (!report) throw notFound(REPORT_NOT_FOUND);
    if (report.backoffice_state !== 'approved') throw new AppError(409, 'report_not_approved', NOT_APPROVED);
    if (report.draft_state === null) throw new AppError(409, 'report_without_draft', NO_DRAFT);
    if (report.draft_state !== 'approved' || report.correction_reason !== null) {
      throw new AppError(409, 'correction_in_progress', IN_PROGRESS);
    }
    const returnedAt = await reopenDraftForCorrection(tx, report.uuid, reason);
    const { workshop_email } = report;
    if (workshop_email)
      await enqueueMail(tx, reportReturnedEmail({ ...report, workshop_email }, reason, deps.site));
    await appendAudit(tx, {
      actorId: actor.id,
      action: 'report.correction_requested',
      entity: 'report',
      entityId: report.uuid,
      before: { draft_state: report.draft_state, version: report.version },
      after: { draft_state: 'editing', correction_reason: reason, returned_at: returnedAt.toISOString() },
      details: { reason, report_number: report.report_number },
    });
    return { ok: true as const };
  });
}

/**
 * Approving a submitted correction, inside the approval's transaction and the report's row lock: the draft
 * is written over the published rows and sealed as the next version, with the reason in its history.
 * The seller is not e-mailed again: their link is the same and the report was already theirs to share.
 */
export async function approveCorrection(
  tx: Queryable,
  deps: Pick<ReportCorrectionDeps, 'photos' | 'corrections'>,
  actor: SessionUser,
  report: DecisionRow & { correction_reason: string },
): Promise<ReportApproved> {
  await deps.corrections.writeApproved(tx, report.uuid);
  const fingerprint = await sealReport(tx, deps.photos, {
    id: report.report_id,
    uuid: report.uuid,
    car_license_plate: report.car_license_plate,
  });
  const sealed = await markCorrectionSealed(tx, { id: report.report_id, fingerprint });
  await insertReportVersion(tx, {
    reportId: report.report_id,
    reason: report.correction_reason,
    approverId: actor.id,
  });
  await setDraftApproved(tx, report.uuid);
  await appendAudit(tx, {
    actorId: actor.id,
    action: 'report.correction_approved',
    entity: 'report',
    entityId: report.uuid,
    before: {
      version: report.version,
      fingerprint: report.fingerprint,
      sealed_at: report.sealed_at?.toISOString() ?? null,
      draft_state: report.draft_state,
    },
    after: {
      version: sealed.version,
      fingerprint,
      sealed_at: sealed.sealed_at.toISOString(),
      draft_state: 'approved',
    },
    details: { reason: report.correction_reason, report_number: report.report_number },
  });
  return { uuid: report.uuid, approved_at: sealed.sealed_at.toISOString(), fingerprint };
}

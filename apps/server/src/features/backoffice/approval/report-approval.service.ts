import {
  APPROVAL_QUEUE_PAGE_SIZE,
  type ApprovalQueueQuery,
  type PendingReportStatus,
  type PendingReportSummary,
  type PendingReports,
  type ReportApproved,
  WAITING_COUNT_LIMIT,
} from '@verificauto/shared/contracts/backoffice';
import type { Db, Queryable } from '../../../db/db';
import { keysetPage } from '../../../db/keyset';
import { AppError, notFound } from '../../../lib/app-error';
import { appendAudit } from '../../../lib/audit-log.repository';
import { enqueueMail } from '../../../lib/mail/mail-queue';
import type { SessionUser } from '../../../lib/session-user';
import { isUuid } from '../../../lib/uuid';
import { approveCorrection, type ReportCorrections } from '../corrections/report-correction.service';
import { dateWarnings } from './date-warnings';
import {
  countPendingReports,
  type DecisionRow,
  findPendingReport,
  listPendingReports,
  lockReportForDecision,
  markApproved,
  type PendingReportSummaryRow,
  setDraftApproved,
  setDraftReturned,
} from './report-approval.repository';
import { type BackofficeSite, reportApprovedEmail, reportReturnedEmail } from './report-decision-emails';
import { type PhotoFiles, sealReport } from './report-seal.service';
import { insertReportVersion } from './report-versions.repository';

export interface ReportApprovalDeps {
  db: Db;
  site: BackofficeSite;
  photos: PhotoFiles;
  corrections: ReportCorrections;
}

const REPORT_NOT_FOUND = 'Report non trovato.';
const NOT_AWAITING = 'Questo report non è in attesa di approvazione.';

const toSummary = (row: PendingReportSummaryRow): PendingReportSummary => ({
  uuid: row.uuid,
  report_number: row.report_number,
  submitted_at: row.submitted_at.toISOString(),
  car_license_plate: row.car_license_plate,
  brand: row.brand,
  model: row.model,
  year: row.year,
  workshop: { name: row.workshop_name, city: row.workshop_city },
  technician_name: row.technician_name,
  previously_returned_note: row.previously_returned_note,
  correction_reason: row.correction_reason,
  version: row.version,
});

/** A page of the approval queue, oldest submission first, and how many reports wait (decision 071). */
export async function pendingReports(db: Queryable, query: ApprovalQueueQuery): Promise<PendingReports> {
  const rows = await listPendingReports(db, query.cursor, APPROVAL_QUEUE_PAGE_SIZE);
  const page = keysetPage(rows, APPROVAL_QUEUE_PAGE_SIZE, (row) => row.uuid);
  const counted = await countPendingReports(db, WAITING_COUNT_LIMIT + 1);
  return {
    reports: page.rows.map(toSummary),
    next: page.next,
    waiting: { count: Math.min(counted, WAITING_COUNT_LIMIT), at_least: counted > WAITING_COUNT_LIMIT },
  };
}

/** The report under review, if it awaits approval, with what deciding on it needs. */
export async function pendingReport(db: Queryable, uuid: string): Promise<PendingReportStatus> {
  if (!isUuid(uuid)) throw notFound(REPORT_NOT_FOUND);
  const row = await findPendingReport(db, uuid);
  return {
    pending: row
      ? {
          ...toSummary(row),
          inspected_at: row.booked_at.toISOString(),
          score_overall: row.score_overall,
          seller_email: row.seller_email,
          date_warnings: dateWarnings(row),
        }
      : null,
  };
}

/**
 * The report awaiting approval (a first one, or a correction of an approved one), its row locked until the
 * transaction ends: two decisions on the same report (two back-office users, a double click) run one after
 * the other, and the second finds it decided.
 */
async function lockAwaiting(tx: Queryable, uuid: string): Promise<DecisionRow> {
  const report = isUuid(uuid) ? await lockReportForDecision(tx, uuid) : undefined;
  if (!report) throw notFound(REPORT_NOT_FOUND);
  const awaitedState = report.correction_reason === null ? null : 'approved';
  if (report.backoffice_state !== awaitedState || report.draft_state !== 'submitted') {
    throw new AppError(409, 'report_not_awaiting_approval', NOT_AWAITING);
  }
  return report;
}

/**
 * Publishes the report (docs/product.md#inspection-lifecycle): approved and prepared now, sealed with the
 * fingerprint of its content and photos, the seller's e-mail with the link queued in the same transaction (so
 * exactly once).
 */
export async function approveReport(
  deps: ReportApprovalDeps,
  actor: SessionUser,
  uuid: string,
): Promise<ReportApproved> {
  return deps.db.transaction(async (tx) => {
    const report = await lockAwaiting(tx, uuid);
    const { correction_reason } = report;
    if (correction_reason !== null)
      return approveCorrection(tx, deps, actor, { ...report, correction_reason });
    const fingerprint = await sealReport(tx, deps.photos, {
      id: report.report_id,
      uuid: report.uuid,
      car_license_plate: report.car_license_plate,
    });
    const approvedAt = await markApproved(tx, { id: report.report_id, approverId: actor.id, fingerprint });
    await insertReportVersion(tx, { reportId: report.report_id, reason: null, approverId: actor.id });
    await setDraftApproved(tx, report.uuid);
    await enqueueMail(tx, reportApprovedEmail(report, deps.site));
    await appendAudit(tx, {
      actorId: actor.id,
      action: 'report.approved',
      entity: 'report',
      entityId: report.uuid,
      before: { backoffice_state: null, draft_state: report.draft_state, fingerprint: report.fingerprint },
      after: {
        backoffice_state: 'approved',
        draft_state: 'approved',
        fingerprint,
        sealed_at: approvedAt.toISOString(),
      },
      details: { report_number: report.report_number },
    });
    return { uuid: report.uuid, approved_at: approvedAt.toISOString(), fingerprint };
  });
}

/**
 * Sends the report back to the workshop: its draft is editable again with the note, while the reports row
 * stays unapproved, so the seller still reads "in approvazione" until the workshop submits it again.
 */
export async function returnReport(
  deps: ReportApprovalDeps,
  actor: SessionUser,
  uuid: string,
  note: string,
): Promise<{ ok: true }> {
  return deps.db.transaction(async (tx) => {
    const report = await lockAwaiting(tx, uuid);
    const returnedAt = await setDraftReturned(tx, report.uuid, note);
    const { workshop_email } = report;
    if (workshop_email)
      await enqueueMail(tx, reportReturnedEmail({ ...report, workshop_email }, note, deps.site));
    await appendAudit(tx, {
      actorId: actor.id,
      action: 'report.returned',
      entity: 'report',
      entityId: report.uuid,
      before: { draft_state: report.draft_state },
      after: { draft_state: 'editing', returned_note: note, returned_at: returnedAt.toISOString() },
      details: { note, report_number: report.report_number },
    });
    return { ok: true as const };
  });
}

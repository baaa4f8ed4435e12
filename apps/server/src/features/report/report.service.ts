import {
  type InspectionReport,
  type ReportAccessError,
  WAIVER_REQUIRED_CODE,
} from '@verificauto/shared/contracts/report';
import type { ReportWaiverRequest, ReportWaiverRequired } from '@verificauto/shared/contracts/report-waiver';
import { withdrawalLastDay } from '@verificauto/shared/domain/refund-eligibility';
import { IMMEDIATE_ACCESS_STATEMENT } from '@verificauto/shared/legal/checkout-statements';
import { type LinkPreview, reportLinkPreview } from '@verificauto/shared/prerender/link-preview';
import type { Db } from '../../db/db';
import { AppError } from '../../lib/app-error';
import type { CompressedJson } from '../../lib/compressed-json';
import { enqueueMail } from '../../lib/mail/mail-queue';
import { notSignedIn, type SessionUser } from '../../lib/session-user';
import { isUuid } from '../../lib/uuid';
import type { WithdrawalLinks } from '../../lib/withdrawal-link';
import {
  recordFirstReceiptAccess,
  recordFirstReportAccess,
  recordWithdrawalWaiver,
} from './report.repository';
import { decideReportAccess, type PaidAccess, type ReportAccess } from './report-access';
import type { ReportCache } from './report-cache';
import { REPORT_MESSAGES } from './report-messages';
import type { Offer } from './report-snapshot';
import { type WaiverEmailSite, waiverConfirmationEmail } from './report-waiver-email';

type Denial = Extract<ReportAccess, { granted: false }>;

/**
 * What the first opening's request needs: the Regolamento in force, the withdrawal function's links and who
 * sends its confirmation.
 */
export interface WaiverDeps {
  regulation: { version: string; date: string };
  withdrawals: Pick<WithdrawalLinks, 'token'>;
  site: WaiverEmailSite;
}

/**
 * What anyone who may not read the report gets for no such inspection, no report yet and a report not
 * approved alike, so that probing ids tells nothing (docs/decisions/029-error-answers.md).
 */
const unavailable = () => new AppError(404, 'report_unavailable', REPORT_MESSAGES.unavailable);

/** The 401 body of a guest: the preview and where to buy (docs/product.md#report-access). */
const guestAnswer = (offer: Offer) => ({
  code: 'report_sign_in',
  message: REPORT_MESSAGES.guest,
  ...offer,
});

/**
 * A buyer whose purchase lacks the express request for immediate access is asked for it before the report,
 * in the checkout's words (docs/product.md#legal-withdrawal, docs/decisions/058-waiver-at-first-opening.md).
 */
function waiverRequired(deps: WaiverDeps, purchase: PaidAccess, offer: Offer): AppError {
  const body: Omit<ReportWaiverRequired, 'code' | 'message'> = {
    statement: IMMEDIATE_ACCESS_STATEMENT,
    regulation_version: deps.regulation.version,
    withdrawal_until: withdrawalLastDay(purchase.paidAt),
    withdrawal_token: deps.withdrawals.token({ kind: 'purchase', uuid: purchase.purchaseId }),
    reportPreview: offer.reportPreview,
  };
  return new AppError(403, WAIVER_REQUIRED_CODE, REPORT_MESSAGES.waiverRequired, body);
}

function accessDenied(denial: Denial, offer: Offer | null, deps: WaiverDeps): AppError {
  // An unwritten or unapproved report does not exist for buyers: no preview, no payment link.
  if (denial.reason === 'unpublished' || !offer) return unavailable();
  switch (denial.reason) {
    case 'waiver_required':
      return waiverRequired(deps, denial.purchase, offer);
    case 'guest': {
      const { code, message, ...body } = guestAnswer(offer);
      return new AppError(401, code, message, body);
    }
    case 'expired':
      return new AppError(403, 'report_access_expired', REPORT_MESSAGES.expired, offer);
    case 'not_purchased':
      return new AppError(403, 'report_not_purchased', REPORT_MESSAGES.notPurchased, offer);
  }
}

/**
 * Who asks: the session's user, and the purchases whose read receipts the browser holds, which count only
 * without a session (docs/decisions/057-read-receipt.md).
 */
export interface ReportViewer {
  user: SessionUser | null;
  receipts: string[];
}

export type ReportReader = (
  inspectionId: string,
  viewer: ReportViewer,
) => Promise<CompressedJson<InspectionReport>>;

function readViewerAccess(
  cache: ReportCache,
  inspectionId: string,
  reportId: string,
  { user, receipts }: ReportViewer,
): Promise<PaidAccess | null> | null {
  if (user) return cache.readPaidAccess(reportId, user.id);
  return receipts.length > 0 ? cache.readReceiptAccess(inspectionId, receipts) : null;
}

/**
 * The report (from memory once this instance has served it) and what the caller may do with it, given the
 * purchase that grants the caller access: the latest paid one.
 */
async function decideForCaller(cache: ReportCache, inspectionId: string, viewer: ReportViewer) {
  if (!isUuid(inspectionId)) throw unavailable();
  // The triggers name inspections in lower case.
  const id = inspectionId.toLowerCase();
  const snapshot = await cache.readSnapshot(id);
  if (snapshot === undefined) throw unavailable();
  const paid = snapshot.reportId ? await readViewerAccess(cache, id, snapshot.reportId, viewer) : null;
  const access = decideReportAccess({ ...snapshot.facts, paidAccess: paid }, viewer.user);
  return { snapshot, access, offer: snapshot.reportId ? snapshot.offer : null };
}

/** GET /api/report/{uuid}: the inspection with its full report, for those who may read it. */
export function createReportReader(cache: ReportCache, deps: WaiverDeps): ReportReader {
  return async (inspectionId, viewer) => {
    const { snapshot, access, offer } = await decideForCaller(cache, inspectionId, viewer);
    if (!access.granted) throw accessDenied(access, offer, deps);
    // Only the seller and staff get this far without a report; they may know it is on its way.
    if (!snapshot.reportId) throw new AppError(404, 'report_not_ready', REPORT_MESSAGES.notReady);
    return snapshot.body(Date.now()).withFields({
      access: { role: access.role, access_until: access.accessUntil?.toISOString() ?? null },
    });
  };
}

export type GuestReportAnswer = (inspectionId: string) => Promise<ReportAccessError | undefined>;

/**
 * What GET /api/report/{uuid} answers a visitor without a session, when it is the guest's 401 with the
 * preview (an approved report, docs/product.md#report-page); undefined for any other inspection id. The
 * page rendered for a guest carries it (decision 038).
 */
export function createGuestReportAnswer(cache: ReportCache): GuestReportAnswer {
  return async (inspectionId) => {
    if (!isUuid(inspectionId)) return undefined;
    const snapshot = await cache.readSnapshot(inspectionId.toLowerCase());
    if (!snapshot?.reportId) return undefined;
    const access = decideReportAccess({ ...snapshot.facts, paidAccess: null }, null);
    if (access.granted || access.reason !== 'guest') return undefined;
    return guestAnswer(snapshot.offer);
  };
}

/**
 * What a link to /report/{uuid} shows when pasted into a chat (Open Graph tags, decision 038): the report's
 * public preview, exactly when a guest would get it, and nothing for any other inspection id.
 */
export function createReportLinkPreview(guestReportAnswer: GuestReportAnswer, publicUrl: string) {
  return async (inspectionId: string): Promise<LinkPreview | undefined> => {
    const answer = await guestReportAnswer(inspectionId);
    return answer && reportLinkPreview(answer.reportPreview, publicUrl);
  };
}

/**
 * POST /api/report/{uuid}/accepted: the buyer opened the report after 'Accetto' (withdrawal evidence), on
 * the purchases of the signed-in account or, without a session, on the one whose read receipt opened it.
 */
export async function recordReportOpened(db: Db, inspectionId: string, viewer: ReportViewer): Promise<void> {
  const { user, receipts } = viewer;
  if (!user && receipts.length === 0) throw notSignedIn();
  if (!isUuid(inspectionId)) return;
  const id = inspectionId.toLowerCase();
  await (user ? recordFirstReportAccess(db, id, user.id) : recordFirstReceiptAccess(db, id, receipts));
}

export type WaiverRecorder = (
  inspectionId: string,
  viewer: ReportViewer,
  request: ReportWaiverRequest,
) => Promise<void>;

/**
 * POST /api/report/{uuid}/waiver: the express request for immediate access made at the first opening,
 * recorded on the purchase that grants access with its words, time and the Regolamento's version, as the
 * checkout records its statements, and confirmed by e-mail. A caller who may already read the report has
 * nothing to record.
 */
export function createWaiverRecorder(db: Db, cache: ReportCache, deps: WaiverDeps): WaiverRecorder {
  return async (inspectionId, viewer, request) => {
    const { access, offer } = await decideForCaller(cache, inspectionId, viewer);
    if (access.granted) return;
    if (access.reason !== 'waiver_required') throw accessDenied(access, offer, deps);
    if (request.regulation_version !== deps.regulation.version) {
      throw new AppError(409, 'regulation_changed', REPORT_MESSAGES.regulationChanged);
    }
    const acceptedAt = new Date();
    await db.transaction(async (tx) => {
      const waived = await recordWithdrawalWaiver(tx, access.purchase.purchaseId, {
        key: 'immediate_access',
        text: IMMEDIATE_ACCESS_STATEMENT,
        accepted_at: acceptedAt.toISOString(),
        regulation_version: deps.regulation.version,
      });
      const request = { acceptedAt, regulationDate: deps.regulation.date };
      if (waived) await enqueueMail(tx, waiverConfirmationEmail(waived, request, deps.site));
    });
  };
}

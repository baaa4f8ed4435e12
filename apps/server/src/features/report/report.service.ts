import type { InspectionReport } from '@verificauto/shared/contracts/report';
import { type LinkPreview, reportLinkPreview } from '@verificauto/shared/prerender/link-preview';
import type { Db } from '../../db/db';
import { AppError } from '../../lib/app-error';
import type { CompressedJson } from '../../lib/compressed-json';
import { notSignedIn, type SessionUser } from '../../lib/session-user';
import { isUuid } from '../../lib/uuid';
import { recordFirstReceiptAccess, recordFirstReportAccess } from './report.repository';
import { type AccessFacts, decideReportAccess, type ReportAccess } from './report-access';
import type { ReportCache } from './report-cache';
import { REPORT_MESSAGES } from './report-messages';
import type { Offer } from './report-snapshot';

type Denial = Extract<ReportAccess, { granted: false }>['reason'];

/**
 * What anyone who may not read the report gets for no such inspection, no report yet and a report not
 * approved alike, so that probing ids tells nothing (docs/decisions/029-error-answers.md).
 */
const unavailable = () => new AppError(404, 'report_unavailable', REPORT_MESSAGES.unavailable);

function accessDenied(reason: Denial, offer: Offer | null): AppError {
  // An unwritten or unapproved report does not exist for buyers: no preview, no payment link.
  if (reason === 'unpublished' || !offer) return unavailable();
  if (reason === 'guest') return new AppError(401, 'report_sign_in', REPORT_MESSAGES.guest, offer);
  return reason === 'expired'
    ? new AppError(403, 'report_access_expired', REPORT_MESSAGES.expired, offer)
    : new AppError(403, 'report_not_purchased', REPORT_MESSAGES.notPurchased, offer);
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
): Promise<AccessFacts['paidAccess']> | null {
  if (user) return cache.readPaidAccess(reportId, user.id);
  return receipts.length > 0 ? cache.readReceiptAccess(inspectionId, receipts) : null;
}

/**
 * GET /api/report/{uuid}: the inspection with its full report, for those who may read it. Reads the
 * report (from memory once this instance has served it), decides access, and answers.
 */
export function createReportReader(cache: ReportCache): ReportReader {
  return async (inspectionId, viewer) => {
    if (!isUuid(inspectionId)) throw unavailable();
    // The triggers name inspections in lower case.
    const id = inspectionId.toLowerCase();
    const snapshot = await cache.readSnapshot(id);
    if (snapshot === undefined) throw unavailable();

    const paid = snapshot.reportId ? await readViewerAccess(cache, id, snapshot.reportId, viewer) : null;
    const access = decideReportAccess({ ...snapshot.facts, paidAccess: paid }, viewer.user);
    if (!access.granted) throw accessDenied(access.reason, snapshot.reportId ? snapshot.offer : null);
    // Only the seller and staff get this far without a report; they may know it is on its way.
    if (!snapshot.reportId) throw new AppError(404, 'report_not_ready', REPORT_MESSAGES.notReady);
    return snapshot.body(Date.now()).withFields({
      access: { role: access.role, access_until: access.accessUntil?.toISOString() ?? null },
    });
  };
}

/**
 * What a link to /report/{uuid} shows when pasted into a chat (Open Graph tags, decision 038): the report's
 * public preview, exactly when a guest would get it (docs/product.md#report-page), and nothing for any other
 * inspection id.
 */
export function createReportLinkPreview(cache: ReportCache, publicUrl: string) {
  return async (inspectionId: string): Promise<LinkPreview | undefined> => {
    if (!isUuid(inspectionId)) return undefined;
    const snapshot = await cache.readSnapshot(inspectionId.toLowerCase());
    if (!snapshot?.reportId) return undefined;
    const access = decideReportAccess({ ...snapshot.facts, paidAccess: null }, null);
    if (access.granted || access.reason !== 'guest') return undefined;
    return reportLinkPreview(snapshot.offer.reportPreview, publicUrl);
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

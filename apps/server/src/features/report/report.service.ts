import type { InspectionReport, ReportAccessError } from '@verificauto/shared/contracts/report';
import { type LinkPreview, reportLinkPreview } from '@verificauto/shared/prerender/link-preview';
import type { Db } from '../../db/db';
import { AppError } from '../../lib/app-error';
import type { CompressedJson } from '../../lib/compressed-json';
import type { SessionUser } from '../../lib/session-user';
import { isUuid } from '../../lib/uuid';
import { recordFirstReportAccess } from './report.repository';
import { decideReportAccess, type ReportAccess } from './report-access';
import type { ReportCache } from './report-cache';
import { REPORT_MESSAGES } from './report-messages';
import type { Offer } from './report-snapshot';

type Denial = Extract<ReportAccess, { granted: false }>['reason'];

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

function accessDenied(reason: Denial, offer: Offer | null): AppError {
  // An unwritten or unapproved report does not exist for buyers: no preview, no payment link.
  if (reason === 'unpublished' || !offer) return unavailable();
  if (reason === 'guest') {
    const { code, message, ...body } = guestAnswer(offer);
    return new AppError(401, code, message, body);
  }
  return reason === 'expired'
    ? new AppError(403, 'report_access_expired', REPORT_MESSAGES.expired, offer)
    : new AppError(403, 'report_not_purchased', REPORT_MESSAGES.notPurchased, offer);
}

export type ReportReader = (
  inspectionId: string,
  user: SessionUser | null,
) => Promise<CompressedJson<InspectionReport>>;

/**
 * GET /api/report/{uuid}: the inspection with its full report, for those who may read it. Reads the
 * report (from memory once this instance has served it), decides access, and answers.
 */
export function createReportReader(cache: ReportCache): ReportReader {
  return async (inspectionId, user) => {
    if (!isUuid(inspectionId)) throw unavailable();
    // The triggers name inspections in lower case.
    const snapshot = await cache.readSnapshot(inspectionId.toLowerCase());
    if (snapshot === undefined) throw unavailable();

    const paid = user && snapshot.reportId ? await cache.readPaidAccess(snapshot.reportId, user.id) : null;
    const access = decideReportAccess({ ...snapshot.facts, paidAccess: paid }, user);
    if (!access.granted) throw accessDenied(access.reason, snapshot.reportId ? snapshot.offer : null);
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

/** POST /api/report/{uuid}/accepted: the buyer opened the report after 'Accetto' (withdrawal evidence). */
export async function recordReportOpened(db: Db, inspectionId: string, user: SessionUser): Promise<void> {
  if (isUuid(inspectionId)) await recordFirstReportAccess(db, inspectionId.toLowerCase(), user.id);
}

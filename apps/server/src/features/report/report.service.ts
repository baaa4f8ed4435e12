import type { InspectionReport } from '@verificauto/shared/contracts/report';
import { AppError, notFound } from '../../lib/app-error';
import { type SerializedJson, withFields } from '../../lib/serialized-json';
import type { SessionUser } from '../../lib/session-user';
import { decideReportAccess, type ReportAccess } from './report-access';
import type { ReportCache } from './report-cache';
import { REPORT_MESSAGES } from './report-messages';
import type { Offer } from './report-snapshot';

// Any 8-4-4-4-12 hex id, as PostgreSQL's uuid type reads it; anything else cannot name an inspection.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Denial = Extract<ReportAccess, { granted: false }>['reason'];

function accessDenied(reason: Denial, offer: Offer): AppError {
  // An unapproved report does not exist for buyers: no preview, no payment link.
  if (reason === 'unpublished') return new AppError(404, 'report_unavailable', REPORT_MESSAGES.unpublished);
  if (reason === 'guest') return new AppError(401, 'report_sign_in', REPORT_MESSAGES.guest, offer);
  return reason === 'expired'
    ? new AppError(403, 'report_access_expired', REPORT_MESSAGES.expired, offer)
    : new AppError(403, 'report_not_purchased', REPORT_MESSAGES.notPurchased, offer);
}

export type ReportReader = (
  inspectionId: string,
  user: SessionUser | null,
) => Promise<SerializedJson<InspectionReport>>;

/**
 * GET /api/report/{uuid}: the inspection with its full report, for those who may read it. Reads the
 * report (from memory once this instance has served it), decides access, and answers.
 */
export function createReportReader(cache: ReportCache): ReportReader {
  return async (inspectionId, user) => {
    if (!UUID.test(inspectionId)) throw notFound(REPORT_MESSAGES.notFound);
    // The triggers name inspections in lower case.
    const snapshot = await cache.readSnapshot(inspectionId.toLowerCase());
    if (snapshot === undefined) throw notFound(REPORT_MESSAGES.notFound);
    if (snapshot === null) throw new AppError(404, 'report_not_ready', REPORT_MESSAGES.notReady);

    const paid = user ? await cache.readPaidAccess(snapshot.reportId, user.id) : null;
    const access = decideReportAccess({ ...snapshot.facts, paidAccess: paid }, user);
    if (!access.granted) throw accessDenied(access.reason, snapshot.offer);
    return withFields(snapshot.body, {
      access: { role: access.role, access_until: access.accessUntil?.toISOString() ?? null },
    });
  };
}

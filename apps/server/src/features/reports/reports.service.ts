import {
  type InspectionReport,
  InspectionReportSchema,
  type ReportPreview,
} from '@verificauto/shared/contracts/report';
import type { z } from 'zod';
import type { Config } from '../../config/env';
import type { Queryable } from '../../db/db';
import { AppError, notFound } from '../../lib/app-error';
import type { ChangeFeed } from '../../lib/change-feed';
import { FeedCache } from '../../lib/feed-cache';
import { type SerializedJson, serializeJson, withFields } from '../../lib/serialized-json';
import type { SessionUser } from '../auth/session-user';
import { photoToDto } from '../photos/photo-dto';
import { type AccessFacts, decideReportAccess, type ReportAccess } from './report-access';
import { buildReportContent } from './report-content';
import { findPaidAccessUntil, findReport, type ReportFields, type ReportRecord } from './reports.repository';

export const REPORT_MESSAGES = {
  notFound: 'Report non trovato: controlla il link che hai ricevuto.',
  notReady: 'Il report di questa ispezione non è ancora pronto.',
  unpublished: 'Report non disponibile.',
  guest: 'Accedi o acquista il report per visualizzarlo.',
  notPurchased: 'Non hai ancora acquistato questo report.',
  expired: 'Il tuo accesso a questo report è scaduto: puoi acquistarlo di nuovo.',
} as const;

// Any 8-4-4-4-12 hex id, as PostgreSQL's uuid type reads it; anything else cannot name an inspection.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Denial = Extract<ReportAccess, { granted: false }>['reason'];

/** Where a buyer pays for the report of this inspection (built by the payments feature). */
const paymentUrl = (config: Config, inspectionId: string) => `${config.publicUrl}/checkout/${inspectionId}`;

const mainImage = (report: ReportFields, mainPhoto: ReportRecord['mainPhoto']) =>
  mainPhoto
    ? photoToDto(mainPhoto, [report.brand, report.model].filter(Boolean).join(' ') || 'Foto del veicolo')
    : null;

/** What a 401 or 403 offers: where to buy the report and what it shows beforehand. */
type Offer = { paymentURL: string; reportPreview: ReportPreview };

function accessDenied(reason: Denial, offer: Offer): AppError {
  // An unapproved report does not exist for buyers: no preview, no payment link.
  if (reason === 'unpublished') return new AppError(404, 'report_unavailable', REPORT_MESSAGES.unpublished);
  if (reason === 'guest') return new AppError(401, 'report_sign_in', REPORT_MESSAGES.guest, offer);
  return reason === 'expired'
    ? new AppError(403, 'report_access_expired', REPORT_MESSAGES.expired, offer)
    : new AppError(403, 'report_not_purchased', REPORT_MESSAGES.notPurchased, offer);
}

const ReportBodySchema = InspectionReportSchema.omit({ access: true });
type ReportBody = z.infer<typeof ReportBodySchema>;

/** What every reader of one written report shares, worked out once per version of the report. */
interface WrittenReport {
  reportId: string;
  facts: Omit<AccessFacts, 'paidAccess'>;
  offer: Offer;
  /** The 200 response less `access`. */
  body: SerializedJson<ReportBody>;
}

/** Null while the workshop has not written the report. */
function toWrittenReport(record: ReportRecord, config: Config): WrittenReport | null {
  const { inspection, report, content } = record;
  if (!report || !content) return null;
  const { id: reportId, ...fields } = report;
  const main_image = mainImage(report, record.mainPhoto);
  const body = serializeJson(ReportBodySchema, {
    uuid: inspection.id,
    car_license_plate: inspection.carLicensePlate,
    inspected_at: inspection.status === 'done' ? inspection.bookedAt.toISOString() : null,
    workshop: { name: inspection.workshopName, city: inspection.workshopCity },
    report: { ...fields, main_image, ...buildReportContent(content) },
  });
  const reportPreview: ReportPreview = {
    verdict_datecompleted: report.verdict_datecompleted,
    brand: report.brand,
    model: report.model,
    main_image,
    year: report.year,
    odometer: report.odometer,
  };
  return {
    reportId,
    facts: {
      sellerId: inspection.sellerId,
      workshopId: inspection.workshopId,
      approved: report.backoffice_state === 'approved',
    },
    offer: { paymentURL: paymentUrl(config, inspection.id), reportPreview },
    body,
  };
}

export type ReportReader = (
  inspectionId: string,
  user: SessionUser | null,
) => Promise<SerializedJson<InspectionReport>>;

/**
 * GET /api/report/{uuid}: the inspection with its full report, for those who may read it. Reports and
 * buyers' purchases are kept in memory until the change feed says they changed, so a reader costs no
 * database round trip once this instance has served the report.
 */
export function createReportReader({
  db,
  config,
  feed,
}: {
  db: Queryable;
  config: Config;
  feed: ChangeFeed;
}): ReportReader {
  // Keyed by inspection; null while its report is not written.
  const reports = new FeedCache<WrittenReport | null>(feed, { maxEntries: 500, ttlMs: 10 * 60_000 });
  // Keyed `${buyerId}/${reportId}`; the end of access in ms, null without a paid purchase.
  const paidAccessEnds = new FeedCache<number | null>(feed, { maxEntries: 50_000, ttlMs: 10 * 60_000 });
  feed.on('report', (id) => (id === '*' ? reports.clear() : reports.delete(id)));
  feed.on('user', (userId) => paidAccessEnds.deleteWhere((_, key) => key.startsWith(`${userId}/`)));

  const paidAccess = async (reportId: string, buyerId: string): Promise<AccessFacts['paidAccess']> => {
    const until = await paidAccessEnds.get(`${buyerId}/${reportId}`, async () => {
      const end = await findPaidAccessUntil(db, reportId, buyerId);
      return end ? end.getTime() : null;
    });
    return until == null ? null : { until: new Date(until), active: until > Date.now() };
  };

  return async (inspectionId, user) => {
    if (!UUID.test(inspectionId)) throw notFound(REPORT_MESSAGES.notFound);
    // The triggers name inspections in lower case.
    const id = inspectionId.toLowerCase();
    const written = await reports.get(id, async () => {
      const record = await findReport(db, id);
      return record && toWrittenReport(record, config);
    });
    if (written === undefined) throw notFound(REPORT_MESSAGES.notFound);
    if (written === null) throw new AppError(404, 'report_not_ready', REPORT_MESSAGES.notReady);

    const paid = user ? await paidAccess(written.reportId, user.id) : null;
    const access = decideReportAccess({ ...written.facts, paidAccess: paid }, user);
    if (!access.granted) throw accessDenied(access.reason, written.offer);
    return withFields(written.body, {
      access: { role: access.role, access_until: access.accessUntil?.toISOString() ?? null },
    });
  };
}

import type { InspectionReport, ReportPreview } from '@verificauto/shared/contracts/report';
import type { Config } from '../../config/env';
import type { Queryable } from '../../db/db';
import { AppError, notFound } from '../../lib/app-error';
import type { SessionUser } from '../auth/session-user';
import { photoToDto } from '../photos/photo-dto';
import { decideReportAccess, type ReportAccess } from './report-access';
import { buildReportContent } from './report-content';
import { findReport, type ReportRecord } from './reports.repository';

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
type Found = ReportRecord & { report: NonNullable<ReportRecord['report']> };

/** Where a buyer pays for the report of this inspection (built by the payments feature). */
export const paymentUrl = (config: Config, inspectionId: string) =>
  `${config.publicUrl}/checkout/${inspectionId}`;

const mainImage = ({ report, mainPhoto }: Found) =>
  mainPhoto
    ? photoToDto(mainPhoto, [report.brand, report.model].filter(Boolean).join(' ') || 'Foto del veicolo')
    : null;

const preview = (found: Found): ReportPreview => ({
  verdict_datecompleted: found.report.verdict_datecompleted,
  brand: found.report.brand,
  model: found.report.model,
  main_image: mainImage(found),
  year: found.report.year,
  odometer: found.report.odometer,
});

function accessDenied(reason: Denial, found: Found, config: Config): AppError {
  // An unapproved report does not exist for buyers: no preview, no payment link.
  if (reason === 'unpublished') return new AppError(404, 'report_unavailable', REPORT_MESSAGES.unpublished);
  const purchase = { paymentURL: paymentUrl(config, found.inspection.id), reportPreview: preview(found) };
  if (reason === 'guest') return new AppError(401, 'report_sign_in', REPORT_MESSAGES.guest, purchase);
  return reason === 'expired'
    ? new AppError(403, 'report_access_expired', REPORT_MESSAGES.expired, purchase)
    : new AppError(403, 'report_not_purchased', REPORT_MESSAGES.notPurchased, purchase);
}

/** GET /api/report/{uuid}: the inspection with its full report, for those who may read it. */
export async function getInspectionReport(
  { db, config }: { db: Queryable; config: Config },
  inspectionId: string,
  user: SessionUser | null,
): Promise<InspectionReport> {
  if (!UUID.test(inspectionId)) throw notFound(REPORT_MESSAGES.notFound);
  // Guests are never granted the full report, so their query leaves out its content.
  const record = await findReport(db, inspectionId, {
    buyerId: user?.id ?? null,
    withContent: user !== null,
  });
  if (!record) throw notFound(REPORT_MESSAGES.notFound);
  const { inspection, report, paidAccess, content } = record;
  if (!report) throw new AppError(404, 'report_not_ready', REPORT_MESSAGES.notReady);
  const found: Found = { ...record, report };

  const access = decideReportAccess(
    {
      sellerId: inspection.sellerId,
      workshopId: inspection.workshopId,
      approved: report.backoffice_state === 'approved',
      paidAccess,
    },
    user,
  );
  if (!access.granted) throw accessDenied(access.reason, found, config);
  if (!content) throw new Error('report content was not loaded for a granted reader');

  return {
    uuid: inspection.id,
    car_license_plate: inspection.carLicensePlate,
    inspected_at: inspection.status === 'done' ? inspection.bookedAt.toISOString() : null,
    workshop: { name: inspection.workshopName, city: inspection.workshopCity },
    access: { role: access.role, access_until: access.accessUntil?.toISOString() ?? null },
    report: { ...report, main_image: mainImage(found), ...buildReportContent(content) },
  };
}

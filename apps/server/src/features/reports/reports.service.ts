import type { InspectionReport, ReportPreview } from '@verificauto/shared/contracts/report';
import type { Config } from '../../config/env';
import type { Queryable } from '../../db/db';
import { AppError, notFound } from '../../lib/app-error';
import type { SessionUser } from '../auth/session-user';
import { photoToDto } from '../photos/photo-dto';
import { decideReportAccess, type ReportAccess } from './report-access';
import { buildReportContent } from './report-content';
import { findReport, type ReportRow } from './reports.repository';

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

type ReportFacts = ReportRow & { report_id: string; report: NonNullable<ReportRow['report']> };
type Denial = Extract<ReportAccess, { granted: false }>['reason'];

/** Where a buyer pays for the report of this inspection (built by the payments feature). */
export const paymentUrl = (config: Config, inspectionId: string) =>
  `${config.publicUrl}/checkout/${inspectionId}`;

const mainImage = ({ report, main_photo }: ReportFacts) =>
  main_photo
    ? photoToDto(main_photo, [report.brand, report.model].filter(Boolean).join(' ') || 'Foto del veicolo')
    : null;

const preview = (facts: ReportFacts): ReportPreview => ({
  verdict_datecompleted: facts.report.verdict_datecompleted,
  brand: facts.report.brand,
  model: facts.report.model,
  main_image: mainImage(facts),
  year: facts.report.year,
  odometer: facts.report.odometer,
});

function accessDenied(reason: Denial, facts: ReportFacts, config: Config): AppError {
  // An unapproved report does not exist for buyers: no preview, no payment link.
  if (reason === 'unpublished') return new AppError(404, 'report_unavailable', REPORT_MESSAGES.unpublished);
  const purchase = { paymentURL: paymentUrl(config, facts.inspection_id), reportPreview: preview(facts) };
  if (reason === 'guest') return new AppError(401, 'report_sign_in', REPORT_MESSAGES.guest, purchase);
  if (reason === 'expired') return new AppError(403, 'report_access_expired', REPORT_MESSAGES.expired, purchase);
  return new AppError(403, 'report_not_purchased', REPORT_MESSAGES.notPurchased, purchase);
}

/** GET /api/report/{uuid}: the inspection with its full report, for those who may read it. */
export async function getInspectionReport(
  { db, config }: { db: Queryable; config: Config },
  inspectionId: string,
  user: SessionUser | null,
): Promise<InspectionReport> {
  if (!UUID.test(inspectionId)) throw notFound(REPORT_MESSAGES.notFound);
  // One round trip; guests are never granted the full report, so their query leaves out its content.
  const row = await findReport(db, inspectionId, { buyerId: user?.id ?? null, withContent: user !== null });
  if (!row) throw notFound(REPORT_MESSAGES.notFound);
  const { report_id, report } = row;
  if (!report_id || !report) throw new AppError(404, 'report_not_ready', REPORT_MESSAGES.notReady);
  const facts: ReportFacts = { ...row, report_id, report };

  const access = decideReportAccess(
    {
      sellerId: facts.seller_id,
      workshopId: facts.workshop_id,
      approved: report.backoffice_state === 'approved',
      paidAccessUntil: facts.paid_access_until,
      paidAccessActive: facts.paid_access_active === true,
    },
    user,
  );
  if (!access.granted) throw accessDenied(access.reason, facts, config);

  if (!facts.content) throw new Error('report content was not loaded for a granted reader');
  const content = buildReportContent(facts.content);
  return {
    uuid: facts.inspection_id,
    car_license_plate: facts.car_license_plate,
    inspected_at: facts.inspection_status === 'done' ? facts.booked_at.toISOString() : null,
    workshop: { name: facts.workshop_name, city: facts.workshop_city },
    access: { role: access.role, access_until: access.accessUntil?.toISOString() ?? null },
    report: { ...report, main_image: mainImage(facts), ...content },
  };
}

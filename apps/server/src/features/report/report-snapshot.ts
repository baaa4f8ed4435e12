import { type InspectionPreview, InspectionReportSchema } from '@verificauto/shared/contracts/report';
import { romeIsoDate } from '@verificauto/shared/domain/calendar-days';
import { checkOdometer } from '@verificauto/shared/domain/odometer-check';
import type { z } from 'zod';
import type { Config } from '../../config/env';
import { severityCountsOfRows } from '../../db/report-item-row';
import { CompressedJsonObject } from '../../lib/compressed-json';
import { photoToDto, photoVariantUrl, type VariantUrl } from '../../lib/photo-dto';
import { photoLinkExpiry, photoLinkPeriod, signedVariantUrl } from '../../lib/photo-link';
import { serializeJson } from '../../lib/serialized-json';
import type { ReportFields, ReportRecord } from './report.repository';
import type { AccessFacts } from './report-access';
import { buildReportContent } from './report-content';

/** Where a buyer pays for the report of this inspection (built by the payments feature). */
const paymentUrl = (publicUrl: string, inspectionId: string) => `${publicUrl}/checkout/${inspectionId}`;

/** The site's address for the payment link, and the key that signs the photos' links. */
export type SnapshotConfig = Pick<Config, 'publicUrl' | 'photoUrlSecret'>;

const mainImage = (report: ReportFields, mainPhoto: ReportRecord['mainPhoto'], variantUrl: VariantUrl) =>
  mainPhoto
    ? photoToDto(
        mainPhoto,
        [report.brand, report.model].filter(Boolean).join(' ') || 'Foto del veicolo',
        variantUrl,
      )
    : null;

/**
 * When the inspection ran: from the car's check-in to the report's submission (decision 051). A report
 * written before check-ins were recorded has only its appointment's day.
 */
function inspectionTimes(inspection: ReportRecord['inspection']) {
  if (inspection.status !== 'done') return { inspected_at: null, inspected_until: null };
  const { checkedInAt, submittedAt, bookedAt } = inspection;
  return {
    inspected_at: (checkedInAt ?? bookedAt).toISOString(),
    inspected_until: checkedInAt && submittedAt ? submittedAt.toISOString() : null,
  };
}

/** What a 401 or 403 offers: where to buy the report and what it shows beforehand. */
export type Offer = { paymentURL: string; reportPreview: InspectionPreview };

const ReportBodySchema = InspectionReportSchema.omit({ access: true });
type ReportBody = z.infer<typeof ReportBodySchema>;

/** What every reader of one written report shares, worked out once per version of the report. */
export interface ReportSnapshot {
  reportId: string;
  facts: Omit<AccessFacts, 'paidAccess'>;
  offer: Offer;
  /**
   * The 200 response less `access`, already serialized, and compressed when first asked for: once per
   * period of photo links (decision 026), so that the photos' signed links in it never expire under a reader.
   */
  body(now: number): CompressedJsonObject<ReportBody>;
}

/** Shapes a report as readers get it; null while the workshop has not written the report. */
export function buildReportSnapshot(record: ReportRecord, config: SnapshotConfig): ReportSnapshot | null {
  const { inspection, report, content } = record;
  if (!report || !content) return null;
  const { id: reportId, ...fields } = report;
  const approved = report.backoffice_state === 'approved';
  // Only an approved report shows its preview, and only its main image is public; before that it is signed.
  const publicMainImage = mainImage(report, record.mainPhoto, photoVariantUrl);
  const reportContent = (photoUrl: VariantUrl) => {
    const built = buildReportContent(content, photoUrl);
    const odometer_check = checkOdometer({
      odometer: report.odometer,
      inspectedOn: romeIsoDate(inspection.bookedAt),
      readings: built.odometer_readings,
    });
    return { ...built, odometer_check };
  };
  const times = inspectionTimes(inspection);
  const workshop = { name: inspection.workshopName, city: inspection.workshopCity };
  const serializeBody = (photoUrl: VariantUrl) =>
    serializeJson(ReportBodySchema, {
      uuid: inspection.id,
      car_license_plate: inspection.carLicensePlate,
      ...times,
      workshop,
      report: {
        ...fields,
        main_image: approved ? publicMainImage : mainImage(report, record.mainPhoto, photoUrl),
        ...reportContent(photoUrl),
      },
    });
  let current: { period: number; body: CompressedJsonObject<ReportBody> } | undefined;
  const reportPreview: InspectionPreview = {
    verdict_datecompleted: report.verdict_datecompleted,
    brand: report.brand,
    model: report.model,
    main_image: publicMainImage,
    year: report.year,
    odometer: report.odometer,
    inspected_at: times.inspected_at,
    workshop,
    score_overall: report.score_overall,
    severity_counts: severityCountsOfRows(content.items),
  };
  return {
    reportId,
    facts: {
      sellerId: inspection.sellerId,
      workshopId: inspection.workshopId,
      approved,
    },
    offer: { paymentURL: paymentUrl(config.publicUrl, inspection.id), reportPreview },
    body(now) {
      const period = photoLinkPeriod(now);
      if (current?.period !== period) {
        current = {
          period,
          body: new CompressedJsonObject(
            serializeBody(signedVariantUrl(config.photoUrlSecret, photoLinkExpiry(now))),
          ),
        };
      }
      return current.body;
    },
  };
}

import type { UserReports } from '@verificauto/shared/contracts/user-reports';
import type { Queryable } from '../../db/db';
import {
  listActivePurchases,
  listRequestedInspections,
  type ReportSummaryRow,
} from './user-reports.repository';

/** The card image: the 640 px variant that the photo feature serves. */
export const mainImageUrl = (photoId: string | null) => (photoId ? `/api/photos/${photoId}/640.webp` : null);

const iso = (value: Date) => value.toISOString();

const reportSummary = (row: ReportSummaryRow) => ({
  report_number: row.report_number,
  verdict_datecompleted: row.verdict_datecompleted ? iso(row.verdict_datecompleted) : null,
  main_image: mainImageUrl(row.main_photo_id),
  brand: row.brand,
  model: row.model,
  year: row.year,
  odometer: row.odometer,
  score_overall: row.score_overall,
});

/** "Area riservata": what the user sells ('Sto vendendo') and what they bought ('Sto comprando'). */
export async function listUserReports(db: Queryable, userId: string): Promise<UserReports> {
  const [requested, purchased] = await Promise.all([
    listRequestedInspections(db, userId),
    listActivePurchases(db, userId),
  ]);
  return {
    inspectionsRequested: requested.map((row) => ({
      uuid: row.id,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      booked_at: iso(row.booked_at),
      car_license_plate: row.car_license_plate,
      workshop_name: row.workshop_name,
      report:
        row.report_number === null
          ? null
          : {
              ...reportSummary({ ...row, report_number: row.report_number }),
              backoffice_state: row.backoffice_state,
            },
    })),
    inspectionsPurchased: purchased.map((row) => ({
      uuid: row.inspection_id,
      purchased_at: iso(row.paid_at),
      access_until: iso(row.access_until),
      report: reportSummary(row),
    })),
  };
}

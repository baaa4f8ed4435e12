import { type Queryable, queryOne } from '../../../db/db';
import type { FindingRow } from '../../../db/report-item-row';

/** A report that can be bought: written, approved, with what the checkout shows of it. */
export interface ReportForSale {
  inspectionId: string;
  reportId: string;
  reportNumber: number;
  sellerId: string;
  verdictDatecompleted: Date | null;
  brand: string | null;
  model: string | null;
  year: number | null;
  odometer: number | null;
  mainPhoto: { id: string; width: number; height: number; variant_widths: number[] } | null;
}

export async function findReportForSale(
  db: Queryable,
  inspectionId: string,
): Promise<ReportForSale | undefined> {
  const row = await queryOne<
    Omit<ReportForSale, 'mainPhoto'> & {
      photoId: string | null;
      photoWidth: number | null;
      photoHeight: number | null;
      photoWidths: number[] | null;
    }
  >(
    db,
    `SELECT i.id AS "inspectionId", r.id AS "reportId", r.report_number AS "reportNumber",
            i.seller_id AS "sellerId", r.verdict_datecompleted AS "verdictDatecompleted", r.brand, r.model,
            r.year, r.odometer, mp.id AS "photoId", mp.width AS "photoWidth", mp.height AS "photoHeight",
            mp.variant_widths AS "photoWidths"
       FROM inspections i
       JOIN reports r ON r.inspection_id = i.id
       LEFT JOIN photos mp ON mp.id = r.main_photo_id
      WHERE i.id = $1 AND r.backoffice_state = 'approved'`,
    [inspectionId],
  );
  if (!row) return undefined;
  const { photoId, photoWidth, photoHeight, photoWidths, ...report } = row;
  return {
    ...report,
    mainPhoto:
      photoId && photoWidth && photoHeight
        ? { id: photoId, width: photoWidth, height: photoHeight, variant_widths: photoWidths ?? [] }
        : null,
  };
}

/** The report's items as far as their severity goes (the preview's counts). */
export const listReportFindings = (db: Queryable, reportId: string) =>
  db.query<FindingRow>(
    `SELECT item_key, value_rating, value_text, min_repair_cost_cents, max_repair_cost_cents, severity
       FROM report_items WHERE report_id = $1`,
    [reportId],
  );

import {
  CATALOGUE_ITEMS,
  type CategoryKey,
  computeReportScores,
  findItem,
} from '@verificauto/shared/domain/checklist';
import type { Queryable } from '../db';
import type { CarDetails, DemoCar } from './demo-cars';
import { type DbRecord, insertRecords } from './insert-records';
import { addDays, type CalendarDate, toIsoDate } from './rome-time';

type ReportItemRecord = {
  category: CategoryKey;
  item_key: string;
  value_rating: number | null;
  value_text: string | null;
  description: string | null;
  min_repair_cost_cents: number | null;
  max_repair_cost_cents: number | null;
};

const noCost = { min_repair_cost_cents: null, max_repair_cost_cents: null };

/** One row per catalogue item: the car's findings, 5 for every other rating, the car's text values. */
function buildReportItems(car: DemoCar): ReportItemRecord[] {
  for (const key of [...Object.keys(car.findings), ...Object.keys(car.texts)]) {
    if (!findItem(key)) throw new Error(`Voce di checklist sconosciuta nei dati demo: ${key}`);
  }
  return CATALOGUE_ITEMS.map((item) => {
    const base = { category: item.category, item_key: item.key };
    if (item.kind === 'text') {
      const value = car.texts[item.key];
      if (value === undefined) throw new Error(`Manca il testo demo per la voce ${item.key}`);
      return { ...base, value_rating: null, value_text: value, description: null, ...noCost };
    }
    const finding = car.findings[item.key] ?? { rating: 5 };
    return {
      ...base,
      value_rating: finding.rating,
      value_text: null,
      description: finding.description ?? null,
      min_repair_cost_cents: finding.minRepairCents ?? null,
      max_repair_cost_cents: finding.maxRepairCents ?? null,
    };
  });
}

/** Italian roadworthiness test: due 4 years after registration, then every 2, by the end of that month. */
function nextRoadworthinessDue(details: Pick<CarDetails, 'year' | 'month'>, after: CalendarDate): string {
  const endOfMonth = (year: number) => {
    const day = new Date(Date.UTC(year, details.month, 0)).getUTCDate();
    return toIsoDate({ year, month: details.month, day });
  };
  let year = details.year + 4;
  while (endOfMonth(year) < toIsoDate(after)) year += 2;
  return endOfMonth(year);
}

export interface DemoReportInput {
  id: string;
  inspectionId: string;
  technicianId: string;
  car: DemoCar;
  inspectionDay: CalendarDate;
  completedAt: Date;
  approval: { approvedAt: Date; approvedBy: string; note: string } | null;
}

function buildReportRecord(input: DemoReportInput, items: readonly ReportItemRecord[]): DbRecord {
  const { car, approval } = input;
  return {
    id: input.id,
    inspection_id: input.inspectionId,
    technician_id: input.technicianId,
    verdict_overall: car.verdict,
    verdict_datecompleted: input.completedAt,
    ...car.details,
    compliance_expiry: nextRoadworthinessDue(car.details, input.inspectionDay),
    last_service_date: toIsoDate(addDays(input.inspectionDay, -car.lastServiceDaysBeforeInspection)),
    // Set by attachDemoPhotos, once the photos are stored.
    main_photo_id: null,
    ...computeReportScores((category) =>
      items.filter((item) => item.category === category).map((item) => item.value_rating),
    ),
    backoffice_state: approval ? 'approved' : null,
    backoffice_note: approval?.note ?? null,
    approved_at: approval?.approvedAt ?? null,
    approved_by: approval?.approvedBy ?? null,
    created_at: input.completedAt,
    updated_at: approval?.approvedAt ?? input.completedAt,
  };
}

export async function insertDemoReport(tx: Queryable, input: DemoReportInput): Promise<void> {
  const items = buildReportItems(input.car);
  await insertRecords(tx, 'reports', [buildReportRecord(input, items)], 'ON CONFLICT DO NOTHING');
  await insertRecords(
    tx,
    'report_items',
    items.map((item) => ({ report_id: input.id, ...item })),
    'ON CONFLICT (report_id, item_key) DO NOTHING',
  );
}

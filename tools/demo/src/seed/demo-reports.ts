import type { Queryable } from '@verificauto/server/db/db';
import {
  type PhotoFiles,
  sealReport,
} from '@verificauto/server/features/backoffice/approval/report-seal.service';
import { TRANSMISSIONS } from '@verificauto/shared/contracts/workshop';
import { computeReportScores } from '@verificauto/shared/domain/checklist';
import {
  type DemoCar,
  type DemoItemEntry,
  demoCarDates,
  demoItems,
  demoOdometerReadings,
} from '../cars/demo-car';
import type { CalendarDate } from '../lib/rome-time';
import { type DbRecord, insertRecords } from './insert-records';

/** The demo cars price repairs in whole euros, like the report contract; the database keeps cents. */
const toCents = (euros: number | undefined) => (euros === undefined ? null : euros * 100);

/** One report_items row per catalogue item. */
function toItemRecord(entry: DemoItemEntry) {
  return {
    category: entry.category,
    item_key: entry.key,
    value_rating: typeof entry.value === 'number' ? entry.value : null,
    value_text: typeof entry.value === 'string' ? entry.value : null,
    description: entry.description,
    not_checked_reason: entry.reason,
    min_repair_cost_cents: toCents(entry.cost?.[0]),
    max_repair_cost_cents: toCents(entry.cost?.[1]),
    severity: entry.severity,
  };
}

type ReportItemRecord = ReturnType<typeof toItemRecord>;

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
    verdict_overall: car.verdict.join('\n\n'),
    verdict_datecompleted: input.completedAt,
    ...car.details,
    ...demoCarDates(car, input.inspectionDay),
    // Set by attachDemoPhotos, once the photos are stored.
    main_photo_id: null,
    fault_codes: JSON.stringify(car.faultCodes),
    ...computeReportScores((category) =>
      items.filter((item) => item.category === category).map((item) => item.value_rating),
    ),
    backoffice_state: approval ? 'approved' : null,
    backoffice_note: approval?.note ?? null,
    approved_at: approval?.approvedAt ?? null,
    approved_by: approval?.approvedBy ?? null,
    submitted_at: input.completedAt,
    created_at: input.completedAt,
    updated_at: approval?.approvedAt ?? input.completedAt,
  };
}

/** The editor offers a closed list of gearboxes; the demo cars say more ('Manuale a 6 marce'). */
const draftTransmission = (text: string | null) =>
  TRANSMISSIONS.find((choice) => text?.toLowerCase().startsWith(choice.toLowerCase())) ?? null;

/**
 * The workshop's draft behind the report (decision 037): 'submitted' puts the report in the back office's
 * queue, 'approved' once approved. It holds the details, verdict and items; the photos stay on the report.
 */
function buildDraftRecord(input: DemoReportInput, items: readonly ReportItemRecord[]): DbRecord {
  const { car, approval } = input;
  const toEuros = (cents: number | null) => (cents === null ? null : cents / 100);
  const content = {
    details: {
      ...car.details,
      ...demoCarDates(car, input.inspectionDay),
      transmission: draftTransmission(car.details.transmission),
    },
    odometer_readings: demoOdometerReadings(car, input.inspectionDay),
    verdict_overall: car.verdict.join('\n\n'),
    items: Object.fromEntries(
      items.map((item) => [
        item.item_key,
        {
          value: item.value_rating ?? item.value_text,
          not_checked_reason: item.not_checked_reason,
          description: item.description,
          min_repair_cost: toEuros(item.min_repair_cost_cents),
          max_repair_cost: toEuros(item.max_repair_cost_cents),
          severity: item.severity,
          photos: [],
        },
      ]),
    ),
    key_photos: {},
    imperfections: [],
    fault_codes: car.faultCodes,
  };
  return {
    inspection_id: input.inspectionId,
    content: JSON.stringify(content),
    state: approval ? 'approved' : 'submitted',
    submitted_at: input.completedAt,
    submitted_by: input.technicianId,
    created_at: input.completedAt,
    updated_at: approval?.approvedAt ?? input.completedAt,
    updated_by: approval?.approvedBy ?? input.technicianId,
  };
}

export async function insertDemoReport(tx: Queryable, input: DemoReportInput): Promise<void> {
  const items = demoItems(input.car).map(toItemRecord);
  await insertRecords(tx, 'reports', [buildReportRecord(input, items)], 'ON CONFLICT DO NOTHING');
  await insertRecords(tx, 'report_drafts', [buildDraftRecord(input, items)], 'ON CONFLICT DO NOTHING');
  await insertRecords(
    tx,
    'report_items',
    items.map((item) => ({ report_id: input.id, ...item })),
    'ON CONFLICT (report_id, item_key) DO NOTHING',
  );
  await insertRecords(
    tx,
    'report_odometer_readings',
    demoOdometerReadings(input.car, input.inspectionDay).map(({ source, date, km }, position) => ({
      report_id: input.id,
      position,
      source,
      read_on: date,
      km,
    })),
    'ON CONFLICT (report_id, position) DO NOTHING',
  );
}

const NO_STORED_FILES: PhotoFiles = { get: async () => undefined };

/**
 * Seals an approved demo report as the back office's approval does (decision 037), once its photos are
 * attached: the same fingerprint, dated at its approval.
 */
export async function sealDemoReport(
  tx: Queryable,
  files: PhotoFiles | undefined,
  report: { id: string; inspectionId: string; plate: string },
): Promise<void> {
  const fingerprint = await sealReport(tx, files ?? NO_STORED_FILES, {
    id: report.id,
    uuid: report.inspectionId,
    car_license_plate: report.plate,
  });
  await tx.query(
    'UPDATE reports SET sealed_at = approved_at, fingerprint = $2 WHERE id = $1 AND fingerprint IS NULL',
    [report.id, fingerprint],
  );
  // Its first version, as an approval records it (migration 013).
  await tx.query(
    `INSERT INTO report_versions (report_id, version, sealed_at, fingerprint, approved_by)
     SELECT id, version, sealed_at, fingerprint, approved_by FROM reports WHERE id = $1 AND sealed_at IS NOT NULL
     ON CONFLICT (report_id, version) DO NOTHING`,
    [report.id],
  );
}

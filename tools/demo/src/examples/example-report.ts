import { createHash } from 'node:crypto';
import { VARIANT_WIDTHS } from '@verificauto/server/features/photos/photo.service';
import { photoToDto } from '@verificauto/server/lib/photo-dto';
import {
  type InspectionReport,
  InspectionReportSchema,
  type Photo,
  type ReportItem,
  type ReportSeal,
} from '@verificauto/shared/contracts/report';
import { CATEGORY_KEYS } from '@verificauto/shared/domain/categories';
import { computeReportScores } from '@verificauto/shared/domain/checklist';
import { NOT_CHECKED_REASONS } from '@verificauto/shared/domain/not-checked-reasons';
import { checkOdometer } from '@verificauto/shared/domain/odometer-check';
import {
  type DemoCar,
  type DemoItemEntry,
  type DemoPhoto,
  demoCarDates,
  demoItems,
  demoKeyPhotos,
  demoOdometerReadings,
  MAIN_PHOTO_SLOT,
} from '../cars/demo-car';
import { ILLUSTRATION_SIZE } from '../illustrations/render-illustration';
import { romeDate, toIsoDate } from '../lib/rome-time';

/** The inspection around a demo car that /report/example/{uuid} shows. */
export interface ExampleReport {
  uuid: 'good' | 'bad';
  reportNumber: number;
  /** The car's check-in and the report's submission: the inspection's times (decision 051). */
  inspectedAt: string;
  inspectedUntil: string;
  completedAt: string;
  workshop: { name: string; city: string };
  car: DemoCar;
}

/** The example photos were "taken" one a minute from the start of the inspection, in the report's order. */
function photoClock(inspectedAt: string): () => string {
  let next = new Date(inspectedAt).getTime();
  return () => {
    const takenAt = new Date(next).toISOString();
    next += 60_000;
    return takenAt;
  };
}

/** Example images are static files made by scripts/generate-example-images.ts: `<name>-<width>.webp`. */
function examplePhoto(uuid: string, { image, alt }: DemoPhoto, takenAt: string): Photo {
  const illustration = { id: image, ...ILLUSTRATION_SIZE, variant_widths: VARIANT_WIDTHS, taken_at: takenAt };
  return photoToDto(illustration, alt, (name, width) => `/examples/${uuid}/${name}-${width}.webp`);
}

function toReportItem(uuid: string, entry: DemoItemEntry, clock: () => string): ReportItem {
  return {
    key: entry.key,
    value: entry.value,
    not_checked_reason: entry.reason && NOT_CHECKED_REASONS[entry.reason],
    description: entry.description,
    photos: entry.photos.map((photo) => examplePhoto(uuid, photo, clock())),
    minRepairCost: entry.cost?.[0] ?? null,
    maxRepairCost: entry.cost?.[1] ?? null,
    severity: entry.severity,
  };
}

/**
 * An example's seal, as the back office would set it at approval: a SHA-256 of the report's content (its
 * photos are illustrations, named in it, rather than photos with a hash of their own).
 */
function exampleSeal(report: object, sealedAt: string): ReportSeal {
  return {
    sealed_at: sealedAt,
    fingerprint: createHash('sha256').update(JSON.stringify(report)).digest('hex'),
  };
}

/** The complete report the example page shows, validated against the API contract. */
export function buildExampleReport({ uuid, car, ...example }: ExampleReport): InspectionReport {
  const clock = photoClock(example.inspectedAt);
  // Photos in the order they were taken: walk round the car, its imperfections, then the checklist.
  const keyPhotos = (group: 'exterior' | 'interior') =>
    demoKeyPhotos(car, group).map(({ slot, photo }) => ({
      slot: slot.key,
      photo: examplePhoto(uuid, photo, clock()),
    }));
  const exterior = keyPhotos('exterior');
  const interior = keyPhotos('interior');
  const imperfections = car.imperfections.map((photo) => examplePhoto(uuid, photo, clock()));
  const entries = demoItems(car);
  const items = Object.fromEntries(
    CATEGORY_KEYS.map((category) => [
      category,
      entries.filter((entry) => entry.category === category).map((entry) => toReportItem(uuid, entry, clock)),
    ]),
  );
  const scores = computeReportScores((category) =>
    entries.filter((e) => e.category === category).map((e) => (typeof e.value === 'number' ? e.value : null)),
  );
  const inspectionDay = romeDate(new Date(example.inspectedAt));
  const readings = demoOdometerReadings(car, inspectionDay);
  const report = {
    report_number: example.reportNumber,
    backoffice_state: 'approved',
    verdict_overall: car.verdict.join('\n\n'),
    verdict_datecompleted: example.completedAt,
    ...car.details,
    ...demoCarDates(car, inspectionDay),
    odometer_readings: readings,
    odometer_check: checkOdometer({
      odometer: car.details.odometer,
      inspectedOn: toIsoDate(inspectionDay),
      readings,
    }),
    main_image: exterior.find((k) => k.slot === MAIN_PHOTO_SLOT)?.photo ?? null,
    key_photos: { exterior, interior },
    key_photos_imperfections: imperfections,
    ...scores,
    items,
    fault_codes: car.faultCodes,
  };
  const seal = exampleSeal(report, example.completedAt);
  return InspectionReportSchema.parse({
    uuid,
    car_license_plate: car.details.plate_number,
    inspected_at: example.inspectedAt,
    inspected_until: example.inspectedUntil,
    workshop: example.workshop,
    access: { role: 'example', access_until: null },
    report: { ...report, seal, versions: [{ version: 1, ...seal, reason: null }] },
  });
}

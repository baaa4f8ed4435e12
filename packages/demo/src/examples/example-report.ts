import { VARIANT_WIDTHS } from '@verificauto/server/features/photos/photo.service';
import { photoToDto } from '@verificauto/server/lib/photo-dto';
import {
  type InspectionReport,
  InspectionReportSchema,
  type Photo,
  type ReportItem,
} from '@verificauto/shared/contracts/report';
import { CATEGORY_KEYS } from '@verificauto/shared/domain/categories';
import { computeReportScores } from '@verificauto/shared/domain/checklist';
import {
  type DemoCar,
  type DemoItemEntry,
  type DemoPhoto,
  demoCarDates,
  demoItems,
  demoKeyPhotos,
  MAIN_PHOTO_SLOT,
} from '../cars/demo-car';
import { ILLUSTRATION_SIZE } from '../illustrations/render-illustration';
import { romeDate } from '../lib/rome-time';

/** The inspection around a demo car that /report/example/{uuid} shows. */
export interface ExampleReport {
  uuid: 'good' | 'bad';
  reportNumber: number;
  inspectedAt: string;
  completedAt: string;
  workshop: { name: string; city: string };
  car: DemoCar;
}

/** Example images are static files made by scripts/generate-example-images.ts: `<name>-<width>.webp`. */
function examplePhoto(uuid: string, { image, alt }: DemoPhoto): Photo {
  const illustration = { id: image, ...ILLUSTRATION_SIZE, variant_widths: VARIANT_WIDTHS };
  return photoToDto(illustration, alt, (name, width) => `/examples/${uuid}/${name}-${width}.webp`);
}

function toReportItem(uuid: string, entry: DemoItemEntry): ReportItem {
  return {
    key: entry.key,
    value: entry.value,
    description: entry.description,
    photos: entry.photos.map((photo) => examplePhoto(uuid, photo)),
    minRepairCost: entry.cost?.[0] ?? null,
    maxRepairCost: entry.cost?.[1] ?? null,
  };
}

/** The complete report the example page shows, validated against the API contract. */
export function buildExampleReport({ uuid, car, ...example }: ExampleReport): InspectionReport {
  const entries = demoItems(car);
  const items = Object.fromEntries(
    CATEGORY_KEYS.map((category) => [
      category,
      entries.filter((entry) => entry.category === category).map((entry) => toReportItem(uuid, entry)),
    ]),
  );
  const scores = computeReportScores((category) =>
    entries.filter((e) => e.category === category).map((e) => (typeof e.value === 'number' ? e.value : null)),
  );
  const keyPhotos = (group: 'exterior' | 'interior') =>
    demoKeyPhotos(car, group).map(({ slot, photo }) => ({
      slot: slot.key,
      photo: examplePhoto(uuid, photo),
    }));
  const exterior = keyPhotos('exterior');
  return InspectionReportSchema.parse({
    uuid,
    car_license_plate: car.details.plate_number,
    inspected_at: example.inspectedAt,
    workshop: example.workshop,
    access: { role: 'example', access_until: null },
    report: {
      report_number: example.reportNumber,
      backoffice_state: 'approved',
      verdict_overall: car.verdict.join('\n\n'),
      verdict_datecompleted: example.completedAt,
      ...car.details,
      ...demoCarDates(car, romeDate(new Date(example.inspectedAt))),
      main_image: exterior.find((k) => k.slot === MAIN_PHOTO_SLOT)?.photo ?? null,
      key_photos: { exterior, interior: keyPhotos('interior') },
      key_photos_imperfections: car.imperfections.map((photo) => examplePhoto(uuid, photo)),
      ...scores,
      items,
    },
  });
}

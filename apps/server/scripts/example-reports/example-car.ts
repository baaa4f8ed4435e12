import {
  type InspectionReport,
  InspectionReportSchema,
  type Photo,
  type Report,
  type ReportItem,
} from '@verificauto/shared/contracts/report';
import {
  CATEGORIES,
  type ChecklistItemDef,
  computeReportScores,
  findItem,
  KEY_PHOTO_SLOTS,
} from '@verificauto/shared/domain/checklist';
import { slotIllustrationName } from '../../src/features/photos/illustrations/illustration-catalogue';
import type { IllustrationStyle } from '../../src/features/photos/illustrations/illustration-style';
import { keyPhotoAlt } from '../../src/features/photos/illustrations/key-photo-alt';
import { ILLUSTRATION_SIZE } from '../../src/features/photos/illustrations/render-illustration';
import { VARIANT_WIDTHS } from '../../src/features/photos/photo.service';
import { photoToDto } from '../../src/features/photos/photo-dto';

/** An illustration of the example (by image name) and its Italian alt text. */
export interface ExamplePhoto {
  image: string;
  alt: string;
}

/** What the technician wrote for one checklist item; ratings not listed are 5 without a note. */
export interface ExampleItem {
  rating?: number;
  text?: string;
  description?: string;
  /** Estimated repair cost in whole euros, minimum and maximum. */
  cost?: readonly [number, number];
  photos?: readonly ExamplePhoto[];
}

type ComputedField =
  | 'report_number'
  | 'backoffice_state'
  | 'verdict_overall'
  | 'verdict_datecompleted'
  | 'main_image';
type Details = Omit<
  Report,
  ComputedField | 'key_photos' | 'key_photos_imperfections' | 'items' | `${string}_score` | 'score_overall'
> & { brand: string; model: string; plate_number: string; odometer: number };

export interface ExampleCar {
  uuid: 'good' | 'bad';
  reportNumber: number;
  inspectedAt: string;
  completedAt: string;
  workshop: { name: string; city: string };
  details: Details;
  illustration: Omit<IllustrationStyle, 'odometerKm'>;
  /** Paragraphs of the overall verdict. */
  verdict: readonly string[];
  items: Readonly<Record<string, ExampleItem>>;
  /** Alt texts that say more than the slot's generic one (keys handed over, stamps in the book…). */
  keyPhotoAlts?: Readonly<Record<string, string>>;
  imperfections: readonly ExamplePhoto[];
}

/** Example images are static files made by generate-example-images.ts: `<name>-<width>.webp`. */
function examplePhoto(uuid: string, { image, alt }: ExamplePhoto): Photo {
  const illustration = { id: image, ...ILLUSTRATION_SIZE, variant_widths: VARIANT_WIDTHS };
  return photoToDto(illustration, alt, (name, width) => `/examples/${uuid}/${name}-${width}.webp`);
}

function buildItem(car: ExampleCar, def: ChecklistItemDef): ReportItem {
  const entry = car.items[def.key] ?? {};
  const value = def.kind === 'text' ? entry.text : (entry.rating ?? 5);
  if (value === undefined) throw new Error(`${car.uuid}: manca il testo della voce ${def.key}`);
  if (typeof value === 'number' && value <= 3 && !entry.description) {
    throw new Error(`${car.uuid}: la voce ${def.key} con valutazione ${value} richiede una descrizione`);
  }
  return {
    key: def.key,
    value,
    description: entry.description ?? null,
    photos: (entry.photos ?? []).map((photo) => examplePhoto(car.uuid, photo)),
    minRepairCost: entry.cost?.[0] ?? null,
    maxRepairCost: entry.cost?.[1] ?? null,
  };
}

/** The complete report the example page shows, validated against the API contract. */
export function buildExampleReport(car: ExampleCar): InspectionReport {
  for (const key of Object.keys(car.items)) {
    if (!findItem(key)) throw new Error(`${car.uuid}: voce di checklist sconosciuta ${key}`);
  }
  const carName = `${car.details.brand} ${car.details.model}`;
  const keyPhotos = (group: keyof typeof KEY_PHOTO_SLOTS) =>
    KEY_PHOTO_SLOTS[group].map((slot) => ({
      slot: slot.key,
      photo: examplePhoto(car.uuid, {
        image: slotIllustrationName(slot.key),
        alt: keyPhotoAlt(carName, slot, car.keyPhotoAlts?.[slot.key]),
      }),
    }));
  const items = Object.fromEntries(CATEGORIES.map((c) => [c.key, c.items.map((def) => buildItem(car, def))]));
  const scores = computeReportScores((category) =>
    (items[category] ?? []).map((item) => (typeof item.value === 'number' ? item.value : null)),
  );
  const exterior = keyPhotos('exterior');
  return InspectionReportSchema.parse({
    uuid: car.uuid,
    car_license_plate: car.details.plate_number,
    inspected_at: car.inspectedAt,
    workshop: car.workshop,
    access: { role: 'example', access_until: null },
    report: {
      report_number: car.reportNumber,
      backoffice_state: 'approved',
      verdict_overall: car.verdict.join('\n\n'),
      verdict_datecompleted: car.completedAt,
      ...car.details,
      main_image: exterior.find((k) => k.slot === 'front_left_three_quarter')?.photo ?? null,
      key_photos: { exterior, interior: keyPhotos('interior') },
      key_photos_imperfections: car.imperfections.map((photo) => examplePhoto(car.uuid, photo)),
      ...scores,
      items,
    },
  });
}

/**
 * The one model of a demo car, derived from the report contract: the seed writes it as rows
 * (seed/demo-reports.ts, seed/demo-photos.ts) and the example reports as JSON (examples/example-report.ts).
 * Money is in whole euros, as in the contract; the seed turns it into cents (docs/decisions/021-example-reports.md).
 */
import type { FaultCode } from '@verificauto/shared/contracts/fault-code';
import type { Report, ReportItem } from '@verificauto/shared/contracts/report';
import type { CategoryKey } from '@verificauto/shared/domain/categories';
import {
  CATEGORIES,
  type ChecklistItemDef,
  findItem,
  KEY_PHOTO_SLOTS,
  type KeyPhotoSlot,
} from '@verificauto/shared/domain/checklist';
import type { NotCheckedReason } from '@verificauto/shared/domain/not-checked-reasons';
import type { OdometerReading, OdometerSource } from '@verificauto/shared/domain/odometer-check';
import { findingSeverity, type Severity } from '@verificauto/shared/domain/severity';
import { slotIllustrationName } from '../illustrations/illustration-catalogue';
import type { IllustrationStyle } from '../illustrations/illustration-style';
import { keyPhotoAlt } from '../illustrations/key-photo-alt';
import { addDays, type CalendarDate, toIsoDate } from '../lib/rome-time';

/** Report fields that come from the inspection rather than from the car: filled in by the builders. */
type InspectionField =
  | 'report_number'
  | 'backoffice_state'
  | 'verdict_overall'
  | 'verdict_datecompleted'
  | 'main_image'
  | 'key_photos'
  | 'key_photos_imperfections'
  | 'items'
  | 'fault_codes'
  | `${string}_score`
  | 'score_overall'
  | 'seal'
  | 'versions'
  | 'odometer_readings'
  | 'odometer_check';
/** Dates that follow from the day of the inspection (demoCarDates). */
type DatedField = 'compliance_expiry' | 'last_service_date';

/** The car and its papers: every other field of the report contract, all of them required. */
export type VehicleDetails = {
  [K in Exclude<keyof Report, InspectionField | DatedField>]-?: NonNullable<Report[K]>;
};

/** An illustration (by image name) with its Italian alt text, which is also a seeded photo's caption. */
export interface DemoPhoto {
  image: string;
  alt: string;
}

type Euros = NonNullable<ReportItem['minRepairCost']>;
/** Estimated repair cost in whole euros, as in the report contract: minimum and maximum. */
type RepairCost = readonly [min: Euros, max: Euros];

/** What the technician wrote for one checklist item; ratings not listed are 5 without a note. */
export interface DemoItem {
  rating?: number;
  /** Why an item rated 0 was not checked. */
  reason?: NotCheckedReason;
  text?: string;
  description?: string;
  cost?: RepairCost;
  /** Of a finding (rated 1–2 or with a cost); the item's default when absent (domain/severity.ts). */
  severity?: Severity;
  photos?: readonly DemoPhoto[];
}

/** A reading of the car's papers, dated from the day of the inspection like the other dates. */
export interface DemoOdometerReading {
  source: OdometerSource;
  daysBeforeInspection: number;
  km: number;
}

export interface DemoCar {
  details: VehicleDetails;
  lastServiceDaysBeforeInspection: number;
  /** The service book's stamps and the revisioni (docs/decisions/055-odometer-readings.md). */
  odometerReadings: readonly DemoOdometerReading[];
  illustration: Omit<IllustrationStyle, 'odometerKm'>;
  /** Paragraphs of the overall verdict. */
  verdict: readonly string[];
  items: Readonly<Record<string, DemoItem>>;
  /** The OBD-II codes the scanner read, in the order written. */
  faultCodes: readonly FaultCode[];
  /** Key photo slots photographed; every slot when absent. */
  photoSlots?: readonly string[];
  /** Alt texts that say more than the slot's generic one (keys handed over, stamps in the book…). */
  keyPhotoAlts?: Readonly<Record<string, string>>;
  /** Shown among the report's imperfections, in this order. */
  imperfections: readonly DemoPhoto[];
}

/** One checklist item of a demo car, in catalogue order. */
export interface DemoItemEntry {
  category: CategoryKey;
  key: string;
  value: number | string;
  reason: NotCheckedReason | null;
  description: string | null;
  cost: RepairCost | null;
  /** As the report shows it: the finding's chosen or default severity, null for any other item. */
  severity: Severity | null;
  photos: readonly DemoPhoto[];
}

/** The key photo that is also the report's main image. */
export const MAIN_PHOTO_SLOT = 'front_left_three_quarter';

export const carName = (car: DemoCar) => `${car.details.brand} ${car.details.model}`;

export const illustrationStyle = (car: DemoCar): IllustrationStyle => ({
  ...car.illustration,
  odometerKm: car.details.odometer,
});

function itemEntry(car: DemoCar, category: CategoryKey, def: ChecklistItemDef): DemoItemEntry {
  const entry = car.items[def.key] ?? {};
  const value = def.kind === 'text' ? entry.text : (entry.rating ?? 5);
  if (value === undefined) throw new Error(`${carName(car)}: manca il testo della voce ${def.key}`);
  if (typeof value === 'number' && value <= 3 && !entry.description) {
    throw new Error(`${carName(car)}: la voce ${def.key} con valutazione ${value} richiede una descrizione`);
  }
  if (entry.reason && value !== 0) {
    throw new Error(`${carName(car)}: la voce ${def.key} ha un motivo ma non è «Non controllato»`);
  }
  const cost = entry.cost ?? null;
  const finding = { value, min_repair_cost: cost?.[0] ?? null, max_repair_cost: cost?.[1] ?? null };
  const severity = findingSeverity(def.key, finding, entry.severity);
  if (entry.severity && !severity) {
    throw new Error(`${carName(car)}: la voce ${def.key} ha una gravità ma non è un punto di attenzione`);
  }
  return {
    category,
    key: def.key,
    value,
    reason: entry.reason ?? null,
    description: entry.description ?? null,
    cost,
    severity,
    photos: entry.photos ?? [],
  };
}

/** Every catalogue item, in catalogue order: the car's entries, 5 for every other rating. */
export function demoItems(car: DemoCar): DemoItemEntry[] {
  for (const key of Object.keys(car.items)) {
    if (!findItem(key)) throw new Error(`${carName(car)}: voce di checklist sconosciuta ${key}`);
  }
  return CATEGORIES.flatMap((category) => category.items.map((def) => itemEntry(car, category.key, def)));
}

/** Italian roadworthiness test: due 4 years after registration, then every 2, by the end of that month. */
function nextRoadworthinessDue({ year, month }: VehicleDetails, after: CalendarDate): string {
  const endOfMonth = (y: number) => {
    const day = new Date(Date.UTC(y, month, 0)).getUTCDate();
    return toIsoDate({ year: y, month, day });
  };
  let due = year + 4;
  while (endOfMonth(due) < toIsoDate(after)) due += 2;
  return endOfMonth(due);
}

/** The dates of the report that depend on the day of the inspection. */
export function demoCarDates(car: DemoCar, inspectionDay: CalendarDate): Pick<Report, DatedField> {
  return {
    compliance_expiry: nextRoadworthinessDue(car.details, inspectionDay),
    last_service_date: toIsoDate(addDays(inspectionDay, -car.lastServiceDaysBeforeInspection)),
  };
}

/** The car's odometer readings, dated from the day of the inspection. */
export function demoOdometerReadings(car: DemoCar, inspectionDay: CalendarDate): OdometerReading[] {
  return car.odometerReadings.map(({ source, daysBeforeInspection, km }) => ({
    source,
    date: toIsoDate(addDays(inspectionDay, -daysBeforeInspection)),
    km,
  }));
}

/** The key photos of one group, in slot order: the slot, its illustration and its alt text. */
export function demoKeyPhotos(
  car: DemoCar,
  group: keyof typeof KEY_PHOTO_SLOTS,
): { slot: KeyPhotoSlot; photo: DemoPhoto }[] {
  return KEY_PHOTO_SLOTS[group]
    .filter((slot) => !car.photoSlots || car.photoSlots.includes(slot.key))
    .map((slot) => ({
      slot,
      photo: {
        image: slotIllustrationName(slot.key),
        alt: keyPhotoAlt(carName(car), slot, car.keyPhotoAlts?.[slot.key]),
      },
    }));
}

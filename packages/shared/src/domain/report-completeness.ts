import type { MissingPart, ReportDraft, VehicleField } from '../contracts/workshop';
import { CATALOGUE_ITEMS, KEY_PHOTO_SLOTS } from './checklist';

/** The vehicle fields without which a report says too little about the car (decision 037). */
export const REQUIRED_VEHICLE_FIELDS: Readonly<Partial<Record<VehicleField, string>>> = {
  brand: 'Marca',
  model: 'Modello',
  year: 'Anno',
  plate_number: 'Targa',
  vin: 'Numero di telaio (VIN)',
  odometer: 'Chilometraggio',
  fuel_type: 'Carburante',
  transmission: 'Cambio',
};

/** The key photos every report has: the car from four sides, the dashboard and the odometer. */
export const REQUIRED_KEY_PHOTO_SLOTS = [
  'front',
  'rear',
  'left_side',
  'right_side',
  'dashboard',
  'instrument_cluster',
] as const;

const SLOT_LABELS = new Map(
  [...KEY_PHOTO_SLOTS.exterior, ...KEY_PHOTO_SLOTS.interior].map((slot) => [slot.key, slot.label]),
);

type CompletenessInput = Pick<
  ReportDraft,
  'details' | 'odometer_readings' | 'verdict_overall' | 'items' | 'key_photos'
>;

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * What is still missing before the workshop may submit the report: the required vehicle fields, the overall
 * verdict, every catalogue item rated 0–5 (0 = not checked) or, for text items, written or marked 0, and
 * the required key photos. Empty when the report is complete.
 */
export function findMissingParts(draft: CompletenessInput): MissingPart[] {
  const missing: MissingPart[] = [];
  for (const [field, label] of Object.entries(REQUIRED_VEHICLE_FIELDS)) {
    if (isEmpty(draft.details[field as VehicleField])) missing.push({ section: 'details', field, label });
  }
  // A reading the technician started needs its date and km before the report can compare it.
  for (const [index, reading] of draft.odometer_readings.entries()) {
    for (const [field, word] of [
      ['date', 'data'],
      ['km', 'chilometri'],
    ] as const) {
      if (reading[field] === null) {
        const label = `Lettura ${index + 1} del contachilometri: ${word}`;
        missing.push({ section: 'details', field: `odometer_readings.${index}.${field}`, label });
      }
    }
  }
  if (!draft.verdict_overall?.trim()) {
    missing.push({ section: 'verdict', field: 'verdict_overall', label: 'Giudizio complessivo' });
  }
  for (const item of CATALOGUE_ITEMS) {
    if (isEmpty(draft.items[item.key]?.value))
      missing.push({ section: 'items', field: item.key, label: item.label });
  }
  for (const slot of REQUIRED_KEY_PHOTO_SLOTS) {
    if (!draft.key_photos[slot]) {
      missing.push({ section: 'key_photos', field: slot, label: `Foto: ${SLOT_LABELS.get(slot) ?? slot}` });
    }
  }
  return missing;
}

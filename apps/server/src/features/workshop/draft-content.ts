import { FaultCodesSchema } from '@verificauto/shared/contracts/fault-code';
import {
  type DraftItem,
  DraftItemSchema,
  type DraftOdometerReading,
  DraftOdometerReadingSchema,
  type ReportDraft,
  type VehicleDetails,
  VehicleDetailsSchema,
  type VehicleField,
} from '@verificauto/shared/contracts/workshop';
import type { z } from 'zod';
import { isRecord } from '../../lib/is-record';

/**
 * The document stored in report_drafts.content (decision 037). Read defensively: a field the document lacks
 * reads as empty, and so does a value the editor could not have written (a draft seeded from a report whose
 * gearbox is 'Manuale a 6 marce', not one of the editor's choices), so that the draft can always be shown.
 */
export type DraftContent = Pick<
  ReportDraft,
  | 'details'
  | 'odometer_readings'
  | 'verdict_overall'
  | 'items'
  | 'key_photos'
  | 'imperfections'
  | 'imperfection_captions'
  | 'fault_codes'
>;

const VEHICLE_FIELDS = Object.keys(VehicleDetailsSchema.shape) as VehicleField[];

export const emptyDetails = (): VehicleDetails =>
  Object.fromEntries(VEHICLE_FIELDS.map((field) => [field, null])) as VehicleDetails;

export const emptyItem = (): DraftItem => ({
  value: null,
  not_checked_reason: null,
  description: null,
  min_repair_cost: null,
  max_repair_cost: null,
  severity: null,
  photos: [],
});

export function emptyContent(): DraftContent {
  return {
    details: emptyDetails(),
    odometer_readings: [],
    verdict_overall: null,
    items: {},
    key_photos: {},
    imperfections: [],
    imperfection_captions: {},
    fault_codes: [],
  };
}

/** Each field of `stored` that its schema accepts; the others keep their value in `empty`. */
function validFields<T extends object>(
  shape: Record<keyof T, z.ZodType>,
  empty: T,
  stored: Record<string, unknown>,
): T {
  const read = { ...empty } as Record<string, unknown>;
  for (const field of Object.keys(shape) as (keyof T & string)[]) {
    const parsed = shape[field].safeParse(stored[field]);
    if (stored[field] !== undefined && parsed.success) read[field] = parsed.data;
  }
  return read as T;
}

/** The stored document with every field present. */
export function readContent(stored: unknown): DraftContent {
  const raw = isRecord(stored) ? stored : {};
  const details = isRecord(raw.details) ? raw.details : {};
  const items = isRecord(raw.items) ? raw.items : {};
  return {
    details: validFields<VehicleDetails>(VehicleDetailsSchema.shape, emptyDetails(), details),
    odometer_readings: Array.isArray(raw.odometer_readings)
      ? raw.odometer_readings.flatMap((stored): DraftOdometerReading[] => {
          const parsed = DraftOdometerReadingSchema.safeParse(stored);
          return parsed.success ? [parsed.data] : [];
        })
      : [],
    verdict_overall: typeof raw.verdict_overall === 'string' ? raw.verdict_overall : null,
    items: Object.fromEntries(
      Object.entries(items).map(([key, item]) => [
        key,
        validFields<DraftItem>(DraftItemSchema.shape, emptyItem(), isRecord(item) ? item : {}),
      ]),
    ),
    key_photos: isRecord(raw.key_photos) ? (raw.key_photos as Record<string, string>) : {},
    imperfections: Array.isArray(raw.imperfections) ? (raw.imperfections as string[]) : [],
    imperfection_captions: isRecord(raw.imperfection_captions)
      ? Object.fromEntries(
          Object.entries(raw.imperfection_captions).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {},
    fault_codes: FaultCodesSchema.safeParse(raw.fault_codes).data ?? [],
  };
}

/** Every photo id the document refers to, once each. */
export function photoIdsOf(content: DraftContent): string[] {
  return [
    ...new Set([
      ...Object.values(content.key_photos),
      ...Object.values(content.items).flatMap((item) => item.photos),
      ...content.imperfections,
    ]),
  ];
}

import { FaultCodesSchema } from '@verificauto/shared/contracts/fault-code';
import {
  DraftItemSchema,
  DraftOdometerReadingSchema,
  VehicleDetailsSchema,
  type VehicleField,
} from '@verificauto/shared/contracts/workshop';
import { findingSeverity } from '@verificauto/shared/domain/severity';
import type { ReportItemValues } from '../../../db/report-item-row';
import { isRecord } from '../../../lib/is-record';
import type { ComparableItem, ComparableReading, ComparableReport } from './report-changes';
import type { PublishedPhotoRow, PublishedReadingRow } from './report-changes.repository';

const VEHICLE_FIELDS = Object.keys(VehicleDetailsSchema.shape) as VehicleField[];

const faultCodes = (stored: unknown) => FaultCodesSchema.safeParse(stored).data ?? [];

/** A stored field as its schema reads it; empty when the document lacks it or holds what the editor could not write. */
function field<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
) {
  if (value === undefined) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function draftItem(key: string, stored: unknown): ComparableItem {
  const raw = isRecord(stored) ? stored : {};
  const shape = DraftItemSchema.shape;
  const value = field(shape.value, raw.value);
  // As the approval writes it: a reason only for an item marked 0 (report-rows.ts in the workshop feature).
  const costs = {
    min_repair_cost: field(shape.min_repair_cost, raw.min_repair_cost),
    max_repair_cost: field(shape.max_repair_cost, raw.max_repair_cost),
  };
  return {
    value,
    not_checked_reason: value === 0 ? field(shape.not_checked_reason, raw.not_checked_reason) : null,
    description: field(shape.description, raw.description),
    ...costs,
    severity: findingSeverity(key, { value, ...costs }, field(shape.severity, raw.severity)),
  };
}

/**
 * The submitted draft (report_drafts.content) read defensively, as the workshop's approval of a correction
 * reads it before writing it over the report: what fails its schema is empty.
 */
export function comparableDraft(content: unknown): ComparableReport {
  const raw = isRecord(content) ? content : {};
  const details = isRecord(raw.details) ? raw.details : {};
  const items = isRecord(raw.items) ? raw.items : {};
  const keyPhotos = isRecord(raw.key_photos) ? raw.key_photos : {};
  return {
    details: Object.fromEntries(
      VEHICLE_FIELDS.map((name) => [
        name,
        field<string | number | null>(VehicleDetailsSchema.shape[name], details[name]),
      ]),
    ) as ComparableReport['details'],
    odometer_readings: Array.isArray(raw.odometer_readings)
      ? raw.odometer_readings.flatMap((stored): ComparableReading[] => {
          const parsed = DraftOdometerReadingSchema.safeParse(stored);
          return parsed.success ? [parsed.data] : [];
        })
      : [],
    verdict: typeof raw.verdict_overall === 'string' ? raw.verdict_overall : null,
    items: Object.fromEntries(Object.entries(items).map(([key, item]) => [key, draftItem(key, item)])),
    key_photos: Object.fromEntries(
      Object.entries(keyPhotos).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
    imperfections: Array.isArray(raw.imperfections)
      ? raw.imperfections.filter((id): id is string => typeof id === 'string')
      : [],
    imperfection_captions: Object.fromEntries(
      Object.entries(isRecord(raw.imperfection_captions) ? raw.imperfection_captions : {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
    fault_codes: faultCodes(raw.fault_codes),
  };
}

const euros = (cents: number | null) => (cents === null ? null : Math.round(cents / 100));

/** The published version: the reports row's vehicle columns, verdict and fault codes, its items, photos and readings. */
export function comparablePublished(
  report: Record<VehicleField | 'verdict_overall', string | number | null> & { fault_codes: unknown },
  items: readonly ReportItemValues[],
  photos: readonly PublishedPhotoRow[],
  readings: readonly PublishedReadingRow[],
): ComparableReport {
  return {
    details: Object.fromEntries(
      VEHICLE_FIELDS.map((name) => [name, report[name] ?? null]),
    ) as ComparableReport['details'],
    odometer_readings: readings.map(({ source, read_on, km }) => ({ source, date: read_on, km })),
    verdict: typeof report.verdict_overall === 'string' ? report.verdict_overall : null,
    items: Object.fromEntries(
      items.map((item) => {
        const values = {
          value: item.value_rating ?? item.value_text,
          min_repair_cost: euros(item.min_repair_cost_cents),
          max_repair_cost: euros(item.max_repair_cost_cents),
        };
        const comparable: ComparableItem = {
          ...values,
          not_checked_reason: item.not_checked_reason,
          description: item.description,
          severity: findingSeverity(item.item_key, values, item.severity),
        };
        return [item.item_key, comparable];
      }),
    ),
    key_photos: Object.fromEntries(
      photos.flatMap((photo) => (photo.kind === 'key' && photo.slot ? [[photo.slot, photo.photo_id]] : [])),
    ),
    imperfections: photos.filter((photo) => photo.kind === 'imperfection').map((photo) => photo.photo_id),
    imperfection_captions: Object.fromEntries(
      photos.flatMap((photo) =>
        photo.kind === 'imperfection' && photo.caption ? [[photo.photo_id, photo.caption]] : [],
      ),
    ),
    fault_codes: faultCodes(report.fault_codes),
  };
}

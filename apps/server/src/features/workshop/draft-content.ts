import {
  type DraftItem,
  type ReportDraft,
  type VehicleDetails,
  VehicleDetailsSchema,
  type VehicleField,
} from '@verificauto/shared/contracts/workshop';

/**
 * The document stored in report_drafts.content (decision 037). Written only by this feature, but read
 * defensively: a field the document lacks (a draft created before a field existed) reads as empty.
 */
export type DraftContent = Pick<
  ReportDraft,
  'details' | 'verdict_overall' | 'items' | 'key_photos' | 'imperfections'
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
  photos: [],
});

export function emptyContent(): DraftContent {
  return { details: emptyDetails(), verdict_overall: null, items: {}, key_photos: {}, imperfections: [] };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored document with every field present. */
export function readContent(stored: unknown): DraftContent {
  const raw = isRecord(stored) ? stored : {};
  const details = isRecord(raw.details) ? raw.details : {};
  const items = isRecord(raw.items) ? raw.items : {};
  return {
    details: { ...emptyDetails(), ...(details as Partial<VehicleDetails>) },
    verdict_overall: typeof raw.verdict_overall === 'string' ? raw.verdict_overall : null,
    items: Object.fromEntries(
      Object.entries(items).map(([key, item]) => [
        key,
        { ...emptyItem(), ...(isRecord(item) ? (item as Partial<DraftItem>) : {}) },
      ]),
    ),
    key_photos: isRecord(raw.key_photos) ? (raw.key_photos as Record<string, string>) : {},
    imperfections: Array.isArray(raw.imperfections) ? (raw.imperfections as string[]) : [],
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

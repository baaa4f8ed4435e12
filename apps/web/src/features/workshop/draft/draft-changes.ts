import type { DraftChange, DraftItem, ReportDraft } from '@verificauto/shared/contracts/workshop';

export const EMPTY_ITEM: DraftItem = {
  value: null,
  not_checked_reason: null,
  description: null,
  min_repair_cost: null,
  max_repair_cost: null,
  severity: null,
  photos: [],
};

function mergeRecords<V>(
  a: Record<string, V> | undefined,
  b: Record<string, V> | undefined,
  mergeValue: (x: V, y: V) => V = (_x, y) => y,
): Record<string, V> | undefined {
  if (!a) return b;
  if (!b) return a;
  const merged = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const previous = merged[key];
    merged[key] = previous === undefined ? value : mergeValue(previous, value);
  }
  return merged;
}

/** `later` over `earlier`, field by field (an item by its fields), as the server merges a PATCH. */
export function mergeChanges(earlier: DraftChange, later: DraftChange): DraftChange {
  const merged: DraftChange = { ...earlier, ...later };
  const details = mergeRecords(earlier.details, later.details);
  const items = mergeRecords(earlier.items, later.items, (x, y) => ({ ...x, ...y }));
  const keyPhotos = mergeRecords(earlier.key_photos, later.key_photos);
  const captions = mergeRecords(earlier.imperfection_captions, later.imperfection_captions);
  if (captions) merged.imperfection_captions = captions;
  if (details) merged.details = details;
  if (items) merged.items = items;
  if (keyPhotos) merged.key_photos = keyPhotos;
  return merged;
}

export function isEmptyChange(change: DraftChange): boolean {
  return Object.values(change).every(
    (part) =>
      part === undefined ||
      (typeof part === 'object' && part !== null && !Array.isArray(part)
        ? Object.keys(part).length === 0
        : false),
  );
}

/** The draft as the technician sees it: the server's copy with the changes not yet saved on top. */
export function applyChange(draft: ReportDraft, change: DraftChange): ReportDraft {
  if (isEmptyChange(change)) return draft;
  const next: ReportDraft = { ...draft };
  if (change.details)
    next.details = { ...draft.details, ...(change.details as Partial<ReportDraft['details']>) };
  if (change.odometer_readings) next.odometer_readings = change.odometer_readings;
  if (change.verdict_overall !== undefined) next.verdict_overall = change.verdict_overall;
  if (change.items) {
    next.items = { ...draft.items };
    for (const [key, item] of Object.entries(change.items)) {
      next.items[key] = { ...EMPTY_ITEM, ...draft.items[key], ...item } as DraftItem;
    }
  }
  if (change.key_photos) {
    next.key_photos = { ...draft.key_photos };
    for (const [slot, photo] of Object.entries(change.key_photos)) {
      if (photo) next.key_photos[slot] = photo;
      else delete next.key_photos[slot];
    }
  }
  if (change.imperfections) next.imperfections = change.imperfections;
  if (change.imperfection_captions) {
    next.imperfection_captions = { ...draft.imperfection_captions };
    for (const [photoId, caption] of Object.entries(change.imperfection_captions)) {
      if (caption?.trim()) next.imperfection_captions[photoId] = caption.trim();
      else delete next.imperfection_captions[photoId];
    }
  }
  if (change.fault_codes) next.fault_codes = change.fault_codes;
  return next;
}

/** Removes one field, named as the server names it in a 400 ("details.vin", "items.ext_rust.value"). */
export function withoutField(change: DraftChange, path: string): DraftChange | null {
  const [section, key, field] = path.split('.');
  const next = { ...change } as Record<string, unknown>;
  const part = next[section ?? ''];
  if (part === undefined) return null;
  if (key === undefined || typeof part !== 'object' || part === null || Array.isArray(part)) {
    delete next[section ?? ''];
    return next as DraftChange;
  }
  const record = { ...(part as Record<string, unknown>) };
  if (section === 'items' && field !== undefined && typeof record[key] === 'object' && record[key] !== null) {
    const item = { ...(record[key] as Record<string, unknown>) };
    delete item[field];
    record[key] = item;
  } else {
    delete record[key];
  }
  next[section ?? ''] = record;
  return next as DraftChange;
}

/**
 * How many things the technician changed: a vehicle field, an item (its rating with its note and costs), a
 * key photo, a caption each; the verdict, the odometer readings, the imperfections and the fault codes one
 * each. What the waiting-for-network line counts (offline/unsent-work.ts).
 */
export function countChanges(change: DraftChange): number {
  return Object.values(change).reduce<number>((count, part) => {
    if (part === undefined) return count;
    const isRecord = typeof part === 'object' && part !== null && !Array.isArray(part);
    return count + (isRecord ? Object.keys(part).length : 1);
  }, 0);
}

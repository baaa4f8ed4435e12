import type { DraftChangeSchema, DraftItem } from '@verificauto/shared/contracts/workshop';
import { type CatalogueItem, findItem, KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/checklist';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { type DraftContent, emptyItem } from './draft-content';

export type ParsedDraftChange = z.output<typeof DraftChangeSchema>;

const KEY_SLOTS = new Set([...KEY_PHOTO_SLOTS.exterior, ...KEY_PHOTO_SLOTS.interior].map((s) => s.key));
export const MAX_ITEM_PHOTOS = 20;
export const MAX_IMPERFECTIONS = 60;

const invalid = (code: string, message: string) => new AppError(400, code, message);

export function checklistItem(key: string): CatalogueItem {
  const item = findItem(key);
  if (!item) throw invalid('unknown_item', `Voce del controllo sconosciuta: «${key}».`);
  return item;
}

export function assertKeySlot(slot: string): void {
  if (!KEY_SLOTS.has(slot)) throw invalid('unknown_slot', `Posizione della foto sconosciuta: «${slot}».`);
}

const defined = <T extends object>(patch: T): Partial<T> =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;

const emptyToNull = (text: string | null | undefined) => (text ? text : null);

/** One item after a change of some of its fields, checked as a whole against the catalogue. */
function mergeItem(definition: CatalogueItem, current: DraftItem | undefined, patch: Partial<DraftItem>) {
  const item: DraftItem = { ...emptyItem(), ...current, ...defined(patch) };
  const { label } = definition;
  if (typeof item.value === 'string') item.value = emptyToNull(item.value.trim());
  if (definition.kind === 'rating' && typeof item.value === 'string') {
    throw invalid('invalid_item_value', `${label}: la valutazione è un numero da 0 a 5.`);
  }
  if (definition.kind === 'text' && typeof item.value === 'number' && item.value !== 0) {
    throw invalid('invalid_item_value', `${label}: scrivi il valore, oppure 0 se non è stato controllato.`);
  }
  // The reason explains a 0 ('Non controllato.'): any other value leaves nothing to explain.
  if (item.value !== 0) item.not_checked_reason = null;
  item.description = emptyToNull(item.description);
  if (item.min_repair_cost !== null && item.max_repair_cost !== null) {
    if (item.min_repair_cost > item.max_repair_cost) {
      throw invalid('invalid_repair_cost', `${label}: il costo minimo di riparazione supera il massimo.`);
    }
  }
  item.photos = [...new Set(item.photos)];
  if (item.photos.length > MAX_ITEM_PHOTOS) {
    throw invalid('too_many_photos', `${label}: al massimo ${MAX_ITEM_PHOTOS} foto per voce.`);
  }
  return item;
}

/**
 * The draft with `change` applied field by field: a field absent from the change keeps its value, so two
 * devices that change different fields (even of one item) both keep their work. Photo ids are checked by
 * the caller, against the photos uploaded for the inspection.
 */
export function mergeChange(content: DraftContent, change: ParsedDraftChange): DraftContent {
  const next: DraftContent = {
    details: { ...content.details, ...defined(change.details ?? {}) },
    verdict_overall:
      change.verdict_overall === undefined ? content.verdict_overall : emptyToNull(change.verdict_overall),
    items: { ...content.items },
    key_photos: { ...content.key_photos },
    imperfections: change.imperfections ? [...new Set(change.imperfections)] : content.imperfections,
  };
  for (const [key, patch] of Object.entries(change.items ?? {})) {
    next.items[key] = mergeItem(checklistItem(key), content.items[key], patch);
  }
  for (const [slot, photoId] of Object.entries(change.key_photos ?? {})) {
    assertKeySlot(slot);
    if (photoId === null) delete next.key_photos[slot];
    else next.key_photos[slot] = photoId;
  }
  return next;
}

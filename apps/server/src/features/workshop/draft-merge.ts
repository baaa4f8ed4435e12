import type { DraftChangeSchema, DraftItem } from '@verificauto/shared/contracts/workshop';
import { type CatalogueItem, findItem, KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/checklist';
import { RATING_VALUES } from '@verificauto/shared/domain/rating-scale';
import type { z } from 'zod';
import { invalidInput } from '../../lib/app-error';
import { type DraftContent, emptyItem } from './draft-content';

export type ParsedDraftChange = z.output<typeof DraftChangeSchema>;

const KEY_SLOTS = new Set([...KEY_PHOTO_SLOTS.exterior, ...KEY_PHOTO_SLOTS.interior].map((s) => s.key));
export const MAX_ITEM_PHOTOS = 20;
export const MAX_IMPERFECTIONS = 60;

/** The catalogue item of `key`; 400 naming `path`, the input that sent the key, when there is none. */
export function checklistItem(key: string, path: string): CatalogueItem {
  const item = findItem(key);
  if (!item) throw invalidInput({ [path]: `Voce del controllo sconosciuta: «${key}».` });
  return item;
}

/** 400 naming `path`, the input that sent the slot, when `slot` is not a key photo's. */
export function assertKeySlot(slot: string, path: string): void {
  if (!KEY_SLOTS.has(slot)) throw invalidInput({ [path]: `Posizione della foto sconosciuta: «${slot}».` });
}

const COST_FIELDS = ['min_repair_cost', 'max_repair_cost'] as const;

const defined = <T extends object>(patch: T): Partial<T> =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;

const emptyToNull = (text: string | null | undefined) => (text ? text : null);

/**
 * One item after a change of some of its fields, checked as a whole against the catalogue. A refusal names
 * the item's inputs by their path in the change (`items.<key>.value`), for the editor to show beside them.
 */
function mergeItem(key: string, current: DraftItem | undefined, patch: Partial<DraftItem>) {
  const definition = checklistItem(key, `items.${key}`);
  const item: DraftItem = { ...emptyItem(), ...current, ...defined(patch) };
  const { label } = definition;
  const refuse = (fields: readonly (keyof DraftItem)[], message: string) =>
    invalidInput(
      Object.fromEntries(fields.map((field) => [`items.${key}.${field}`, `${label}: ${message}`])),
    );
  if (typeof item.value === 'string') item.value = emptyToNull(item.value.trim());
  if (definition.kind === 'rating' && typeof item.value === 'string') {
    throw refuse(['value'], `la valutazione va ${RATING_VALUES}.`);
  }
  if (definition.kind === 'text' && typeof item.value === 'number' && item.value !== 0) {
    throw refuse(['value'], 'scrivi il valore, oppure 0 se non è stato controllato.');
  }
  // The reason explains a 0 ('Non controllato.'): any other value leaves nothing to explain.
  if (item.value !== 0) item.not_checked_reason = null;
  item.description = emptyToNull(item.description);
  if (item.min_repair_cost !== null && item.max_repair_cost !== null) {
    if (item.min_repair_cost > item.max_repair_cost) {
      // The costs the change sent are the wrong ones: the other was saved before, or is sent too.
      const sent = COST_FIELDS.filter((field) => patch[field] !== undefined);
      throw refuse(sent.length > 0 ? sent : COST_FIELDS, 'il costo minimo di riparazione supera il massimo.');
    }
  }
  item.photos = [...new Set(item.photos)];
  if (item.photos.length > MAX_ITEM_PHOTOS) {
    throw refuse(['photos'], `al massimo ${MAX_ITEM_PHOTOS} foto per voce.`);
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
    odometer_readings: change.odometer_readings ?? content.odometer_readings,
    verdict_overall:
      change.verdict_overall === undefined ? content.verdict_overall : emptyToNull(change.verdict_overall),
    items: { ...content.items },
    key_photos: { ...content.key_photos },
    imperfections: change.imperfections ? [...new Set(change.imperfections)] : content.imperfections,
    imperfection_captions: {},
    fault_codes: change.fault_codes ?? content.fault_codes,
  };
  for (const [key, patch] of Object.entries(change.items ?? {})) {
    next.items[key] = mergeItem(key, content.items[key], patch);
  }
  for (const [slot, photoId] of Object.entries(change.key_photos ?? {})) {
    assertKeySlot(slot, `key_photos.${slot}`);
    if (photoId === null) delete next.key_photos[slot];
    else next.key_photos[slot] = photoId;
  }
  next.imperfection_captions = mergeCaptions(next.imperfections, content.imperfection_captions, change);
  return next;
}

/** The captions of the photos still among the imperfections, with the change's; empty removes one. */
function mergeCaptions(
  imperfections: readonly string[],
  current: Readonly<Record<string, string>>,
  change: ParsedDraftChange,
): Record<string, string> {
  const captions = { ...current };
  for (const [photoId, caption] of Object.entries(change.imperfection_captions ?? {})) {
    if (!imperfections.includes(photoId)) {
      throw invalidInput({
        [`imperfection_captions.${photoId}`]: 'Didascalia di una foto che non è tra le imperfezioni.',
      });
    }
    if (caption) captions[photoId] = caption;
    else delete captions[photoId];
  }
  return Object.fromEntries(imperfections.flatMap((id) => (captions[id] ? [[id, captions[id]]] : [])));
}

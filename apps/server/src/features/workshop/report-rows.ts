import { CATALOGUE_ITEMS, computeReportScores, KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/checklist';
import { findingSeverity } from '@verificauto/shared/domain/severity';
import type { Queryable } from '../../db/db';
import type { ReportItemRow } from '../../db/report-item-row';
import type { DraftContent } from './draft-content';
import {
  replaceOdometerReadings,
  replaceReportItems,
  replaceReportPhotos,
  type SubmittedOdometerReading,
  type SubmittedPhoto,
  type SubmittedReport,
} from './report-submission.repository';

/**
 * The reports rows written from a draft: at submission (submit-report.service.ts) and when the back office
 * approves a correction of an approved report (publish-correction.ts).
 */

const KEY_SLOTS_IN_ORDER = [...KEY_PHOTO_SLOTS.exterior, ...KEY_PHOTO_SLOTS.interior].map((slot) => slot.key);

const cents = (euros: number | null) => (euros === null ? null : euros * 100);

/** One report_items row per catalogue item; a text item marked 0 is stored as the rating 0. */
function itemRows(content: DraftContent): ReportItemRow[] {
  return CATALOGUE_ITEMS.map((definition) => {
    const item = content.items[definition.key];
    const value = item?.value ?? null;
    return {
      category: definition.category,
      item_key: definition.key,
      value_rating: typeof value === 'number' ? value : null,
      value_text: typeof value === 'string' ? value : null,
      not_checked_reason: value === 0 ? (item?.not_checked_reason ?? null) : null,
      description: item?.description ?? null,
      min_repair_cost_cents: cents(item?.min_repair_cost ?? null),
      max_repair_cost_cents: cents(item?.max_repair_cost ?? null),
      severity: item ? findingSeverity(definition.key, item, item.severity) : null,
    };
  });
}

/**
 * Key photos at their slot's place in the catalogue order, item photos and imperfections in draft order; the
 * imperfections with the technician's caption, which the report shows under them.
 */
function photoRows(content: DraftContent): SubmittedPhoto[] {
  const key = KEY_SLOTS_IN_ORDER.flatMap((slot, position) => {
    const photoId = content.key_photos[slot];
    return photoId
      ? [{ photo_id: photoId, kind: 'key' as const, slot, item_key: null, position, caption: null }]
      : [];
  });
  const items = CATALOGUE_ITEMS.flatMap(({ key: itemKey }) =>
    (content.items[itemKey]?.photos ?? []).map((photoId, position) => ({
      photo_id: photoId,
      kind: 'item' as const,
      slot: null,
      item_key: itemKey,
      position,
      caption: null,
    })),
  );
  const imperfections = content.imperfections.map((photoId, position) => ({
    photo_id: photoId,
    kind: 'imperfection' as const,
    slot: null,
    item_key: null,
    position,
    caption: content.imperfection_captions[photoId] ?? null,
  }));
  return [...key, ...items, ...imperfections];
}

/** The readings in the technician's order; submission refuses one without its date or km. */
const readingRows = (content: DraftContent): SubmittedOdometerReading[] =>
  content.odometer_readings.flatMap(({ source, date, km }, position) =>
    date !== null && km !== null ? [{ position, source, read_on: date, km }] : [],
  );

/** Decision 037: a category scores the average of its items rated 1–5; text items and 0 do not count. */
const scoresOf = (content: DraftContent) =>
  computeReportScores((category) =>
    CATALOGUE_ITEMS.filter((item) => item.category === category && item.kind === 'rating').map((item) => {
      const value = content.items[item.key]?.value;
      return typeof value === 'number' ? value : null;
    }),
  );

/** The reports row's own columns as the draft gives them. */
export const reportOfDraft = (
  inspectionId: string,
  technicianId: string,
  content: DraftContent,
): SubmittedReport => ({
  inspectionId,
  technicianId,
  verdictOverall: content.verdict_overall,
  details: content.details,
  mainPhotoId: content.key_photos.front_left_three_quarter ?? content.key_photos.front ?? null,
  scores: scoresOf(content),
  faultCodes: content.fault_codes,
});

/** Replaces the report's items, photos and odometer readings with the draft's. */
export async function writeReportContent(tx: Queryable, reportId: string, content: DraftContent) {
  await replaceReportItems(tx, reportId, itemRows(content));
  await replaceReportPhotos(tx, reportId, photoRows(content));
  await replaceOdometerReadings(tx, reportId, readingRows(content));
}

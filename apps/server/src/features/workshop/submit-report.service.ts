import type { ReportDraft } from '@verificauto/shared/contracts/workshop';
import { CATALOGUE_ITEMS, computeReportScores, KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/checklist';
import { findMissingParts } from '@verificauto/shared/domain/report-completeness';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../lib/session-user';
import { assertOwnPhotos } from './draft-change.service';
import { type DraftContent, readContent } from './draft-content';
import { draftToDto } from './draft-dto';
import {
  markInspectionDone,
  replaceReportItems,
  replaceReportPhotos,
  type SubmittedItem,
  type SubmittedPhoto,
  upsertSubmittedReport,
} from './report-submission.repository';
import { markDraftSubmitted } from './workshop.repository';
import { DRAFT_SUBMITTED, lockEditableDraft, openInspection, type WorkshopDeps } from './workshop.service';

const KEY_SLOTS_IN_ORDER = [...KEY_PHOTO_SLOTS.exterior, ...KEY_PHOTO_SLOTS.interior].map((slot) => slot.key);

const cents = (euros: number | null) => (euros === null ? null : euros * 100);

/** One report_items row per catalogue item; a text item marked 0 is stored as the rating 0. */
function itemRows(content: DraftContent): SubmittedItem[] {
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
    };
  });
}

/** Key photos at their slot's place in the catalogue order, item photos and imperfections in draft order. */
function photoRows(content: DraftContent): SubmittedPhoto[] {
  const key = KEY_SLOTS_IN_ORDER.flatMap((slot, position) => {
    const photoId = content.key_photos[slot];
    return photoId ? [{ photo_id: photoId, kind: 'key' as const, slot, item_key: null, position }] : [];
  });
  const items = CATALOGUE_ITEMS.flatMap(({ key: itemKey }) =>
    (content.items[itemKey]?.photos ?? []).map((photoId, position) => ({
      photo_id: photoId,
      kind: 'item' as const,
      slot: null,
      item_key: itemKey,
      position,
    })),
  );
  const imperfections = content.imperfections.map((photoId, position) => ({
    photo_id: photoId,
    kind: 'imperfection' as const,
    slot: null,
    item_key: null,
    position,
  }));
  return [...key, ...items, ...imperfections];
}

/** Decision 037: a category scores the average of its items rated 1–5; text items and 0 do not count. */
const scoresOf = (content: DraftContent) =>
  computeReportScores((category) =>
    CATALOGUE_ITEMS.filter((item) => item.category === category && item.kind === 'rating').map((item) => {
      const value = content.items[item.key]?.value;
      return typeof value === 'number' ? value : null;
    }),
  );

const incomplete = (missing: ReturnType<typeof findMissingParts>) =>
  new AppError(
    422,
    'report_incomplete',
    missing.length === 1
      ? 'Il report non è completo: manca 1 elemento.'
      : `Il report non è completo: mancano ${missing.length} elementi.`,
    { missing },
  );

/**
 * POST /api/workshop/inspections/{uuid}/submit: 'Invia per approvazione'. In one transaction, under the
 * draft's lock: the reports row awaiting approval with its items and photos, the inspection done, the draft
 * read-only. A second submission (a retry, another device) finds the draft submitted: 409, nothing written.
 */
export async function submitDraft(deps: WorkshopDeps, user: SessionUser, uuid: string): Promise<ReportDraft> {
  const inspection = await openInspection(deps.db, user, uuid);
  return deps.db.transaction(async (tx) => {
    const draft = await lockEditableDraft(tx, inspection, user.id);
    const content = readContent(draft.content);
    const missing = findMissingParts(content);
    if (missing.length > 0) throw incomplete(missing);
    await assertOwnPhotos(tx, inspection.id, content);

    const reportId = await upsertSubmittedReport(tx, {
      inspectionId: inspection.id,
      technicianId: user.id,
      verdictOverall: content.verdict_overall,
      details: content.details,
      mainPhotoId: content.key_photos.front_left_three_quarter ?? content.key_photos.front ?? null,
      scores: scoresOf(content),
    });
    if (!reportId) throw new AppError(409, 'draft_submitted', DRAFT_SUBMITTED);
    await replaceReportItems(tx, reportId, itemRows(content));
    await replaceReportPhotos(tx, reportId, photoRows(content));
    await markInspectionDone(tx, inspection.id);
    const submitted = await markDraftSubmitted(tx, inspection.id, user.id);
    return draftToDto({ ...deps, db: tx }, inspection, submitted);
  });
}

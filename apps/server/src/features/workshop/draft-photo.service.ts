import type {
  PhotoTarget,
  PhotoUploaded,
  PhotoUploadQuery,
  ReportDraft,
} from '@verificauto/shared/contracts/workshop';
import type { Queryable } from '../../db/db';
import { AppError, invalidInput } from '../../lib/app-error';
import type { SessionUser } from '../../lib/session-user';
import { assertCheckedIn } from './check-in-rule';
import { type DraftContent, emptyItem, readContent } from './draft-content';
import { draftPhotoDto, draftToDto } from './draft-dto';
import { assertKeySlot, checklistItem, MAX_IMPERFECTIONS, MAX_ITEM_PHOTOS } from './draft-merge';
import {
  type DraftRow,
  deleteUnusedPhoto,
  findDraft,
  findDraftPhotos,
  findUploadedPhotoId,
  insertDraftPhoto,
  saveDraftContent,
  type WorkshopInspectionRow,
} from './workshop.repository';
import { assertEditable, lockEditableDraft, openInspection, type WorkshopDeps } from './workshop.service';

const invalid = (code: string, message: string) => new AppError(400, code, message);

/** Where the upload goes, checked against the catalogue and the key photo slots. */
export function photoTarget(query: PhotoUploadQuery): PhotoTarget {
  if (query.kind === 'key') {
    if (!query.slot) throw invalidInput({ slot: 'Indica per quale posizione è la foto.' });
    assertKeySlot(query.slot, 'slot');
    return { kind: 'key', slot: query.slot };
  }
  if (query.kind === 'item') {
    if (!query.item_key) throw invalidInput({ item_key: 'Indica per quale voce del controllo è la foto.' });
    checklistItem(query.item_key, 'item_key');
    return { kind: 'item', item_key: query.item_key };
  }
  return { kind: 'imperfection' };
}

/** 400 when the target has no room for one more photo. */
function assertRoom(content: DraftContent, target: PhotoTarget) {
  if (target.kind === 'item' && (content.items[target.item_key]?.photos.length ?? 0) >= MAX_ITEM_PHOTOS) {
    const { label } = checklistItem(target.item_key, 'item_key');
    throw invalid('too_many_photos', `${label}: al massimo ${MAX_ITEM_PHOTOS} foto per voce.`);
  }
  if (target.kind === 'imperfection' && content.imperfections.length >= MAX_IMPERFECTIONS) {
    throw invalid('too_many_photos', `Al massimo ${MAX_IMPERFECTIONS} foto di imperfezioni.`);
  }
}

/** The draft with the photo in its place: a key photo replaces the slot's, the others are appended. */
function place(content: DraftContent, target: PhotoTarget, photoId: string): DraftContent {
  assertRoom(content, target);
  if (target.kind === 'key')
    return { ...content, key_photos: { ...content.key_photos, [target.slot]: photoId } };
  if (target.kind === 'imperfection')
    return { ...content, imperfections: [...content.imperfections, photoId] };
  const item = { ...emptyItem(), ...content.items[target.item_key] };
  return {
    ...content,
    items: { ...content.items, [target.item_key]: { ...item, photos: [...item.photos, photoId] } },
  };
}

async function answer(
  deps: WorkshopDeps,
  db: Queryable,
  inspection: WorkshopInspectionRow,
  photoId: string,
  draft: DraftRow,
): Promise<PhotoUploaded> {
  const [row] = await findDraftPhotos(db, inspection.id, [photoId]);
  if (!row) throw new Error(`photo ${photoId} of ${inspection.id} not found`);
  const dto: ReportDraft = await draftToDto({ ...deps, db }, inspection, draft);
  return { photo: dto.photos[photoId] ?? draftPhotoDto(deps, row, 'Foto'), draft: dto };
}

/**
 * POST /api/workshop/inspections/{uuid}/photos: stores the image (re-encoded, without metadata) and places
 * it in the draft in one transaction with its upload key, so that a retried upload is stored once; two
 * copies of one upload sent at once both answer the photo of the first to commit.
 */
export async function uploadDraftPhoto(
  deps: WorkshopDeps,
  user: SessionUser,
  uuid: string,
  query: PhotoUploadQuery,
  image: Buffer,
): Promise<PhotoUploaded> {
  const target = photoTarget(query);
  const inspection = await openInspection(deps.db, user, uuid);
  const upload = { inspectionId: inspection.id, clientKey: query.client_key, userId: user.id };
  const known = await findUploadedPhotoId(deps.db, inspection.id, query.client_key);
  const current = await findDraft(deps.db, inspection.id);
  if (known && current) return answer(deps, deps.db, inspection, known, current);
  // Refused before the image is processed, when nothing would be kept of it.
  assertCheckedIn(inspection, current);
  if (current) {
    assertEditable(current);
    assertRoom(readContent(current.content), target);
  }

  const { id: photoId } = await deps.photos.store(deps.db, image, { takenAt: query.taken_at });
  return deps.db.transaction(async (tx) => {
    const draft = await lockEditableDraft(tx, inspection, user.id);
    if (!(await insertDraftPhoto(tx, { ...upload, photoId }))) {
      const winner = await findUploadedPhotoId(tx, inspection.id, query.client_key);
      if (!winner) throw new Error(`upload ${query.client_key} lost and not found`);
      await deleteUnusedPhoto(tx, photoId);
      return answer(deps, tx, inspection, winner, draft);
    }
    const content = place(readContent(draft.content), target, photoId);
    const saved = await saveDraftContent(tx, { inspectionId: inspection.id, content, userId: user.id });
    return answer(deps, tx, inspection, photoId, saved);
  });
}

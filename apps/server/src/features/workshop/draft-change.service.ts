import type { ReportDraft } from '@verificauto/shared/contracts/workshop';
import type { Queryable } from '../../db/db';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../lib/session-user';
import { type DraftContent, photoIdsOf, readContent } from './draft-content';
import { draftToDto } from './draft-dto';
import { mergeChange, type ParsedDraftChange } from './draft-merge';
import { findDraftPhotos, saveDraftContent } from './workshop.repository';
import { lockEditableDraft, openInspection, type WorkshopDeps } from './workshop.service';

/** Every photo the draft refers to must have been uploaded for this inspection. */
export async function assertOwnPhotos(tx: Queryable, inspectionId: string, content: DraftContent) {
  const ids = photoIdsOf(content);
  const found = new Set((await findDraftPhotos(tx, inspectionId, ids)).map((photo) => photo.id));
  if (ids.some((id) => !found.has(id))) {
    throw new AppError(
      400,
      'unknown_photo',
      'Una delle foto indicate non è tra quelle caricate per questa ispezione: ricarica la pagina.',
    );
  }
}

/** PATCH /api/workshop/inspections/{uuid}/draft: one change after the other, under the draft's row lock. */
export async function changeDraft(
  deps: WorkshopDeps,
  user: SessionUser,
  uuid: string,
  change: ParsedDraftChange,
): Promise<ReportDraft> {
  const inspection = await openInspection(deps.db, user, uuid);
  return deps.db.transaction(async (tx) => {
    const draft = await lockEditableDraft(tx, inspection, user.id);
    const content = mergeChange(readContent(draft.content), change);
    await assertOwnPhotos(tx, inspection.id, content);
    const saved = await saveDraftContent(tx, { inspectionId: inspection.id, content, userId: user.id });
    return draftToDto({ ...deps, db: tx }, inspection, saved);
  });
}

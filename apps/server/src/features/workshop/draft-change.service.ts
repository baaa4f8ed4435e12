import type { ReportDraft } from '@verificauto/shared/contracts/workshop';
import type { Queryable } from '../../db/db';
import { AppError, invalidInput } from '../../lib/app-error';
import type { SessionUser } from '../../lib/session-user';
import { type DraftContent, photoIdsOf, readContent } from './draft-content';
import { draftToDto } from './draft-dto';
import { mergeChange, type ParsedDraftChange } from './draft-merge';
import { findDraftPhotos, saveDraftContent } from './workshop.repository';
import { lockEditableDraft, openInspection, type WorkshopDeps } from './workshop.service';

const UNKNOWN_PHOTO =
  'Una delle foto indicate non è tra quelle caricate per questa ispezione: ricarica la pagina.';

type SentPhotos = [path: string, ids: readonly (string | null)[]];

/** The photo ids of each input of a change: `key_photos.front`, `items.ext_rust.photos`, `imperfections`. */
function photoInputs(change: ParsedDraftChange): SentPhotos[] {
  const inputs = Object.entries(change.key_photos ?? {}).map(
    ([slot, id]): SentPhotos => [`key_photos.${slot}`, [id]],
  );
  for (const [key, item] of Object.entries(change.items ?? {})) {
    if (item.photos) inputs.push([`items.${key}.photos`, item.photos]);
  }
  if (change.imperfections) inputs.push(['imperfections', change.imperfections]);
  return inputs;
}

/**
 * Every photo the draft refers to must have been uploaded for this inspection. With the `change` that
 * brought them, the refusal names the inputs that sent the unknown photos.
 */
export async function assertOwnPhotos(
  tx: Queryable,
  inspectionId: string,
  content: DraftContent,
  change?: ParsedDraftChange,
) {
  const ids = photoIdsOf(content);
  const found = new Set((await findDraftPhotos(tx, inspectionId, ids)).map((photo) => photo.id));
  const unknown = (id: string | null) => id !== null && !found.has(id);
  if (!ids.some(unknown)) return;
  const wrong = change ? photoInputs(change).filter(([, sent]) => sent.some(unknown)) : [];
  if (wrong.length > 0) throw invalidInput(Object.fromEntries(wrong.map(([path]) => [path, UNKNOWN_PHOTO])));
  throw new AppError(400, 'unknown_photo', UNKNOWN_PHOTO);
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
    await assertOwnPhotos(tx, inspection.id, content, change);
    const saved = await saveDraftContent(tx, { inspectionId: inspection.id, content, userId: user.id });
    return draftToDto({ ...deps, db: tx }, inspection, saved);
  });
}

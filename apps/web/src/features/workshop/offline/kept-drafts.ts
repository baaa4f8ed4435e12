import type { ReportDraft } from '@verificauto/shared/contracts/workshop';
import { keepAnswer, keptKeys } from './kept-answers';
import { forgetKeptPhotos, keepPhotosOf } from './kept-photos';

const keptRevisions = new Map<string, number>();

/**
 * Keeps the newest server copy of a draft the editor received, with its photos' thumbnails: answers may
 * cross, the highest revision wins.
 */
export function keepDraft(draft: ReportDraft) {
  const kept = keptRevisions.get(draft.uuid);
  if (kept !== undefined && draft.revision < kept) return;
  keptRevisions.set(draft.uuid, draft.revision);
  void keepAnswer(keptKeys.draft(draft.uuid), draft);
  void keepPhotosOf(draft);
}

/** At sign-out, with the kept answers. */
export function forgetKeptDrafts() {
  keptRevisions.clear();
  forgetKeptPhotos();
}

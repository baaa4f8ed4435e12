import type { DraftPhoto, ReportDraft } from '@verificauto/shared/contracts/workshop';
import { readKeptIdentity } from '../../../lib/kept-identity';
import {
  dropKeptAnswer,
  type KeptReader,
  keepAnswer,
  keptKeys,
  keptPhotoIds,
  readKeptAnswer,
} from './kept-answers';

/**
 * The photos already uploaded, shown offline: the device keeps a thumbnail of every photo of the drafts it
 * keeps, as a blob beside them, under the photo's id, since their links are signed and change every few hours
 * (docs/decisions/068-workshop-data-offline.md).
 */

// Not a zod schema: zod is one chunk shared with the public pages' forms, and each zod feature used here
// would grow the report page's first load (docs/performance.md).
const keptThumbnail: KeptReader<Blob> = {
  safeParse: (value) => (value instanceof Blob ? { success: true, data: value } : { success: false }),
};

/**
 * The photo's `src`: its variant of at most 640 px (apps/server/src/lib/photo-dto.ts), what a page shows before
 * it picks from `srcSet`, sharp enough for the editor's tiles.
 */
async function fetchThumbnail(photo: DraftPhoto): Promise<Blob | undefined> {
  try {
    const response = await fetch(photo.src);
    if (!response.ok) return undefined;
    const blob = await response.blob();
    return blob.type.startsWith('image/') ? blob : undefined;
  } catch {
    return undefined;
  }
}

const idOf = (photo: DraftPhoto) => photo.id.toLowerCase();

/** The photos kept during this page's life: a draft kept at every save asks the device only once. */
const keptNow = new Set<string>();
/** One thing at a time: the editor keeps its draft at every save, and two passes would fetch a photo twice. */
let queue: Promise<void> = Promise.resolve();
const inTurn = (work: () => Promise<void>) => {
  queue = queue.then(work, work);
  return queue;
};

/** Keeps the thumbnails of the draft's photos the device does not have yet, one after the other. */
export function keepPhotosOf(draft: ReportDraft): Promise<void> {
  const photos = Object.values(draft.photos);
  if (!readKeptIdentity() || photos.every((photo) => keptNow.has(idOf(photo)))) return queue;
  return inTurn(async () => {
    const onDevice = new Set(await keptPhotoIds());
    for (const photo of photos) {
      const id = idOf(photo);
      if (keptNow.has(id)) continue;
      if (!onDevice.has(id)) {
        const thumbnail = await fetchThumbnail(photo);
        if (!thumbnail) continue;
        await keepAnswer(keptKeys.photo(id), thumbnail);
      }
      keptNow.add(id);
    }
  });
}

/**
 * After the list's pass over the drafts the device keeps: the thumbnails of any other photo go (a photo
 * removed, a report sent and off the list), so that what is kept stays the coming days' reports' photos.
 */
export function keepOnlyPhotosOf(drafts: readonly ReportDraft[]): Promise<void> {
  return inTurn(async () => {
    const wanted = new Set(drafts.flatMap((draft) => Object.values(draft.photos).map(idOf)));
    for (const id of await keptPhotoIds()) {
      if (wanted.has(id)) continue;
      await dropKeptAnswer(keptKeys.photo(id));
      keptNow.delete(id);
    }
  });
}

/** The thumbnail kept for this technician, if any. */
export function readKeptThumbnail(id: string): Promise<Blob | undefined> {
  return readKeptAnswer(keptKeys.photo(id), keptThumbnail);
}

/** At sign-out, with the kept answers. */
export function forgetKeptPhotos() {
  keptNow.clear();
}

import type { DraftPhoto, ReportDraft } from '@verificauto/shared/contracts/workshop';
import { z } from 'zod';
import { readKeptIdentity } from '../../../lib/kept-identity';
import { dropKeptAnswer, keepAnswer, keptKeys, keptPhotoIds, readKeptAnswer } from './kept-answers';

/**
 * The photos already uploaded, shown offline: the device keeps the thumbnail of every photo of the drafts it
 * keeps, as a blob beside them, under the photo's id, since their links are signed and change every few hours
 * (docs/decisions/068-workshop-data-offline.md).
 */

/** The width of the editor's photo tiles, in CSS pixels (their `sizes`). */
export const THUMBNAIL_WIDTH = 160;

const KeptThumbnailSchema = z.instanceof(Blob);

/** The candidate of `srcSet` the browser picks for a tile: the narrowest as wide as the tile's device pixels. */
export function thumbnailUrl(photo: Pick<DraftPhoto, 'src' | 'srcSet'>, density: number): string {
  const candidates = photo.srcSet
    .split(',')
    .flatMap((candidate) => {
      const [url, descriptor] = candidate.trim().split(/\s+/);
      const width = Number.parseInt(descriptor ?? '', 10);
      return url && width > 0 ? [{ url, width }] : [];
    })
    .sort((a, b) => a.width - b.width);
  const wanted = THUMBNAIL_WIDTH * density;
  return (candidates.find((candidate) => candidate.width >= wanted) ?? candidates.at(-1))?.url ?? photo.src;
}

async function fetchThumbnail(photo: DraftPhoto): Promise<Blob | undefined> {
  try {
    const response = await fetch(thumbnailUrl(photo, globalThis.devicePixelRatio || 1));
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
  return readKeptAnswer(keptKeys.photo(id), KeptThumbnailSchema);
}

/** At sign-out, with the kept answers. */
export function forgetKeptPhotos() {
  keptNow.clear();
}

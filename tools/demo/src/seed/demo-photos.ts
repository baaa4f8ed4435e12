import type { Queryable } from '@verificauto/server/db/db';
import { storePhoto } from '@verificauto/server/features/photos/photo.service';
import type { PhotoStorage } from '@verificauto/server/features/photos/photo-storage';
import {
  type DemoCar,
  type DemoPhoto,
  demoItems,
  demoKeyPhotos,
  illustrationStyle,
  MAIN_PHOTO_SLOT,
} from '../cars/demo-car';
import { FIAT_500 } from '../cars/fiat-500';
import { GOLF } from '../cars/golf';
import { renderIllustrationSvg, slotIllustrationName } from '../illustrations/illustration-catalogue';
import { mapInPool } from '../illustrations/in-pool';
import { renderJpeg } from '../illustrations/render-illustration';
import type { DEMO_IDS } from './demo-ids';
import { insertRecords } from './insert-records';

/** The car's photos as report_photos places them: key slots, photos of items, imperfections. */
function photoPlaces(car: DemoCar) {
  const keyPhotos = [...demoKeyPhotos(car, 'exterior'), ...demoKeyPhotos(car, 'interior')];
  const itemPhotos = demoItems(car).flatMap((item) => item.photos.map((photo) => ({ item, photo })));
  return { keyPhotos, itemPhotos, imperfections: car.imperfections };
}

async function attachPhotos(tx: Queryable, storage: PhotoStorage, reportId: string, car: DemoCar) {
  const style = illustrationStyle(car);
  const { keyPhotos, itemPhotos, imperfections } = photoPlaces(car);
  const all: DemoPhoto[] = [
    ...keyPhotos.map((k) => k.photo),
    ...itemPhotos.map((i) => i.photo),
    ...imperfections,
  ];
  const images = [...new Set(all.map((photo) => photo.image))];
  const photoIds = new Map(
    await mapInPool(images, 4, async (image) => {
      const { id } = await storePhoto(tx, storage, await renderJpeg(renderIllustrationSvg(image, style)));
      return [image, id] as const;
    }),
  );
  const photoOf = (image: string) => {
    const id = photoIds.get(image);
    if (!id) throw new Error(`Foto demo non salvata: ${image}`);
    return id;
  };
  const row = (
    photo: DemoPhoto,
    kind: string,
    position: number,
    place: { slot?: string; item_key?: string } = {},
  ) => ({
    report_id: reportId,
    photo_id: photoOf(photo.image),
    kind,
    slot: place.slot ?? null,
    item_key: place.item_key ?? null,
    position,
    caption: photo.alt,
  });
  await insertRecords(tx, 'report_photos', [
    ...keyPhotos.map(({ slot, photo }, i) => row(photo, 'key', i, { slot: slot.key })),
    ...itemPhotos.map(({ item, photo }, i) => row(photo, 'item', i, { item_key: item.key })),
    ...imperfections.map((photo, i) => row(photo, 'imperfection', i)),
  ]);
  await tx.query('UPDATE reports SET main_photo_id = $1 WHERE id = $2', [
    photoOf(slotIllustrationName(MAIN_PHOTO_SLOT)),
    reportId,
  ]);
}

/**
 * Illustrated photos for the two demo reports with content: every key slot, close-ups and imperfections
 * for the approved one, the first few slots for the one awaiting approval. Stored like uploads.
 */
export async function attachDemoPhotos(
  tx: Queryable,
  storage: PhotoStorage,
  ids: Pick<typeof DEMO_IDS, 'approvedReport' | 'awaitingApprovalReport'>,
): Promise<void> {
  await attachPhotos(tx, storage, ids.approvedReport, GOLF);
  await attachPhotos(tx, storage, ids.awaitingApprovalReport, FIAT_500);
}

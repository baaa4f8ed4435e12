import { KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/checklist';
import {
  renderIllustrationSvg,
  slotIllustrationName,
} from '../../features/photos/illustrations/illustration-catalogue';
import type { IllustrationStyle } from '../../features/photos/illustrations/illustration-style';
import { mapInPool } from '../../features/photos/illustrations/in-pool';
import { keyPhotoAlt } from '../../features/photos/illustrations/key-photo-alt';
import { renderJpeg } from '../../features/photos/illustrations/render-illustration';
import { storePhoto } from '../../features/photos/photo.service';
import type { PhotoStorage } from '../../features/photos/photo-storage';
import type { Queryable } from '../db';
import { type DemoCar, FIAT_500, GOLF } from './demo-cars';
import type { DEMO_IDS } from './demo-ids';
import { insertRecords } from './insert-records';

/** A defect: shown under its checklist item and among the report's imperfections. */
interface CloseUp {
  image: string;
  itemKey: string;
  caption: string;
}

interface DemoPhotoSet {
  car: DemoCar;
  style: Omit<IllustrationStyle, 'odometerKm'>;
  /** Key photo slots to fill; the main photo is the front three-quarter view. */
  slots: readonly string[];
  closeUps: readonly CloseUp[];
}

const ALL_SLOTS = [...KEY_PHOTO_SLOTS.exterior, ...KEY_PHOTO_SLOTS.interior];
const MAIN_SLOT = 'front_left_three_quarter';

const GOLF_PHOTOS: DemoPhotoSet = {
  car: GOLF,
  style: {
    seed: 'demo-golf',
    bodyColour: '#7b8086',
    interiorColour: '#3d4046',
    shape: 'compact',
    grille: 'bar',
    powertrain: 'diesel',
    transmission: 'manual',
    badge: 'Golf',
    keyCount: 2,
    serviceBook: 'complete',
  },
  slots: ALL_SLOTS.map((slot) => slot.key),
  closeUps: [
    {
      image: 'scratch',
      itemKey: 'ext_body_paint',
      caption: 'Graffio profondo sulla porta posteriore destra',
    },
    {
      image: 'windscreen-chip',
      itemKey: 'ext_windscreen',
      caption: 'Scheggiatura di 4 mm sul parabrezza',
    },
    {
      image: 'curb-rash',
      itemKey: 'tyr_wheels',
      caption: 'Segni da marciapiede sul cerchio anteriore destro',
    },
    {
      image: 'worn-brake-disc',
      itemKey: 'tyr_front_brakes',
      caption: 'Disco anteriore con scalino evidente',
    },
  ],
};

// The report still awaiting approval has the photos a technician uploads first.
const FIAT_PHOTOS: DemoPhotoSet = {
  car: FIAT_500,
  style: {
    seed: 'demo-500',
    bodyColour: '#efece4',
    interiorColour: '#cfc6b4',
    shape: 'city-car',
    grille: 'wide',
    powertrain: 'petrol',
    transmission: 'manual',
    badge: '500',
    keyCount: 2,
    serviceBook: 'partial',
  },
  slots: [
    'front',
    'left_side',
    MAIN_SLOT,
    'rear_right_three_quarter',
    'rear',
    'engine_bay',
    'dashboard',
    'instrument_cluster',
  ],
  closeUps: [
    {
      image: 'oil-leak',
      itemKey: 'eng_oil_leaks',
      caption: 'Trasudamento di olio dal coperchio punterie',
    },
  ],
};

async function attachPhotos(tx: Queryable, storage: PhotoStorage, reportId: string, set: DemoPhotoSet) {
  const style: IllustrationStyle = { ...set.style, odometerKm: set.car.details.odometer };
  const images = [...new Set([...set.slots.map(slotIllustrationName), ...set.closeUps.map((c) => c.image)])];
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
    image: string,
    kind: string,
    position: number,
    fields: { slot?: string; item_key?: string; caption: string },
  ) => ({
    report_id: reportId,
    photo_id: photoOf(image),
    kind,
    slot: fields.slot ?? null,
    item_key: fields.item_key ?? null,
    position,
    caption: fields.caption,
  });
  const carName = `${set.car.details.brand} ${set.car.details.model}`;
  const slots = ALL_SLOTS.filter((slot) => set.slots.includes(slot.key));
  await insertRecords(tx, 'report_photos', [
    ...slots.map((slot, i) =>
      row(slotIllustrationName(slot.key), 'key', i, { slot: slot.key, caption: keyPhotoAlt(carName, slot) }),
    ),
    ...set.closeUps.map((c, i) => row(c.image, 'item', i, { item_key: c.itemKey, caption: c.caption })),
    ...set.closeUps.map((c, i) => row(c.image, 'imperfection', i, { caption: c.caption })),
  ]);
  await tx.query('UPDATE reports SET main_photo_id = $1 WHERE id = $2', [
    photoOf(slotIllustrationName(MAIN_SLOT)),
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
  await attachPhotos(tx, storage, ids.approvedReport, GOLF_PHOTOS);
  await attachPhotos(tx, storage, ids.awaitingApprovalReport, FIAT_PHOTOS);
}

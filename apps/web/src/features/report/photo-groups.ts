import type { KeyPhoto, Report } from '@verificauto/shared/contracts/report';
import { KEY_PHOTO_SLOTS, type KeyPhotoSlot } from '@verificauto/shared/domain/checklist';
import type { GalleryPhoto } from './gallery/photo-gallery';

export interface PhotoGroup {
  key: 'exterior' | 'interior' | 'imperfections';
  title: 'Esterni' | 'Interni' | 'Imperfezioni';
  photos: GalleryPhoto[];
}

/** Key photos in the order of their slots, captioned with the slot's name. */
function keyPhotos(photos: readonly KeyPhoto[], slots: readonly KeyPhotoSlot[]): GalleryPhoto[] {
  const order = (slot: string) => {
    const position = slots.findIndex((s) => s.key === slot);
    return position === -1 ? slots.length : position;
  };
  return [...photos]
    .sort((a, b) => order(a.slot) - order(b.slot))
    .map(({ slot, photo }) => ({
      photo,
      caption: slots.find((s) => s.key === slot)?.label ?? photo.alt,
    }));
}

/**
 * The product rules (docs/product.md#report-page): photos grouped Esterni, Interni, Imperfezioni; empty
 * groups are left out.
 */
export function photoGroups(report: Report): PhotoGroup[] {
  const groups: PhotoGroup[] = [
    {
      key: 'exterior',
      title: 'Esterni',
      photos: keyPhotos(report.key_photos.exterior, KEY_PHOTO_SLOTS.exterior),
    },
    {
      key: 'interior',
      title: 'Interni',
      photos: keyPhotos(report.key_photos.interior, KEY_PHOTO_SLOTS.interior),
    },
    {
      key: 'imperfections',
      title: 'Imperfezioni',
      photos: report.key_photos_imperfections.map((photo, index) => ({
        photo,
        caption: photo.alt || `Imperfezione ${index + 1}`,
      })),
    },
  ];
  return groups.filter((group) => group.photos.length > 0);
}

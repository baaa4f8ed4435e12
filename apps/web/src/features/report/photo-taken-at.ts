import type { Photo } from '@verificauto/shared/contracts/report';
import { formatDateTime } from '@verificauto/shared/domain/format';

/** When a photo was taken, in Italian time: 'Scattata il 15/1/2026 alle 10:12'; null when not known. */
export function photoTakenText(photo: Photo): string | null {
  return photo.taken_at ? `Scattata il ${formatDateTime(photo.taken_at)}` : null;
}

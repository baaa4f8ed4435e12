import type { DraftPhoto, ReportDraft } from '@verificauto/shared/contracts/workshop';
import { findItem, KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/checklist';
import { checkInOpensAt } from '@verificauto/shared/domain/inspection-check-in';
import type { Queryable } from '../../db/db';
import { photoToDto } from '../../lib/photo-dto';
import { photoLinkExpiry, signedVariantUrl } from '../../lib/photo-link';
import { awaitsCheckIn } from './check-in-rule';
import { type DraftContent, photoIdsOf, readContent } from './draft-content';
import {
  type DraftPhotoRow,
  type DraftRow,
  findDraftPhotos,
  type WorkshopInspectionRow,
} from './workshop.repository';

const SLOT_LABELS = new Map(
  [...KEY_PHOTO_SLOTS.exterior, ...KEY_PHOTO_SLOTS.interior].map((slot) => [slot.key, slot.label]),
);

/** What each photo shows, for its alt text. */
function altTexts(content: DraftContent): Map<string, string> {
  const alts = new Map<string, string>();
  for (const [index, id] of content.imperfections.entries()) {
    alts.set(id, content.imperfection_captions[id] ?? `Imperfezione ${index + 1}`);
  }
  for (const [key, item] of Object.entries(content.items)) {
    for (const id of item.photos) alts.set(id, findItem(key)?.label ?? 'Foto');
  }
  for (const [slot, id] of Object.entries(content.key_photos)) alts.set(id, SLOT_LABELS.get(slot) ?? 'Foto');
  return alts;
}

interface LinkSecret {
  photoUrlSecret: string;
}

/** A draft photo with signed links: only the technician's editor shows it (decision 026). */
export function draftPhotoDto(
  secret: LinkSecret,
  row: DraftPhotoRow,
  alt: string,
  now = Date.now(),
): DraftPhoto {
  const url = signedVariantUrl(secret.photoUrlSecret, photoLinkExpiry(now));
  return { ...photoToDto(row, alt, url), id: row.id, taken_at: row.taken_at };
}

export async function draftToDto(
  deps: LinkSecret & { db: Queryable },
  inspection: Pick<WorkshopInspectionRow, 'id' | 'booked_at' | 'car_license_plate' | 'checked_in_at'>,
  draft: DraftRow,
): Promise<ReportDraft> {
  const content = readContent(draft.content);
  const rows = await findDraftPhotos(deps.db, inspection.id, photoIdsOf(content));
  const alts = altTexts(content);
  const now = Date.now();
  return {
    uuid: inspection.id,
    booked_at: inspection.booked_at.toISOString(),
    car_license_plate: inspection.car_license_plate,
    check_in_opens_at: checkInOpensAt(inspection.booked_at).toISOString(),
    checked_in_at: inspection.checked_in_at?.toISOString() ?? null,
    awaiting_check_in: awaitsCheckIn(inspection, draft),
    state: draft.state,
    revision: draft.revision,
    updated_at: draft.updated_at.toISOString(),
    returned_note: draft.returned_note,
    ...content,
    photos: Object.fromEntries(
      rows.map((row) => [row.id, draftPhotoDto(deps, row, alts.get(row.id) ?? 'Foto', now)]),
    ),
  };
}

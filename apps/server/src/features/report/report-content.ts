import type { Report, ReportItem } from '@verificauto/shared/contracts/report';
import type { CategoryKey } from '@verificauto/shared/domain/categories';
import { type ChecklistItemDef, findCategory, KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/checklist';
import { notCheckedReasonLabel } from '@verificauto/shared/domain/not-checked-reasons';
import { type ReportItemValues, severityOfRow } from '../../db/report-item-row';
import { photoToDto, type VariantUrl } from '../../lib/photo-dto';
import type { ReportContentRow, ReportPhotoRow } from './report.repository';

type ReportContent = Pick<Report, 'items' | 'key_photos' | 'key_photos_imperfections' | 'odometer_readings'>;

function groupBy(photos: readonly ReportPhotoRow[], keyOf: (photo: ReportPhotoRow) => string | null) {
  const groups = new Map<string, ReportPhotoRow[]>();
  for (const photo of photos) {
    const key = keyOf(photo);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(photo);
    else groups.set(key, [photo]);
  }
  return groups;
}

const euros = (cents: number | null) => (cents === null ? null : Math.round(cents / 100));

function toItem(
  row: ReportItemValues,
  def: ChecklistItemDef,
  photos: readonly ReportPhotoRow[],
  variantUrl: VariantUrl,
): ReportItem {
  return {
    key: row.item_key,
    value: row.value_rating ?? row.value_text,
    // A reason belongs to 'Non controllato.' only; the buyer reads its label.
    not_checked_reason: row.value_rating === 0 ? notCheckedReasonLabel(row.not_checked_reason) : null,
    description: row.description,
    photos: photos.map((photo) => photoToDto(photo, photo.caption ?? def.label, variantUrl)),
    minRepairCost: euros(row.min_repair_cost_cents),
    maxRepairCost: euros(row.max_repair_cost_cents),
    severity: severityOfRow(row),
  };
}

/**
 * Items in catalogue order (only those the technician filled in), key photos in slot order; every photo
 * with the URLs `variantUrl` makes (signed: decision 026).
 */
export function buildReportContent(
  { items, photos, odometer_readings }: ReportContentRow,
  variantUrl: VariantUrl,
): ReportContent {
  const itemRows = new Map(items.map((row) => [row.item_key, row]));
  const photosOf = (kind: ReportPhotoRow['kind']) => photos.filter((photo) => photo.kind === kind);
  const itemPhotos = groupBy(photosOf('item'), (photo) => photo.item_key);
  const slotPhotos = groupBy(photosOf('key'), (photo) => photo.slot);

  const itemsOf = (category: CategoryKey) =>
    findCategory(category).items.flatMap((def) => {
      const row = itemRows.get(def.key);
      return row ? [toItem(row, def, itemPhotos.get(def.key) ?? [], variantUrl)] : [];
    });
  const keyPhotosOf = (group: keyof typeof KEY_PHOTO_SLOTS) =>
    KEY_PHOTO_SLOTS[group].flatMap((slot) =>
      (slotPhotos.get(slot.key) ?? []).map((photo) => ({
        slot: slot.key,
        photo: photoToDto(photo, photo.caption ?? slot.label, variantUrl),
      })),
    );

  return {
    items: {
      exterior: itemsOf('exterior'),
      interior: itemsOf('interior'),
      engine: itemsOf('engine'),
      tyres_and_suspension: itemsOf('tyres_and_suspension'),
      road_test: itemsOf('road_test'),
      documents: itemsOf('documents'),
      diagnostics: itemsOf('diagnostics'),
    },
    key_photos: { exterior: keyPhotosOf('exterior'), interior: keyPhotosOf('interior') },
    key_photos_imperfections: photosOf('imperfection').map((photo, index) =>
      photoToDto(photo, photo.caption ?? `Imperfezione ${index + 1}`, variantUrl),
    ),
    odometer_readings: odometer_readings.map(({ source, date, km }) => ({ source, date, km })),
  };
}

import type { Queryable } from '../../../db/db';
import type { ReportItemRow } from '../../../db/report-item-row';
import { AppError } from '../../../lib/app-error';
import { reportFingerprint, type SealContent, type SealedPhoto, sealedItem, sha256Hex } from './report-seal';
import { loadSealRows, type StoredPhotoRow, saveMissingPhotoHash } from './report-seal.repository';

/** Reads a stored file; the app's photo storage (features/photos/photo-storage.ts) fits. */
export interface PhotoFiles {
  get(key: string): Promise<Buffer | undefined>;
}

// The layout of features/photos/photo.service.ts: the untouched upload sits at `<storage_key>/original`.
const originalKey = (storageKey: string) => `${storageKey}/original`;

const PHOTO_MISSING =
  'Una foto del report non si trova più nell’archivio: il report non può essere sigillato. Chiedi all’officina di caricarla di nuovo.';

/** The photo's SHA-256, computed from its original and saved when it was stored before hashes existed. */
async function photoHash(tx: Queryable, files: PhotoFiles, photo: StoredPhotoRow): Promise<string> {
  if (photo.sha256) return photo.sha256;
  const original = await files.get(originalKey(photo.storage_key));
  if (!original) throw new AppError(409, 'photo_missing', PHOTO_MISSING);
  const sha256 = sha256Hex(original);
  await saveMissingPhotoHash(tx, photo.photo_id, sha256);
  return sha256;
}

// Plain code-point order, so that the order never depends on the database's collation.
const compareText = (a: string | null, b: string | null) => {
  const x = a ?? '';
  const y = b ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
};
const KIND_ORDER: Readonly<Record<SealedPhoto['kind'], number>> = { key: 0, item: 1, imperfection: 2 };

const itemOrder = (a: ReportItemRow, b: ReportItemRow) =>
  compareText(a.category, b.category) || compareText(a.item_key, b.item_key);

/** Key photos by slot order, item photos by item and position, imperfections by position. */
const photoOrder = (a: SealedPhoto, b: SealedPhoto) =>
  KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
  compareText(a.item_key, b.item_key) ||
  a.position - b.position ||
  compareText(a.slot, b.slot) ||
  compareText(a.sha256, b.sha256);

/** The report's content as sealed, in a stable order, with every photo's hash. */
export async function sealContent(
  tx: Queryable,
  files: PhotoFiles,
  report: { id: string; uuid: string; car_license_plate: string },
): Promise<SealContent> {
  const rows = await loadSealRows(tx, report.id);
  const photos: SealedPhoto[] = [];
  for (const row of rows.photos) {
    const { photo_id, storage_key, sha256, ...place } = row;
    photos.push({ ...place, sha256: await photoHash(tx, files, row) });
  }
  const mainPhotoSha256 = rows.mainPhoto ? await photoHash(tx, files, rows.mainPhoto) : null;
  // A report without fault codes seals as before they existed, so that older fingerprints still match
  // (decision 052).
  const { fault_codes, ...columns } = rows.report;
  const faultCodes = Array.isArray(fault_codes) && fault_codes.length > 0 ? { fault_codes } : {};
  return {
    uuid: report.uuid,
    car_license_plate: report.car_license_plate,
    report: { ...columns, ...faultCodes, main_photo_sha256: mainPhotoSha256 },
    items: [...rows.items].sort(itemOrder).map(sealedItem),
    photos: photos.sort(photoOrder),
    odometer_readings: rows.odometerReadings.length > 0 ? rows.odometerReadings : undefined,
  };
}

/** The fingerprint of the report as it is now (inside the approval's transaction). */
export const sealReport = async (
  tx: Queryable,
  files: PhotoFiles,
  report: { id: string; uuid: string; car_license_plate: string },
): Promise<string> => reportFingerprint(await sealContent(tx, files, report));

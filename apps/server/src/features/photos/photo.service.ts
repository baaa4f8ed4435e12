import { createHash, randomUUID } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { Queryable } from '../../db/db';
import { AppError, notFound } from '../../lib/app-error';
import { PAGE_VARIANT_WIDTHS } from '../../lib/photo-dto';
import { verifyPhotoLink } from '../../lib/photo-link';
import { findPhoto, insertPhoto } from './photo.repository';
import { decode, MAX_INPUT_PIXELS, notAnImage, readImageHeader } from './photo-decoding';
import type { PhotoStorage } from './photo-storage';
import { deviceTakenAt, exifTakenAt } from './photo-taken-at';

/** The sizes the report page chooses from (srcset); never wider than the original. */
export const VARIANT_WIDTHS = PAGE_VARIANT_WIDTHS;
/** The full-screen gallery's size on a 2× screen (decision 069): the long side at most this. */
export const FULL_SCREEN_LONG_SIDE = 2560;
export const WEBP_QUALITY = 78;
const ORIGINAL_JPEG_QUALITY = 92;

export const PHOTO_NOT_FOUND = 'Foto non trovata.';
export const PHOTO_LINK_INVALID = 'Il link della foto non è valido o è scaduto: ricarica la pagina.';

/** The photo's files sit under its storage key: `<key>/original` and `<key>/<width>.webp`. */
const originalKey = (storageKey: string) => `${storageKey}/original`;
const variantKey = (storageKey: string, width: number) => `${storageKey}/${width}.webp`;

/** The page's widths, then the full-screen one when the photo is wider than the page's largest. */
export function variantWidthsFor(originalWidth: number, originalHeight: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w <= originalWidth);
  const scale = Math.min(1, FULL_SCREEN_LONG_SIDE / Math.max(originalWidth, originalHeight));
  const fullScreen = Math.round(originalWidth * scale);
  if (fullScreen > Math.max(...VARIANT_WIDTHS)) widths.push(fullScreen);
  return widths.length ? widths : [originalWidth];
}

interface UprightImage {
  pipeline: Sharp;
  width: number;
  height: number;
  hasAlpha: boolean;
  /** From the file's EXIF, read here because the stored files have none. */
  takenAt: Date | undefined;
}

async function uprightImage(image: Buffer): Promise<UprightImage> {
  const meta = await readImageHeader(image);
  const pipeline = sharp(image, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });
  const { width, height } = meta.autoOrient;
  return { pipeline, width, height, hasAlpha: meta.hasAlpha, takenAt: exifTakenAt(meta.exif) };
}

interface EncodedPhoto {
  original: { data: Buffer; contentType: string };
  variants: { width: number; data: Buffer }[];
}

/**
 * Upright, without metadata (EXIF, GPS); the original keeps its transparency as PNG, otherwise JPEG,
 * written as it is decoded: optimised Huffman tables would hold every DCT coefficient of the photo
 * (6 bytes a pixel, 300 MB at 50 megapixels) to save a few per cent of a file no page loads.
 */
async function encode({ pipeline, width, height, hasAlpha }: UprightImage): Promise<EncodedPhoto> {
  const original = hasAlpha
    ? pipeline.clone().png()
    : pipeline.clone().jpeg({ quality: ORIGINAL_JPEG_QUALITY, optimiseCoding: false });
  const [originalData, ...variants] = await Promise.all([
    decode(original),
    ...variantWidthsFor(width, height).map(async (w) => ({
      width: w,
      data: await decode(pipeline.clone().resize({ width: w }).webp({ quality: WEBP_QUALITY })),
    })),
  ]);
  return { original: { data: originalData, contentType: hasAlpha ? 'image/png' : 'image/jpeg' }, variants };
}

/**
 * Stores an uploaded photo once: the original (kept, never sent to the report page) and its WebP
 * variants, with when it was taken (the file's EXIF, else the time the device read before resizing it,
 * else now) and the SHA-256 of the stored original (the report's seal). Rejects anything that is not a
 * JPEG, PNG, WebP, AVIF or TIFF image with a 400, and one that would take too much memory to decode with
 * a 413, before decoding it.
 */
export async function storePhoto(
  db: Queryable,
  storage: PhotoStorage,
  image: Buffer,
  /** What the device read from the file's EXIF before resizing it (the upload's `taken_at`). */
  device: { takenAt?: string } = {},
): Promise<{ id: string; width: number; height: number }> {
  const upright = await uprightImage(image);
  const { width, height } = upright;
  const encoded = await encode(upright).catch(() => {
    throw notAnImage();
  });
  const id = randomUUID();
  const storageKey = `photos/${id}`;
  await storage.put(originalKey(storageKey), encoded.original.data);
  await Promise.all(encoded.variants.map((v) => storage.put(variantKey(storageKey, v.width), v.data)));
  await insertPhoto(db, {
    id,
    storage_key: storageKey,
    content_type: encoded.original.contentType,
    width,
    height,
    variant_widths: encoded.variants.map((v) => v.width),
    taken_at: upright.takenAt ?? deviceTakenAt(device.takenAt, new Date()) ?? new Date(),
    sha256: createHash('sha256').update(encoded.original.data).digest('hex'),
  });
  return { id, width, height };
}

export interface PhotoVariant {
  data: Buffer;
  /** How long the reader may keep it to themselves; null: anyone may keep it for good. */
  privateForSeconds: number | null;
}

/**
 * One stored WebP variant for whoever the URL admits (decision 026): with a valid signed link, until the
 * link expires; without one, only the main image of an approved report. A bad link is refused (403)
 * before any database access; an unknown photo or width, or a photo that is not public requested without
 * a link, is the same 404.
 */
export async function readPhotoVariant(
  { db, storage, photoUrlSecret }: { db: Queryable; storage: PhotoStorage; photoUrlSecret: string },
  { id, width }: { id: string; width: string },
  link: { exp?: string; sig?: string },
): Promise<PhotoVariant> {
  const signed = link.exp !== undefined || link.sig !== undefined;
  const secondsLeft = signed ? verifyPhotoLink(photoUrlSecret, id, link, Date.now()) : null;
  if (signed && secondsLeft === null) throw new AppError(403, 'photo_link_invalid', PHOTO_LINK_INVALID);
  const photo = await findPhoto(db, id);
  const stored = photo?.variant_widths.find((w) => String(w) === width);
  if (!photo || stored === undefined || !(signed || photo.is_public)) throw notFound(PHOTO_NOT_FOUND);
  const data = await storage.get(variantKey(photo.storage_key, stored));
  if (!data) throw notFound(PHOTO_NOT_FOUND);
  return { data, privateForSeconds: secondsLeft };
}

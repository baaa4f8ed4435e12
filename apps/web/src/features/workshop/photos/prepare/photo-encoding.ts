/** The long side of a photo as sent: sharp in the full-screen gallery of a 2× screen (decision 069). */
export const MAX_LONG_SIDE = 2560;
/**
 * WebP or JPEG quality that keeps a scratch or a rust spot readable at full size. Chromium's WebP keeps the
 * sensor's noise above 0.8: 0.85 doubles a photo's bytes (decision 069).
 */
export const PHOTO_QUALITY = 0.8;
/** What the server reads as it is; anything else (HEIC) is better sent re-encoded whatever its size. */
const SERVER_FORMATS = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface EncodedPhoto {
  blob: Blob;
  /** Whether the photo was made smaller than it was taken. */
  scaled: boolean;
}

/** The size a photo is sent at: its long side at most MAX_LONG_SIDE, never enlarged. */
export function scaledSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_LONG_SIDE / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * What to upload: the re-encoded photo when it was scaled down or the original is in a format the server
 * may not read, otherwise whichever is smaller; the original when the browser could not decode it.
 */
export function chooseUpload(original: Blob, encoded: EncodedPhoto | undefined): Blob {
  if (!encoded) return original;
  if (encoded.scaled || !SERVER_FORMATS.has(original.type)) return encoded.blob;
  return encoded.blob.size < original.size ? encoded.blob : original;
}

/**
 * Decodes the photo upright (its EXIF orientation applied), scales it and encodes it as WebP, or JPEG
 * where the browser cannot write WebP (Safari gives back a PNG). Works in a worker and on the main thread;
 * undefined where the browser has no OffscreenCanvas. Throws when it cannot decode the file.
 */
export async function encodePhoto(file: Blob): Promise<EncodedPhoto | undefined> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return undefined;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = scaledSize(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const webp = await canvas.convertToBlob({ type: 'image/webp', quality: PHOTO_QUALITY });
    const blob =
      webp.type === 'image/webp'
        ? webp
        : await canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_QUALITY });
    return { blob, scaled: size.width < bitmap.width };
  } finally {
    bitmap.close();
  }
}

import type exifrTypes from 'exifr';

interface CaptureTags {
  DateTimeOriginal?: unknown;
  OffsetTimeOriginal?: unknown;
}

// The two tags of the Exif block as written ("2026:03:02 10:15:30", "+01:00"): exifr would read the time
// as local and leave its offset aside. IFD0 cannot be skipped: it points to the Exif block.
const EXIF_OPTIONS: Parameters<typeof exifrTypes.parse>[1] = {
  gps: false,
  exif: { pick: ['DateTimeOriginal', 'OffsetTimeOriginal'] },
  reviveValues: false,
};
const EXIF_TIME = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;
const OFFSET = /^[+-]\d{2}:\d{2}$/;

/**
 * The capture time as an ISO instant with its offset: the camera's own offset when it wrote one, else
 * this device's zone, whose clock the camera used. Undefined for no time or an unset clock (zeros).
 */
export function captureTimeOf(tags: CaptureTags | undefined): string | undefined {
  const match = typeof tags?.DateTimeOriginal === 'string' && EXIF_TIME.exec(tags.DateTimeOriginal.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) {
    return undefined;
  }
  const offset = typeof tags?.OffsetTimeOriginal === 'string' ? tags.OffsetTimeOriginal.trim() : '';
  if (OFFSET.test(offset)) return `${match.slice(1, 4).join('-')}T${match.slice(4, 7).join(':')}${offset}`;
  const local = new Date(year, month - 1, day, hour, minute, second);
  return Number.isNaN(local.getTime()) ? undefined : local.toISOString();
}

/**
 * When the photo was taken, from its EXIF DateTimeOriginal, read before re-encoding drops it. exifr's lite
 * build, loaded with the first photo: the editor pays nothing for it before.
 */
export async function readCaptureTime(file: Blob): Promise<string | undefined> {
  try {
    const { default: exifr } = await import('exifr/dist/lite.esm.mjs');
    return captureTimeOf(await exifr.parse(file, EXIF_OPTIONS));
  } catch {
    // Not a format exifr knows, or a broken block: the server takes the upload time.
    return undefined;
  }
}

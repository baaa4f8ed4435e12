import { exifOffsetMinutes, readExifClock } from '@verificauto/shared/domain/exif-time';
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
/**
 * The capture time as an ISO instant with its offset: the camera's own offset when it wrote one, else
 * this device's zone, whose clock the camera used. Undefined for no time or an unset clock (zeros).
 */
export function captureTimeOf(tags: CaptureTags | undefined): string | undefined {
  const clock = typeof tags?.DateTimeOriginal === 'string' ? readExifClock(tags.DateTimeOriginal) : undefined;
  if (!clock) return undefined;
  const { year, month, day, hour, minute, second } = clock;
  const offset = typeof tags?.OffsetTimeOriginal === 'string' ? tags.OffsetTimeOriginal.trim() : '';
  if (exifOffsetMinutes(offset) !== undefined) {
    const two = (n: number) => String(n).padStart(2, '0');
    return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}${offset}`;
  }
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

import { romeInstant } from '@verificauto/shared/domain/booking-slots';
import { exifOffsetMinutes } from '@verificauto/shared/domain/exif-time';
import exifReader from 'exif-reader';

/**
 * When a photo was taken, from the raw EXIF block sharp gives (`metadata().exif`): DateTimeOriginal (Exif
 * IFD), else DateTime (IFD0), each with its sub-seconds. EXIF times are the camera's wall clock; the offset
 * tag of the same time (OffsetTimeOriginal / OffsetTime) says which zone, and without one the workshop's
 * clock, Italian time, is the best guess. Undefined when the block has no readable time. The block is read
 * by exif-reader (docs/decisions/082-exif-reader-and-coverage.md).
 */
export function exifTakenAt(exif: Buffer | undefined): Date | undefined {
  if (!exif) return undefined;
  let tags: exifReader.Exif;
  try {
    tags = exifReader(exif);
  } catch {
    // A malformed block is no reason to refuse the photo: the upload time stands in.
    return undefined;
  }
  const { Image: image, Photo: photo } = tags;
  return (
    toInstant(photo?.DateTimeOriginal, photo?.OffsetTimeOriginal, photo?.SubSecTimeOriginal) ??
    toInstant(image?.DateTime, photo?.OffsetTime, photo?.SubSecTime)
  );
}

const DAY_MS = 86_400_000;
/** Before it, a clock that was never set (cameras reset to 1970, 1980 or 0000): the rule of `readExifClock`. */
const EARLIEST_CAPTURE = Date.UTC(1990, 0, 1);

/**
 * The capture time the device read from the file before resizing it (decision 069), when plausible: not
 * before 1990 and at most a day after `now`. A phone clock a few minutes or hours ahead is kept, so the
 * back office still sees it among the dates to verify (decision 051); a time no photo of today's
 * inspection can have is dropped and the upload time stands in, with no error: the photo is what matters.
 */
export function deviceTakenAt(value: string | undefined, now: Date): Date | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time) || time < EARLIEST_CAPTURE || time > now.getTime() + DAY_MS) return undefined;
  return new Date(time);
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * exif-reader gives a time as the camera's wall clock written as UTC, null when the text is none, and a
 * text tag as a Buffer when it holds other than ASCII: hence the checks despite its types.
 */
function toInstant(wall: unknown, offset: unknown, subSeconds: unknown): Date | undefined {
  if (!(wall instanceof Date) || !(wall.getTime() >= EARLIEST_CAPTURE)) return undefined;
  const seconds = wall.getUTCSeconds() * 1000 + fractionMs(subSeconds);
  const wallMinute = wall.getTime() - wall.getUTCSeconds() * 1000;
  const minutesEast = exifOffsetMinutes(typeof offset === 'string' ? offset : undefined);
  if (minutesEast !== undefined) return new Date(wallMinute - minutesEast * MINUTE_MS + seconds);
  // The hour skipped in spring does not exist in Italy: read it as winter time.
  const instant = romeInstant(wallMinute) ?? wallMinute - HOUR_MS;
  return new Date(instant + seconds);
}

/** SubSecTime* are the digits after the second's decimal point ("25" is 0.25 s), in milliseconds. */
function fractionMs(text: unknown): number {
  const digits = typeof text === 'string' ? text.trim() : '';
  return /^\d+$/.test(digits) ? Math.floor(Number(`0.${digits}`) * 1000) : 0;
}

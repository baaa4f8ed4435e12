import { romeInstant } from '@verificauto/shared/domain/booking-slots';
import { exifOffsetMinutes, readExifClock } from '@verificauto/shared/domain/exif-time';

/**
 * When a photo was taken, from the raw EXIF block sharp gives (`metadata().exif`): DateTimeOriginal (Exif
 * IFD), else DateTime (IFD0). EXIF times are the camera's wall clock; the offset tag of the same time
 * (OffsetTimeOriginal / OffsetTime) says which zone, and without one the workshop's clock, Italian time,
 * is the best guess. Undefined when the block has no readable time.
 */
export function exifTakenAt(exif: Buffer | undefined): Date | undefined {
  if (!exif) return undefined;
  try {
    const tags = readExifTimes(exif);
    if (!tags) return undefined;
    const original = tags.dateTimeOriginal
      ? toInstant(tags.dateTimeOriginal, tags.offsetTimeOriginal)
      : undefined;
    return original ?? (tags.dateTime ? toInstant(tags.dateTime, tags.offsetTime) : undefined);
  } catch {
    // A truncated or malformed block is no reason to refuse the photo: the upload time stands in.
    return undefined;
  }
}

const TAG = {
  dateTime: 0x0132,
  exifIfd: 0x8769,
  dateTimeOriginal: 0x9003,
  offsetTime: 0x9010,
  offsetTimeOriginal: 0x9011,
} as const;
const ASCII = 2;
const LONG = 4;

interface ExifTimes {
  dateTime?: string;
  offsetTime?: string;
  dateTimeOriginal?: string;
  offsetTimeOriginal?: string;
}

function readExifTimes(block: Buffer): ExifTimes | undefined {
  // libvips hands the APP1 payload with its "Exif\0\0" header; a bare TIFF block is accepted too.
  const tiff = block.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? block.subarray(6) : block;
  const order = tiff.subarray(0, 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return undefined;

  const entries = (ifd: number) => {
    const found = new Map<number, { type: number; count: number; at: number }>();
    const count = u16(ifd);
    for (let i = 0; i < count; i++) {
      const at = ifd + 2 + i * 12;
      found.set(u16(at), { type: u16(at + 2), count: u32(at + 4), at: at + 8 });
    }
    return found;
  };
  const ascii = (entry: { type: number; count: number; at: number } | undefined) => {
    if (!entry || entry.type !== ASCII || entry.count === 0) return undefined;
    const start = entry.count <= 4 ? entry.at : u32(entry.at);
    return tiff
      .subarray(start, start + entry.count)
      .toString('latin1')
      .replace(/\0.*$/s, '')
      .trim();
  };

  const ifd0 = entries(u32(4));
  const times: ExifTimes = { dateTime: ascii(ifd0.get(TAG.dateTime)) };
  const pointer = ifd0.get(TAG.exifIfd);
  if (pointer && pointer.type === LONG) {
    const exifIfd = entries(u32(pointer.at));
    times.dateTimeOriginal = ascii(exifIfd.get(TAG.dateTimeOriginal));
    times.offsetTimeOriginal = ascii(exifIfd.get(TAG.offsetTimeOriginal));
    times.offsetTime = ascii(exifIfd.get(TAG.offsetTime));
  }
  return times;
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

function toInstant(text: string, offset: string | undefined): Date | undefined {
  const clock = readExifClock(text);
  if (!clock) return undefined;
  const { year, month, day, hour, minute, second } = clock;
  const wallMinute = Date.UTC(year, month - 1, day, hour, minute);
  const seconds = second * 1000;
  const minutesEast = exifOffsetMinutes(offset);
  if (minutesEast !== undefined) return new Date(wallMinute - minutesEast * MINUTE_MS + seconds);
  // The hour skipped in spring does not exist in Italy: read it as winter time.
  const instant = romeInstant(wallMinute) ?? wallMinute - HOUR_MS;
  return new Date(instant + seconds);
}

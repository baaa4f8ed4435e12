/** A camera's clock reading as EXIF writes it ("2026:03:02 10:15:30"), in the camera's own zone. */
export interface ExifClockReading {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0–59: a leap second (60) is read as 59. */
  second: number;
}

const EXIF_TIME = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/**
 * The fields of an EXIF date and time (DateTimeOriginal, DateTime), read on the phone before a photo is
 * resized (the server reads an original's with exif-reader, by the same rule). Undefined for text that is no
 * time, and for a clock that was never set: cameras write zeros ("0000:00:00 00:00:00") or reset to a year
 * before 1990.
 */
export function readExifClock(text: string): ExifClockReading | undefined {
  const match = EXIF_TIME.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1990 || month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) {
    return undefined;
  }
  if (second > 60) return undefined;
  return { year, month, day, hour, minute, second: Math.min(second, 59) };
}

/** An EXIF offset (OffsetTimeOriginal, "+01:00") in minutes east of UTC, or undefined when it is none. */
export function exifOffsetMinutes(text: string | undefined): number | undefined {
  const zone = text ? OFFSET.exec(text.trim()) : null;
  if (!zone) return undefined;
  return (Number(zone[2]) * 60 + Number(zone[3])) * (zone[1] === '-' ? -1 : 1);
}

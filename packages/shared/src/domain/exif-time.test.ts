import { describe, expect, it } from 'vitest';
import { exifOffsetMinutes, readExifClock } from './exif-time';

describe('readExifClock', () => {
  it('reads the fields of an EXIF time, with or without sub-seconds after it', () => {
    expect(readExifClock('2026:03:02 10:15:30')).toEqual({
      year: 2026,
      month: 3,
      day: 2,
      hour: 10,
      minute: 15,
      second: 30,
    });
    expect(readExifClock(' 2026:03:02T10:15:30.25 ')).toMatchObject({ hour: 10, second: 30 });
  });

  it('takes a leap second as the last one of its minute', () => {
    expect(readExifClock('2016:12:31 23:59:60')).toMatchObject({ minute: 59, second: 59 });
  });

  it('gives nothing for a clock never set, a time that does not exist, or no time', () => {
    for (const text of [
      '0000:00:00 00:00:00',
      '1980:01:01 00:00:00',
      '2026:13:02 10:15:30',
      '2026:03:02 24:00:00',
      '2026-03-02 10:15:30',
      '',
    ]) {
      expect(readExifClock(text), text).toBeUndefined();
    }
  });
});

describe('exifOffsetMinutes', () => {
  it('reads east and west offsets, and nothing else', () => {
    expect(exifOffsetMinutes('+01:00')).toBe(60);
    expect(exifOffsetMinutes('-03:30')).toBe(-210);
    expect(exifOffsetMinutes('Z')).toBeUndefined();
    expect(exifOffsetMinutes(undefined)).toBeUndefined();
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifTakenAt } from './photo-taken-at';

/** The raw EXIF block sharp reads from a small JPEG written with these tags. */
async function exifOf(exif: Record<string, Record<string, string>>): Promise<Buffer | undefined> {
  const image = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif(exif)
    .toBuffer();
  return (await sharp(image).metadata()).exif;
}

describe('exifTakenAt', () => {
  it('reads DateTimeOriginal as Italian time, winter and summer', async () => {
    expect(exifTakenAt(await exifOf({ IFD2: { DateTimeOriginal: '2026:03:02 10:15:30' } }))).toEqual(
      new Date('2026-03-02T09:15:30Z'),
    );
    expect(exifTakenAt(await exifOf({ IFD2: { DateTimeOriginal: '2026:07:10 08:00:05' } }))).toEqual(
      new Date('2026-07-10T06:00:05Z'),
    );
  });

  it('uses the offset the camera wrote with the time', async () => {
    const exif = await exifOf({
      IFD2: { DateTimeOriginal: '2026:07:10 08:00:00', OffsetTimeOriginal: '-05:00' },
    });
    expect(exifTakenAt(exif)).toEqual(new Date('2026-07-10T13:00:00Z'));
  });

  it('prefers DateTimeOriginal to DateTime, and falls back on DateTime', async () => {
    const both = await exifOf({
      IFD0: { DateTime: '2026:05:05 12:00:00' },
      IFD2: { DateTimeOriginal: '2026:05:01 09:00:00' },
    });
    expect(exifTakenAt(both)).toEqual(new Date('2026-05-01T07:00:00Z'));
    expect(exifTakenAt(await exifOf({ IFD0: { DateTime: '2026:01:10 08:00:00' } }))).toEqual(
      new Date('2026-01-10T07:00:00Z'),
    );
  });

  it('gives nothing for no time, an unset camera clock or a broken block', async () => {
    expect(exifTakenAt(undefined)).toBeUndefined();
    expect(exifTakenAt(await exifOf({ IFD0: { Make: 'Verificauto' } }))).toBeUndefined();
    expect(exifTakenAt(await exifOf({ IFD2: { DateTimeOriginal: '0000:00:00 00:00:00' } }))).toBeUndefined();
    const block = await exifOf({ IFD2: { DateTimeOriginal: '2026:03:02 10:15:30' } });
    expect(exifTakenAt(block?.subarray(0, 40))).toBeUndefined();
    expect(exifTakenAt(Buffer.from('not exif at all'))).toBeUndefined();
  });
});

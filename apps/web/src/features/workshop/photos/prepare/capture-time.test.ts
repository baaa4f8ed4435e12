import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { captureTimeOf, readCaptureTime } from './capture-time';

/** A small JPEG as a phone's camera writes it, with these EXIF tags (sharp's names). */
async function photo(exif?: Record<string, Record<string, string>>): Promise<Blob> {
  const image = sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a6ea5' } }).jpeg();
  const data = await (exif ? image.withExif(exif) : image).toBuffer();
  return new Blob([new Uint8Array(data)], { type: 'image/jpeg' });
}

describe('readCaptureTime', () => {
  it('reads DateTimeOriginal with the offset the camera wrote', async () => {
    const file = await photo({
      IFD0: { Make: 'Verificauto', DateTime: '2026:05:05 12:00:00' },
      IFD2: { DateTimeOriginal: '2026:03:02 10:15:30', OffsetTimeOriginal: '+01:00' },
    });
    expect(await readCaptureTime(file)).toBe('2026-03-02T10:15:30+01:00');
  });

  it("reads a time without an offset in this device's zone", async () => {
    const file = await photo({ IFD2: { DateTimeOriginal: '2026:07:10 08:00:05' } });
    expect(await readCaptureTime(file)).toBe(new Date(2026, 6, 10, 8, 0, 5).toISOString());
  });

  it('gives nothing for a photo without EXIF, without the tag, or a file that is not a photo', async () => {
    expect(await readCaptureTime(await photo())).toBeUndefined();
    expect(await readCaptureTime(await photo({ IFD0: { Make: 'Verificauto' } }))).toBeUndefined();
    expect(await readCaptureTime(new Blob(['non è una foto'], { type: 'image/jpeg' }))).toBeUndefined();
  });
});

describe('captureTimeOf', () => {
  it('gives nothing for an unset clock or a time that cannot be', () => {
    expect(captureTimeOf({ DateTimeOriginal: '0000:00:00 00:00:00' })).toBeUndefined();
    expect(captureTimeOf({ DateTimeOriginal: '2026:13:02 10:15:30' })).toBeUndefined();
    expect(captureTimeOf({ DateTimeOriginal: '    :  :     :  :  ' })).toBeUndefined();
    expect(captureTimeOf({ DateTimeOriginal: 20260302 })).toBeUndefined();
    expect(captureTimeOf(undefined)).toBeUndefined();
  });

  it('ignores an offset that is not one', () => {
    expect(captureTimeOf({ DateTimeOriginal: '2026:03:02 10:15:30', OffsetTimeOriginal: 'CET' })).toBe(
      new Date(2026, 2, 2, 10, 15, 30).toISOString(),
    );
  });
});

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

const TAG = { dateTime: 0x0132, exifIfd: 0x8769, dateTimeOriginal: 0x9003, offsetTimeOriginal: 0x9011 };

/**
 * A bare TIFF block in either byte order, which sharp does not write (libvips always writes Intel order):
 * IFD0 with `image`'s text tags and the pointer to the Exif IFD with `exif`'s, each IFD followed by its texts.
 */
function tiffBlock(order: 'II' | 'MM', image: Record<number, string>, exif: Record<number, string>): Buffer {
  const u16 = (value: number) => {
    const bytes = Buffer.alloc(2);
    if (order === 'II') bytes.writeUInt16LE(value);
    else bytes.writeUInt16BE(value);
    return bytes;
  };
  const u32 = (value: number) => {
    const bytes = Buffer.alloc(4);
    if (order === 'II') bytes.writeUInt32LE(value);
    else bytes.writeUInt32BE(value);
    return bytes;
  };
  const header = Buffer.concat([Buffer.from(order, 'latin1'), u16(42), u32(8)]);
  let at = header.length;
  const ifd = (texts: Record<number, string>, exifPointer: boolean) => {
    const entries = Object.entries(texts).map(
      ([tag, text]) => [Number(tag), Buffer.from(`${text}\0`)] as const,
    );
    const count = entries.length + (exifPointer ? 1 : 0);
    let dataAt = at + 2 + count * 12 + 4;
    const data = entries.map(([, bytes]) => bytes);
    const rows = entries.map(([tag, bytes]) => {
      const row = Buffer.concat([u16(tag), u16(2), u32(bytes.length), u32(dataAt)]);
      dataAt += bytes.length;
      return row;
    });
    if (exifPointer) rows.push(Buffer.concat([u16(TAG.exifIfd), u16(4), u32(1), u32(dataAt)]));
    const block = Buffer.concat([u16(count), ...rows, u32(0), ...data]);
    at += block.length;
    return block;
  };
  const imageIfd = ifd(image, true);
  return Buffer.concat([header, imageIfd, ifd(exif, false)]);
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

  it('reads a big-endian block as a little-endian one', () => {
    const exif = { [TAG.dateTimeOriginal]: '2026:07:10 08:00:00', [TAG.offsetTimeOriginal]: '+02:00' };
    for (const order of ['II', 'MM'] as const) {
      expect(exifTakenAt(tiffBlock(order, {}, exif))).toEqual(new Date('2026-07-10T06:00:00Z'));
    }
  });

  it('adds the sub-seconds the camera wrote with the time', async () => {
    const exif = await exifOf({
      IFD2: {
        DateTimeOriginal: '2026:03:02 10:15:30',
        SubSecTimeOriginal: '25',
        OffsetTimeOriginal: '+01:00',
      },
    });
    expect(exifTakenAt(exif)).toEqual(new Date('2026-03-02T09:15:30.250Z'));
  });

  it('falls back on DateTime with its own offset when DateTimeOriginal is missing or unset', async () => {
    const dateTime = { IFD0: { DateTime: '2026:01:10 08:00:00' } };
    expect(exifTakenAt(await exifOf({ ...dateTime, IFD2: { OffsetTime: '+00:00' } }))).toEqual(
      new Date('2026-01-10T08:00:00Z'),
    );
    expect(
      exifTakenAt(await exifOf({ ...dateTime, IFD2: { DateTimeOriginal: '0000:00:00 00:00:00' } })),
    ).toEqual(new Date('2026-01-10T07:00:00Z'));
  });

  it('still reads DateTime when the block ends inside the Exif IFD', () => {
    const block = tiffBlock(
      'MM',
      { [TAG.dateTime]: '2026:01:10 08:00:00' },
      { [TAG.dateTimeOriginal]: '2026:01:09 08:00:00' },
    );
    const exifIfdAt = block.indexOf('2026:01:10 08:00:00') + 20;
    expect(exifTakenAt(block.subarray(0, exifIfdAt + 6))).toEqual(new Date('2026-01-10T07:00:00Z'));
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { preparePhoto } from './prepare-photo';

describe('preparePhoto', () => {
  it('sends the original with its capture time where the browser cannot decode it', async () => {
    const data = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .withExif({ IFD2: { DateTimeOriginal: '2026:03:02 10:15:30', OffsetTimeOriginal: '+01:00' } })
      .toBuffer();
    const file = new Blob([new Uint8Array(data)], { type: 'image/jpeg' });
    // happy-dom has neither createImageBitmap nor OffscreenCanvas, like a browser that cannot decode HEIC.
    expect(await preparePhoto(file)).toEqual({ file, takenAt: '2026-03-02T10:15:30+01:00' });
  });
});

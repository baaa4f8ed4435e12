import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookInspection, postPhoto, setUpWorkshop } from './helpers/report-draft';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof setUpWorkshop>>;
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await setUpWorkshop(ctx);
});
afterAll(() => ctx.close());

const photoCount = async () =>
  (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM photos'))[0]?.n ?? 0;
const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2cbbe2' } })
    .png()
    .toBuffer();
const upload = async (image: Buffer) =>
  postPhoto(
    ctx,
    shop.auth,
    await bookInspection(ctx.db, shop.workshopId, shop.seller.id),
    { kind: 'imperfection' },
    image,
    'image/png',
  );

/** A small PNG whose header (IHDR, CRC recomputed) claims `width` × `height`: sharp reads only the header. */
function pngClaiming(png: Buffer, width: number, height: number): Buffer {
  const claimed = Buffer.from(png);
  claimed.writeUInt32BE(width, 16);
  claimed.writeUInt32BE(height, 20);
  claimed.writeUInt32BE(crc32(claimed.subarray(12, 29)), 29);
  return claimed;
}

async function expectTooLarge(image: Buffer, message: string) {
  const before = await photoCount();
  const res = await upload(image);
  expect(res.statusCode, res.body).toBe(413);
  expect(res.json()).toEqual({ code: 'image_too_large', message });
  expect(await photoCount()).toBe(before);
}

describe('POST /api/workshop/inspections/{uuid}/photos: what the server agrees to decode', () => {
  it('refuses a 100-megapixel PNG (10000 × 10000) with a 413 naming the limit, and stores nothing', async () => {
    await expectTooLarge(
      await flatPng(10_000, 10_000),
      'La foto è troppo grande: la dimensione massima è di 50 megapixel.',
    );
  });

  it('refuses a 16-bit image whose decoded pixels would exceed what a 50-megapixel photo takes', async () => {
    const rgba16 = await sharp({
      create: { width: 16, height: 16, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    const claimed = pngClaiming(rgba16, 6000, 5000);
    expect(await sharp(claimed).metadata()).toMatchObject({
      width: 6000,
      height: 5000,
      channels: 4,
      depth: 'ushort',
    });
    await expectTooLarge(
      claimed,
      'La foto è troppo grande: a 16 bit per canale la dimensione massima è di 25 megapixel.',
    );
  });

  it('accepts the largest photo of a 50-megapixel phone camera (8192 × 6144)', async () => {
    const res = await upload(await flatPng(8192, 6144));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().photo).toMatchObject({ width: 8192, height: 6144 });
  });

  it('decodes at most 2 images at a time: 8 PNGs of 49 megapixels sent at once all succeed', async () => {
    const photo = await flatPng(7000, 7000);
    let decoding = 0;
    const sampler = setInterval(() => {
      decoding = Math.max(decoding, sharp.counters().process);
    }, 2);
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(photo))).finally(() =>
      clearInterval(sampler),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(decoding).toBe(2);
  });
});

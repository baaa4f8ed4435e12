import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_NOT_FOUND, storePhoto } from '../src/features/photos/photo.service';
import { AppError } from '../src/lib/app-error';
import { photoLinkExpiry, signedVariantUrl } from '../src/lib/photo-link';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#224385' } })
    .jpeg()
    .toBuffer();

const store = (image: Buffer) => storePhoto(ctx.db, ctx.app.photoStorage, image);
/** With a signed link, as reports give them out: these photos are in no report (see photos-access.test.ts). */
const variantUrl = (id: string, width: number | string) => {
  const link = signedVariantUrl(ctx.config.photoUrlSecret, photoLinkExpiry(Date.now()))(id, 0).split('?')[1];
  return `/api/photos/${id}/${width}.webp?${link}`;
};
const getVariant = (id: string, width: number | string) => ctx.app.inject(variantUrl(id, width));

const photoRow = async (id: string) =>
  (
    await ctx.db.query<{ storage_key: string; content_type: string; variant_widths: number[] }>(
      'SELECT storage_key, content_type, variant_widths FROM photos WHERE id = $1',
      [id],
    )
  )[0];

/** A small JPEG whose frame header (SOF0) claims `width` × `height` pixels. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const image = Buffer.from(await jpeg(16, 16));
  const sof = image.indexOf(Buffer.from([0xff, 0xc0]));
  image.writeUInt16BE(height, sof + 5);
  image.writeUInt16BE(width, sof + 7);
  return image;
}

async function expectRejected(image: Buffer, code: string, statusCode = 400) {
  const before = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM photos');
  const error = await store(image).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ statusCode, code });
  expect((error as AppError).message).toMatch(/foto/i);
  expect(await ctx.db.query('SELECT count(*)::int AS n FROM photos')).toEqual(before);
}

describe('storePhoto and GET /api/photos/{id}/{width}.webp', () => {
  it('stores the original once and serves WebP variants of 320, 640, 1280 px and its own size', async () => {
    const photo = await store(await jpeg(1600, 1000));
    expect(photo).toEqual({ id: expect.any(String), width: 1600, height: 1000 });
    expect(await photoRow(photo.id)).toEqual({
      storage_key: `photos/${photo.id}`,
      content_type: 'image/jpeg',
      variant_widths: [320, 640, 1280, 1600],
    });
    for (const width of [320, 640, 1280, 1600]) {
      const res = await getVariant(photo.id, width);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 1000) / 1600) });
    }
    const original = await ctx.app.photoStorage.get(`photos/${photo.id}/original`);
    expect((await sharp(original).metadata()).width).toBe(1600);
  });

  it('keeps a variant of 2560 px on the long side for the full-screen gallery of a 2× screen', async () => {
    const landscape = await store(await jpeg(4000, 3000));
    expect((await photoRow(landscape.id))?.variant_widths).toEqual([320, 640, 1280, 2560]);
    const large = await sharp((await getVariant(landscape.id, 2560)).rawPayload).metadata();
    expect(large).toMatchObject({ format: 'webp', width: 2560, height: 1920 });

    const portrait = await store(await jpeg(3000, 4000));
    expect((await photoRow(portrait.id))?.variant_widths).toEqual([320, 640, 1280, 1920]);
    const tall = await sharp((await getVariant(portrait.id, 1920)).rawPayload).metadata();
    expect(tall).toMatchObject({ width: 1920, height: 2560 });
  });

  it('never makes a variant wider than the original, and at least one', async () => {
    const medium = await store(await jpeg(900, 600));
    expect((await photoRow(medium.id))?.variant_widths).toEqual([320, 640]);
    expect((await getVariant(medium.id, 1280)).statusCode).toBe(404);

    const small = await store(await jpeg(200, 150));
    expect((await photoRow(small.id))?.variant_widths).toEqual([200]);
    const res = await getVariant(small.id, 200);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(200);
  });

  it('turns the photo upright from its EXIF orientation and strips the metadata', async () => {
    const sideways = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: '#2cbbe2' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: 'Officina Rossi', Copyright: 'Verificauto' } })
      .toBuffer();
    expect((await sharp(sideways).metadata()).exif).toBeDefined();

    const photo = await store(sideways);
    expect(photo).toMatchObject({ width: 1000, height: 1600 });
    expect((await photoRow(photo.id))?.variant_widths).toEqual([320, 640]);
    const variant = await sharp((await getVariant(photo.id, 640)).rawPayload).metadata();
    expect(variant).toMatchObject({ width: 640, height: 1024 });
    expect(variant.exif).toBeUndefined();
    const original = await sharp(await ctx.app.photoStorage.get(`photos/${photo.id}/original`)).metadata();
    expect(original).toMatchObject({ width: 1000, height: 1600 });
    expect(original.exif).toBeUndefined();
    expect(original.orientation).toBeUndefined();
  });

  it('keeps a transparent original as PNG', async () => {
    const png = await sharp({
      create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const photo = await store(png);
    expect((await photoRow(photo.id))?.content_type).toBe('image/png');
  });

  it('rejects what is not a photo with a 400 in Italian and stores nothing', async () => {
    await expectRejected(Buffer.from('questo non è un file immagine'), 'invalid_image');
    await expectRejected(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
      'invalid_image',
    );
    const truncated = (await jpeg(1600, 1000)).subarray(0, 400);
    await expectRejected(truncated, 'invalid_image');
  });

  it('rejects an image of more than 50 megapixels before decoding it', async () => {
    const huge = await jpegClaiming(10_000, 6_000);
    expect(await sharp(huge).metadata()).toMatchObject({ width: 10_000, height: 6_000 });
    await expectRejected(huge, 'image_too_large', 413);
  });

  it('answers 404 for a width that was not stored or a photo that does not exist', async () => {
    const photo = await store(await jpeg(700, 500));
    for (const url of [
      variantUrl(photo.id, 1280),
      variantUrl(photo.id, '0640'),
      variantUrl(photo.id, 'abc'),
      variantUrl('00000000-0000-4000-8000-000000000000', 640),
    ]) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: 'not_found', message: PHOTO_NOT_FOUND });
    }
    // The original has no URL at all.
    expect((await ctx.app.inject(`/api/photos/${photo.id}/original`)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a uuid', async () => {
    for (const id of ['junk', '123', "1' OR '1'='1"]) {
      const res = await getVariant(encodeURIComponent(id), 640);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code).toBe('invalid_input');
      expect(res.json()).toMatchObject({
        message: 'Identificativo della foto non valido.',
        fields: { id: 'Identificativo della foto non valido.' },
      });
    }
  });
});

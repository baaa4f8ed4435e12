import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3PhotoStorage } from '../src/features/photos/s3-photo-storage';
import { type LocalS3, startLocalS3 } from './helpers/local-s3';
import { setUpWorkshop, smallJpeg, uploadPhoto } from './helpers/report-draft';
import { createTestApp, type TestContext } from './helpers/test-app';

let s3: LocalS3;
let ctx: TestContext;
beforeAll(async () => {
  s3 = await startLocalS3();
  ctx = await createTestApp(s3.env);
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

describe('photos in an S3-compatible store (S3_BUCKET set)', () => {
  it('stores a workshop upload in the bucket, not on disk, and serves it through its signed link', async () => {
    const shop = await setUpWorkshop(ctx);
    const { photo } = await uploadPhoto(
      ctx,
      shop.auth,
      shop.inspectionId,
      { kind: 'imperfection' },
      await smallJpeg('#aa5500'),
    );

    const res = await ctx.app.inject(photo.src);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    // An unpublished photo: a signed link, cached privately for the link's remaining life, as on disk.
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const served = res.rawPayload;
    expect((await sharp(served).metadata()).format).toBe('webp');

    const [row] = await ctx.db.query<{ storage_key: string }>(
      'SELECT storage_key FROM photos WHERE id = $1',
      [photo.id],
    );
    const width = photo.src.match(/\/(\d+)\.webp\?/)?.[1];
    // Another process with the same settings (another instance) finds the same bytes in the bucket.
    const stored = await createS3PhotoStorage(s3.settings).get(`${row?.storage_key}/${width}.webp`);
    expect(stored?.equals(served)).toBe(true);
    expect(await createS3PhotoStorage(s3.settings).get(`${row?.storage_key}/original`)).toBeDefined();

    const uploads = await readdir(path.join(ctx.config.dataDir, 'uploads')).catch(() => []);
    expect(uploads).toEqual([]);
  });

  it('answers 404 for a photo whose file is missing from the bucket', async () => {
    const shop = await setUpWorkshop(ctx, 'Officina Bianchi');
    const { photo } = await uploadPhoto(ctx, shop.auth, shop.inspectionId, { kind: 'imperfection' });
    await ctx.db.query("UPDATE photos SET storage_key = 'photos/cancellata' WHERE id = $1", [photo.id]);
    const res = await ctx.app.inject(photo.src);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Foto non trovata.' });
  });
});

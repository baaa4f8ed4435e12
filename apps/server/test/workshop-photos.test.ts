import { createHash, randomUUID } from 'node:crypto';
import { PHOTO_UPLOAD_MAX_BYTES, PhotoUploadedSchema } from '@verificauto/shared/contracts/workshop';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookInspection, postPhoto, setUpWorkshop, smallJpeg, uploadPhoto } from './helpers/report-draft';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof setUpWorkshop>>;
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await setUpWorkshop(ctx);
});
afterAll(() => ctx.close());

const newInspection = () => bookInspection(ctx.db, shop.workshopId, shop.seller.id);
const photoCount = async () =>
  (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM photos'))[0]?.n ?? 0;
const photoRow = async (id: string) =>
  (
    await ctx.db.query<{ storage_key: string; taken_at: Date; sha256: string; created_at: Date }>(
      'SELECT storage_key, taken_at, sha256, created_at FROM photos WHERE id = $1',
      [id],
    )
  )[0];

describe('POST /api/workshop/inspections/{uuid}/photos', () => {
  it('keeps the time the photo was taken (EXIF, Italian time) and stores it without metadata', async () => {
    const uuid = await newInspection();
    const image = await smallJpeg('#883322', {
      IFD0: { Make: 'Verificauto', Model: 'Telefono di prova' },
      IFD2: { DateTimeOriginal: '2026:03:02 10:15:30' },
    });
    expect((await sharp(image).metadata()).exif).toBeDefined();
    const { photo, draft } = await uploadPhoto(ctx, shop.auth, uuid, { kind: 'key', slot: 'front' }, image);
    expect(photo.taken_at).toBe('2026-03-02T09:15:30.000Z');
    expect(draft.key_photos).toEqual({ front: photo.id });
    expect(draft.photos[photo.id]).toEqual(photo);
    expect(photo.alt).toBe('Anteriore');
    expect(photo.src).toMatch(new RegExp(`^/api/photos/${photo.id}/64\\.webp\\?exp=\\d+&sig=`));

    const row = await photoRow(photo.id);
    expect(row?.taken_at.toISOString()).toBe('2026-03-02T09:15:30.000Z');
    const original = await ctx.app.photoStorage.get(`${row?.storage_key}/original`);
    if (!original) throw new Error('original not stored');
    const meta = await sharp(original).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(64);
    expect(row?.sha256).toBe(createHash('sha256').update(original).digest('hex'));
    // The signed link in the answer opens the photo.
    expect((await ctx.app.inject(photo.src)).statusCode).toBe(200);
  });

  it('takes the upload time when the file does not say when it was taken', async () => {
    const uuid = await newInspection();
    const before = Date.now();
    const { photo } = await uploadPhoto(ctx, shop.auth, uuid, { kind: 'imperfection' });
    const takenAt = Date.parse(photo.taken_at);
    expect(takenAt).toBeGreaterThanOrEqual(before - 1000);
    expect(takenAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('keeps the capture time the device read before resizing, when the file has none', async () => {
    const uuid = await newInspection();
    const target = { kind: 'imperfection', taken_at: '2026-03-02T10:15:30+01:00' } as const;
    const { photo } = await uploadPhoto(ctx, shop.auth, uuid, target);
    expect(photo.taken_at).toBe('2026-03-02T09:15:30.000Z');
    expect((await photoRow(photo.id))?.taken_at.toISOString()).toBe('2026-03-02T09:15:30.000Z');
  });

  it("prefers the file's own EXIF time to the device's", async () => {
    const uuid = await newInspection();
    const image = await smallJpeg('#335577', { IFD2: { DateTimeOriginal: '2026:07:10 08:00:05' } });
    const target = { kind: 'imperfection', taken_at: '2026-07-11T09:00:00Z' } as const;
    const { photo } = await uploadPhoto(ctx, shop.auth, uuid, target, image);
    expect(photo.taken_at).toBe('2026-07-10T06:00:05.000Z');
  });

  it('ignores, without an error, a device time from an unset clock or days ahead; keeps one hours ahead', async () => {
    const uuid = await newInspection();
    const upload = async (takenAt: string) =>
      Date.parse(
        (await uploadPhoto(ctx, shop.auth, uuid, { kind: 'imperfection', taken_at: takenAt })).photo.taken_at,
      );
    for (const takenAt of ['1970-01-01T00:00:00Z', new Date(Date.now() + 3 * 86_400_000).toISOString()]) {
      const before = Date.now();
      const stored = await upload(takenAt);
      expect(stored, takenAt).toBeGreaterThanOrEqual(before - 1000);
      expect(stored, takenAt).toBeLessThanOrEqual(Date.now() + 1000);
    }
    // A phone clock an hour ahead is kept: the back office sees it among the dates to verify (decision 051).
    const hourAhead = new Date(Math.floor(Date.now() / 1000) * 1000 + 3_600_000).toISOString();
    expect(await upload(hourAhead)).toBe(Date.parse(hourAhead));
  });

  it('refuses a capture time that is not a time with a 400 in Italian, storing nothing', async () => {
    const uuid = await newInspection();
    const before = await photoCount();
    const res = await postPhoto(
      ctx,
      shop.auth,
      uuid,
      { kind: 'imperfection', taken_at: 'ieri' },
      await smallJpeg(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_input',
      fields: { taken_at: 'Ora di scatto della foto non valida.' },
    });
    expect(await photoCount()).toBe(before);
  });

  it('links the 2560 px variant for the full-screen gallery only, never in the srcset pages use', async () => {
    const uuid = await newInspection();
    const image = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#556677' } })
      .jpeg()
      .toBuffer();
    const { photo } = await uploadPhoto(ctx, shop.auth, uuid, { kind: 'imperfection' }, image);
    const widths = (srcSet: string | undefined) => srcSet?.split(', ').map((entry) => entry.split(' ')[1]);
    expect(widths(photo.srcSet)).toEqual(['320w', '640w', '1280w']);
    expect(widths(photo.fullScreenSrcSet)).toEqual(['320w', '640w', '1280w', '2560w']);
    const large = photo.fullScreenSrcSet?.split(', ').at(-1)?.split(' ')[0] ?? '';
    expect(large).toMatch(new RegExp(`^/api/photos/${photo.id}/2560\\.webp\\?exp=\\d+&sig=`));
    expect((await ctx.app.inject(large)).statusCode).toBe(200);

    const { photo: small } = await uploadPhoto(ctx, shop.auth, uuid, { kind: 'imperfection' });
    expect(small.fullScreenSrcSet).toBeUndefined();
  });

  it('places photos: a key photo replaces its slot, item photos and imperfections are appended', async () => {
    const uuid = await newInspection();
    const first = await uploadPhoto(ctx, shop.auth, uuid, { kind: 'key', slot: 'rear' });
    const second = await uploadPhoto(ctx, shop.auth, uuid, { kind: 'key', slot: 'rear' });
    expect(second.draft.key_photos).toEqual({ rear: second.photo.id });
    expect(second.draft.photos[first.photo.id]).toBeUndefined();

    const a = await uploadPhoto(ctx, shop.auth, uuid, { kind: 'item', item_key: 'ext_rust' });
    const b = await uploadPhoto(ctx, shop.auth, uuid, { kind: 'item', item_key: 'ext_rust' });
    expect(b.draft.items.ext_rust).toMatchObject({ value: null, photos: [a.photo.id, b.photo.id] });
    expect(b.photo.alt).toBe('Ruggine e corrosione');

    const c = await uploadPhoto(ctx, shop.auth, uuid, { kind: 'imperfection' });
    const d = await uploadPhoto(ctx, shop.auth, uuid, { kind: 'imperfection' });
    expect(d.draft.imperfections).toEqual([c.photo.id, d.photo.id]);
    expect(d.draft.revision).toBe(6);
  });

  it('stores an upload sent twice with the same key once, also when both arrive at once', async () => {
    const uuid = await newInspection();
    const image = await smallJpeg('#115511');
    const client_key = randomUUID();
    const before = await photoCount();
    const first = await uploadPhoto(ctx, shop.auth, uuid, { kind: 'imperfection', client_key }, image);
    const again = await uploadPhoto(ctx, shop.auth, uuid, { kind: 'imperfection', client_key }, image);
    expect(again.photo.id).toBe(first.photo.id);
    expect(again.draft.imperfections).toEqual([first.photo.id]);
    expect(await photoCount()).toBe(before + 1);

    const twin = randomUUID();
    const [x, y] = await Promise.all(
      [1, 2].map(() => postPhoto(ctx, shop.auth, uuid, { kind: 'imperfection', client_key: twin }, image)),
    );
    expect([x?.statusCode, y?.statusCode]).toEqual([200, 200]);
    const [px, py] = [x, y].map((res) => PhotoUploadedSchema.parse(res?.json()));
    expect(px?.photo.id).toBe(py?.photo.id);
    expect(await photoCount()).toBe(before + 2);
    const rows = await ctx.db.query('SELECT 1 FROM draft_photos WHERE inspection_id = $1', [uuid]);
    expect(rows).toHaveLength(2);
    expect(py?.draft.imperfections ?? []).toHaveLength(2);
  });

  it('refuses what is not a photo: 400 for a broken image, 415 for another type, 413 when too large', async () => {
    const uuid = await newInspection();
    const before = await photoCount();

    const broken = await postPhoto(
      ctx,
      shop.auth,
      uuid,
      { kind: 'imperfection' },
      Buffer.from('non è una foto'),
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/non è un’immagine valida/);

    for (const type of ['application/pdf', 'text/plain', 'application/json']) {
      const res = await postPhoto(ctx, shop.auth, uuid, { kind: 'imperfection' }, Buffer.from('{}'), type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({
        code: 'unsupported_photo_type',
        message: 'Formato non supportato: carica una foto JPEG, PNG, WebP o HEIC.',
      });
    }

    const huge = Buffer.alloc(PHOTO_UPLOAD_MAX_BYTES + 1, 0xff);
    const tooLarge = await postPhoto(ctx, shop.auth, uuid, { kind: 'imperfection' }, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      code: 'photo_too_large',
      message: 'La foto è troppo grande: al massimo 15 MB.',
    });
    expect(await photoCount()).toBe(before);
  });

  it('refuses an unknown place for the photo before storing it', async () => {
    const uuid = await newInspection();
    const before = await photoCount();
    const image = await smallJpeg();
    const cases = [
      [{ kind: 'key', slot: 'sunroof' }, 'slot', /Posizione della foto sconosciuta/],
      [{ kind: 'key' }, 'slot', /per quale posizione/],
      [{ kind: 'item', item_key: 'no_such_item' }, 'item_key', /Voce del controllo sconosciuta/],
      [{ kind: 'item' }, 'item_key', /per quale voce/],
    ] as const;
    for (const [target, path, message] of cases) {
      const res = await postPhoto(ctx, shop.auth, uuid, target, image);
      expect(res.statusCode, JSON.stringify(target)).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(res.json().fields).toEqual({ [path]: res.json().message });
    }
    const badKey = await ctx.app.inject({
      method: 'POST',
      url: `/api/workshop/inspections/${uuid}/photos?client_key=abc&kind=imperfection`,
      headers: { ...shop.auth.headers, 'content-type': 'image/jpeg' },
      payload: image,
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toMatch(/Chiave di caricamento non valida/);
    expect(await photoCount()).toBe(before);
  });
});

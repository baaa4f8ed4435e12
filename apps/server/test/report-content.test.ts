import { type InspectionReport, InspectionReportSchema } from '@verificauto/shared/contracts/report';
import { findItem } from '@verificauto/shared/domain/checklist';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePhoto } from '../src/features/photos/photo.service';
import { createUser, type SignedIn, signIn } from './helpers/auth';
import { insertInspection, insertReport, insertRow, insertWorkshop } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let seller: SignedIn;
let inspectionId: string;
let unsealedInspectionId: string;
const FINGERPRINT = 'a3f1c9e07b2d4f68a1e5c3b9d7f2046e8c1a5b3d9f7e2c4a6b8d0f1e3c5a7b9d';
const photoIds: Record<string, string> = {};

const jpeg = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx;
  const store = async (name: string, width = 900, height = 600) => {
    const { id } = await storePhoto(db, ctx.app.photoStorage, await jpeg(width, height, '#224385'));
    photoIds[name] = id;
    return id;
  };
  const user = await createUser(db, { email: 'venditore@example.it' });
  const workshop = await insertWorkshop(db, 'Autofficina Verdi', 'Bologna');
  inspectionId = await insertInspection(db, {
    sellerId: user.id,
    workshopId: workshop,
    bookedAt: '2026-03-02T08:30:00Z',
  });
  const reportId = await insertReport(db, inspectionId, {
    main_photo_id: await store('main', 1600, 1067),
    variant: '1.2 Easy',
    compliance_expiry: '2027-05-31',
    exterior_score: 3.5,
    score_overall: 4.25,
    sealed_at: '2026-03-03T10:20:30.456Z',
    fingerprint: FINGERPRINT,
  });
  // Rows in an order unrelated to the catalogue, with an item the catalogue no longer has.
  const items = [
    { item_key: 'road_summary', category: 'road_test', value_text: 'Nessun rumore anomalo.' },
    { item_key: 'ext_rust', category: 'exterior', value_rating: 0, not_checked_reason: 'not_accessible' },
    // A reason the list no longer has, and one on an item that was checked after all: neither shows.
    { item_key: 'ext_tow_bar', category: 'exterior', value_rating: 0, not_checked_reason: 'retired_reason' },
    {
      item_key: 'ext_windscreen',
      category: 'exterior',
      value_rating: 2,
      not_checked_reason: 'owner_declined',
      description: 'Scheggiatura lato passeggero.',
      min_repair_cost_cents: 8_000,
      max_repair_cost_cents: 15_050,
    },
    { item_key: 'ext_body_paint', category: 'exterior', value_rating: 4 },
    { item_key: 'ext_retired_item', category: 'exterior', value_rating: 3 },
    { item_key: 'tyr_brand_size', category: 'tyres_and_suspension', value_text: 'Michelin 205/55 R16' },
    { item_key: 'int_dashboard', category: 'interior', description: 'Solo nota, senza valutazione.' },
  ];
  for (const item of items) await insertRow(db, 'report_items', { report_id: reportId, ...item });

  const link = async (name: string, fields: Record<string, unknown>) =>
    insertRow(db, 'report_photos', { report_id: reportId, photo_id: photoIds[name], ...fields });
  /** Stores the photos so that the first name gets the highest id: only `position` can put them in order. */
  const storeAgainstIdOrder = async (...names: string[]) => {
    const ids: string[] = [];
    for (const name of names) ids.push(await store(name));
    ids.sort().reverse();
    names.forEach((name, i) => {
      photoIds[name] = ids[i] ?? '';
    });
  };
  await storeAgainstIdOrder('windscreen', 'windscreen-detail');
  await storeAgainstIdOrder('dent', 'scratch');
  for (const name of ['rear', 'front', 'dashboard']) await store(name);
  await link('windscreen-detail', { kind: 'item', item_key: 'ext_windscreen', position: 1 });
  await link('windscreen', { kind: 'item', item_key: 'ext_windscreen', position: 0 });
  await link('rear', { kind: 'key', slot: 'rear', position: 0 });
  // After the rear by position, before it in the catalogue's slot order.
  await link('front', { kind: 'key', slot: 'front', position: 1 });
  await link('dashboard', { kind: 'key', slot: 'dashboard', position: 0, caption: 'Plancia pulita' });
  await link('scratch', { kind: 'imperfection', position: 2, caption: 'Graffio porta' });
  await link('dent', { kind: 'imperfection', position: 1 });
  const takenAt = { main: '2026-03-02T08:35:00.000Z', windscreen: '2026-03-02T08:41:07.250Z' };
  await db.query('UPDATE photos SET taken_at = NULL');
  for (const [name, at] of Object.entries(takenAt)) {
    await db.query('UPDATE photos SET taken_at = $2 WHERE id = $1', [photoIds[name], at]);
  }
  unsealedInspectionId = await insertInspection(db, { sellerId: user.id, workshopId: workshop });
  await insertReport(db, unsealedInspectionId, { backoffice_state: null });
  seller = await signIn(ctx.app, user.email);
});
afterAll(() => ctx.close());

const readReport = async () => {
  const res = await ctx.app.inject({ url: `/api/report/${inspectionId}`, headers: seller.headers });
  expect(res.statusCode).toBe(200);
  return InspectionReportSchema.parse(res.json());
};

const SIGNED_LINK = /\?exp=\d+&sig=[\w-]+/g;
/** The report with the photos' signed links cut off (photos-access.test.ts tests them). */
const readReportUnsigned = async (): Promise<InspectionReport> =>
  JSON.parse(JSON.stringify(await readReport()).replace(SIGNED_LINK, ''));

const photoOf = (name: string) => `/api/photos/${photoIds[name]}/640.webp`;

describe('GET /api/report/{uuid}: the full report', () => {
  it('returns the inspection, its workshop and every report field of the contract', async () => {
    const body = await readReport();
    expect(body).toMatchObject({
      uuid: inspectionId,
      inspected_at: '2026-03-02T08:30:00.000Z',
      workshop: { name: 'Autofficina Verdi', city: 'Bologna' },
      access: { role: 'seller', access_until: null },
    });
    expect(body.report).toMatchObject({
      report_number: expect.any(Number),
      backoffice_state: 'approved',
      verdict_datecompleted: '2026-03-02T15:00:00.000Z',
      brand: 'Fiat',
      model: 'Panda',
      variant: '1.2 Easy',
      year: 2019,
      odometer: 84_500,
      compliance_expiry: '2027-05-31',
      exterior_score: 3.5,
      interior_score: null,
      score_overall: 4.25,
    });
  });

  it('lists the items the technician filled in, in catalogue order, with repair costs in whole euros', async () => {
    const { items } = (await readReport()).report;
    expect(items.exterior.map((i) => i.key)).toEqual([
      'ext_body_paint',
      'ext_windscreen',
      'ext_rust',
      'ext_tow_bar',
    ]);
    expect(items.interior.map((i) => i.key)).toEqual(['int_dashboard']);
    expect(items.engine).toEqual([]);
    expect(items.tyres_and_suspension.map((i) => i.value)).toEqual(['Michelin 205/55 R16']);
    expect(items.road_test.map((i) => i.value)).toEqual(['Nessun rumore anomalo.']);

    const windscreen = items.exterior[1];
    expect(windscreen).toMatchObject({
      value: 2,
      description: 'Scheggiatura lato passeggero.',
      minRepairCost: 80,
      maxRepairCost: 151,
    });
    expect(items.exterior[2]).toMatchObject({ value: 0, minRepairCost: null, maxRepairCost: null });
    expect(items.interior[0]).toMatchObject({ value: null, description: 'Solo nota, senza valutazione.' });
  });

  it('gives each item its photos by position, in responsive sizes, with the item label as alt text', async () => {
    const windscreen = (await readReportUnsigned()).report.items.exterior[1];
    expect(windscreen?.photos.map((p) => p.src)).toEqual([
      photoOf('windscreen'),
      photoOf('windscreen-detail'),
    ]);
    expect(windscreen?.photos[0]).toEqual({
      src: photoOf('windscreen'),
      srcSet: `/api/photos/${photoIds.windscreen}/320.webp 320w, /api/photos/${photoIds.windscreen}/640.webp 640w`,
      width: 900,
      height: 600,
      alt: findItem('ext_windscreen')?.label,
      taken_at: '2026-03-02T08:41:07.250Z',
    });
    expect(windscreen?.photos[1]?.taken_at).toBeNull();
    const signed = (await readReport()).report.items.exterior[1]?.photos[0]?.src ?? '';
    const image = await ctx.app.inject(signed);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('orders key photos by catalogue slot and imperfections by position', async () => {
    const { report } = await readReportUnsigned();
    expect(report.main_image).toMatchObject({
      src: photoOf('main'),
      width: 1600,
      height: 1067,
      alt: 'Fiat Panda',
      taken_at: '2026-03-02T08:35:00.000Z',
    });
    expect(report.main_image?.srcSet).toContain('1280w');
    expect(report.key_photos.exterior).toEqual([
      { slot: 'front', photo: expect.objectContaining({ src: photoOf('front'), alt: 'Anteriore' }) },
      { slot: 'rear', photo: expect.objectContaining({ src: photoOf('rear'), alt: 'Posteriore' }) },
    ]);
    expect(report.key_photos.interior).toEqual([
      { slot: 'dashboard', photo: expect.objectContaining({ alt: 'Plancia pulita' }) },
    ]);
    expect(report.key_photos_imperfections.map((p) => [p.src, p.alt])).toEqual([
      [photoOf('dent'), 'Imperfezione 1'],
      [photoOf('scratch'), 'Graffio porta'],
    ]);
  });

  it('gives the label of why an item rated 0 was not checked, and nothing for any other item', async () => {
    const { items } = (await readReport()).report;
    expect(items.exterior.map((i) => [i.key, i.not_checked_reason])).toEqual([
      ['ext_body_paint', null],
      ['ext_windscreen', null],
      ['ext_rust', 'Non accessibile senza smontaggi'],
      ['ext_tow_bar', null],
    ]);
    expect(items.road_test[0]?.not_checked_reason).toBeNull();
  });

  it('shows the seal of a sealed report, and none before', async () => {
    expect((await readReport()).report.seal).toEqual({
      sealed_at: '2026-03-03T10:20:30.456Z',
      fingerprint: FINGERPRINT,
    });
    const res = await ctx.app.inject({ url: `/api/report/${unsealedInspectionId}`, headers: seller.headers });
    expect(res.statusCode).toBe(200);
    expect(InspectionReportSchema.parse(res.json()).report.seal).toBeNull();
  });

  it('never links an original', async () => {
    const body = JSON.stringify(await readReport());
    expect(body).not.toContain('original');
    for (const url of body.match(/\/api\/photos\/[^"\s,]+/g) ?? []) {
      expect(url).toMatch(/\/\d+\.webp(\?exp=\d+&sig=[\w-]+)?$/);
    }
  });
});

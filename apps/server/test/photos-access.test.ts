import { InspectionReportSchema, type Photo } from '@verificauto/shared/contracts/report';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PHOTO_LINK_INVALID, PHOTO_NOT_FOUND, storePhoto } from '../src/features/photos/photo.service';
import { findReport } from '../src/features/report/report.repository';
import { buildReportSnapshot } from '../src/features/report/report-snapshot';
import { PHOTO_LINK_PERIOD_MS } from '../src/lib/photo-link';
import { createUser, type SignedIn, signIn } from './helpers/auth';
import {
  insertInspection,
  insertPurchase,
  insertReport,
  insertRow,
  insertWorkshop,
} from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
const who: Partial<Record<'seller' | 'buyer' | 'technician', SignedIn>> = {};
const approved = { inspection: '', main: '', key: '', item: '', defect: '' };
const unapproved = { inspection: '', main: '', key: '' };

const IMMUTABLE = 'public, max-age=31536000, immutable';

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx;
  const photo = async () =>
    (
      await storePhoto(
        db,
        ctx.app.photoStorage,
        await sharp({ create: { width: 900, height: 600, channels: 3, background: '#224385' } })
          .jpeg()
          .toBuffer(),
      )
    ).id;
  const workshop = await insertWorkshop(db, 'Officina Rossi');
  const seller = await createUser(db, { email: 'venditore@example.it' });
  const buyer = await createUser(db, { email: 'compratore@example.it' });
  const technician = await createUser(db, {
    email: 'tecnico@example.it',
    role: 'technician',
    workshopId: workshop,
  });

  approved.inspection = await insertInspection(db, { sellerId: seller.id, workshopId: workshop });
  Object.assign(approved, {
    main: await photo(),
    key: await photo(),
    item: await photo(),
    defect: await photo(),
  });
  const approvedReport = await insertReport(db, approved.inspection, { main_photo_id: approved.main });
  await insertRow(db, 'report_items', {
    report_id: approvedReport,
    item_key: 'ext_windscreen',
    category: 'exterior',
    value_rating: 2,
  });
  const link = (reportId: string, photoId: string, fields: Record<string, unknown>) =>
    insertRow(db, 'report_photos', { report_id: reportId, photo_id: photoId, position: 0, ...fields });
  await link(approvedReport, approved.key, { kind: 'key', slot: 'front' });
  await link(approvedReport, approved.item, { kind: 'item', item_key: 'ext_windscreen' });
  await link(approvedReport, approved.defect, { kind: 'imperfection' });
  await insertPurchase(db, { buyerId: buyer.id, reportId: approvedReport, status: 'paid', paidDaysAgo: 1 });

  unapproved.inspection = await insertInspection(db, { sellerId: seller.id, workshopId: workshop });
  Object.assign(unapproved, { main: await photo(), key: await photo() });
  const unapprovedReport = await insertReport(db, unapproved.inspection, {
    main_photo_id: unapproved.main,
    backoffice_state: null,
  });
  await link(unapprovedReport, unapproved.key, { kind: 'key', slot: 'rear' });

  who.seller = await signIn(ctx.app, seller.email);
  who.buyer = await signIn(ctx.app, buyer.email);
  who.technician = await signIn(ctx.app, technician.email);
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const readReport = async (inspectionId: string, as: keyof typeof who) => {
  const res = await ctx.app.inject({ url: `/api/report/${inspectionId}`, headers: who[as]?.headers });
  expect(res.statusCode).toBe(200);
  return InspectionReportSchema.parse(res.json()).report;
};

/** Every URL a photo offers: its default size and each candidate of its srcset. */
const urlsOf = (photo: Photo | undefined) => [
  photo?.src ?? '',
  ...(photo?.srcSet.split(', ').map((candidate) => candidate.split(' ')[0] ?? '') ?? []),
];

/** A photo loaded the way a browser does: no session, no cookies. */
const load = (url: string) => ctx.app.inject(url);

const expiryOf = (url: string) => Number(new URL(url, 'http://x').searchParams.get('exp'));

describe('GET /api/photos: only readers the report admits get its photos', () => {
  it('serves the main image of an approved report to anyone, unsigned, with a year of public cache', async () => {
    const report = await readReport(approved.inspection, 'buyer');
    expect(report.main_image?.src).toBe(`/api/photos/${approved.main}/640.webp`);
    const guest = await ctx.app.inject(`/api/report/${approved.inspection}`);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().reportPreview.main_image.srcSet).toBe(report.main_image?.srcSet);
    for (const url of urlsOf(report.main_image ?? undefined)) {
      const res = await load(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('refuses a key photo, an item photo or a defect close-up of a paid report without a signature', async () => {
    for (const id of [approved.key, approved.item, approved.defect]) {
      for (const width of [320, 640]) {
        const res = await load(`/api/photos/${id}/${width}.webp`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ code: 'not_found', message: PHOTO_NOT_FOUND });
      }
    }
  });

  it("serves the signed links of a buyer's report, privately cached until they expire", async () => {
    const report = await readReport(approved.inspection, 'buyer');
    const photos = [
      report.key_photos.exterior[0]?.photo,
      report.items.exterior[0]?.photos[0],
      report.key_photos_imperfections[0],
    ];
    expect(photos.map((p) => p?.src.split('?')[0])).toEqual(
      [approved.key, approved.item, approved.defect].map((id) => `/api/photos/${id}/640.webp`),
    );
    const now = Math.floor(Date.now() / 1000);
    for (const url of photos.flatMap(urlsOf)) {
      expect(url).toMatch(/\?exp=\d+&sig=[\w-]+$/);
      // Between six and twelve hours ahead (decision 026).
      expect(expiryOf(url) - now).toBeGreaterThan(6 * 3600 - 60);
      expect(expiryOf(url) - now).toBeLessThanOrEqual(12 * 3600);
      const res = await load(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const maxAge = Number(String(res.headers['cache-control']).match(/^private, max-age=(\d+)$/)?.[1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(expiryOf(url) - now);
    }
  });

  it('refuses a tampered, borrowed or expired link with a 403 in Italian', async () => {
    const report = await readReport(approved.inspection, 'buyer');
    const defect = report.key_photos_imperfections[0]?.src ?? '';
    const key = report.key_photos.exterior[0]?.photo.src ?? '';
    const [path, query] = defect.split('?');
    const params = new URLSearchParams(query);
    const exp = Number(params.get('exp'));
    const sig = params.get('sig') ?? '';
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const refused = [
      `${path}?exp=${exp}&sig=${flipped}`,
      `${path}?exp=${exp + 3600}&sig=${sig}`,
      `${path}?exp=${exp}`,
      `${path}?sig=${sig}`,
      `${path}?exp=${exp}&sig=${sig}x`,
      // The signature of another photo of the same report.
      `${path}?${key.split('?')[1]}`,
    ];
    for (const url of refused) {
      const res = await load(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ code: 'photo_link_invalid', message: PHOTO_LINK_INVALID });
    }
    vi.spyOn(Date, 'now').mockReturnValue(exp * 1000);
    const expired = await load(defect);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ code: 'photo_link_invalid', message: PHOTO_LINK_INVALID });
  });

  // Through the snapshot: moving the clock six hours would also move PGlite's now() and end the sessions.
  it('keeps one body per period of links, and renews the links when the period turns', async () => {
    const record = await findReport(ctx.db, approved.inspection);
    const snapshot = record && buildReportSnapshot(record, ctx.config);
    if (!snapshot) throw new Error('the approved report has no snapshot');
    const defectOf = (now: number) =>
      InspectionReportSchema.omit({ access: true }).parse(JSON.parse(snapshot.body(now).json)).report
        .key_photos_imperfections[0]?.src ?? '';
    const now = Date.now();
    const period = Math.floor(now / PHOTO_LINK_PERIOD_MS);
    const endOfPeriod = (period + 1) * PHOTO_LINK_PERIOD_MS - 1;
    expect(snapshot.body(endOfPeriod)).toBe(snapshot.body(now));
    const next = defectOf(endOfPeriod + 1);
    expect(expiryOf(next) - expiryOf(defectOf(now))).toBe(PHOTO_LINK_PERIOD_MS / 1000);
    expect((await load(next)).statusCode).toBe(200);
  });

  it('serves no photo of an unapproved report without a signature, not even its main image', async () => {
    for (const id of [unapproved.main, unapproved.key]) {
      const res = await load(`/api/photos/${id}/640.webp`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: PHOTO_NOT_FOUND });
    }
    for (const as of ['seller', 'technician'] as const) {
      const report = await readReport(unapproved.inspection, as);
      for (const url of [
        ...urlsOf(report.main_image ?? undefined),
        ...urlsOf(report.key_photos.exterior[0]?.photo),
      ]) {
        expect(url).toMatch(/\?exp=\d+&sig=/);
        const res = await load(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      }
    }
  });

  it("signs the main image on the seller's card while the report awaits approval", async () => {
    const res = await ctx.app.inject({ url: '/api/user/reports', headers: who.seller?.headers });
    const cards = res.json().inspectionsRequested as { uuid: string; report: { main_image: string } }[];
    const card = (id: string) => cards.find((c) => c.uuid === id)?.report.main_image ?? '';
    expect(card(approved.inspection)).toBe(`/api/photos/${approved.main}/640.webp`);
    expect(card(unapproved.inspection)).toMatch(
      new RegExp(`^/api/photos/${unapproved.main}/640\\.webp\\?exp=`),
    );
    expect((await load(card(unapproved.inspection))).statusCode).toBe(200);
  });
});

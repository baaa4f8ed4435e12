import { UserReportsSchema } from '@verificauto/shared/contracts/user-reports';
import { IncompleteReportErrorSchema, ReportDraftSchema } from '@verificauto/shared/contracts/workshop';
import { CATALOGUE_ITEMS } from '@verificauto/shared/domain/checklist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/auth';
import {
  bookInspection,
  completeChange,
  fillCompleteDraft,
  patchDraft,
  postPhoto,
  setUpWorkshop,
  smallJpeg,
  submitReport,
  uploadPhoto,
} from './helpers/report-draft';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof setUpWorkshop>>;
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await setUpWorkshop(ctx);
});
afterAll(() => ctx.close());

const newInspection = () => bookInspection(ctx.db, shop.workshopId, shop.seller.id);
const reportOf = async (uuid: string) =>
  (
    await ctx.db.query<Record<string, unknown> & { id: string; report_number: number }>(
      'SELECT * FROM reports WHERE inspection_id = $1',
      [uuid],
    )
  )[0];

describe('POST /api/workshop/inspections/{uuid}/submit', () => {
  it('lists what is missing (422) and writes nothing', async () => {
    const uuid = await newInspection();
    const empty = await submitReport(ctx, shop.auth, uuid);
    expect(empty.statusCode).toBe(422);
    const body = IncompleteReportErrorSchema.parse(empty.json());
    expect(body.code).toBe('report_incomplete');
    expect(body.missing).toHaveLength(7 + 1 + CATALOGUE_ITEMS.length + 6);
    expect(body.message).toBe(`Il report non è completo: mancano ${body.missing.length} elementi.`);
    expect(body.missing).toContainEqual({
      section: 'details',
      field: 'vin',
      label: 'Numero di telaio (VIN)',
    });
    expect(body.missing).toContainEqual({ section: 'key_photos', field: 'front', label: 'Foto: Anteriore' });

    await fillCompleteDraft(ctx, shop.auth, uuid);
    await patchDraft(ctx, shop.auth, uuid, { items: { eng_turbo: { value: null } } });
    const one = IncompleteReportErrorSchema.parse((await submitReport(ctx, shop.auth, uuid)).json());
    expect(one).toMatchObject({
      message: 'Il report non è completo: manca 1 elemento.',
      missing: [{ section: 'items', field: 'eng_turbo', label: 'Turbocompressore' }],
    });
    expect(await reportOf(uuid)).toBeUndefined();
  });

  it('writes the report awaiting approval in one go; the seller sees it in approval', async () => {
    const uuid = await newInspection();
    const filled = await fillCompleteDraft(ctx, shop.auth, uuid);
    const three = await uploadPhoto(ctx, shop.auth, uuid, { kind: 'key', slot: 'front_left_three_quarter' });
    const itemPhoto = await uploadPhoto(ctx, shop.auth, uuid, { kind: 'item', item_key: 'ext_bumpers' });
    const imperfection = await uploadPhoto(ctx, shop.auth, uuid, { kind: 'imperfection' });
    const changed = await patchDraft(ctx, shop.auth, uuid, {
      items: {
        ext_bumpers: {
          value: 2,
          description: 'Paraurti graffiato.',
          min_repair_cost: 150,
          max_repair_cost: 300,
        },
        ext_tow_bar: { value: 0, not_checked_reason: 'not_applicable' },
        eng_turbo: { value: 0 },
        int_dashboard: { value: 5 },
        road_summary: { value: 0 },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const res = await submitReport(ctx, shop.auth, uuid);
    expect(res.statusCode, res.body).toBe(200);
    const draft = ReportDraftSchema.parse(res.json());
    expect(draft.state).toBe('submitted');

    const report = await reportOf(uuid);
    expect(report).toMatchObject({
      technician_id: shop.technician.id,
      backoffice_state: null,
      approved_at: null,
      brand: 'Fiat',
      model: 'Panda',
      vin: 'ZFA31200000123456',
      odometer: 84_500,
      plate_number: 'GA123BC',
      fuel_type: 'Benzina',
      main_photo_id: three.photo.id,
      verdict_overall: completeChange().verdict_overall,
      // Exterior: eleven 4s and a 2 (the tow bar, 0, and the summary, text, do not count).
      exterior_score: Math.round(((11 * 4 + 2) / 12) * 100) / 100,
      interior_score: Math.round(((29 * 4 + 5) / 30) * 100) / 100,
      engine_score: 4,
      tyres_and_suspension_score: 4,
      road_test_score: 4,
    });
    expect(report?.submitted_at).toBeInstanceOf(Date);
    expect(report?.score_overall).toBeCloseTo(4, 0);

    const items = await ctx.db.query<Record<string, unknown>>(
      `SELECT item_key, category, value_rating, value_text, description, min_repair_cost_cents,
              max_repair_cost_cents, not_checked_reason FROM report_items WHERE report_id = $1`,
      [report?.id],
    );
    expect(items).toHaveLength(CATALOGUE_ITEMS.length);
    const byKey = new Map(items.map((item) => [item.item_key, item]));
    expect(byKey.get('ext_bumpers')).toMatchObject({
      category: 'exterior',
      value_rating: 2,
      value_text: null,
      description: 'Paraurti graffiato.',
      min_repair_cost_cents: 15_000,
      max_repair_cost_cents: 30_000,
      not_checked_reason: null,
    });
    expect(byKey.get('ext_tow_bar')).toMatchObject({ value_rating: 0, not_checked_reason: 'not_applicable' });
    expect(byKey.get('ext_summary')).toMatchObject({ value_rating: null, value_text: 'Regolare' });
    expect(byKey.get('road_summary')).toMatchObject({ value_rating: 0, value_text: null });

    const photos = await ctx.db.query<{
      photo_id: string;
      kind: string;
      slot: string;
      item_key: string;
      position: number;
    }>(
      'SELECT photo_id, kind, slot, item_key, position FROM report_photos WHERE report_id = $1 ORDER BY kind, position',
      [report?.id],
    );
    expect(photos).toHaveLength(6 + 1 + 1 + 1);
    expect(photos).toContainEqual({
      photo_id: filled.key_photos.front,
      kind: 'key',
      slot: 'front',
      item_key: null,
      position: 0,
    });
    expect(photos).toContainEqual({
      photo_id: three.photo.id,
      kind: 'key',
      slot: 'front_left_three_quarter',
      item_key: null,
      position: 3,
    });
    expect(photos).toContainEqual({
      photo_id: itemPhoto.photo.id,
      kind: 'item',
      slot: null,
      item_key: 'ext_bumpers',
      position: 0,
    });
    expect(photos).toContainEqual({
      photo_id: imperfection.photo.id,
      kind: 'imperfection',
      slot: null,
      item_key: null,
      position: 0,
    });

    const [inspection] = await ctx.db.query<{ status: string }>(
      'SELECT status FROM inspections WHERE id = $1',
      [uuid],
    );
    expect(inspection?.status).toBe('done');
    const [row] = await ctx.db.query<{ state: string; submitted_by: string; submitted_at: Date | null }>(
      'SELECT state, submitted_by, submitted_at FROM report_drafts WHERE inspection_id = $1',
      [uuid],
    );
    expect(row).toMatchObject({ state: 'submitted', submitted_by: shop.technician.id });
    expect(row?.submitted_at).toBeInstanceOf(Date);

    const seller = await signIn(ctx.app, shop.seller.email);
    const list = UserReportsSchema.parse(
      (await ctx.app.inject({ url: '/api/user/reports', headers: seller.headers })).json(),
    );
    const card = list.inspectionsRequested.find((inspection) => inspection.uuid === uuid);
    expect(card?.report).toMatchObject({
      report_number: report?.report_number,
      backoffice_state: null,
      brand: 'Fiat',
      model: 'Panda',
    });
    expect(card?.report?.main_image).toMatch(/\?exp=\d+&sig=/);
  });

  it('submits once: a second submission, a change or an upload afterwards is refused (409)', async () => {
    const uuid = await newInspection();
    await fillCompleteDraft(ctx, shop.auth, uuid);
    const [first, second] = await Promise.all([
      submitReport(ctx, shop.auth, uuid),
      submitReport(ctx, shop.auth, uuid),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const refused = [first, second].find((res) => res?.statusCode === 409);
    expect(refused?.json()).toEqual({
      code: 'draft_submitted',
      message: 'Il report è già stato inviato per l’approvazione.',
    });
    const again = await submitReport(ctx, shop.auth, uuid);
    expect(again.statusCode).toBe(409);

    const report = await reportOf(uuid);
    const counts = await ctx.db.query<{ items: number; photos: number; reports: number }>(
      `SELECT (SELECT count(*)::int FROM report_items WHERE report_id = $1) AS items,
              (SELECT count(*)::int FROM report_photos WHERE report_id = $1) AS photos,
              (SELECT count(*)::int FROM reports WHERE inspection_id = $2) AS reports`,
      [report?.id, uuid],
    );
    expect(counts[0]).toEqual({ items: CATALOGUE_ITEMS.length, photos: 6, reports: 1 });

    const patch = await patchDraft(ctx, shop.auth, uuid, { verdict_overall: 'Cambiato dopo.' });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().message).toBe('Il report è già stato inviato per l’approvazione.');
    const upload = await postPhoto(ctx, shop.auth, uuid, { kind: 'imperfection' }, await smallJpeg());
    expect(upload.statusCode).toBe(409);
    expect(report?.verdict_overall).toBe(completeChange().verdict_overall);
  });

  it('after being sent back, a new submission replaces the content and keeps the report number', async () => {
    const uuid = await newInspection();
    await fillCompleteDraft(ctx, shop.auth, uuid);
    expect((await submitReport(ctx, shop.auth, uuid)).statusCode).toBe(200);
    const first = await reportOf(uuid);
    // What the back office's "send back" does to the draft (decision 037).
    await ctx.db.query(
      `UPDATE report_drafts SET state = 'editing', returned_note = 'Manca la foto del bagagliaio.', returned_at = now()
        WHERE inspection_id = $1`,
      [uuid],
    );
    const bookings = (
      await ctx.app.inject({ url: '/api/workshop/bookings', headers: shop.auth.headers })
    ).json();
    const listed = [...bookings.to_complete, ...bookings.bookings];
    expect(listed.find((b: { uuid: string }) => b.uuid === uuid)).toMatchObject({
      draft_state: 'editing',
      returned_note: 'Manca la foto del bagagliaio.',
    });
    await uploadPhoto(ctx, shop.auth, uuid, { kind: 'key', slot: 'boot' });
    expect((await patchDraft(ctx, shop.auth, uuid, { details: { brand: 'Lancia' } })).statusCode).toBe(200);
    expect((await submitReport(ctx, shop.auth, uuid)).statusCode).toBe(200);
    const second = await reportOf(uuid);
    expect(second).toMatchObject({ id: first?.id, report_number: first?.report_number, brand: 'Lancia' });
    const photos = await ctx.db.query('SELECT 1 FROM report_photos WHERE report_id = $1', [first?.id]);
    expect(photos).toHaveLength(7);
  });
});

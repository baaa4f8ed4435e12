import { randomUUID } from 'node:crypto';
import { ReportDraftSchema } from '@verificauto/shared/contracts/workshop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from './helpers/auth';
import { bookInspection, patchDraft, setUpWorkshop, uploadPhoto } from './helpers/report-draft';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof setUpWorkshop>>;
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await setUpWorkshop(ctx);
});
afterAll(() => ctx.close());

const getDraft = (uuid: string, auth: Pick<SignedIn, 'headers'> = shop.auth) =>
  ctx.app.inject({ url: `/api/workshop/inspections/${uuid}/draft`, headers: auth.headers });

const newInspection = (status = 'booked') => bookInspection(ctx.db, shop.workshopId, shop.seller.id, status);

async function patchOk(uuid: string, change: Record<string, unknown>) {
  const res = await patchDraft(ctx, shop.auth, uuid, change);
  expect(res.statusCode, res.body).toBe(200);
  return ReportDraftSchema.parse(res.json());
}

/** 400 `invalid_input` naming the wrong input by its path in the change, with its message. */
async function expectRefused(uuid: string, change: Record<string, unknown>, path: string, message: RegExp) {
  const res = await patchDraft(ctx, shop.auth, uuid, change);
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body).toMatchObject({ code: 'invalid_input', fields: { [path]: expect.stringMatching(message) } });
  expect(body.message).toMatch(message);
}

describe('GET /api/workshop/inspections/{uuid}/draft', () => {
  it('creates the empty draft on first read, with the booked plate, and reads the same one after', async () => {
    const uuid = await newInspection();
    expect(await ctx.db.query('SELECT 1 FROM report_drafts WHERE inspection_id = $1', [uuid])).toHaveLength(
      0,
    );
    const res = await getDraft(uuid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const draft = ReportDraftSchema.parse(res.json());
    const [plate] = await ctx.db.query<{ car_license_plate: string }>(
      'SELECT car_license_plate FROM inspections WHERE id = $1',
      [uuid],
    );
    expect(draft).toMatchObject({
      uuid,
      state: 'editing',
      revision: 0,
      returned_note: null,
      verdict_overall: null,
      items: {},
      key_photos: {},
      imperfections: [],
      photos: {},
      car_license_plate: plate?.car_license_plate,
    });
    expect(draft.details.plate_number).toBe(plate?.car_license_plate);
    expect(draft.details.brand).toBeNull();
    expect(await ctx.db.query('SELECT 1 FROM report_drafts WHERE inspection_id = $1', [uuid])).toHaveLength(
      1,
    );
    expect(ReportDraftSchema.parse((await getDraft(uuid)).json())).toEqual(draft);
  });

  it('reads a stored value the editor could not have written as empty (a draft seeded from a report)', async () => {
    const uuid = await newInspection();
    const content = {
      details: { brand: 'Alfa Romeo', transmission: 'Manuale a 6 marce', odometer: -5 },
      items: { ext_body_paint: { value: 9, description: 'Graffi leggeri.' } },
    };
    await ctx.db.query(
      `INSERT INTO report_drafts (inspection_id, content, state) VALUES ($1, $2, 'submitted')`,
      [uuid, JSON.stringify(content)],
    );
    const res = await getDraft(uuid);
    expect(res.statusCode, res.body).toBe(200);
    const draft = ReportDraftSchema.parse(res.json());
    expect(draft.details).toMatchObject({ brand: 'Alfa Romeo', transmission: null, odometer: null });
    expect(draft.items.ext_body_paint).toMatchObject({
      value: null,
      description: 'Graffi leggeri.',
      photos: [],
    });
    expect(draft.state).toBe('submitted');
  });

  it('answers 404 for a cancelled, unpaid or unknown inspection', async () => {
    for (const status of ['cancelled', 'awaiting_payment']) {
      const uuid =
        status === 'awaiting_payment'
          ? await ctx.db
              .query<{ id: string }>(
                `INSERT INTO inspections (seller_id, workshop_id, car_license_plate, booked_at, status, hold_expires_at)
                 VALUES ($1, $2, 'ZZ999ZZ', now() + interval '3 days', 'awaiting_payment', now() + interval '1 hour')
                 RETURNING id`,
                [shop.seller.id, shop.workshopId],
              )
              .then((rows) => rows[0]?.id ?? '')
          : await newInspection(status);
      const res = await getDraft(uuid);
      expect(res.statusCode, status).toBe(404);
      expect(res.json().message).toBe('Ispezione non trovata.');
    }
    expect((await getDraft(randomUUID())).statusCode).toBe(404);
    expect((await getDraft('non-un-uuid')).statusCode).toBe(404);
  });
});

describe('PATCH /api/workshop/inspections/{uuid}/draft', () => {
  it('merges field by field: two partial changes of one item both survive', async () => {
    const uuid = await newInspection();
    await patchOk(uuid, { items: { ext_body_paint: { value: 3 } }, details: { brand: 'Fiat' } });
    const draft = await patchOk(uuid, {
      items: { ext_body_paint: { description: 'Graffio sul parafango.' } },
      details: { model: 'Panda' },
    });
    expect(draft.items.ext_body_paint).toEqual({
      value: 3,
      not_checked_reason: null,
      description: 'Graffio sul parafango.',
      min_repair_cost: null,
      max_repair_cost: null,
      severity: null,
      photos: [],
    });
    expect(draft.details).toMatchObject({ brand: 'Fiat', model: 'Panda' });
    expect(draft.revision).toBe(2);
    const after = await patchOk(uuid, { details: { brand: null }, verdict_overall: 'Buona.' });
    expect(after.details).toMatchObject({ brand: null, model: 'Panda' });
    expect(after.verdict_overall).toBe('Buona.');
    const [row] = await ctx.db.query<{ updated_by: string }>(
      'SELECT updated_by FROM report_drafts WHERE inspection_id = $1',
      [uuid],
    );
    expect(row?.updated_by).toBe(shop.technician.id);
  });

  it('applies changes sent at once from two devices one after the other, losing neither', async () => {
    const uuid = await newInspection();
    const results = await Promise.all([
      patchDraft(ctx, shop.auth, uuid, { items: { eng_battery: { value: 2 } } }),
      patchDraft(ctx, shop.auth, uuid, { items: { eng_battery: { description: 'Batteria debole.' } } }),
      patchDraft(ctx, shop.auth, uuid, { details: { odometer: 120_000 } }),
    ]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const draft = ReportDraftSchema.parse((await getDraft(uuid)).json());
    expect(draft.items.eng_battery).toMatchObject({ value: 2, description: 'Batteria debole.' });
    expect(draft.details.odometer).toBe(120_000);
    expect(draft.revision).toBe(3);
  });

  it('keeps a reason only for an item not checked (0), and text items take text or 0', async () => {
    const uuid = await newInspection();
    let draft = await patchOk(uuid, {
      items: { ext_tow_bar: { value: 0, not_checked_reason: 'not_applicable' }, tyr_dot: { value: 0 } },
    });
    expect(draft.items.ext_tow_bar).toMatchObject({ value: 0, not_checked_reason: 'not_applicable' });
    expect(draft.items.tyr_dot?.value).toBe(0);
    draft = await patchOk(uuid, { items: { ext_tow_bar: { value: 4 }, tyr_dot: { value: ' 2519 ' } } });
    expect(draft.items.ext_tow_bar).toMatchObject({ value: 4, not_checked_reason: null });
    expect(draft.items.tyr_dot?.value).toBe('2519');
  });

  it('names each wrong input of a change by its path, for the editor to show beside it', async () => {
    const uuid = await newInspection();
    const res = await patchDraft(ctx, shop.auth, uuid, {
      details: { vin: 'ABC' },
      items: { ext_body_paint: { value: 6 } },
    });
    expect(res.statusCode).toBe(400);
    const { code, message, fields } = res.json();
    expect(code).toBe('invalid_input');
    expect(Object.keys(fields).sort()).toEqual(['details.vin', 'items.ext_body_paint.value']);
    expect(fields['details.vin']).toMatch(/telaio \(VIN\) ha 17 caratteri/);
    expect(fields['items.ext_body_paint.value']).toMatch(
      /Valutazione da 1 a 5, oppure 0 per «Non controllato»/,
    );
    expect(Object.values(fields)).toContain(message);
  });

  it('refuses values that do not fit the catalogue, in Italian', async () => {
    const uuid = await newInspection();
    const refusals: [Record<string, unknown>, string, RegExp][] = [
      [{ items: { no_such_item: { value: 3 } } }, 'items.no_such_item', /Voce del controllo sconosciuta/],
      [
        { items: { ext_body_paint: { value: 'bene' } } },
        'items.ext_body_paint.value',
        /Vernice.*va da 1 a 5, oppure 0/,
      ],
      [{ items: { tyr_dot: { value: 3 } } }, 'items.tyr_dot.value', /Data di produzione.*oppure 0/],
      [
        { items: { ext_body_paint: { value: 6 } } },
        'items.ext_body_paint.value',
        /Valutazione da 1 a 5, oppure 0/,
      ],
      [{ details: { vin: 'ABC' } }, 'details.vin', /telaio \(VIN\) ha 17 caratteri/],
      [{ details: { fuel_type: 'Carbone' } }, 'details.fuel_type', /Carburante: scegli/],
      [{ key_photos: { sunroof: randomUUID() } }, 'key_photos.sunroof', /Posizione della foto sconosciuta/],
    ];
    for (const [change, path, message] of refusals) await expectRefused(uuid, change, path, message);
    await patchOk(uuid, { items: { ext_bumpers: { min_repair_cost: 300 } } });
    const reversed = /Paraurti anteriore e posteriore: il costo minimo di riparazione supera il massimo/;
    await expectRefused(
      uuid,
      { items: { ext_bumpers: { max_repair_cost: 100 } } },
      'items.ext_bumpers.max_repair_cost',
      reversed,
    );
    const both = await patchDraft(ctx, shop.auth, uuid, {
      items: { ext_bumpers: { min_repair_cost: 500, max_repair_cost: 100 } },
    });
    expect(Object.keys(both.json().fields).sort()).toEqual([
      'items.ext_bumpers.max_repair_cost',
      'items.ext_bumpers.min_repair_cost',
    ]);
    const draft = ReportDraftSchema.parse((await getDraft(uuid)).json());
    expect(draft.items.ext_bumpers).toMatchObject({ min_repair_cost: 300, max_repair_cost: null });
    expect(draft.items.no_such_item).toBeUndefined();
  });

  it('accepts only photos uploaded for this inspection', async () => {
    const uuid = await newInspection();
    const other = await newInspection();
    const { photo } = await uploadPhoto(ctx, shop.auth, other, { kind: 'imperfection' });
    const message = /non è tra quelle caricate per questa ispezione/;
    await expectRefused(uuid, { imperfections: [photo.id] }, 'imperfections', message);
    await expectRefused(uuid, { key_photos: { front: photo.id } }, 'key_photos.front', message);
    await expectRefused(
      uuid,
      { items: { ext_body_paint: { photos: [photo.id] } } },
      'items.ext_body_paint.photos',
      message,
    );
    await expectRefused(uuid, { imperfections: [randomUUID()] }, 'imperfections', message);

    const own = await uploadPhoto(ctx, shop.auth, uuid, { kind: 'imperfection' });
    const draft = await patchOk(uuid, { key_photos: { front: own.photo.id }, imperfections: [] });
    expect(draft.key_photos).toEqual({ front: own.photo.id });
    expect(Object.keys(draft.photos)).toEqual([own.photo.id]);
    expect((await patchOk(uuid, { key_photos: { front: null } })).key_photos).toEqual({});
  });
});

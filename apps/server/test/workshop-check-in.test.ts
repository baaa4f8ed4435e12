import { PendingReportStatusSchema } from '@verificauto/shared/contracts/backoffice';
import { InspectionReportSchema } from '@verificauto/shared/contracts/report';
import { ReportDraftSchema } from '@verificauto/shared/contracts/workshop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInBackoffice } from './helpers/auth';
import {
  fillCompleteDraft,
  patchDraft,
  postPhoto,
  setUpWorkshop,
  smallJpeg,
  submitReport,
  uploadPhoto,
} from './helpers/report-draft';
import { insertInspection } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof setUpWorkshop>>;
let backoffice: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await setUpWorkshop(ctx);
  backoffice = await signInBackoffice(ctx);
});
afterAll(() => ctx.close());

const MINUTE = 60_000;
let slot = 0;
/** An appointment `minutesFromNow` away (a distinct second each, for the slot index), not checked in. */
const bookAt = (minutesFromNow: number) =>
  insertInspection(ctx.db, {
    sellerId: shop.seller.id,
    workshopId: shop.workshopId,
    status: 'booked',
    bookedAt: new Date(Date.now() + minutesFromNow * MINUTE + ++slot * 1000).toISOString(),
  });
const bookedAtOf = async (uuid: string) =>
  (await ctx.db.query<{ booked_at: Date }>('SELECT booked_at FROM inspections WHERE id = $1', [uuid]))[0]
    ?.booked_at ?? new Date(0);

const checkIn = (uuid: string, body?: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/workshop/inspections/${uuid}/check-in`,
    headers: shop.auth.headers,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
const checkedInAtOf = async (uuid: string) =>
  (
    await ctx.db.query<{ checked_in_at: Date | null }>(
      'SELECT checked_in_at FROM inspections WHERE id = $1',
      [uuid],
    )
  )[0]?.checked_in_at ?? null;
const getDraft = async (uuid: string) => {
  const res = await ctx.app.inject({
    url: `/api/workshop/inspections/${uuid}/draft`,
    headers: shop.auth.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ReportDraftSchema.parse(res.json());
};
/** "1/12/2026 alle 9:30" in Italian time, as the messages name the appointment. */
const italian = (at: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${Number(parts.day)}/${Number(parts.month)}/${parts.year} alle ${Number(parts.hour)}:${parts.minute}`;
};

describe('before the car is checked in', () => {
  it('shows the appointment and from when the car may be checked in', async () => {
    const uuid = await bookAt(24 * 60);
    const draft = await getDraft(uuid);
    const bookedAt = await bookedAtOf(uuid);
    expect(draft).toMatchObject({
      booked_at: bookedAt.toISOString(),
      checked_in_at: null,
      awaiting_check_in: true,
      check_in_opens_at: new Date(bookedAt.getTime() - 30 * MINUTE).toISOString(),
    });
  });

  it('refuses changes, photos and the submission with a 409 that names the appointment', async () => {
    const uuid = await bookAt(24 * 60);
    const message = `L’ispezione è prenotata per il ${italian(await bookedAtOf(uuid))}: registra l’arrivo dell’auto in officina prima di compilare il report.`;
    const refusals = [
      await patchDraft(ctx, shop.auth, uuid, { details: { brand: 'Fiat' } }),
      await postPhoto(ctx, shop.auth, uuid, { kind: 'imperfection' }, await smallJpeg()),
      await submitReport(ctx, shop.auth, uuid),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ code: 'not_checked_in', message });
    }
    expect(await ctx.db.query('SELECT 1 FROM draft_photos WHERE inspection_id = $1', [uuid])).toHaveLength(0);
    expect((await getDraft(uuid)).details.brand).toBeNull();
  });

  it('refuses a check-in earlier than 30 minutes before the appointment', async () => {
    const uuid = await bookAt(45);
    const bookedAt = await bookedAtOf(uuid);
    const res = await checkIn(uuid);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      code: 'check_in_too_early',
      message: `L’ispezione è prenotata per il ${italian(bookedAt)}: puoi registrare l’arrivo dell’auto in officina dal ${italian(new Date(bookedAt.getTime() - 30 * MINUTE))}, 30 minuti prima dell’appuntamento.`,
    });
    expect((await getDraft(uuid)).checked_in_at).toBeNull();
  });
});

describe('POST /api/workshop/inspections/{uuid}/check-in', () => {
  it('records the arrival from 30 minutes before the appointment, once, and then the draft saves', async () => {
    const uuid = await bookAt(20);
    const before = Date.now();
    const res = await checkIn(uuid);
    expect(res.statusCode, res.body).toBe(200);
    const draft = ReportDraftSchema.parse(res.json());
    expect(draft.awaiting_check_in).toBe(false);
    const checkedInAt = Date.parse(draft.checked_in_at ?? '');
    expect(checkedInAt).toBeGreaterThanOrEqual(before - 1000);
    expect(checkedInAt).toBeLessThanOrEqual(Date.now() + 1000);

    const again = ReportDraftSchema.parse((await checkIn(uuid)).json());
    expect(again.checked_in_at).toBe(draft.checked_in_at);
    const saved = await patchDraft(ctx, shop.auth, uuid, { details: { brand: 'Fiat' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await getDraft(uuid)).details.brand).toBe('Fiat');
  });

  it('is 404 for another workshop’s inspection', async () => {
    const other = await setUpWorkshop(ctx, 'Officina Verdi');
    const res = await checkIn(other.inspectionId);
    expect(res.statusCode).toBe(404);
  });
});

// A check-in made without network, sent when it returns with the time the device recorded (decision 084).
describe('a check-in with the arrival recorded by the device', () => {
  it('records the device’s time, which the report shows as the start, and a later one keeps it', async () => {
    const uuid = await bookAt(-20);
    const arrivedAt = new Date(Date.now() - 15 * MINUTE);
    const res = await checkIn(uuid, { arrived_at: arrivedAt.toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    expect(ReportDraftSchema.parse(res.json())).toMatchObject({
      awaiting_check_in: false,
      checked_in_at: arrivedAt.toISOString(),
    });

    const again = await checkIn(uuid, { arrived_at: new Date(Date.now() - 2 * MINUTE).toISOString() });
    expect(ReportDraftSchema.parse(again.json()).checked_in_at).toBe(arrivedAt.toISOString());
    await fillCompleteDraft(ctx, shop.auth, uuid);
    expect((await submitReport(ctx, shop.auth, uuid)).statusCode).toBe(200);
    const report = await ctx.app.inject({ url: `/api/report/${uuid}`, headers: shop.auth.headers });
    expect(InspectionReportSchema.parse(report.json()).inspected_at).toBe(arrivedAt.toISOString());
  });

  it('takes the time with its offset, as the device writes it, and an empty body as now', async () => {
    const uuid = await bookAt(-20);
    const arrivedAt = new Date(Math.floor((Date.now() - 10 * MINUTE) / 1000) * 1000);
    const rome = `${new Date(arrivedAt.getTime() + 60 * MINUTE).toISOString().slice(0, 19)}+01:00`;
    expect((await checkIn(uuid, { arrived_at: rome })).statusCode).toBe(200);
    expect(await checkedInAtOf(uuid)).toEqual(arrivedAt);

    const other = await bookAt(-20);
    const before = Date.now();
    expect((await checkIn(other, {})).statusCode).toBe(200);
    expect((await checkedInAtOf(other))?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records a device clock a few minutes fast as the server’s now', async () => {
    const uuid = await bookAt(10);
    const before = Date.now();
    const res = await checkIn(uuid, { arrived_at: new Date(Date.now() + 9 * MINUTE).toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    const recorded = (await checkedInAtOf(uuid))?.getTime() ?? 0;
    expect(recorded).toBeGreaterThanOrEqual(before - 1000);
    expect(recorded).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses an arrival further in the future: the device’s clock is wrong', async () => {
    const uuid = await bookAt(10);
    const res = await checkIn(uuid, { arrived_at: new Date(Date.now() + 40 * MINUTE).toISOString() });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'arrival_in_future',
      message: expect.stringMatching(
        /^L’arrivo dell’auto registrato sul dispositivo il .+ è nel futuro: per il server sono le \d+:\d\d del .+\. Controlla l’ora del dispositivo e registra di nuovo l’arrivo\.$/,
      ),
    });
    expect(await checkedInAtOf(uuid)).toBeNull();
  });

  it('refuses an arrival before the check-in opens, even when it is open by now', async () => {
    const uuid = await bookAt(20);
    const bookedAt = await bookedAtOf(uuid);
    const arrivedAt = new Date(bookedAt.getTime() - 45 * MINUTE);
    const res = await checkIn(uuid, { arrived_at: arrivedAt.toISOString() });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      code: 'check_in_too_early',
      message: `L’ispezione è prenotata per il ${italian(bookedAt)}: l’arrivo dell’auto registrato sul dispositivo il ${italian(arrivedAt)} è precedente al ${italian(new Date(bookedAt.getTime() - 30 * MINUTE))}, da cui si può registrare (30 minuti prima dell’appuntamento). Controlla l’ora del dispositivo e registra di nuovo l’arrivo.`,
    });
    expect(await checkedInAtOf(uuid)).toBeNull();
  });

  it('answers 400 in Italian to a time that is not one', async () => {
    const uuid = await bookAt(-20);
    for (const arrived_at of ['ieri alle 9', '2026-13-01T09:00:00Z', 1_764_579_600_000]) {
      const res = await checkIn(uuid, { arrived_at });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Ora di arrivo dell’auto non valida: usa una data e ora ISO 8601.',
        fields: { arrived_at: 'Ora di arrivo dell’auto non valida: usa una data e ora ISO 8601.' },
      });
    }
    expect(await checkedInAtOf(uuid)).toBeNull();
  });
});

describe('the inspection’s times', () => {
  it('run from the check-in to the submission in the report, and the approval lists no date to verify', async () => {
    const uuid = await bookAt(-10);
    expect((await checkIn(uuid)).statusCode).toBe(200);
    await fillCompleteDraft(ctx, shop.auth, uuid);
    const submitted = await submitReport(ctx, shop.auth, uuid);
    expect(submitted.statusCode, submitted.body).toBe(200);

    const [times] = await ctx.db.query<{ checked_in_at: Date; submitted_at: Date }>(
      `SELECT i.checked_in_at, r.submitted_at FROM inspections i JOIN reports r ON r.inspection_id = i.id
        WHERE i.id = $1`,
      [uuid],
    );
    const res = await ctx.app.inject({ url: `/api/report/${uuid}`, headers: shop.auth.headers });
    expect(res.statusCode, res.body).toBe(200);
    const report = InspectionReportSchema.parse(res.json());
    expect(report.inspected_at).toBe(times?.checked_in_at.toISOString());
    expect(report.inspected_until).toBe(times?.submitted_at.toISOString());

    const review = await ctx.app.inject({
      url: `/api/backoffice/reports/${uuid}`,
      headers: backoffice.headers,
    });
    const { pending } = PendingReportStatusSchema.parse(review.json());
    expect(pending?.date_warnings).toEqual([]);
  });

  it('flag to the back office photos taken before the check-in or after their upload, a distant check-in and a submission before the appointment', async () => {
    const uuid = await bookAt(-10);
    expect((await checkIn(uuid)).statusCode).toBe(200);
    const old = await smallJpeg('#884422', {
      IFD0: { DateTime: '2026:03:02 10:15:30' },
      IFD2: { DateTimeOriginal: '2026:03:02 10:15:30', OffsetTimeOriginal: '+01:00' },
    });
    await uploadPhoto(ctx, shop.auth, uuid, { kind: 'imperfection' }, old);
    const ahead = await smallJpeg('#448822', {
      IFD2: { DateTimeOriginal: '2030:01:02 10:15:30', OffsetTimeOriginal: '+01:00' },
    });
    await uploadPhoto(ctx, shop.auth, uuid, { kind: 'imperfection' }, ahead);
    await fillCompleteDraft(ctx, shop.auth, uuid);
    expect((await submitReport(ctx, shop.auth, uuid)).statusCode).toBe(200);
    // Times the API would not let happen, as a report written before check-ins existed could have them.
    await ctx.db.query(
      `UPDATE inspections SET booked_at = booked_at + interval '2 days', checked_in_at = checked_in_at - interval '3 hours'
        WHERE id = $1`,
      [uuid],
    );
    const [row] = await ctx.db.query<{ booked_at: Date; checked_in_at: Date; submitted_at: Date }>(
      `SELECT i.booked_at, i.checked_in_at, r.submitted_at FROM inspections i JOIN reports r ON r.inspection_id = i.id
        WHERE i.id = $1`,
      [uuid],
    );
    if (!row) throw new Error('report not written');

    const review = await ctx.app.inject({
      url: `/api/backoffice/reports/${uuid}`,
      headers: backoffice.headers,
    });
    expect(review.statusCode, review.body).toBe(200);
    const { pending } = PendingReportStatusSchema.parse(review.json());
    const appointment = italian(row.booked_at);
    expect(pending?.date_warnings).toEqual([
      `Arrivo in officina registrato il ${italian(row.checked_in_at)}, lontano dall’appuntamento del ${appointment}.`,
      `Report inviato il ${italian(row.submitted_at)}, prima dell’appuntamento del ${appointment}.`,
      '1 foto scattata prima dell’arrivo in officina, la prima il 2/3/2026 alle 10:15.',
      '1 foto con l’ora di scatto dopo il caricamento.',
    ]);
  });
});

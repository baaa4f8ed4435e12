import { ReportChangesSchema } from '@verificauto/shared/contracts/backoffice-changes';
import { InspectionReportSchema } from '@verificauto/shared/contracts/report';
import { IncompleteReportErrorSchema, ReportDraftSchema } from '@verificauto/shared/contracts/workshop';
import { romeIsoDate } from '@verificauto/shared/domain/calendar-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signIn, signInBackoffice } from './helpers/auth';
import {
  bookInspection,
  fillCompleteDraft,
  patchDraft,
  setUpWorkshop,
  submitReport,
} from './helpers/report-draft';
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

const newInspection = () => bookInspection(ctx.db, shop.workshopId, shop.seller.id);

const READINGS = [
  { source: 'service_book', date: '2022-05-10', km: 41_000 },
  { source: 'revisione', date: '2023-05-12', km: 52_300 },
  { source: 'service_book', date: '2025-05-20', km: 80_100 },
] as const;

const decide = (uuid: string, action: 'approve' | 'correct', payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/backoffice/reports/${uuid}/${action}`,
    headers: backoffice.headers,
    ...(payload ? { payload } : {}),
  });

/** The report as its seller reads it. */
async function sellersReport(uuid: string) {
  const seller = await signIn(ctx.app, shop.seller.email);
  const res = await ctx.app.inject({ url: `/api/report/${uuid}`, headers: seller.headers });
  expect(res.statusCode, res.body).toBe(200);
  return InspectionReportSchema.parse(res.json()).report;
}

/** A draft completed with `readings`, submitted and approved: its inspection's uuid. */
async function approve(readings: readonly object[]) {
  const uuid = await newInspection();
  await fillCompleteDraft(ctx, shop.auth, uuid);
  expect((await patchDraft(ctx, shop.auth, uuid, { odometer_readings: readings })).statusCode).toBe(200);
  const submitted = await submitReport(ctx, shop.auth, uuid);
  expect(submitted.statusCode, submitted.body).toBe(200);
  const approved = await decide(uuid, 'approve');
  expect(approved.statusCode, approved.body).toBe(200);
  return uuid;
}

const approvedReport = async (readings: readonly object[]) => sellersReport(await approve(readings));

describe('the odometer readings of the draft', () => {
  it('are saved as a list, kept by a later change of something else and answered by GET', async () => {
    const uuid = await newInspection();
    const res = await patchDraft(ctx, shop.auth, uuid, {
      odometer_readings: [...READINGS, { source: 'revisione', date: null, km: null }],
    });
    expect(res.statusCode, res.body).toBe(200);
    await patchDraft(ctx, shop.auth, uuid, { details: { odometer: 84_500 } });
    const read = await ctx.app.inject({
      url: `/api/workshop/inspections/${uuid}/draft`,
      headers: shop.auth.headers,
    });
    expect(ReportDraftSchema.parse(read.json()).odometer_readings).toEqual([
      ...READINGS,
      { source: 'revisione', date: null, km: null },
    ]);
  });

  it('refuses wrong readings with a message for each input, by its path, and saves nothing', async () => {
    const uuid = await newInspection();
    const tomorrow = romeIsoDate(Date.now() + 86_400_000);
    const res = await patchDraft(ctx, shop.auth, uuid, {
      odometer_readings: [
        { source: 'service_book', date: tomorrow, km: 10 },
        { source: 'tagliando', date: '2024-01-01', km: 10 },
        { source: 'revisione', date: '2024-01-01', km: 2_000_001 },
        { source: 'revisione', date: '2024-02-30', km: 12.5 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_input',
      fields: {
        'odometer_readings.0.date': 'La data della lettura non può essere nel futuro.',
        'odometer_readings.1.source': 'Fonte della lettura: scegli una voce dell’elenco.',
        'odometer_readings.2.km': 'Chilometri non validi: un numero intero da 0 a 2.000.000.',
        'odometer_readings.3.date': 'Data non valida: usa il formato aaaa-mm-gg.',
        'odometer_readings.3.km': 'Chilometri non validi: un numero intero da 0 a 2.000.000.',
      },
    });
    const eleven = Array.from({ length: 11 }, () => READINGS[0]);
    const tooMany = await patchDraft(ctx, shop.auth, uuid, { odometer_readings: eleven });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({
      odometer_readings: 'Al massimo 10 letture del contachilometri.',
    });
    const read = await ctx.app.inject({
      url: `/api/workshop/inspections/${uuid}/draft`,
      headers: shop.auth.headers,
    });
    expect(ReportDraftSchema.parse(read.json()).odometer_readings).toEqual([]);
  });

  it('must be complete before the report is submitted', async () => {
    const uuid = await newInspection();
    await fillCompleteDraft(ctx, shop.auth, uuid);
    await patchDraft(ctx, shop.auth, uuid, {
      odometer_readings: [READINGS[0], { source: 'revisione', date: '2024-01-10', km: null }],
    });
    const res = await submitReport(ctx, shop.auth, uuid);
    expect(res.statusCode).toBe(422);
    expect(IncompleteReportErrorSchema.parse(res.json()).missing).toEqual([
      {
        section: 'details',
        field: 'odometer_readings.1.km',
        label: 'Lettura 2 del contachilometri: chilometri',
      },
    ]);
  });
});

describe('the report answer', () => {
  it('carries the readings and calls a steady history up to the odometer coherent', async () => {
    const report = await approvedReport(READINGS);
    expect(report.odometer_readings).toEqual(READINGS);
    expect(report.odometer_check).toEqual({ verdict: 'coherent', evidence: [] });
    expect(report.seal).not.toBeNull();
  });

  it('says what is to verify: a reading lower than an earlier one', async () => {
    const report = await approvedReport([
      READINGS[0],
      { source: 'revisione', date: '2024-05-12', km: 38_000 },
      READINGS[2],
    ]);
    expect(report.odometer_check).toEqual({
      verdict: 'to_verify',
      evidence: [
        'La lettura del 12/5/2024 (Revisione) indica 38.000 km, meno dei 41.000 km letti il 10/5/2022 (Libretto di manutenzione): i chilometri non possono diminuire.',
      ],
    });
  });

  it('says that no reading was available when the technician recorded none', async () => {
    const report = await approvedReport([]);
    expect(report.odometer_readings).toEqual([]);
    expect(report.odometer_check).toEqual({ verdict: 'no_readings', evidence: [] });
  });
});

describe('a correction of the readings', () => {
  it('is listed for the back office, then published and sealed as the next version', async () => {
    const uuid = await approve(READINGS.slice(0, 2));
    const first = await sellersReport(uuid);
    expect((await decide(uuid, 'correct', { reason: 'Manca l’ultimo tagliando.' })).statusCode).toBe(200);
    await patchDraft(ctx, shop.auth, uuid, { odometer_readings: READINGS });
    expect((await submitReport(ctx, shop.auth, uuid)).statusCode).toBe(200);

    const changes = await ctx.app.inject({
      url: `/api/backoffice/reports/${uuid}/changes`,
      headers: backoffice.headers,
    });
    expect(ReportChangesSchema.parse(changes.json()).changes).toEqual([
      {
        section: 'details',
        field: 'odometer_readings',
        label: 'Letture del contachilometri',
        before: '10/5/2022, Libretto di manutenzione, 41.000 km; 12/5/2023, Revisione, 52.300 km',
        after:
          '10/5/2022, Libretto di manutenzione, 41.000 km; 12/5/2023, Revisione, 52.300 km; 20/5/2025, Libretto di manutenzione, 80.100 km',
      },
    ]);
    expect((await decide(uuid, 'approve')).statusCode).toBe(200);
    const corrected = await sellersReport(uuid);
    expect(corrected.odometer_readings).toEqual(READINGS);
    expect(corrected.versions).toHaveLength(2);
    expect(corrected.seal?.fingerprint).not.toBe(first.seal?.fingerprint);
  });
});

import { ReportApprovedSchema } from '@verificauto/shared/contracts/backoffice';
import { ReportChangesSchema } from '@verificauto/shared/contracts/backoffice-changes';
import { InspectionReportSchema } from '@verificauto/shared/contracts/report';
import { IncompleteReportErrorSchema, ReportDraftSchema } from '@verificauto/shared/contracts/workshop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealContent, sealReport } from '../src/features/backoffice/approval/report-seal.service';
import { type SignedIn, signInBackoffice } from './helpers/auth';
import {
  bookInspection,
  fillCompleteDraft,
  patchDraft,
  setUpWorkshop,
  submitReport,
} from './helpers/report-draft';
import { createTestApp, type TestContext } from './helpers/test-app';

// Decision 052: the documents and diagnosis checks, and the OBD-II fault codes the technician read.

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof setUpWorkshop>>;
let backoffice: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await setUpWorkshop(ctx);
  backoffice = await signInBackoffice(ctx, 'bo-codici@verificauto.test');
});
afterAll(() => ctx.close());

const newInspection = () => bookInspection(ctx.db, shop.workshopId, shop.seller.id);

const P0301 = { code: 'P0301', description: 'Mancata accensione rilevata nel cilindro 1', status: 'active' };
const U0100 = {
  code: 'U0100',
  description: 'Comunicazione persa con la centralina motore',
  status: 'stored',
};

async function patchOk(uuid: string, change: Record<string, unknown>) {
  const res = await patchDraft(ctx, shop.auth, uuid, change);
  expect(res.statusCode, res.body).toBe(200);
  return ReportDraftSchema.parse(res.json());
}

const backofficePost = (uuid: string, action: string, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/backoffice/reports/${uuid}/${action}`,
    headers: backoffice.headers,
    ...(payload ? { payload } : {}),
  });

describe('the documents and diagnosis checks in the draft', () => {
  it('takes their ratings and texts like any other item', async () => {
    const uuid = await newInspection();
    const draft = await patchOk(uuid, {
      items: {
        doc_vin_match: { value: 5 },
        doc_keys_count: { value: '2 chiavi con telecomando' },
        diag_fault_codes: { value: 2, description: 'Un codice attivo nella centralina motore.' },
        diag_ecu_mileage: { value: '84.500 km' },
      },
    });
    expect(draft.items.doc_vin_match?.value).toBe(5);
    expect(draft.items.doc_keys_count?.value).toBe('2 chiavi con telecomando');
    expect(draft.items.diag_fault_codes).toMatchObject({ value: 2 });
    expect(draft.items.diag_ecu_mileage?.value).toBe('84.500 km');
  });

  it('must have them all before the report can be submitted', async () => {
    const uuid = await newInspection();
    await fillCompleteDraft(ctx, shop.auth, uuid);
    await patchOk(uuid, { items: { doc_revision_valid: { value: null }, diag_readiness: { value: null } } });
    const res = await submitReport(ctx, shop.auth, uuid);
    expect(res.statusCode).toBe(422);
    expect(IncompleteReportErrorSchema.parse(res.json()).missing).toEqual([
      { section: 'items', field: 'doc_revision_valid', label: 'Revisione in corso di validità' },
      {
        section: 'items',
        field: 'diag_readiness',
        label: 'Prontezza dei sistemi di controllo delle emissioni (readiness)',
      },
    ]);
  });
});

describe('the fault codes of the draft', () => {
  it('are saved as a list in the order written, the code in capitals, and replaced by the next list', async () => {
    const uuid = await newInspection();
    const draft = await patchOk(uuid, {
      fault_codes: [{ ...P0301, code: ' p0301 ' }, U0100],
    });
    expect(draft.fault_codes).toEqual([P0301, U0100]);
    const read = ReportDraftSchema.parse(
      (
        await ctx.app.inject({ url: `/api/workshop/inspections/${uuid}/draft`, headers: shop.auth.headers })
      ).json(),
    );
    expect(read.fault_codes).toEqual([P0301, U0100]);
    // A change without fault_codes keeps them; an empty list removes them.
    expect((await patchOk(uuid, { verdict_overall: 'Buona.' })).fault_codes).toEqual([P0301, U0100]);
    expect((await patchOk(uuid, { fault_codes: [] })).fault_codes).toEqual([]);
  });

  it('refuses a wrong code, an empty description or an unknown state (400) naming each input', async () => {
    const uuid = await newInspection();
    const res = await patchDraft(ctx, shop.auth, uuid, {
      fault_codes: [P0301, { code: 'X123', description: ' ', status: 'forse' }],
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_input');
    expect(body.fields).toEqual({
      'fault_codes.1.code': 'Codice non valido: una lettera tra P, C, B e U e quattro cifre, come P0301.',
      'fault_codes.1.description': 'Scrivi la descrizione del codice.',
      'fault_codes.1.status': 'Stato: scegli attivo, memorizzato o in attesa.',
    });
    const many = await patchDraft(ctx, shop.auth, uuid, {
      fault_codes: Array.from({ length: 31 }, () => P0301),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().fields).toEqual({ fault_codes: 'Al massimo 30 codici di errore.' });
    const draft = await ctx.app.inject({
      url: `/api/workshop/inspections/${uuid}/draft`,
      headers: shop.auth.headers,
    });
    expect(ReportDraftSchema.parse(draft.json()).fault_codes).toEqual([]);
  });
});

describe('the fault codes of the report', () => {
  it('are written at submission, sealed, shown to the reader and compared in a correction', async () => {
    const { inspectionId: uuid, auth } = await setUpWorkshop(ctx, 'Officina Diagnosi');
    await fillCompleteDraft(ctx, auth, uuid);
    expect((await patchDraft(ctx, auth, uuid, { fault_codes: [P0301, U0100] })).statusCode).toBe(200);
    expect((await submitReport(ctx, auth, uuid)).statusCode).toBe(200);
    const approved = await backofficePost(uuid, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);

    const res = await ctx.app.inject({ url: `/api/report/${uuid}`, headers: backoffice.headers });
    expect(res.statusCode, res.body).toBe(200);
    const { report } = InspectionReportSchema.parse(res.json());
    expect(report.fault_codes).toEqual([P0301, U0100]);
    expect(report.items.documents.map((item) => item.key)).toContain('doc_vin_match');
    expect(report.items.diagnostics.find((item) => item.key === 'diag_fault_codes')?.value).toBe(4);
    // Outside the scores: every scored category is 4, and so is the overall score.
    expect(report.score_overall).toBe(4);

    const reason = 'Il codice U0100 era stato letto da un’altra auto.';
    expect((await backofficePost(uuid, 'correct', { reason })).statusCode).toBe(200);
    expect((await patchDraft(ctx, auth, uuid, { fault_codes: [P0301] })).statusCode).toBe(200);
    expect((await submitReport(ctx, auth, uuid)).statusCode).toBe(200);
    const changes = await ctx.app.inject({
      url: `/api/backoffice/reports/${uuid}/changes`,
      headers: backoffice.headers,
    });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(ReportChangesSchema.parse(changes.json()).changes).toEqual([
      {
        section: 'fault_codes',
        field: 'fault_codes',
        label: 'Codici di errore',
        before:
          'P0301 Mancata accensione rilevata nel cilindro 1 (attivo); U0100 Comunicazione persa con la centralina motore (memorizzato)',
        after: 'P0301 Mancata accensione rilevata nel cilindro 1 (attivo)',
      },
    ]);
  });
});

describe('the seal of the fault codes', () => {
  it('leaves a report without codes sealed as before they existed; a changed code changes it', async () => {
    const { inspectionId: uuid, auth } = await setUpWorkshop(ctx, 'Officina Sigillo');
    await fillCompleteDraft(ctx, auth, uuid);
    expect((await submitReport(ctx, auth, uuid)).statusCode).toBe(200);
    const approved = await backofficePost(uuid, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const { fingerprint } = ReportApprovedSchema.parse(approved.json());

    const [row] = await ctx.db.query<{ id: string; car_license_plate: string }>(
      `SELECT r.id, i.car_license_plate FROM reports r JOIN inspections i ON i.id = r.inspection_id
        WHERE i.id = $1`,
      [uuid],
    );
    if (!row) throw new Error('no report');
    const noFiles = { get: async () => undefined };
    const report = { id: row.id, uuid, car_license_plate: row.car_license_plate };
    expect(Object.keys((await sealContent(ctx.db, noFiles, report)).report)).not.toContain('fault_codes');

    await ctx.db.query('UPDATE reports SET fault_codes = $2 WHERE id = $1', [
      row.id,
      JSON.stringify([P0301]),
    ]);
    expect((await sealContent(ctx.db, noFiles, report)).report.fault_codes).toEqual([P0301]);
    expect(await sealReport(ctx.db, noFiles, report)).not.toBe(fingerprint);
  });
});

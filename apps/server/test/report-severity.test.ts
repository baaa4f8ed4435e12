import { ReportApprovedSchema } from '@verificauto/shared/contracts/backoffice';
import { ReportChangesSchema } from '@verificauto/shared/contracts/backoffice-changes';
import { CheckoutOfferSchema } from '@verificauto/shared/contracts/payments';
import { InspectionReportSchema, ReportAccessErrorSchema } from '@verificauto/shared/contracts/report';
import { ReportDraftSchema } from '@verificauto/shared/contracts/workshop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signIn, signInBackoffice } from './helpers/auth';
import { fillCompleteDraft, patchDraft, setUpWorkshop, submitReport } from './helpers/report-draft';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let backoffice: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  backoffice = await signInBackoffice(ctx, 'bo-gravita@verificauto.test');
});
afterAll(() => ctx.close());

const decide = async (uuid: string, action: 'approve' | 'correct', payload?: object) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/backoffice/reports/${uuid}/${action}`,
    headers: backoffice.headers,
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const readReport = async (uuid: string, reader: SignedIn) => {
  const res = await ctx.app.inject({ url: `/api/report/${uuid}`, headers: reader.headers });
  expect(res.statusCode, res.body).toBe(200);
  const { items } = InspectionReportSchema.parse(res.json()).report;
  return Object.fromEntries(Object.values(items).flatMap((list) => list.map((item) => [item.key, item])));
};

// A slipping clutch the technician leaves at its default, worn rear brakes they mark as safety, scratched
// bumpers (both costs, rated 4: still a point of attention) at the default, and a rear shock rated 2
// they judge a value problem.
const FINDINGS = {
  road_clutch: { value: 2, min_repair_cost: 600, max_repair_cost: 900 },
  tyr_rear_brakes: { value: 1, severity: 'safety' },
  ext_bumpers: { value: 4, min_repair_cost: 150, max_repair_cost: 300 },
  tyr_rear_shocks: { value: 2, severity: 'value' },
} as const;

async function approvedWithFindings() {
  const shop = await setUpWorkshop(ctx);
  await fillCompleteDraft(ctx, shop.auth, shop.inspectionId);
  const res = await patchDraft(ctx, shop.auth, shop.inspectionId, { items: FINDINGS });
  expect(res.statusCode, res.body).toBe(200);
  expect((await submitReport(ctx, shop.auth, shop.inspectionId)).statusCode).toBe(200);
  await decide(shop.inspectionId, 'approve');
  return { ...shop, sellerAuth: await signIn(ctx.app, shop.seller.email) };
}

describe('severity of findings', () => {
  it('is stored in the draft as chosen; not set, it stays empty (the item’s default applies)', async () => {
    const shop = await setUpWorkshop(ctx);
    const res = await patchDraft(ctx, shop.auth, shop.inspectionId, {
      items: { road_clutch: { value: 2 }, tyr_rear_brakes: { value: 1, severity: 'safety' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const draft = ReportDraftSchema.parse(res.json());
    expect(draft.items.road_clutch?.severity).toBeNull();
    expect(draft.items.tyr_rear_brakes?.severity).toBe('safety');
    const changed = await patchDraft(ctx, shop.auth, shop.inspectionId, {
      items: { tyr_rear_brakes: { description: 'Dischi rigati.' } },
    });
    expect(ReportDraftSchema.parse(changed.json()).items.tyr_rear_brakes?.severity).toBe('safety');
  });

  it('refuses a severity that is not one of the three (400 naming the input)', async () => {
    const shop = await setUpWorkshop(ctx);
    const res = await patchDraft(ctx, shop.auth, shop.inspectionId, {
      items: { road_clutch: { value: 2, severity: 'grave' } },
    } as never);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_input',
      fields: { 'items.road_clutch.severity': 'Gravità: scegli Sicurezza, Valore o Estetica.' },
    });
  });

  it('reaches the report: the chosen or the default for a finding, none for the other items', async () => {
    const shop = await approvedWithFindings();
    const items = await readReport(shop.inspectionId, shop.sellerAuth);
    expect(items.road_clutch?.severity).toBe('value');
    expect(items.tyr_rear_brakes?.severity).toBe('safety');
    expect(items.ext_bumpers?.severity).toBe('cosmetic');
    expect(items.tyr_rear_shocks?.severity).toBe('value');
    expect(items.eng_timing?.severity).toBeNull();
  });

  it('gives the guest’s preview and the checkout the number of findings of each severity', async () => {
    const shop = await approvedWithFindings();
    const counts = { safety: 1, value: 2, cosmetic: 1 };
    const guest = await ctx.app.inject({ url: `/api/report/${shop.inspectionId}` });
    expect(guest.statusCode).toBe(401);
    expect(ReportAccessErrorSchema.parse(guest.json()).reportPreview.severity_counts).toEqual(counts);
    const offer = await ctx.app.inject({ url: `/api/checkout/${shop.inspectionId}` });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(CheckoutOfferSchema.parse(offer.json()).reportPreview.severity_counts).toEqual(counts);
  });

  it('survives a correction, which lists a changed severity', async () => {
    const shop = await approvedWithFindings();
    await decide(shop.inspectionId, 'correct', { reason: 'La frizione va riclassificata dopo una prova.' });
    const res = await patchDraft(ctx, shop.auth, shop.inspectionId, {
      items: { road_clutch: { severity: 'safety' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await submitReport(ctx, shop.auth, shop.inspectionId)).statusCode).toBe(200);
    const listed = await ctx.app.inject({
      url: `/api/backoffice/reports/${shop.inspectionId}/changes`,
      headers: backoffice.headers,
    });
    expect(ReportChangesSchema.parse(listed.json()).changes).toEqual([
      {
        section: 'items',
        field: 'road_clutch.severity',
        label: 'Frizione: gravità',
        before: 'Valore',
        after: 'Sicurezza',
      },
    ]);
    ReportApprovedSchema.parse((await decide(shop.inspectionId, 'approve')).json());
    const items = await readReport(shop.inspectionId, shop.sellerAuth);
    expect(items.road_clutch?.severity).toBe('safety');
    expect(items.tyr_rear_brakes?.severity).toBe('safety');
    expect(items.ext_bumpers?.severity).toBe('cosmetic');
  });
});

import { PendingReportsSchema, ReportApprovedSchema } from '@verificauto/shared/contracts/backoffice';
import { InspectionReportSchema } from '@verificauto/shared/contracts/report';
import { ReportDraftSchema } from '@verificauto/shared/contracts/workshop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealReport } from '../src/features/backoffice/approval/report-seal.service';
import { createUser, mailsTo, type SignedIn, signIn } from './helpers/auth';
import { fillCompleteDraft, patchDraft, setUpWorkshop, submitReport } from './helpers/report-draft';
import { insertPurchase } from './helpers/report-fixtures';
import { insertSubmittedReport } from './helpers/submitted-report';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

let ctx: TestContext;
let backoffice: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.db, { email: 'bo-versioni@verificauto.test', name: 'Anna Back', role: 'backoffice' });
  backoffice = await signIn(ctx.app, 'bo-versioni@verificauto.test');
});
afterAll(() => ctx.close());

const decide = (uuid: string, action: 'approve' | 'return' | 'correct', payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/backoffice/reports/${uuid}/${action}`,
    headers: backoffice.headers,
    ...(payload ? { payload } : {}),
  });
const approve = async (uuid: string) => {
  const res = await decide(uuid, 'approve');
  expect(res.statusCode, res.body).toBe(200);
  return ReportApprovedSchema.parse(res.json()).fingerprint;
};
const queue = async () => {
  const res = await ctx.app.inject({ url: '/api/backoffice/reports', headers: backoffice.headers });
  expect(res.statusCode).toBe(200);
  return PendingReportsSchema.parse(res.json()).reports;
};
const readReport = async (uuid: string, reader: SignedIn) => {
  const res = await ctx.app.inject({ url: `/api/report/${uuid}`, headers: reader.headers });
  expect(res.statusCode, res.body).toBe(200);
  return InspectionReportSchema.parse(res.json()).report;
};
const paintOf = (report: Awaited<ReturnType<typeof readReport>>) =>
  report.items.exterior.find((item) => item.key === 'ext_body_paint');

/** A report written and submitted through the workshop's API, approved, and a buyer who paid for it. */
async function approvedReport() {
  const shop = await setUpWorkshop(ctx);
  await fillCompleteDraft(ctx, shop.auth, shop.inspectionId);
  expect((await submitReport(ctx, shop.auth, shop.inspectionId)).statusCode).toBe(200);
  const firstFingerprint = await approve(shop.inspectionId);
  const [report] = await ctx.db.query<{ id: string }>('SELECT id FROM reports WHERE inspection_id = $1', [
    shop.inspectionId,
  ]);
  if (!report) throw new Error('no report');
  const buyer = await createUser(ctx.db, {
    email: `acquirente-${shop.inspectionId}@esempio.test`,
    name: 'Bea',
  });
  await insertPurchase(ctx.db, { buyerId: buyer.id, reportId: report.id, status: 'paid', paidDaysAgo: 0 });
  return { ...shop, reportId: report.id, firstFingerprint, buyer: await signIn(ctx.app, buyer.email) };
}

const REASON = 'La vernice della carrozzeria era stata valutata sul lato sbagliato.';

describe('a correction of an approved report', () => {
  it('keeps the sealed version published until the correction is approved as version 2', async () => {
    const shop = await approvedReport();
    const v1 = await readReport(shop.inspectionId, shop.buyer);
    expect(v1.seal?.fingerprint).toBe(shop.firstFingerprint);
    expect(v1.versions).toEqual([
      { version: 1, sealed_at: v1.seal?.sealed_at, fingerprint: shop.firstFingerprint, reason: null },
    ]);

    const asked = await decide(shop.inspectionId, 'correct', { reason: `  ${REASON} ` });
    expect(asked.statusCode, asked.body).toBe(200);
    // The workshop's draft is open again with the reason; the buyer reads the sealed version, unchanged.
    const draft = ReportDraftSchema.parse(
      (
        await ctx.app.inject({
          url: `/api/workshop/inspections/${shop.inspectionId}/draft`,
          headers: shop.auth.headers,
        })
      ).json(),
    );
    expect(draft).toMatchObject({ state: 'editing', returned_note: REASON });
    expect(await readReport(shop.inspectionId, shop.buyer)).toEqual(v1);
    expect((await queue()).map((r) => r.uuid)).not.toContain(shop.inspectionId);
    expect((await decide(shop.inspectionId, 'approve')).statusCode).toBe(409);
    const twice = await decide(shop.inspectionId, 'correct', { reason: REASON });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('correction_in_progress');

    const changed = await patchDraft(ctx, shop.auth, shop.inspectionId, {
      items: { ext_body_paint: { value: 2, description: 'Riverniciatura della portiera posteriore.' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const submitted = await submitReport(ctx, shop.auth, shop.inspectionId);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().state).toBe('submitted');
    expect(await readReport(shop.inspectionId, shop.buyer)).toEqual(v1);
    expect((await queue()).find((r) => r.uuid === shop.inspectionId)).toMatchObject({
      correction_reason: REASON,
      version: 1,
      previously_returned_note: null,
    });

    const secondFingerprint = await approve(shop.inspectionId);
    expect(secondFingerprint).not.toBe(shop.firstFingerprint);
    const v2 = await readReport(shop.inspectionId, shop.buyer);
    expect(paintOf(v1)).toMatchObject({ value: 4 });
    expect(paintOf(v2)).toMatchObject({ value: 2, description: 'Riverniciatura della portiera posteriore.' });
    expect(v2.backoffice_state).toBe('approved');
    expect(v2.verdict_datecompleted).toBe(v1.verdict_datecompleted);
    expect(v2.seal?.fingerprint).toBe(secondFingerprint);
    expect(v2.versions).toEqual([
      v1.versions[0],
      { version: 2, sealed_at: v2.seal?.sealed_at, fingerprint: secondFingerprint, reason: REASON },
    ]);
    // The new seal is the fingerprint of what is published now.
    const [row] = await ctx.db.query<{ version: number; car_license_plate: string }>(
      `SELECT r.version, i.car_license_plate FROM reports r JOIN inspections i ON i.id = r.inspection_id
        WHERE r.id = $1`,
      [shop.reportId],
    );
    if (!row) throw new Error('no report');
    expect(row.version).toBe(2);
    const recomputed = await sealReport(
      ctx.db,
      { get: async () => undefined },
      { id: shop.reportId, uuid: shop.inspectionId, car_license_plate: row.car_license_plate },
    );
    expect(recomputed).toBe(secondFingerprint);
    expect((await queue()).map((r) => r.uuid)).not.toContain(shop.inspectionId);

    const audit = await ctx.db.query<{ action: string; details: { reason?: string } | null }>(
      `SELECT action, details FROM audit_log WHERE entity = 'report' AND entity_id = $1 ORDER BY id`,
      [shop.inspectionId],
    );
    expect(audit.map((entry) => entry.action)).toEqual([
      'report.approved',
      'report.correction_requested',
      'report.correction_approved',
    ]);
    expect(audit[1]?.details?.reason).toBe(REASON);
    expect(audit[2]?.details?.reason).toBe(REASON);
    // The seller's link has not changed: the approval e-mail is not sent again.
    const sellerMails = await mailsTo(ctx.db, shop.seller.email);
    expect(sellerMails.filter((mail) => mail.template === 'report_approved')).toHaveLength(1);

    // A later correction is possible again, from version 2.
    expect((await decide(shop.inspectionId, 'correct', { reason: 'Un’altra correzione.' })).statusCode).toBe(
      200,
    );
  });

  it('sent back to the workshop stays a correction, the published version untouched', async () => {
    const shop = await approvedReport();
    const v1 = await readReport(shop.inspectionId, shop.buyer);
    expect((await decide(shop.inspectionId, 'correct', { reason: REASON })).statusCode).toBe(200);
    expect((await submitReport(ctx, shop.auth, shop.inspectionId)).statusCode).toBe(200);
    const note = 'Manca la descrizione del difetto della vernice.';
    expect((await decide(shop.inspectionId, 'return', { note })).statusCode).toBe(200);
    expect(await readReport(shop.inspectionId, shop.buyer)).toEqual(v1);

    expect((await submitReport(ctx, shop.auth, shop.inspectionId)).statusCode).toBe(200);
    expect((await queue()).find((r) => r.uuid === shop.inspectionId)).toMatchObject({
      correction_reason: REASON,
      previously_returned_note: note,
    });
    await approve(shop.inspectionId);
    expect((await readReport(shop.inspectionId, shop.buyer)).versions.map((v) => v.reason)).toEqual([
      null,
      REASON,
    ]);
  });

  it('is refused for a report not approved (409), unknown (404) or without a reason (400)', async () => {
    const pending = await insertSubmittedReport(ctx.db);
    const refused = await decide(pending.inspectionId, 'correct', { reason: REASON });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'report_not_approved',
      message: 'Si può chiedere una correzione solo di un report approvato e pubblicato.',
    });
    expect(
      (await decide('00000000-0000-4000-8000-000000000000', 'correct', { reason: REASON })).statusCode,
    ).toBe(404);
    expect((await decide('non-un-uuid', 'correct', { reason: REASON })).statusCode).toBe(404);
    const short = await decide(pending.inspectionId, 'correct', { reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('almeno 5 caratteri');
  });

  it('is for the back office only: 401 for guests, 403 for users and technicians', async () => {
    const shop = await approvedReport();
    const user = await createUser(ctx.db, { email: 'utente-versioni@esempio.test', name: 'Ugo' });
    const callers = [
      { headers: xsrfHeaders(), status: 401 },
      { headers: (await signIn(ctx.app, user.email)).headers, status: 403 },
      { headers: shop.auth.headers, status: 403 },
      { headers: (await signIn(ctx.app, shop.seller.email)).headers, status: 403 },
    ];
    for (const caller of callers) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/backoffice/reports/${shop.inspectionId}/correct`,
        headers: caller.headers,
        payload: { reason: REASON },
      });
      expect(res.statusCode).toBe(caller.status);
    }
    const [draft] = await ctx.db.query<{ state: string }>(
      'SELECT state FROM report_drafts WHERE inspection_id = $1',
      [shop.inspectionId],
    );
    expect(draft?.state).toBe('approved');
  });
});

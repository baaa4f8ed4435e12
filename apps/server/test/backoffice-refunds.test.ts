import {
  AuditLogSchema,
  BackofficeUserDetailSchema,
  PurchaseRefundedSchema,
} from '@verificauto/shared/contracts/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedIn, signIn } from './helpers/auth';
import { italianBuyer, PAYING_CARD, pay, rememberRegulationVersion, reportOnSale } from './helpers/checkout';
import { insertWorkshop } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

let ctx: TestContext;
let backoffice: SignedIn;
let backofficeId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  backofficeId = (
    await createUser(ctx.db, { email: 'bo-rimborsi@verificauto.test', name: 'Anna Back', role: 'backoffice' })
  ).id;
  backoffice = await signIn(ctx.app, 'bo-rimborsi@verificauto.test');
});
afterAll(() => ctx.close());

/** A buyer with a paid purchase of a report on sale of its own. */
async function paidPurchase(email: string) {
  const sale = await reportOnSale(ctx.db);
  await rememberRegulationVersion(ctx, sale.inspectionId);
  const buyer = await createUser(ctx.db, { email, name: 'Maria Rossi' });
  const session = await signIn(ctx.app, email);
  // Signed in: a guest's payment with an existing account's e-mail waits for the owner (decision 049).
  const res = await pay(
    ctx,
    sale.inspectionId,
    { buyer: italianBuyer(ctx, email), card: PAYING_CARD },
    { cookies: session.cookies },
  );
  expect(res.statusCode).toBe(200);
  return { sale, buyer, session, purchaseId: res.json().purchase_uuid as string };
}

const detail = (userId: string, headers = backoffice.headers) =>
  ctx.app.inject({ url: `/api/backoffice/users/${userId}`, headers });
const refund = (
  purchaseId: string,
  reason = 'Richiesta del cliente via email',
  headers = backoffice.headers,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/backoffice/purchases/${purchaseId}/refund`,
    headers,
    payload: { reason },
  });
const creditNotes = (purchaseId: string) =>
  ctx.db.query<{ label: string }>(
    `SELECT label FROM invoices WHERE purchase_id = $1 AND kind = 'credit_note'`,
    [purchaseId],
  );

describe('GET /api/backoffice/users/{id}', () => {
  it('shows the user and their purchases with the refund eligibility computed now', async () => {
    const { buyer, purchaseId } = await paidPurchase('dettaglio@example.it');
    const res = await detail(buyer.id);
    expect(res.statusCode).toBe(200);
    const body = BackofficeUserDetailSchema.parse(res.json());
    expect(body.user).toMatchObject({ id: buyer.id, email: 'dettaglio@example.it', role: 'user' });
    expect(body.purchases).toHaveLength(1);
    const [purchase] = body.purchases;
    expect(purchase).toMatchObject({ id: purchaseId, status: 'paid', credit_note: null, refunded_at: null });
    expect(purchase?.paid_at).not.toBeNull();
    expect(purchase?.access_until).not.toBeNull();
    expect(purchase?.refund.refundable).toBe(true);
    expect(purchase?.refund.reason).toMatch(
      /^Rimborsabile: recesso entro \d+ giorni dall’acquisto \(fino al /,
    );
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await detail('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await detail('non-un-id')).statusCode).toBe(404);
  });
});

describe('POST /api/backoffice/purchases/{id}/refund', () => {
  it('refunds: access revoked, credit note issued, audit row with who and why; a second time 409', async () => {
    const { sale, buyer, session, purchaseId } = await paidPurchase('rimborso@example.it');
    const readReport = () =>
      ctx.app.inject({ url: `/api/report/${sale.inspectionId}`, headers: session.headers });
    const first = await readReport();
    expect(first.statusCode, first.body).toBe(200);

    const res = await refund(purchaseId, 'Il cliente ha esercitato il recesso');
    expect(res.statusCode).toBe(200);
    const { purchase } = PurchaseRefundedSchema.parse(res.json());
    expect(purchase.status).toBe('refunded');
    expect(purchase.refunded_at).not.toBeNull();
    expect(purchase.credit_note).toMatch(/^NC\d+\/\d{4}$/);
    expect(purchase.refund).toEqual({
      refundable: false,
      reason: 'Non rimborsabile: l’acquisto è già stato rimborsato.',
    });

    expect((await readReport()).statusCode).toBe(403);
    expect(await creditNotes(purchaseId)).toHaveLength(1);

    const [row] = await ctx.db.query<{
      actor_id: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
      details: Record<string, unknown>;
    }>(
      `SELECT actor_id, before, after, details FROM audit_log WHERE action = 'purchase.refunded' AND entity_id = $1`,
      [purchaseId],
    );
    expect(row?.actor_id).toBe(backofficeId);
    expect(row?.before).toMatchObject({ status: 'paid', refunded_at: null, credit_note: null });
    expect(row?.after).toMatchObject({ status: 'refunded', credit_note: purchase.credit_note });
    expect(row?.details).toMatchObject({
      reason: 'Il cliente ha esercitato il recesso',
      buyer_email: 'rimborso@example.it',
      grounds: ['withdrawal'],
    });
    const log = AuditLogSchema.parse(
      (
        await ctx.app.inject({
          url: `/api/backoffice/audit?entity=purchase&entity_id=${purchaseId}`,
          headers: backoffice.headers,
        })
      ).json(),
    );
    expect(log.entries.map((e) => [e.action, e.actor?.email])).toEqual([
      ['purchase.refunded', 'bo-rimborsi@verificauto.test'],
    ]);

    const again = await refund(purchaseId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'already_refunded',
      message: 'Questo acquisto è già stato rimborsato.',
    });
    expect(await creditNotes(purchaseId)).toHaveLength(1);
    const page = BackofficeUserDetailSchema.parse((await detail(buyer.id)).json());
    expect(page.purchases[0]?.status).toBe('refunded');
  });

  it('two back-office users refunding at once: one 200, one 409, one credit note and one audit row', async () => {
    const { purchaseId } = await paidPurchase('doppio@example.it');
    const answers = await Promise.all([
      refund(purchaseId, 'Recesso chiesto al telefono'),
      refund(purchaseId, 'Recesso chiesto per e-mail'),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json().code).toBe('already_refunded');
    expect(await creditNotes(purchaseId)).toHaveLength(1);
    const audit = await ctx.db.query<{ details: { reason: string } }>(
      `SELECT details FROM audit_log WHERE action = 'purchase.refunded' AND entity_id = $1`,
      [purchaseId],
    );
    expect(audit).toHaveLength(1);
    const done = answers.find((res) => res.statusCode === 200);
    expect(done?.json().purchase.status).toBe('refunded');
  });

  it('refuses with 409 and the Italian reason a purchase no longer refundable, and changes nothing', async () => {
    const { sale, session, purchaseId } = await paidPurchase('aperto@example.it');
    // Opened after asking for immediate access: the withdrawal is lost (Codice del Consumo art. 59).
    const opened = await ctx.app.inject({
      method: 'POST',
      url: `/api/report/${sale.inspectionId}/accepted`,
      headers: session.headers,
    });
    expect(opened.statusCode).toBe(204);
    const res = await refund(purchaseId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('not_refundable');
    expect(res.json().message).toMatch(
      /^Non rimborsabile: .*il recesso è escluso: il report è stato aperto il /,
    );
    expect(
      (await ctx.app.inject({ url: `/api/report/${sale.inspectionId}`, headers: session.headers }))
        .statusCode,
    ).toBe(200);
    expect(await creditNotes(purchaseId)).toHaveLength(0);
    const audit = await ctx.db.query(`SELECT 1 FROM audit_log WHERE entity_id = $1`, [purchaseId]);
    expect(audit).toHaveLength(0);
  });

  it('answers 404 for an unknown purchase and 400 without a reason', async () => {
    expect((await refund('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await refund('nessuno')).statusCode).toBe(404);
    const { purchaseId } = await paidPurchase('senza-motivo@example.it');
    const res = await refund(purchaseId, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Scrivi perché rimborsi l’acquisto');
    expect(await creditNotes(purchaseId)).toHaveLength(0);
  });
});

describe('role matrix', () => {
  it('refuses a guest (401), a user and a technician (403), on both routes', async () => {
    const { buyer, purchaseId } = await paidPurchase('matrice@example.it');
    const workshopId = await insertWorkshop(ctx.db, 'Officina Matrice');
    await createUser(ctx.db, { email: 'tecnico-rimborsi@example.it', role: 'technician', workshopId });
    const user = await signIn(ctx.app, 'matrice@example.it');
    const technician = await signIn(ctx.app, 'tecnico-rimborsi@example.it');
    const cases: [Record<string, string>, number][] = [
      [xsrfHeaders(), 401],
      [user.headers, 403],
      [technician.headers, 403],
    ];
    for (const [headers, status] of cases) {
      expect((await detail(buyer.id, headers)).statusCode).toBe(status);
      expect((await refund(purchaseId, 'Un motivo valido', headers)).statusCode).toBe(status);
    }
    const [row] = await ctx.db.query<{ status: string }>('SELECT status FROM purchases WHERE id = $1', [
      purchaseId,
    ]);
    expect(row?.status).toBe('paid');
  });
});

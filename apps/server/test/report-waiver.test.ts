import { InspectionReportSchema } from '@verificauto/shared/contracts/report';
import { ReportWaiverRequiredSchema } from '@verificauto/shared/contracts/report-waiver';
import { formatDate, formatDateTime } from '@verificauto/shared/domain/format';
import { withdrawalLastDay } from '@verificauto/shared/domain/refund-eligibility';
import { IMMEDIATE_ACCESS_STATEMENT } from '@verificauto/shared/legal/checkout-statements';
import { REGULATION_VERSION_DATE } from '@verificauto/shared/legal/regulation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../src/features/report/report-messages';
import { withdrawalLinks } from '../src/lib/withdrawal-link';
import { createUser, mailsTo, type SignedIn, signIn, signInBackoffice } from './helpers/auth';
import { italianBuyer, PAYING_CARD, pay, rememberRegulationVersion, reportOnSale } from './helpers/checkout';
import { insertPurchase } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

let ctx: TestContext;
let backoffice: SignedIn;
let regulationVersion = '';
let sale: Awaited<ReturnType<typeof reportOnSale>>;

beforeAll(async () => {
  ctx = await createTestApp();
  sale = await reportOnSale(ctx.db);
  await rememberRegulationVersion(ctx, sale.inspectionId);
  regulationVersion = italianBuyer(ctx, '').regulation_version;
  backoffice = await signInBackoffice(ctx);
});
afterAll(() => ctx.close());

interface PurchaseState {
  id: string;
  paid_at: Date;
  consents: { key: string; text: string; accepted_at: string; regulation_version?: string }[];
  regulation_version: string;
  withdrawal_waived_at: Date | null;
  report_accessed_at: Date | null;
}

const purchaseOf = async (buyerId: string) => {
  const rows = await ctx.db.query<PurchaseState>(
    `SELECT id, paid_at, consents, regulation_version, withdrawal_waived_at, report_accessed_at
       FROM purchases WHERE buyer_id = $1 AND report_id = $2`,
    [buyerId, sale.reportId],
  );
  expect(rows).toHaveLength(1);
  return rows[0] as PurchaseState;
};

const getReport = (as: SignedIn) =>
  ctx.app.inject({ url: `/api/report/${sale.inspectionId}`, headers: as.headers });

const postWaiver = (as: SignedIn, payload: Record<string, unknown>, inspectionId = sale.inspectionId) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/report/${inspectionId}/waiver`,
    payload,
    headers: as.headers,
  });

const waive = (as: SignedIn) =>
  postWaiver(as, { immediate_access: true, regulation_version: regulationVersion });

const postAccepted = (as: SignedIn) =>
  ctx.app.inject({ method: 'POST', url: `/api/report/${sale.inspectionId}/accepted`, headers: as.headers });

/** The back office's reason for refunding the buyer's purchase (docs/product.md#refunds). */
const refundReason = async (buyerId: string) => {
  const res = await ctx.app.inject({ url: `/api/backoffice/users/${buyerId}`, headers: backoffice.headers });
  expect(res.statusCode).toBe(200);
  return res.json().purchases[0].refund.reason as string;
};

/** A signed-in buyer who paid through the test checkout without ticking the express request. */
async function buyerWhoDidNotWaive(tag: string) {
  const email = `${tag}@example.it`;
  const user = await createUser(ctx.db, { email });
  const session = await signIn(ctx.app, email);
  const paid = await pay(
    ctx,
    sale.inspectionId,
    { buyer: italianBuyer(ctx, email, { immediate_access: false }), card: PAYING_CARD },
    { cookies: session.cookies },
  );
  expect(paid.statusCode).toBe(200);
  return { id: user.id, email, session };
}

describe('a buyer who did not ask for immediate access at checkout', () => {
  let buyer: Awaited<ReturnType<typeof buyerWhoDidNotWaive>>;
  beforeAll(async () => {
    buyer = await buyerWhoDidNotWaive('senza-rinuncia');
  });

  it('gets 403 waiver_required with the words, the Regolamento and the right kept, and no report', async () => {
    const res = await getReport(buyer.session);
    expect(res.statusCode).toBe(403);
    const body = ReportWaiverRequiredSchema.strict().parse(res.json());
    const purchase = await purchaseOf(buyer.id);
    expect(body).toEqual({
      code: 'waiver_required',
      message: REPORT_MESSAGES.waiverRequired,
      statement: IMMEDIATE_ACCESS_STATEMENT,
      regulation_version: regulationVersion,
      withdrawal_until: withdrawalLastDay(purchase.paid_at),
      withdrawal_token: withdrawalLinks(ctx.config).token({ kind: 'purchase', uuid: purchase.id }),
      reportPreview: expect.objectContaining({ brand: 'Fiat', model: 'Panda' }),
    });
    expect(res.body).not.toContain('"items"');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("'Accetto' before the request records no opening, and declining keeps the withdrawal", async () => {
    expect((await postAccepted(buyer.session)).statusCode).toBe(204);
    const purchase = await purchaseOf(buyer.id);
    expect(purchase.report_accessed_at).toBeNull();
    expect(purchase.withdrawal_waived_at).toBeNull();
    expect(purchase.consents.map((c) => c.key)).toEqual(['regulation', 'age']);
    expect(await refundReason(buyer.id)).toMatch(/^Rimborsabile: recesso entro 30 giorni/);
  });

  it('refuses a request without the tick or under an older Regolamento, recording nothing', async () => {
    const unticked = await postWaiver(buyer.session, {
      immediate_access: false,
      regulation_version: regulationVersion,
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json()).toMatchObject({
      code: 'invalid_input',
      fields: { immediate_access: 'Per aprire il report spunta la richiesta di accesso immediato.' },
    });
    const older = await postWaiver(buyer.session, {
      immediate_access: true,
      regulation_version: '0123456789ab',
    });
    expect(older.statusCode).toBe(409);
    expect(older.json()).toEqual({ code: 'regulation_changed', message: REPORT_MESSAGES.regulationChanged });
    expect((await purchaseOf(buyer.id)).withdrawal_waived_at).toBeNull();
  });

  it('records the request with its words, time and Regolamento, then gets the report', async () => {
    const before = Date.now();
    expect((await waive(buyer.session)).statusCode).toBe(204);
    const purchase = await purchaseOf(buyer.id);
    const consent = purchase.consents.find((c) => c.key === 'immediate_access');
    expect(consent).toEqual({
      key: 'immediate_access',
      text: IMMEDIATE_ACCESS_STATEMENT,
      accepted_at: purchase.withdrawal_waived_at?.toISOString(),
      regulation_version: regulationVersion,
    });
    expect(purchase.withdrawal_waived_at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(purchase.withdrawal_waived_at?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // Not yet opened: the right stays until the report is.
    expect(purchase.report_accessed_at).toBeNull();
    expect(await refundReason(buyer.id)).toMatch(/^Rimborsabile: recesso entro 30 giorni/);

    const res = await getReport(buyer.session);
    expect(res.statusCode).toBe(200);
    expect(InspectionReportSchema.parse(res.json()).access.role).toBe('buyer');
  });

  it('confirms the request by e-mail (a durable medium) with its words, time, order and Regolamento', async () => {
    const purchase = await purchaseOf(buyer.id);
    const waivers = (await mailsTo(ctx.db, buyer.email)).filter(
      (mail) => mail.template === 'purchase_waiver',
    );
    expect(waivers).toHaveLength(1);
    const [mail] = waivers;
    const order = await ctx.db.query<{ order_number: string }>(
      'SELECT order_number FROM purchases WHERE id = $1',
      [purchase.id],
    );
    expect(mail?.subject).toBe(`Richiesta di accesso immediato al report – ordine ${order[0]?.order_number}`);
    expect(mail?.text).toContain(`«${IMMEDIATE_ACCESS_STATEMENT}»`);
    expect(mail?.text).toContain(`il ${formatDateTime(purchase.withdrawal_waived_at ?? new Date(0))}`);
    expect(mail?.text).toContain('Fiat Panda');
    expect(mail?.text).toContain(`versione del ${formatDate(REGULATION_VERSION_DATE)}`);
  });

  it('asking again changes nothing', async () => {
    const first = await purchaseOf(buyer.id);
    expect((await waive(buyer.session)).statusCode).toBe(204);
    const again = await purchaseOf(buyer.id);
    expect(again.consents).toEqual(first.consents);
    expect(again.withdrawal_waived_at).toEqual(first.withdrawal_waived_at);
    const waivers = (await mailsTo(ctx.db, buyer.email)).filter(
      (mail) => mail.template === 'purchase_waiver',
    );
    expect(waivers).toHaveLength(1);
  });

  it('the opening after the request ends the withdrawal', async () => {
    expect((await postAccepted(buyer.session)).statusCode).toBe(204);
    const purchase = await purchaseOf(buyer.id);
    expect(purchase.report_accessed_at?.getTime()).toBeGreaterThanOrEqual(
      purchase.withdrawal_waived_at?.getTime() ?? Number.POSITIVE_INFINITY,
    );
    expect(await refundReason(buyer.id)).toMatch(/il recesso è escluso: il report è stato aperto il/);
  });
});

describe('who is not asked', () => {
  it('a buyer who asked for immediate access at checkout reads at once, as before', async () => {
    const email = 'con-rinuncia@example.it';
    const user = await createUser(ctx.db, { email });
    const session = await signIn(ctx.app, email);
    const paid = await pay(
      ctx,
      sale.inspectionId,
      { buyer: italianBuyer(ctx, email), card: PAYING_CARD },
      { cookies: session.cookies },
    );
    expect(paid.statusCode).toBe(200);
    const res = await getReport(session);
    expect(res.statusCode).toBe(200);
    expect(res.json().access.role).toBe('buyer');
    const before = await purchaseOf(user.id);
    expect(before.consents.map((c) => c.key)).toEqual(['regulation', 'immediate_access', 'age']);
    // Its request was made at checkout: nothing more to record.
    expect((await waive(session)).statusCode).toBe(204);
    expect((await purchaseOf(user.id)).consents).toEqual(before.consents);
  });

  it('the seller reads the report, and a request from the seller records nothing', async () => {
    const own = await reportOnSale(ctx.db, 'venditore-proprio@example.it');
    const session = await signIn(ctx.app, 'venditore-proprio@example.it');
    const res = await ctx.app.inject({ url: `/api/report/${own.inspectionId}`, headers: session.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().access.role).toBe('seller');
    const request = { immediate_access: true, regulation_version: regulationVersion };
    expect((await postWaiver(session, request, own.inspectionId)).statusCode).toBe(204);
  });
});

describe('POST /api/report/{uuid}/waiver without a purchase in force', () => {
  it('answers a guest 401, someone who has not bought it 403, an unknown report 404', async () => {
    const guest = await ctx.app.inject({
      method: 'POST',
      url: `/api/report/${sale.inspectionId}/waiver`,
      payload: { immediate_access: true, regulation_version: regulationVersion },
      headers: xsrfHeaders(),
    });
    expect(guest.statusCode).toBe(401);

    const stranger = await createUser(ctx.db, { email: 'curioso@example.it' });
    const session = await signIn(ctx.app, stranger.email);
    const notBought = await waive(session);
    expect(notBought.statusCode).toBe(403);
    expect(notBought.json()).toMatchObject({
      code: 'report_not_purchased',
      message: REPORT_MESSAGES.notPurchased,
    });

    const unknown = await postWaiver(
      session,
      { immediate_access: true, regulation_version: regulationVersion },
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('report_unavailable');
  });

  it('answers a buyer whose access ended 403 expired and records nothing', async () => {
    const expired = await createUser(ctx.db, { email: 'scaduto@example.it' });
    await insertPurchase(ctx.db, {
      buyerId: expired.id,
      reportId: sale.reportId,
      status: 'paid',
      paidDaysAgo: 181,
      waived: false,
    });
    const session = await signIn(ctx.app, expired.email);
    const res = await waive(session);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('report_access_expired');
    expect((await purchaseOf(expired.id)).withdrawal_waived_at).toBeNull();
  });
});

import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { readReceiptsCookie } from '../src/lib/read-receipts';
import { createUser, mailsTo, signIn, signInBackoffice } from './helpers/auth';
import {
  italianBuyer,
  PAYING_CARD,
  pay,
  purchaseReceiptOf,
  rememberRegulationVersion,
  reportOnSale,
} from './helpers/checkout';
import { createTestApp, type TestContext } from './helpers/test-app';
import { cookieHeader, xsrfHeaders } from './helpers/xsrf';

// The read receipt (docs/decisions/057-read-receipt.md): the browser that paid reads THAT report at once,
// without an account, for the purchase's access period or until it signs in or out.

const READS = 'va_reads';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await rememberRegulationVersion(ctx, (await reportOnSale(ctx.db)).inspectionId);
});
afterAll(() => ctx.close());

let guests = 0;
const guestEmail = () => `ospite-lettore-${++guests}@example.it`;

/** A guest's test payment for the report of `inspectionId`: its purchase and the receipt cookie it got. */
async function guestPays(
  inspectionId: string,
  email = guestEmail(),
  cookies: Record<string, string> = {},
  immediateAccess = true,
) {
  const res = await pay(
    ctx,
    inspectionId,
    { buyer: italianBuyer(ctx, email, { immediate_access: immediateAccess }), card: PAYING_CARD },
    { cookies },
  );
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().purchase_uuid as string, receipt: purchaseReceiptOf(res) };
}

const readPurchase = (id: string, cookies: Record<string, string>) =>
  ctx.app.inject({ url: `/api/purchases/${id}`, headers: { cookie: cookieHeader(cookies) } });

/** What the browser holds after the purchase's receipt page answered `res` (the cookie it set, if any). */
function readsCookieOf(res: Awaited<ReturnType<typeof readPurchase>>) {
  return res.cookies.find((cookie) => cookie.name === READS);
}

/** A guest pays and opens 'Report acquistato': the read receipts its browser then holds. */
async function guestWithReadReceipt(inspectionId: string, email?: string, held: Record<string, string> = {}) {
  const purchase = await guestPays(inspectionId, email);
  const res = await readPurchase(purchase.id, { ...purchase.receipt, ...held });
  expect(res.statusCode).toBe(200);
  const cookie = readsCookieOf(res);
  if (!cookie) throw new Error('no read receipt');
  return { ...purchase, reads: { [READS]: cookie.value } };
}

const readReport = (inspectionId: string, cookies: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/api/report/${inspectionId}`, headers: { cookie: cookieHeader(cookies) } });

const accept = (inspectionId: string, cookies: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/report/${inspectionId}/accepted`,
    headers: xsrfHeaders(cookies),
  });

const purchaseRow = async (id: string) =>
  (
    await ctx.db.query<{ access_until: Date; report_accessed_at: Date | null; buyer_id: string | null }>(
      'SELECT access_until, report_accessed_at, buyer_id FROM purchases WHERE id = $1',
      [id],
    )
  )[0];

describe('the browser that paid, without an account', () => {
  it('gets a read receipt with the receipt page of a paid purchase, and reads the report as its buyer', async () => {
    const sale = await reportOnSale(ctx.db);
    const purchase = await guestPays(sale.inspectionId);

    const res = await readPurchase(purchase.id, purchase.receipt);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', can_open: true });
    const cookie = readsCookieOf(res);
    const { access_until } = (await purchaseRow(purchase.id)) ?? {};
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    // As long as the access: 180 days, give or take the seconds of the test.
    const accessSeconds = ((access_until?.getTime() ?? 0) - Date.now()) / 1000;
    expect(Math.abs((cookie?.maxAge ?? 0) - accessSeconds)).toBeLessThan(5);

    const report = await readReport(sale.inspectionId, { [READS]: cookie?.value ?? '' });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().access).toEqual({ role: 'buyer', access_until: access_until?.toISOString() });
    // A reader's own answer: no shared cache keeps it.
    expect(report.headers['cache-control']).toBe('private, no-store');
  });

  it('is the only browser that reads: the link alone, or the purchase receipt alone, still shows the buy card', async () => {
    const sale = await reportOnSale(ctx.db);
    const { receipt } = await guestWithReadReceipt(sale.inspectionId);

    for (const cookies of [{}, receipt]) {
      const res = await readReport(sale.inspectionId, cookies);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'report_sign_in', paymentURL: expect.any(String) });
    }
  });

  it('reads only the report it bought: the receipt of report A does not open report B', async () => {
    const [a, b] = [await reportOnSale(ctx.db), await reportOnSale(ctx.db)];
    const { reads } = await guestWithReadReceipt(a.inspectionId);

    expect((await readReport(a.inspectionId, reads)).statusCode).toBe(200);
    const other = await readReport(b.inspectionId, reads);
    expect(other.statusCode).toBe(401);
    expect(other.json().code).toBe('report_sign_in');
  });

  it('keeps every report it bought in the same cookie', async () => {
    const [a, b] = [await reportOnSale(ctx.db), await reportOnSale(ctx.db)];
    const first = await guestWithReadReceipt(a.inspectionId);
    const second = await guestWithReadReceipt(b.inspectionId, undefined, first.reads);

    expect((await readReport(a.inspectionId, second.reads)).statusCode).toBe(200);
    expect((await readReport(b.inspectionId, second.reads)).statusCode).toBe(200);
  });

  it('reads nothing once the purchase is refunded or its access has ended, and is told nothing more than a guest', async () => {
    const [refunded, ended] = [await reportOnSale(ctx.db), await reportOnSale(ctx.db)];
    const refundedPurchase = await guestWithReadReceipt(refunded.inspectionId);
    const endedPurchase = await guestWithReadReceipt(ended.inspectionId);

    const backoffice = await signInBackoffice(ctx, 'bo-lettori@verificauto.test');
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/backoffice/purchases/${refundedPurchase.id}/refund`,
      headers: backoffice.headers,
      payload: { reason: 'Recesso del cliente' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    // The 180 days have passed.
    await ctx.db.query(`UPDATE purchases SET access_until = now() - interval '1 minute' WHERE id = $1`, [
      endedPurchase.id,
    ]);

    for (const [inspectionId, purchase] of [
      [refunded.inspectionId, refundedPurchase],
      [ended.inspectionId, endedPurchase],
    ] as const) {
      const res = await readReport(inspectionId, purchase.reads);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('report_sign_in');
      // Nor does the receipt page offer it again, or renew the read receipt.
      const page = await readPurchase(purchase.id, purchase.receipt);
      expect(page.json().can_open).toBe(false);
      expect(readsCookieOf(page)).toBeUndefined();
    }
  });

  it('opens nothing with a forged or altered cookie', async () => {
    const sale = await reportOnSale(ctx.db);
    const { id, reads } = await guestWithReadReceipt(sale.inspectionId);
    const [, until, signature] = reads[READS]?.split('.') ?? [];
    const farFuture = Math.floor(Date.now() / 1000) + 10 * 365 * 24 * 60 * 60;

    for (const value of [
      `${id}.${farFuture}.firma-inventata`,
      // A longer end under the real signature.
      `${id}.${farFuture}.${signature}`,
      // The purchase's 2-hour receipt is signed for another purpose.
      (await guestPays(sale.inspectionId)).receipt.va_purchase,
      `${id}.${until}`,
    ]) {
      const res = await readReport(sale.inspectionId, { [READS]: value });
      expect(res.statusCode, value).toBe(401);
    }
  });

  it('records the first opening after "Accetto" on that purchase, also one waiting for its owner', async () => {
    const sale = await reportOnSale(ctx.db);
    const owner = await createUser(ctx.db, { email: 'titolare-lettura@example.it' });
    // Paid with an existing account's e-mail: no buyer until its owner confirms (decision 049).
    const awaiting = await guestWithReadReceipt(sale.inspectionId, owner.email);
    const other = await guestWithReadReceipt(sale.inspectionId);
    expect((await purchaseRow(awaiting.id))?.buyer_id).toBeNull();

    const res = await accept(sale.inspectionId, awaiting.reads);
    expect(res.statusCode, res.body).toBe(204);
    expect((await purchaseRow(awaiting.id))?.report_accessed_at).toBeInstanceOf(Date);
    expect((await purchaseRow(other.id))?.report_accessed_at).toBeNull();

    // The first opening stays the first.
    const first = (await purchaseRow(awaiting.id))?.report_accessed_at;
    expect((await accept(sale.inspectionId, awaiting.reads)).statusCode).toBe(204);
    expect((await purchaseRow(awaiting.id))?.report_accessed_at).toEqual(first);
  });

  it('records nothing for a receipt of another report, and asks a browser without any to sign in', async () => {
    const [a, b] = [await reportOnSale(ctx.db), await reportOnSale(ctx.db)];
    const purchase = await guestWithReadReceipt(a.inspectionId);

    expect((await accept(b.inspectionId, purchase.reads)).statusCode).toBe(204);
    expect((await purchaseRow(purchase.id))?.report_accessed_at).toBeNull();
    const guest = await accept(a.inspectionId);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('unauthenticated');
  });
});

describe('a browser that paid without the express request for immediate access', () => {
  it('is asked for it before the report, records it on the receipt’s purchase, then reads (decision 058)', async () => {
    const sale = await reportOnSale(ctx.db);
    const email = guestEmail();
    const purchase = await guestPays(sale.inspectionId, email, {}, false);
    const res = await readPurchase(purchase.id, purchase.receipt);
    const reads = { [READS]: readsCookieOf(res)?.value ?? '' };

    const asked = await readReport(sale.inspectionId, reads);
    expect(asked.statusCode).toBe(403);
    expect(asked.json().code).toBe('waiver_required');
    expect(asked.json()).not.toHaveProperty('report');
    // 'Accetto' before the request records no opening: the right is kept.
    expect((await accept(sale.inspectionId, reads)).statusCode).toBe(204);
    expect((await purchaseRow(purchase.id))?.report_accessed_at).toBeNull();

    const offer = await ctx.app.inject(`/api/checkout/${sale.inspectionId}`);
    const waiver = await ctx.app.inject({
      method: 'POST',
      url: `/api/report/${sale.inspectionId}/waiver`,
      payload: { immediate_access: true, regulation_version: offer.json().regulation.version },
      headers: xsrfHeaders(reads),
    });
    expect(waiver.statusCode, waiver.body).toBe(204);
    expect((await readReport(sale.inspectionId, reads)).statusCode).toBe(200);
    expect((await accept(sale.inspectionId, reads)).statusCode).toBe(204);
    expect((await purchaseRow(purchase.id))?.report_accessed_at).toBeInstanceOf(Date);
    // The confirmation goes to the address typed at checkout.
    const mails = (await mailsTo(ctx.db, email)).filter((mail) => mail.template === 'purchase_waiver');
    expect(mails).toHaveLength(1);
  });

  it('cannot record the request without a receipt of that purchase', async () => {
    const sale = await reportOnSale(ctx.db);
    const offer = await ctx.app.inject(`/api/checkout/${sale.inspectionId}`);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/report/${sale.inspectionId}/waiver`,
      payload: { immediate_access: true, regulation_version: offer.json().regulation.version },
      headers: xsrfHeaders({}),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('signing in or out ends the read receipts', () => {
  it('drops the cookie at sign-in and sign-out, and a signed-in browser reads as its account', async () => {
    const sale = await reportOnSale(ctx.db);
    const { reads } = await guestWithReadReceipt(sale.inspectionId);
    const someone = await createUser(ctx.db, { email: 'un-altro-lettore@example.it' });

    const signInRes = await ctx.app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { email: someone.email, password: 'Verifica2026!' },
      headers: xsrfHeaders(reads),
    });
    expect(signInRes.statusCode).toBe(200);
    expect(readsCookieOf(signInRes)).toMatchObject({ value: '', path: '/' });
    expect(readsCookieOf(signInRes)?.expires?.getTime()).toBeLessThanOrEqual(Date.now());

    // Even if the browser kept it, its account decides.
    const session = await signIn(ctx.app, someone.email);
    const asAccount = await readReport(sale.inspectionId, { ...session.cookies, ...reads });
    expect(asAccount.statusCode).toBe(403);
    expect(asAccount.json().code).toBe('report_not_purchased');

    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/auth/signout',
      headers: xsrfHeaders({ ...session.cookies, ...reads }),
    });
    expect(signOut.statusCode).toBe(200);
    expect(readsCookieOf(signOut)).toMatchObject({ value: '', path: '/' });
  });

  it('gives no read receipt to a signed-in browser: the buyer reads through the session', async () => {
    const sale = await reportOnSale(ctx.db);
    const buyer = await createUser(ctx.db, { email: 'acquirente-con-sessione@example.it' });
    const session = await signIn(ctx.app, buyer.email);
    const own = await guestPays(sale.inspectionId, buyer.email, session.cookies);

    const res = await readPurchase(own.id, { ...own.receipt, ...session.cookies });
    expect(res.json()).toMatchObject({ status: 'paid', awaiting_owner: false, can_open: true });
    expect(readsCookieOf(res)).toBeUndefined();

    // Signed in as someone else with another account's e-mail: the purchase waits for its owner.
    const other = await createUser(ctx.db, { email: 'proprietario-altrui@example.it' });
    const forOther = await guestPays(sale.inspectionId, other.email, session.cookies);
    const waiting = await readPurchase(forOther.id, { ...forOther.receipt, ...session.cookies });
    expect(waiting.json()).toMatchObject({ awaiting_owner: true, can_open: false });
    expect(readsCookieOf(waiting)).toBeUndefined();
  });
});

describe('the read receipts cookie', () => {
  /** A bare app that adds a receipt (`?id&days`) to the browser's cookie and says which it holds. */
  async function cookieApp(isProduction: boolean) {
    const app = Fastify();
    await app.register(cookie);
    const reads = readReceiptsCookie({ ...loadConfig({ NODE_ENV: 'test' }), isProduction });
    app.get<{ Querystring: { id: string; days: string } }>('/add', async (request, reply) => {
      const until = new Date(Date.now() + Number(request.query.days) * 24 * 60 * 60 * 1000);
      reads.add(request, reply, request.query.id, until);
      return { ok: true };
    });
    app.get('/held', async (request) => reads.held(request));
    return app;
  }

  const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

  it('is Secure and httpOnly under the __Host- prefix in production', async () => {
    const app = await cookieApp(true);
    const res = await app.inject(`/add?id=${uuid(1)}&days=180`);
    expect(res.cookies.find((c) => c.name === '__Host-va_reads')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    await app.close();
  });

  it('keeps ten purchases at most, dropping the one whose access ends first, and lives until the last ends', async () => {
    const app = await cookieApp(false);
    let value = '';
    let maxAge = 0;
    // Purchase n ends in 100 + n days; purchase 1 is added last but ends first.
    for (const n of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 1]) {
      const res = await app.inject({
        url: `/add?id=${uuid(n)}&days=${100 + n}`,
        headers: { cookie: `${READS}=${value}` },
      });
      const set = res.cookies.find((c) => c.name === READS);
      value = set?.value ?? '';
      maxAge = set?.maxAge ?? 0;
    }
    expect(Math.round(maxAge / 86_400)).toBe(111);
    const held = (await app.inject({ url: '/held', headers: { cookie: `${READS}=${value}` } })).json();
    expect(held).toHaveLength(10);
    expect(held).not.toContain(uuid(1));
    expect(held).toContain(uuid(2));
    await app.close();
  });
});

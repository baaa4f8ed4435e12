import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailsTo, type OutboxMail, type SignedIn, signIn } from './helpers/auth';
import {
  italianBuyer,
  PAYING_CARD,
  pay,
  rememberRegulationVersion,
  reportOnSale,
  runJobs,
} from './helpers/checkout';
import { claimTokenIn, postClaim } from './helpers/owner-claim';
import { createTestApp, type TestContext } from './helpers/test-app';
import { cookieHeader } from './helpers/xsrf';

// A guest's purchase (decision 049): a browser not signed in as an account learns
// nothing of it from its e-mail, writes nothing on it, and cannot put purchases in its 'Sto comprando'
// until the address owner confirms; a guest's payment is never refunded because the e-mail owns the report.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await rememberRegulationVersion(ctx, (await reportOnSale(ctx.db)).inspectionId);
});
afterAll(() => ctx.close());

let owners = 0;
/** A confirmed account with a name, no codice fiscale and no marketing consent, signed in to read its lists. */
async function owner() {
  const email = `titolare-${++owners}@example.it`;
  const user = await createUser(ctx.db, { email, name: 'Vittoria Segreta' });
  return { ...user, signedIn: await signIn(ctx.app, email) };
}

const profileOf = async (userId: string) =>
  (
    await ctx.db.query<{
      name: string;
      tax_code: string | null;
      marketing_consent: boolean;
      country: string;
    }>('SELECT name, tax_code, marketing_consent, country FROM users WHERE id = $1', [userId])
  )[0];

/** A guest's test payment with `email`, typed by a stranger who also ticks the marketing consent. */
async function guestPays(inspectionId: string, email: string) {
  const buyer = italianBuyer(ctx, email, {
    first_name: 'Estraneo',
    last_name: 'Curioso',
    marketing_consent: true,
  });
  const res = await pay(ctx, inspectionId, { buyer, card: PAYING_CARD });
  expect(res.statusCode, res.body).toBe(200);
  const receipt = res.cookies.find((cookie) => cookie.name === 'va_purchase');
  if (!receipt) throw new Error('no receipt cookie');
  return { id: res.json().purchase_uuid as string, receipt: { va_purchase: receipt.value } };
}

const readReceipt = (id: string, cookies: Record<string, string>) =>
  ctx.app.inject({ url: `/api/purchases/${id}`, headers: { cookie: cookieHeader(cookies) } });

const buyingList = async (signedIn: SignedIn) => {
  const res = await ctx.app.inject({ url: '/api/user/reports', headers: signedIn.headers });
  expect(res.statusCode).toBe(200);
  return (res.json().inspectionsPurchased as { uuid: string }[]).map((card) => card.uuid);
};

const claimToken = (mail: OutboxMail | undefined) => claimTokenIn(mail, '/payment/claim');
const claim = (token: string) => postClaim(ctx, '/api/purchases/claim', token);

const templates = async (email: string) => (await mailsTo(ctx.db, email)).map((mail) => mail.template);

describe('a guest buys a report with the e-mail of an existing account', () => {
  it('shows back only what it typed, writes nothing on the account and leaves it out of its list', async () => {
    const sale = await reportOnSale(ctx.db);
    const victim = await owner();
    const purchase = await guestPays(sale.inspectionId, victim.email);

    const read = await readReceipt(purchase.id, purchase.receipt);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      status: 'paid',
      user: { name: 'Estraneo Curioso', email: victim.email, confirmed: true },
      awaiting_owner: true,
      duplicate: false,
    });
    expect(read.body).not.toContain('Segreta');

    expect(await profileOf(victim.id)).toEqual({
      name: 'Vittoria Segreta',
      tax_code: null,
      marketing_consent: false,
      country: 'IT',
    });
    expect(await buyingList(victim.signedIn)).not.toContain(sale.inspectionId);
    const report = await ctx.app.inject({
      url: `/api/report/${sale.inspectionId}`,
      headers: victim.signedIn.headers,
    });
    expect(report.statusCode).not.toBe(200);

    await runJobs(ctx);
    // Only the request to confirm: the report's link and the invoice come once the purchase is theirs.
    expect(await templates(victim.email)).toEqual(['purchase_claim']);
    const [mail] = await mailsTo(ctx.db, victim.email);
    expect(mail?.subject).toBe('Conferma l’acquisto fatto con il tuo indirizzo – Verificauto');
    expect(mail?.text).not.toContain('Estraneo');
    // Nor does the owner's data export show what the stranger typed (as for bookings, decision 045).
    const exported = await ctx.app.inject({
      url: '/api/user/account/export',
      headers: victim.signedIn.headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain('Curioso');
  });

  it('joins the account when the address owner confirms from the e-mail, once', async () => {
    const sale = await reportOnSale(ctx.db);
    const victim = await owner();
    const purchase = await guestPays(sale.inspectionId, victim.email);
    await runJobs(ctx);
    const token = claimToken((await mailsTo(ctx.db, victim.email))[0]);

    const claimed = await claim(token);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toEqual({
      inspection_uuid: sale.inspectionId,
      report_number: expect.any(Number),
      duplicate: false,
    });
    expect(await buyingList(victim.signedIn)).toEqual([sale.inspectionId]);
    // What was typed is now the owner's own: the missing codice fiscale and the consent are kept.
    expect(await profileOf(victim.id)).toMatchObject({
      name: 'Vittoria Segreta',
      tax_code: 'RSSMRA85T10A562S',
    });
    await runJobs(ctx);
    // Queued in one transaction, in no fixed order.
    expect((await templates(victim.email)).sort()).toEqual([
      'invoice',
      'purchase_claim',
      'purchase_confirmation',
    ]);

    const again = await claim(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('claim_link_not_found');
    // The browser that paid still reads only what it typed.
    expect((await readReceipt(purchase.id, purchase.receipt)).json().user.name).toBe('Estraneo Curioso');
  });

  it('an expired claim link attaches nothing and says so', async () => {
    const sale = await reportOnSale(ctx.db);
    const victim = await owner();
    const purchase = await guestPays(sale.inspectionId, victim.email);
    await runJobs(ctx);
    await ctx.db.query(`UPDATE purchases SET claim_expires_at = now() - interval '1 second' WHERE id = $1`, [
      purchase.id,
    ]);
    const expired = await claim(claimToken((await mailsTo(ctx.db, victim.email))[0]));
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      code: 'claim_link_expired',
      message:
        'Il link per confermare l’acquisto è scaduto: per aggiungerlo al tuo account scrivi all’assistenza.',
    });
    expect(await buyingList(victim.signedIn)).toEqual([]);
  });

  it('a guest paying for a report the account already owns is not refunded until the owner confirms; then once, with a credit note', async () => {
    const sale = await reportOnSale(ctx.db);
    const victim = await owner();
    const own = await pay(
      ctx,
      sale.inspectionId,
      { buyer: italianBuyer(ctx, victim.email), card: PAYING_CARD },
      { cookies: victim.signedIn.cookies },
    );
    expect(own.statusCode).toBe(200);
    await runJobs(ctx);

    const purchase = await guestPays(sale.inspectionId, victim.email);
    await runJobs(ctx);
    const before = await readReceipt(purchase.id, purchase.receipt);
    expect(before.json()).toMatchObject({ status: 'paid', awaiting_owner: true, duplicate: false });
    const mails = await mailsTo(ctx.db, victim.email);
    expect(mails.map((mail) => mail.template)).not.toContain('purchase_duplicate_refund');

    const claimed = await claim(claimToken(mails.find((mail) => mail.template === 'purchase_claim')));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ inspection_uuid: sale.inspectionId, duplicate: true });
    await runJobs(ctx);
    await runJobs(ctx);

    const orders = await ctx.db.query<{ status: string; refunded: boolean; documents: string[] }>(
      `SELECT p.status, p.refunded_at IS NOT NULL AS refunded,
              array(SELECT i.kind FROM invoices i WHERE i.purchase_id = p.id ORDER BY i.issued_at, i.kind DESC) AS documents
         FROM purchases p WHERE p.report_id = $1 ORDER BY p.created_at`,
      [sale.reportId],
    );
    expect(orders).toEqual([
      { status: 'paid', refunded: false, documents: ['invoice'] },
      { status: 'refunded', refunded: true, documents: ['invoice', 'credit_note'] },
    ]);
    const refunds = (await mailsTo(ctx.db, victim.email)).filter(
      (m) => m.template === 'purchase_duplicate_refund',
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.text).toContain('nota di credito');
    expect(await buyingList(victim.signedIn)).toEqual([sale.inspectionId]);

    const after = await readReceipt(purchase.id, purchase.receipt);
    expect(after.json()).toMatchObject({ status: 'refunded', awaiting_owner: false, duplicate: true });
  });

  it('a new e-mail still creates the account with the purchase in it', async () => {
    const sale = await reportOnSale(ctx.db);
    const email = `nuovo-${++owners}@example.it`;
    const purchase = await guestPays(sale.inspectionId, email);
    const read = await readReceipt(purchase.id, purchase.receipt);
    expect(read.json()).toMatchObject({
      status: 'paid',
      user: { name: 'Estraneo Curioso', email, confirmed: false },
      awaiting_owner: false,
    });
    await runJobs(ctx);
    expect(await templates(email)).toEqual(
      expect.arrayContaining(['password_setup', 'purchase_confirmation', 'invoice']),
    );
    expect(await templates(email)).not.toContain('purchase_claim');
  });
});

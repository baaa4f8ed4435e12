import { BackofficeUserDetailSchema } from '@verificauto/shared/contracts/backoffice';
import { BookingCreatedSchema } from '@verificauto/shared/contracts/booking';
import { WithdrawalContractSchema, WithdrawalRecordedSchema } from '@verificauto/shared/contracts/withdrawal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLegalDocuments } from '../src/features/policies/legal-documents';
import { withdrawalLinks } from '../src/lib/withdrawal-link';
import { createUser, mailsTo, type SignedIn, signIn, signInBackoffice } from './helpers/auth';
import {
  addWorkshop,
  freeSlots,
  guestBooking,
  payBookingFee,
  postBooking,
  receiptOf,
  slotTaker,
} from './helpers/booking';
import {
  freshAddress,
  italianBuyer,
  PAYING_CARD,
  pay,
  rememberRegulationVersion,
  reportOnSale,
  runJobs,
} from './helpers/checkout';
import { signedStripeEvent } from './helpers/stripe-events';
import { type StripeMockServer, startStripeMockServer } from './helpers/stripe-mock-server';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

const WITHDRAWER = { name: 'Maria Rossi', email: 'maria.recesso@example.it' };

const tokenOf = (ctx: TestContext, kind: 'purchase' | 'booking', uuid: string) =>
  withdrawalLinks(ctx.config).token({ kind, uuid });

const readWithdrawal = (ctx: TestContext, token: string) =>
  ctx.app.inject({ url: `/api/withdrawals/${token}`, remoteAddress: freshAddress() });

const postWithdrawal = (ctx: TestContext, token: string, payload: Record<string, unknown> = WITHDRAWER) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/withdrawals/${token}`,
    payload,
    headers: { ...xsrfHeaders(), 'user-agent': 'Vitest/1.0 (recesso)' },
    remoteAddress: freshAddress(),
  });

const withdrawalRows = (ctx: TestContext) =>
  ctx.db.query<{
    contract_kind: string;
    name: string;
    email: string;
    statement: string;
    ip: string | null;
    user_agent: string | null;
  }>('SELECT contract_kind, name, email, statement, ip, user_agent FROM withdrawals ORDER BY created_at');

const purchaseRow = async (ctx: TestContext, id: string) =>
  (
    await ctx.db.query<{ status: string; active: boolean; credit_notes: number }>(
      `SELECT status, va_access_active(access_until) AS active,
              (SELECT count(*)::int FROM invoices i WHERE i.purchase_id = p.id AND i.kind = 'credit_note') AS credit_notes
         FROM purchases p WHERE id = $1`,
      [id],
    )
  )[0];

const templatesTo = async (ctx: TestContext, email: string) =>
  (await mailsTo(ctx.db, email)).map((mail) => mail.template);

/** A signed-in buyer's paid purchase of a report of its own, without asking for immediate access unless told. */
async function paidPurchase(ctx: TestContext, email: string, immediateAccess = false) {
  const sale = await reportOnSale(ctx.db);
  await rememberRegulationVersion(ctx, sale.inspectionId);
  await createUser(ctx.db, { email, name: 'Maria Rossi' });
  const session = await signIn(ctx.app, email);
  const res = await pay(
    ctx,
    sale.inspectionId,
    { buyer: italianBuyer(ctx, email, { immediate_access: immediateAccess }), card: PAYING_CARD },
    { cookies: session.cookies },
  );
  expect(res.statusCode, res.body).toBe(200);
  const purchaseId = String(res.json().purchase_uuid);
  return { sale, session, purchaseId, token: tokenOf(ctx, 'purchase', purchaseId) };
}

const readReport = (ctx: TestContext, inspectionId: string, session: SignedIn) =>
  ctx.app.inject({ url: `/api/report/${inspectionId}`, headers: session.headers });

describe('withdrawal from a report purchase (test checkout)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('a forged, altered or malformed token: 404 withdrawal_link_not_found, on GET and POST', async () => {
    const { purchaseId } = await paidPurchase(ctx, 'falso@example.it');
    const good = tokenOf(ctx, 'purchase', purchaseId);
    const forged = withdrawalLinks({
      ...ctx.config,
      xsrfSecret: 'un-altro-segreto-lungo-almeno-32-caratteri',
    }).token({ kind: 'purchase', uuid: purchaseId });
    const asBooking = `b${good.slice(1)}`;
    for (const token of [forged, asBooking, 'p.nonunuuid.firma']) {
      const read = await readWithdrawal(ctx, token);
      expect(read.statusCode, token).toBe(404);
      expect(read.json().code).toBe('withdrawal_link_not_found');
    }
    const post = await postWithdrawal(ctx, forged);
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('withdrawal_link_not_found');
    // A well-signed token of a contract that does not exist.
    const unknown = await readWithdrawal(
      ctx,
      tokenOf(ctx, 'purchase', '00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('GET shows the contract, the order’s name and e-mail and nothing else personal, and the last day', async () => {
    const { token } = await paidPurchase(ctx, 'contratto@example.it');
    const res = await readWithdrawal(ctx, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = WithdrawalContractSchema.parse(res.json());
    expect(body).toMatchObject({
      contract: { kind: 'purchase', vehicle: expect.any(String) },
      amount_cents: 1900,
      name: 'Maria Rossi',
      email: 'contratto@example.it',
      state: { status: 'available' },
    });
    expect(body.order_number).toMatch(/^VA-/);
    expect(res.body).not.toContain('RSSMRA85T10A562S');
    expect(res.body).not.toContain('Garibaldi');
  });

  it('POST validates name and e-mail with Italian field errors', async () => {
    const { token } = await paidPurchase(ctx, 'campi@example.it');
    const res = await postWithdrawal(ctx, token, { name: ' ', email: 'non-una-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      name: 'Inserisci nome e cognome.',
      email: 'Inserisci un indirizzo email valido.',
    });
    expect(await withdrawalRows(ctx)).toHaveLength(0);
  });

  it('POST needs the anti-forgery header', async () => {
    const { token } = await paidPurchase(ctx, 'xsrf-recesso@example.it');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/withdrawals/${token}`,
      payload: WITHDRAWER,
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(403);
  });

  it('two concurrent POSTs record once, send one acknowledgment, queue one refund; access ends at once', async () => {
    const { sale, session, purchaseId, token } = await paidPurchase(ctx, 'doppio@example.it');
    // Without the express request at checkout the purchase opens the report once asked for it (decision 058).
    expect((await readReport(ctx, sale.inspectionId, session)).json().code).toBe('waiver_required');
    const before = (await withdrawalRows(ctx)).length;
    const answers = await Promise.all([postWithdrawal(ctx, token), postWithdrawal(ctx, token)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const [first, second] = answers.map((answer) => WithdrawalRecordedSchema.parse(answer.json()));
    expect(second).toEqual(first);
    expect(first?.email).toBe(WITHDRAWER.email);
    const rows = await withdrawalRows(ctx);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      contract_kind: 'purchase',
      name: 'Maria Rossi',
      email: WITHDRAWER.email,
      user_agent: 'Vitest/1.0 (recesso)',
    });
    expect(rows.at(-1)?.statement).toMatch(
      /^Maria Rossi notifica con la presente il recesso dal contratto di accesso online al report n\. \d+/,
    );
    expect(rows.at(-1)?.ip).toBeTruthy();
    const jobs = await ctx.db.query(
      `SELECT 1 FROM jobs WHERE name = 'purchase.withdrawal_refund' AND payload ->> 'purchaseId' = $1`,
      [purchaseId],
    );
    expect(jobs).toHaveLength(1);
    // At once: before any job runs.
    const after = await readReport(ctx, sale.inspectionId, session);
    expect(after.statusCode).toBe(403);
    expect(after.json().code).not.toBe('waiver_required');
    expect(await purchaseRow(ctx, purchaseId)).toMatchObject({ status: 'paid', active: false });
    const acknowledgments = (await mailsTo(ctx.db, WITHDRAWER.email)).filter(
      (mail) => mail.template === 'withdrawal_received',
    );
    expect(acknowledgments).toHaveLength(1);
    const [mail] = acknowledgments;
    expect(mail?.subject).toBe('Abbiamo ricevuto il tuo recesso – Verificauto');
    expect(mail?.text).toMatch(/abbiamo ricevuto il tuo recesso il \d{1,2}\/\d{1,2}\/\d{4} alle \d{2}:\d{2}/);
    expect(mail?.text).toContain('Maria Rossi, maria.recesso@example.it');
    expect(mail?.text).toContain('entro 14 giorni');
    expect(mail?.text).toContain('L’accesso al report è terminato.');

    const state = WithdrawalContractSchema.parse((await readWithdrawal(ctx, token)).json()).state;
    expect(state).toEqual({ status: 'withdrawn', withdrawn_at: first?.withdrawn_at });
  });

  it('the refund job refunds once, with one credit note and its e-mail, also when run again', async () => {
    const { purchaseId, token } = await paidPurchase(ctx, 'rimborso-recesso@example.it');
    expect(
      (await postWithdrawal(ctx, token, { ...WITHDRAWER, email: 'rimborso-recesso@example.it' })).statusCode,
    ).toBe(200);
    await runJobs(ctx);
    expect(await purchaseRow(ctx, purchaseId)).toMatchObject({ status: 'refunded', credit_notes: 1 });
    await ctx.db.query(
      `UPDATE jobs SET status = 'pending', run_at = now() WHERE name = 'purchase.withdrawal_refund' AND payload ->> 'purchaseId' = $1`,
      [purchaseId],
    );
    await runJobs(ctx);
    expect(await purchaseRow(ctx, purchaseId)).toMatchObject({ status: 'refunded', credit_notes: 1 });
    const templates = await templatesTo(ctx, 'rimborso-recesso@example.it');
    expect(templates.filter((t) => t === 'purchase_withdrawal_refund')).toHaveLength(1);
    expect(templates.filter((t) => t === 'withdrawal_received')).toHaveLength(1);
    // The back office sees it refunded, with its credit note.
    const backoffice = await signInBackoffice(ctx);
    const [buyer] = await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      'rimborso-recesso@example.it',
    ]);
    const detail = BackofficeUserDetailSchema.parse(
      (
        await ctx.app.inject({ url: `/api/backoffice/users/${buyer?.id}`, headers: backoffice.headers })
      ).json(),
    );
    expect(detail.purchases[0]).toMatchObject({
      status: 'refunded',
      credit_note: expect.any(String),
      withdrawn_at: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('the purchase confirmation e-mail carries the “Recedi dal contratto qui” link', async () => {
    const { token } = await paidPurchase(ctx, 'link-recesso@example.it');
    await runJobs(ctx);
    const confirmation = (await mailsTo(ctx.db, 'link-recesso@example.it')).find(
      (mail) => mail.template === 'purchase_confirmation',
    );
    expect(confirmation?.text).toContain(
      `Recedi dal contratto qui: ${ctx.config.publicUrl}/recesso/${token}`,
    );
    expect(confirmation?.html).toContain(`/recesso/${token}`);
  });

  it('a report opened after the express request: unavailable with the reason, and POST 409', async () => {
    const { sale, session, token } = await paidPurchase(ctx, 'aperto-recesso@example.it', true);
    // Before opening it the right holds.
    expect(WithdrawalContractSchema.parse((await readWithdrawal(ctx, token)).json()).state.status).toBe(
      'available',
    );
    const opened = await ctx.app.inject({
      method: 'POST',
      url: `/api/report/${sale.inspectionId}/accepted`,
      headers: session.headers,
    });
    expect(opened.statusCode).toBe(204);
    const { state } = WithdrawalContractSchema.parse((await readWithdrawal(ctx, token)).json());
    expect(state.status).toBe('unavailable');
    expect(state.status === 'unavailable' && state.reason).toMatch(
      /^Il recesso è escluso: il report è stato aperto il .* dopo la richiesta espressa di accesso immediato\.$/,
    );
    const post = await postWithdrawal(ctx, token);
    expect(post.statusCode).toBe(409);
    expect(post.json().code).toBe('withdrawal_unavailable');
    expect((await readReport(ctx, sale.inspectionId, session)).statusCode).toBe(200);
  });

  it('a purchase past the period or already refunded: unavailable with the reason', async () => {
    const late = await paidPurchase(ctx, 'tardi@example.it');
    await ctx.db.query(`UPDATE purchases SET paid_at = now() - interval '40 days' WHERE id = $1`, [
      late.purchaseId,
    ]);
    const lateState = WithdrawalContractSchema.parse((await readWithdrawal(ctx, late.token)).json()).state;
    expect(lateState.status === 'unavailable' && lateState.reason).toMatch(
      /^Il termine per il recesso è scaduto il /,
    );
    const refunded = await paidPurchase(ctx, 'gia-rimborsato@example.it');
    await ctx.db.query(`UPDATE purchases SET status = 'refunded', refunded_at = now() WHERE id = $1`, [
      refunded.purchaseId,
    ]);
    const refundedState = WithdrawalContractSchema.parse(
      (await readWithdrawal(ctx, refunded.token)).json(),
    ).state;
    expect(refundedState).toEqual({ status: 'unavailable', reason: 'L’acquisto è già stato rimborsato.' });
  });
});

describe('withdrawal from a report purchase paid with Stripe', () => {
  const WEBHOOK_SECRET = 'whsec_recesso_di_prova';
  let stripe: StripeMockServer;
  let ctx: TestContext;
  beforeAll(async () => {
    stripe = await startStripeMockServer();
    ctx = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_chiavedeltest',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  it('refunds through Stripe once, under the order’s idempotency key, with one credit note', async () => {
    const sale = await reportOnSale(ctx.db);
    await rememberRegulationVersion(ctx, sale.inspectionId);
    const email = 'stripe-recesso@example.it';
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/checkout/${sale.inspectionId}/session`,
      payload: { buyer: italianBuyer(ctx, email, { immediate_access: false }) },
      headers: xsrfHeaders(),
      remoteAddress: freshAddress(),
    });
    expect(started.statusCode, started.body).toBe(200);
    const purchaseId = String(started.json().purchase_uuid);
    const [row] = await ctx.db.query<{ provider_session: string }>(
      'SELECT provider_session FROM purchases WHERE id = $1',
      [purchaseId],
    );
    const paid = stripe.completeSession(row?.provider_session ?? '');
    const event = signedStripeEvent(WEBHOOK_SECRET, 'checkout.session.completed', paid);
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: event.payload,
      headers: event.headers,
    });
    expect(delivered.statusCode).toBe(200);
    const token = tokenOf(ctx, 'purchase', purchaseId);
    expect((await postWithdrawal(ctx, token, { name: 'Maria Rossi', email })).statusCode).toBe(200);
    await runJobs(ctx);
    await ctx.db.query(
      `UPDATE jobs SET status = 'pending', run_at = now() WHERE name = 'purchase.withdrawal_refund'`,
    );
    await runJobs(ctx);
    const refunds = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.headers['idempotency-key']).toBe(`refund:${purchaseId}`);
    expect(await purchaseRow(ctx, purchaseId)).toMatchObject({ status: 'refunded', credit_notes: 1 });
    expect((await templatesTo(ctx, email)).filter((t) => t === 'purchase_withdrawal_refund')).toHaveLength(1);
  });
});

describe('withdrawal from an inspection booking', () => {
  const FEE_CENTS = 8900;
  let ctx: TestContext;
  let freeWorkshop: string;
  let feeWorkshop: string;
  let regulationVersion: string;
  let nextFree: () => string;
  let nextFee: () => string;
  let count = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
    regulationVersion = createLegalDocuments(ctx.config).regulationVersion;
    freeWorkshop = await addWorkshop(ctx.db);
    feeWorkshop = await addWorkshop(ctx.db, { inspection_fee_cents: FEE_CENTS });
    nextFree = slotTaker(await freeSlots(ctx, freeWorkshop));
    nextFee = slotTaker(await freeSlots(ctx, feeWorkshop));
  });
  afterAll(() => ctx.close());

  async function book(workshopId: string, slot: string) {
    const email = `prenota-recesso-${++count}@example.it`;
    const res = await postBooking(
      ctx,
      guestBooking({
        workshop_uuid: workshopId,
        slot,
        email,
        plate: 'ab 123 cd',
        regulation_version: regulationVersion,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = BookingCreatedSchema.parse(res.json()).inspection_uuid;
    return { id, email, slot, receipt: receiptOf(res), token: tokenOf(ctx, 'booking', id) };
  }

  const inspectionStatus = async (id: string) =>
    (await ctx.db.query<{ status: string }>('SELECT status FROM inspections WHERE id = $1', [id]))[0]?.status;

  it('a free booking: the contract, then withdrawn → cancelled, slot free, nothing to refund', async () => {
    const booking = await book(freeWorkshop, nextFree());
    const read = WithdrawalContractSchema.parse((await readWithdrawal(ctx, booking.token)).json());
    expect(read).toMatchObject({
      contract: {
        kind: 'booking',
        plate: 'AB123CD',
        workshop: { name: 'Officina Bergonzoni', city: 'Bologna' },
      },
      order_number: null,
      amount_cents: 0,
      name: 'Giulia Bianchi',
      email: booking.email,
      state: { status: 'available' },
    });
    const res = await postWithdrawal(ctx, booking.token, { name: 'Giulia Bianchi', email: booking.email });
    expect(res.statusCode, res.body).toBe(200);
    expect(await inspectionStatus(booking.id)).toBe('cancelled');
    expect(await freeSlots(ctx, freeWorkshop)).toContain(booking.slot);
    const templates = await templatesTo(ctx, booking.email);
    expect(templates).toContain('booking_cancellation');
    const ack = (await mailsTo(ctx.db, booking.email)).find(
      (mail) => mail.template === 'withdrawal_received',
    );
    expect(ack?.text).toContain('La prenotazione era gratuita');
    expect(ack?.text).toContain('L’appuntamento è annullato');
  });

  it('a booking with its fee paid: cancelled, the fee refunded once with a credit note and its e-mail', async () => {
    const booking = await book(feeWorkshop, nextFee());
    const paid = await payBookingFee(ctx, booking.id, booking.receipt);
    expect(paid.statusCode, paid.body).toBe(200);
    await runJobs(ctx);
    const read = WithdrawalContractSchema.parse((await readWithdrawal(ctx, booking.token)).json());
    expect(read).toMatchObject({ amount_cents: FEE_CENTS, state: { status: 'available' } });
    expect(read.order_number).toMatch(/^VA-/);
    expect(
      (await postWithdrawal(ctx, booking.token, { name: 'Giulia Bianchi', email: booking.email })).statusCode,
    ).toBe(200);
    expect(await inspectionStatus(booking.id)).toBe('cancelled');
    expect(await freeSlots(ctx, feeWorkshop)).toContain(booking.slot);
    await runJobs(ctx);
    const [order] = await ctx.db.query<{ status: string; credit_notes: number }>(
      `SELECT p.status, (SELECT count(*)::int FROM invoices i WHERE i.purchase_id = p.id AND i.kind = 'credit_note') AS credit_notes
         FROM purchases p WHERE p.inspection_id = $1`,
      [booking.id],
    );
    expect(order).toEqual({ status: 'refunded', credit_notes: 1 });
    const refundMails = (await mailsTo(ctx.db, booking.email)).filter(
      (mail) => mail.template === 'booking_fee_withdrawal_refund',
    );
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]?.text).toContain('dopo il tuo recesso dal contratto abbiamo annullato');
  });

  it('after the check-in, the inspection is performed: unavailable, and POST 409 changes nothing', async () => {
    const booking = await book(freeWorkshop, nextFree());
    await ctx.db.query('UPDATE inspections SET checked_in_at = now() WHERE id = $1', [booking.id]);
    const { state } = WithdrawalContractSchema.parse((await readWithdrawal(ctx, booking.token)).json());
    expect(state).toEqual({
      status: 'unavailable',
      reason:
        'L’ispezione è già stata eseguita: il diritto di recesso termina con l’esecuzione del servizio.',
    });
    const post = await postWithdrawal(ctx, booking.token, { name: 'Giulia Bianchi', email: booking.email });
    expect(post.statusCode).toBe(409);
    expect(await inspectionStatus(booking.id)).toBe('booked');
  });

  it('a booking cancelled already: unavailable', async () => {
    const booking = await book(freeWorkshop, nextFree());
    await ctx.db.query(`UPDATE inspections SET status = 'cancelled' WHERE id = $1`, [booking.id]);
    const { state } = WithdrawalContractSchema.parse((await readWithdrawal(ctx, booking.token)).json());
    expect(state).toEqual({ status: 'unavailable', reason: 'La prenotazione è già stata annullata.' });
  });
});

import {
  BookedInspectionSchema,
  BookingCreatedSchema,
  type BookingRequest,
} from '@verificauto/shared/contracts/booking';
import {
  type BookingFeeBilling,
  BookingFeeOfferSchema,
  CheckoutStartedSchema,
} from '@verificauto/shared/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLegalDocuments } from '../src/features/policies/legal-documents';
import { createUser, mailsTo, signIn } from './helpers/auth';
import { addWorkshop, freeSlots, guestBooking, postBooking, receiptOf, slotTaker } from './helpers/booking';
import { DECLINED_CARD, freshAddress, PAYING_CARD, runJobs } from './helpers/checkout';
import { readCalendarFile } from './helpers/ical';
import { signedStripeEvent } from './helpers/stripe-events';
import { type StripeMockServer, startStripeMockServer } from './helpers/stripe-mock-server';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

const FEE_CENTS = 8900;
const BILLING: BookingFeeBilling = {
  first_name: 'Giulia',
  last_name: 'Bianchi',
  country: 'IT',
  tax_code: 'RSSMRA85T10A562S',
  address: { street: 'Via Garibaldi 12', postal_code: '20121', city: 'Milano', province: 'mi' },
};

/** One app and one fee workshop per describe block; each booking takes the next free slot. */
function feeWorld(env: Record<string, string> = {}) {
  const world = {
    ctx: undefined as unknown as TestContext,
    workshopId: '',
    regulationVersion: '',
    emailCount: 0,
  };
  let nextSlot: () => string;

  beforeAll(async () => {
    world.ctx = await createTestApp(env);
    world.regulationVersion = createLegalDocuments(world.ctx.config).regulationVersion;
    world.workshopId = await addWorkshop(world.ctx.db, { inspection_fee_cents: FEE_CENTS });
    nextSlot = slotTaker(await freeSlots(world.ctx, world.workshopId));
  });
  afterAll(() => world.ctx.close());

  const request = (overrides: Partial<BookingRequest> = {}): BookingRequest =>
    guestBooking({
      workshop_uuid: world.workshopId,
      slot: nextSlot(),
      email: `quota-${++world.emailCount}@example.it`,
      plate: 'ab 123 cd',
      regulation_version: world.regulationVersion,
      ...overrides,
    });

  const book = (body: BookingRequest, cookies: Record<string, string> = {}) =>
    postBooking(world.ctx, body, cookies);

  /**
   * Books a fee slot as a guest, or signed in with `cookies`: the inspection, its slot, its e-mail and the
   * browser's receipt cookie.
   */
  const bookWithFee = async (
    overrides: Partial<BookingRequest> = {},
    cookies: Record<string, string> = {},
  ) => {
    const body = request(overrides);
    const res = await book(body, cookies);
    expect(res.statusCode, res.body).toBe(200);
    const created = BookingCreatedSchema.parse(res.json());
    return { id: created.inspection_uuid, created, body, receipt: receiptOf(res) };
  };

  const feeOffer = (id: string, cookies: Record<string, string> = {}) =>
    world.ctx.app.inject({ method: 'GET', url: `/api/inspections/${id}/fee`, headers: xsrfHeaders(cookies) });

  const post = (url: string, payload: unknown, cookies: Record<string, string> = {}) =>
    world.ctx.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: { ...xsrfHeaders(cookies), 'user-agent': 'Vitest/1.0 (test)' },
      remoteAddress: freshAddress(),
    });

  /** Pays the fee on the built-in test checkout: by default in full with a paying card, as the browser that booked. */
  const payFee = (
    booking: { id: string; receipt: Record<string, string> },
    {
      billing = BILLING,
      card = PAYING_CARD,
      cookies = booking.receipt,
    }: { billing?: BookingFeeBilling; card?: typeof PAYING_CARD; cookies?: Record<string, string> } = {},
  ) => post(`/api/inspections/${booking.id}/fee/pay`, { billing, card }, cookies);

  const row = async (id: string) =>
    (
      await world.ctx.db.query<{ status: string; hold_expires_at: Date | null }>(
        'SELECT status, hold_expires_at FROM inspections WHERE id = $1',
        [id],
      )
    )[0];

  const order = async (id: string) =>
    (
      await world.ctx.db.query<{
        id: string;
        kind: string;
        status: string;
        report_id: string | null;
        amount_cents: number;
        billing: unknown;
        invoices: number;
      }>(
        `SELECT p.id, p.kind, p.status, p.report_id, p.amount_cents, p.billing,
                (SELECT count(*)::int FROM invoices i WHERE i.purchase_id = p.id) AS invoices
           FROM purchases p WHERE p.inspection_id = $1`,
        [id],
      )
    )[0];

  /** Lets the hold of an inspection lapse, as if the seller had left the pay page for an hour. */
  const expireHold = (id: string) =>
    world.ctx.db.query(`UPDATE inspections SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [
      id,
    ]);

  const attachments = (email: string, template: string) =>
    world.ctx.db.query<{ filename: string; content_type: string; content: Uint8Array }>(
      `SELECT a.filename, a.content_type, a.content FROM mail_attachments a
         JOIN mail_outbox m ON m.id = a.mail_id
        WHERE lower(m.to_address) = lower($1) AND m.template = $2 ORDER BY a.position`,
      [email, template],
    );

  /** The manage link's token of the latest confirmation sent to `email`. */
  const manageToken = async (email: string) => {
    const confirmation = (await mailsTo(world.ctx.db, email))
      .filter((mail) => mail.template === 'booking_confirmation')
      .at(-1);
    const token = confirmation?.text.match(/\/booking\/manage\/([A-Za-z0-9_-]{43})/)?.[1];
    if (!token) throw new Error(`no manage link in: ${confirmation?.text}`);
    return token;
  };

  const cancelThroughLink = (token: string) =>
    world.ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/manage/${token}/cancel`,
      headers: xsrfHeaders(),
      remoteAddress: freshAddress(),
    });

  const documents = (id: string) =>
    world.ctx.db.query<{
      kind: string;
      label: string;
      gross_cents: number;
      reverses: string | null;
      emailed: boolean;
    }>(
      `SELECT i.kind, i.label, i.gross_cents, r.label AS reverses, i.emailed_at IS NOT NULL AS emailed
         FROM invoices i JOIN purchases p ON p.id = i.purchase_id
         LEFT JOIN invoices r ON r.id = i.reverses_invoice_id
        WHERE p.inspection_id = $1 ORDER BY i.kind DESC`,
      [id],
    );

  /** The refund job of an inspection's fee, run again as after a lost lease. */
  const retryRefundJob = async (id: string) => {
    const rows = await world.ctx.db.query(
      `UPDATE jobs SET status = 'pending', run_at = now(), attempts = 0
        WHERE name = 'booking_fee.refund'
          AND payload->>'purchaseId' = (SELECT id::text FROM purchases WHERE inspection_id = $1)
        RETURNING id`,
      [id],
    );
    expect(rows).toHaveLength(1);
    await runJobs(world.ctx);
  };

  return {
    world,
    manageToken,
    cancelThroughLink,
    documents,
    retryRefundJob,
    freeSlots: () => freeSlots(world.ctx, world.workshopId),
    request,
    book,
    bookWithFee,
    feeOffer,
    post,
    payFee,
    row,
    order,
    expireHold,
    attachments,
  };
}

describe('the booking fee with the built-in test checkout', () => {
  const t = feeWorld();
  const ctx = () => t.world.ctx;

  describe('booking a workshop with a fee', () => {
    let booking: Awaited<ReturnType<typeof t.bookWithFee>>;
    beforeAll(async () => {
      booking = await t.bookWithFee();
    });

    it('holds the slot for about 30 minutes and sends the browser to the fee’s pay page', async () => {
      expect(booking.created.redirect_url).toBe(`/booking/pay/${booking.id}`);
      const inspection = await t.row(booking.id);
      expect(inspection?.status).toBe('awaiting_payment');
      const holdMinutes = (new Date(inspection?.hold_expires_at ?? 0).getTime() - Date.now()) / 60_000;
      expect(holdMinutes).toBeGreaterThan(28);
      expect(holdMinutes).toBeLessThanOrEqual(30);
    });

    it('opens one pending booking_fee order for the inspection, with no report', async () => {
      expect(await t.order(booking.id)).toMatchObject({
        kind: 'booking_fee',
        status: 'pending',
        report_id: null,
        amount_cents: FEE_CENTS,
        billing: null,
      });
    });

    it('sends no e-mail before the payment', async () => {
      await runJobs(ctx());
      expect(await mailsTo(ctx().db, booking.body.email)).toEqual([]);
    });

    it('the held slot is neither listed nor bookable by someone else', async () => {
      expect(await t.freeSlots()).not.toContain(booking.body.slot);
      const res = await t.book(t.request({ slot: booking.body.slot }));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('slot_unavailable');
    });

    it('GET /api/inspections/{uuid} says it waits for the payment', async () => {
      const res = await ctx().app.inject({
        url: `/api/inspections/${booking.id}`,
        headers: xsrfHeaders(booking.receipt),
      });
      expect(res.statusCode).toBe(200);
      expect(BookedInspectionSchema.parse(res.json())).toMatchObject({
        status: 'awaiting_payment',
        fee_cents: FEE_CENTS,
        car_license_plate: 'AB123CD',
      });
    });

    it('the pay page’s offer is for the browser that booked only', async () => {
      const res = await t.feeOffer(booking.id, booking.receipt);
      expect(res.statusCode, res.body).toBe(200);
      expect(BookingFeeOfferSchema.parse(res.json())).toMatchObject({
        inspection_uuid: booking.id,
        amount_cents: FEE_CENTS,
        provider: 'test',
        status: 'awaiting_payment',
        car_license_plate: 'AB123CD',
        workshop: { name: 'Officina Bergonzoni', address: 'Via Stalingrado 31, 40128 Bologna (BO)' },
        buyer: { email: booking.body.email, first_name: 'Giulia', last_name: 'Bianchi', country: 'IT' },
      });
      expect((await t.feeOffer(booking.id)).statusCode).toBe(404);
      const other = await t.bookWithFee();
      expect((await t.feeOffer(booking.id, other.receipt)).statusCode).toBe(404);
      await createUser(ctx().db, { email: 'curioso@example.it' });
      const stranger = await signIn(ctx().app, 'curioso@example.it');
      expect((await t.feeOffer(booking.id, stranger.cookies)).statusCode).toBe(404);
      const pay = await t.payFee(booking, { cookies: stranger.cookies });
      expect(pay.statusCode).toBe(404);
      expect((await t.order(booking.id))?.status).toBe('pending');
    });
  });

  it('the signed-in seller sees the offer without the receipt cookie', async () => {
    const seller = await createUser(ctx().db, { email: 'venditore-quota@example.it', name: 'Marco Neri' });
    const signedIn = await signIn(ctx().app, seller.email);
    const booking = await t.bookWithFee({ email: seller.email }, signedIn.cookies);
    const res = await t.feeOffer(booking.id, signedIn.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json().buyer).toMatchObject({ email: seller.email, first_name: 'Marco', last_name: 'Neri' });
  });

  it('a declined card: 402, nothing paid, the slot still held and the order still payable', async () => {
    const booking = await t.bookWithFee();
    const res = await t.payFee(booking, { card: DECLINED_CARD });
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('card_declined');
    expect((await t.order(booking.id))?.status).toBe('pending');
    expect((await t.row(booking.id))?.status).toBe('awaiting_payment');
  });

  it('billing details are checked as at the report checkout', async () => {
    const booking = await t.bookWithFee();
    const res = await t.payFee(booking, { billing: { ...BILLING, tax_code: 'XXX' } });
    expect(res.statusCode).toBe(400);
  });

  describe('paying the fee', () => {
    let booking: Awaited<ReturnType<typeof t.bookWithFee>>;
    let email: string;
    beforeAll(async () => {
      booking = await t.bookWithFee();
      email = booking.body.email;
      const pays = await Promise.all([t.payFee(booking), t.payFee(booking)]);
      const ok = pays.filter((res) => res.statusCode === 200);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      for (const res of pays.filter((r) => r.statusCode !== 200))
        expect(res.json().code).toBe('already_paid');
      expect(CheckoutStartedSchema.parse(ok[0]?.json()).redirect_url).toBe(`/booking/confirm/${booking.id}`);
      await runJobs(ctx());
    });

    it('books the inspection and clears its hold', async () => {
      expect(await t.row(booking.id)).toEqual({ status: 'booked', hold_expires_at: null });
      const res = await ctx().app.inject({
        url: `/api/inspections/${booking.id}`,
        headers: xsrfHeaders(booking.receipt),
      });
      expect(res.json().status).toBe('booked');
    });

    it('marks the order paid with the billing details and one invoice', async () => {
      expect(await t.order(booking.id)).toMatchObject({
        status: 'paid',
        invoices: 1,
        billing: { first_name: 'Giulia', tax_code: 'RSSMRA85T10A562S', address: { province: 'MI' } },
      });
      const [invoice] = await ctx().db.query<{ details: { description: string }; gross_cents: number }>(
        `SELECT i.details, i.gross_cents FROM invoices i JOIN purchases p ON p.id = i.purchase_id
          WHERE p.inspection_id = $1`,
        [booking.id],
      );
      expect(invoice?.gross_cents).toBe(FEE_CENTS);
      expect(invoice?.details.description).toMatch(
        /^Ispezione auto AB123CD presso Officina Bergonzoni, \d{1,2}\/\d{1,2}\/\d{4} alle \d{2}:\d{2}$/,
      );
    });

    it('queues the confirmation with the .ics, the set-password e-mail and the receipt with the invoice, once', async () => {
      const templates = (await mailsTo(ctx().db, email)).map((mail) => mail.template).sort();
      expect(templates).toEqual(['booking_confirmation', 'booking_fee_receipt', 'password_setup']);
      const [ics] = await t.attachments(email, 'booking_confirmation');
      expect(ics?.filename).toMatch(/\.ics$/);
      expect(readCalendarFile(ics?.content ?? new Uint8Array())).toMatchObject({
        method: 'PUBLISH',
        uid: `${booking.id}@verificauto`,
        status: 'CONFIRMED',
        summary: 'Ispezione Verificauto – AB123CD',
      });
      const [pdf] = await t.attachments(email, 'booking_fee_receipt');
      expect(pdf?.content_type).toBe('application/pdf');
      expect(
        Buffer.from(pdf?.content ?? [])
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      const receipt = (await mailsTo(ctx().db, email)).find((m) => m.template === 'booking_fee_receipt');
      expect(receipt?.text).toContain('89,00');
      expect(receipt?.text).toContain('Via Stalingrado 31, 40128 Bologna (BO)');
      expect(receipt?.text).toMatch(/il \d{1,2}\/\d{1,2}\/\d{4} alle \d{2}:\d{2} presso Officina Bergonzoni/);
    });

    it('a retried payment is refused and changes nothing', async () => {
      const res = await t.payFee(booking);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('already_paid');
      await runJobs(ctx());
      expect(await mailsTo(ctx().db, email)).toHaveLength(3);
      expect((await t.order(booking.id))?.invoices).toBe(1);
    });
  });

  it('’Sto vendendo’ shows a live hold as waiting for the payment, and the paid fee is no report purchase', async () => {
    const seller = await createUser(ctx().db, { email: 'venditrice-profilo@example.it', name: 'Anna Verdi' });
    const signedIn = await signIn(ctx().app, seller.email);
    const profile = async () => {
      const res = await ctx().app.inject({ url: '/api/user/reports', headers: signedIn.headers });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const held = await t.bookWithFee({ email: seller.email }, signedIn.cookies);
    const lapsed = await t.bookWithFee({ email: seller.email }, signedIn.cookies);
    await t.expireHold(lapsed.id);
    const waiting = await profile();
    const mine = waiting.inspectionsRequested.map((i: { uuid: string }) => i.uuid);
    expect(mine).toContain(held.id);
    expect(mine).not.toContain(lapsed.id);
    const card = waiting.inspectionsRequested.find((i: { uuid: string }) => i.uuid === held.id);
    expect(Date.parse(card.awaiting_payment_until)).toBeGreaterThan(Date.now());

    const pay = await t.payFee(held, { cookies: signedIn.cookies });
    expect(pay.statusCode).toBe(200);
    const paid = await profile();
    expect(paid.inspectionsPurchased).toEqual([]);
    expect(paid.inspectionsRequested).toContainEqual(
      expect.objectContaining({ uuid: held.id, awaiting_payment_until: null }),
    );
  });

  describe('an expired hold', () => {
    it('frees the slot: listed again, and a new booking cancels the old one', async () => {
      const first = await t.bookWithFee();
      await t.expireHold(first.id);
      expect(await t.freeSlots()).toContain(first.body.slot);
      const second = await t.bookWithFee({ slot: first.body.slot });
      expect((await t.row(first.id))?.status).toBe('cancelled');
      expect((await t.row(second.id))?.status).toBe('awaiting_payment');
      // Paying the given-up booking is refused before any charge.
      const late = await t.payFee(first);
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('booking_expired');
      expect((await t.order(first.id))?.status).toBe('pending');
      expect((await t.feeOffer(first.id, first.receipt)).json()).toMatchObject({
        status: 'cancelled',
        fee_paid: false,
      });
    });

    it('a payment after the hold lapsed still books the slot while nobody took it', async () => {
      const booking = await t.bookWithFee();
      await t.expireHold(booking.id);
      const res = await t.payFee(booking);
      expect(res.statusCode).toBe(200);
      expect((await t.row(booking.id))?.status).toBe('booked');
    });
  });

  describe('cancelling a paid booking through its manage link', () => {
    let booking: Awaited<ReturnType<typeof t.bookWithFee>>;
    let email: string;
    beforeAll(async () => {
      booking = await t.bookWithFee();
      email = booking.body.email;
      const pay = await t.payFee(booking);
      expect(pay.statusCode, pay.body).toBe(200);
      await runJobs(ctx());
      const token = await t.manageToken(email);
      const cancels = await Promise.all([t.cancelThroughLink(token), t.cancelThroughLink(token)]);
      expect(cancels.map((res) => res.statusCode).sort()).toEqual([200, 410]);
      await runJobs(ctx());
    });

    it('refunds the order and issues a credit note, with its own number, that reverses the invoice', async () => {
      expect((await t.row(booking.id))?.status).toBe('cancelled');
      expect(await t.order(booking.id)).toMatchObject({ status: 'refunded', invoices: 2 });
      const [invoice, creditNote] = await t.documents(booking.id);
      expect(invoice).toMatchObject({ kind: 'invoice', gross_cents: FEE_CENTS, reverses: null });
      expect(creditNote).toMatchObject({
        kind: 'credit_note',
        label: expect.stringMatching(/^NC\d+\/\d{4}$/),
        gross_cents: FEE_CENTS,
        reverses: invoice?.label,
        emailed: true,
      });
    });

    it('tells the seller, with the credit note’s PDF attached', async () => {
      const [mail] = (await mailsTo(ctx().db, email)).filter(
        (m) => m.template === 'booking_fee_cancel_refund',
      );
      expect(mail?.subject).toBe('Prenotazione annullata: ti rimborsiamo 89,00 € – Verificauto');
      expect(mail?.text).toContain('abbiamo annullato l’ispezione dell’auto targata AB123CD');
      expect(mail?.text).toContain('ti abbiamo rimborsato l’intero importo di 89,00');
      const [, creditNote] = await t.documents(booking.id);
      expect(mail?.text).toContain(`copia di cortesia della nota di credito n. ${creditNote?.label}`);
      const [pdf] = await t.attachments(email, 'booking_fee_cancel_refund');
      expect(pdf?.filename).toMatch(/^nota-di-credito-\d{4}-\d+\.pdf$/);
      expect(pdf?.content_type).toBe('application/pdf');
      expect(
        Buffer.from(pdf?.content ?? [])
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    });

    it('its pay page says the fee comes back, not that the hold lapsed unpaid', async () => {
      const offer = await t.feeOffer(booking.id, booking.receipt);
      expect(offer.statusCode).toBe(200);
      expect(offer.json()).toMatchObject({ status: 'cancelled', fee_paid: true });
    });

    it('a retried refund job gives back nothing more', async () => {
      await t.retryRefundJob(booking.id);
      expect(await t.order(booking.id)).toMatchObject({ status: 'refunded', invoices: 2 });
      const templates = (await mailsTo(ctx().db, email)).map((m) => m.template).sort();
      expect(templates).toEqual([
        'booking_cancellation',
        'booking_confirmation',
        'booking_fee_cancel_refund',
        'booking_fee_receipt',
        'password_setup',
      ]);
    });
  });

  it('the receipt sends to the confirmation’s link to move or cancel', async () => {
    const booking = await t.bookWithFee();
    await t.payFee(booking);
    await runJobs(ctx());
    const receipt = (await mailsTo(ctx().db, booking.body.email)).find(
      (m) => m.template === 'booking_fee_receipt',
    );
    expect(receipt?.text).toContain(
      'Per spostare o annullare l’appuntamento usa il link nell’email di conferma della prenotazione.',
    );
  });

  it('a workshop without a fee is booked at once, as before, and cancelled with nothing to refund', async () => {
    const free = await addWorkshop(ctx().db, {
      name: 'Officina Gratis',
      address: 'Via Roma 1',
      postal_code: '40100',
      phone: '051 000000',
    });
    const [slot = ''] = await freeSlots(ctx(), free);
    const body = t.request({ workshop_uuid: free, slot });
    const res = await t.book(body);
    expect(res.statusCode).toBe(200);
    const id = res.json().inspection_uuid;
    expect(res.json().redirect_url).toBe(`/booking/confirm/${id}`);
    expect((await t.row(id))?.status).toBe('booked');
    expect(await t.order(id)).toBeUndefined();

    await runJobs(ctx());
    const refundJobs = () => ctx().db.query(`SELECT id FROM jobs WHERE name = 'booking_fee.refund'`);
    const before = (await refundJobs()).length;
    expect((await t.cancelThroughLink(await t.manageToken(body.email))).statusCode).toBe(200);
    await runJobs(ctx());
    expect((await t.row(id))?.status).toBe('cancelled');
    expect(await refundJobs()).toHaveLength(before);
    const templates = (await mailsTo(ctx().db, body.email)).map((m) => m.template);
    expect(templates).toContain('booking_cancellation');
    expect(templates.filter((template) => template.startsWith('booking_fee'))).toEqual([]);
  });
});

describe('the booking fee with Stripe Checkout', () => {
  const WEBHOOK_SECRET = 'whsec_segretodeltestwebhook';
  const env: Record<string, string> = {
    STRIPE_SECRET_KEY: 'sk_test_chiavedeltest',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  };
  let stripe: StripeMockServer;
  // Registered before the app's own beforeAll, which reads STRIPE_API_URL.
  beforeAll(async () => {
    stripe = await startStripeMockServer();
    env.STRIPE_API_URL = stripe.url;
  });
  afterAll(() => stripe.close());
  const t = feeWorld(env);
  const ctx = () => t.world.ctx;

  const deliver = (type: string, object: { id: string; object: string }) => {
    const event = signedStripeEvent(WEBHOOK_SECRET, type, object);
    return ctx().app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: event.payload,
      headers: event.headers,
    });
  };

  /** Books, then sends the payer's details: the Stripe session the browser is sent to. */
  async function openSession(overrides: Partial<BookingRequest> = {}) {
    const booking = await t.bookWithFee(overrides);
    const res = await t.post(
      `/api/inspections/${booking.id}/fee/session`,
      { billing: BILLING },
      booking.receipt,
    );
    expect(res.statusCode, res.body).toBe(200);
    const started = CheckoutStartedSchema.parse(res.json());
    const created = stripe.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')
      .at(-1);
    const [row] = await ctx().db.query<{ provider_session: string }>(
      'SELECT provider_session FROM purchases WHERE id = $1',
      [started.purchase_uuid],
    );
    return { ...booking, started, created, sessionId: row?.provider_session ?? '' };
  }

  it('opens a Stripe session for the fee, without discount codes, back to the confirmation or the pay page', async () => {
    const offer = await t.bookWithFee();
    expect((await t.feeOffer(offer.id, offer.receipt)).json().provider).toBe('stripe');
    const { id, started, created } = await openSession();
    expect(started.redirect_url.startsWith('http')).toBe(true);
    expect(created?.params).toMatchObject({
      mode: 'payment',
      client_reference_id: started.purchase_uuid,
      metadata: { order_kind: 'booking_fee' },
      success_url: `${ctx().config.publicUrl}/booking/confirm/${id}`,
      cancel_url: `${ctx().config.publicUrl}/booking/pay/${id}`,
      line_items: [{ price_data: { currency: 'eur', unit_amount: String(FEE_CENTS) } }],
    });
    // Stripe's page asks for no promotion code (decision 050).
    expect(created?.params).not.toHaveProperty('allow_promotion_codes');
  });

  it('checkout.session.completed books the inspection once, however often it comes', async () => {
    const session = await openSession();
    const paid = stripe.completeSession(session.sessionId);
    const deliveries = await Promise.all([
      deliver('checkout.session.completed', paid),
      deliver('checkout.session.completed', paid),
    ]);
    deliveries.push(await deliver('checkout.session.completed', paid));
    expect(deliveries.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    await runJobs(ctx());
    expect((await t.row(session.id))?.status).toBe('booked');
    expect(await t.order(session.id)).toMatchObject({ status: 'paid', invoices: 1 });
    const templates = (await mailsTo(ctx().db, session.body.email)).map((m) => m.template).sort();
    expect(templates).toEqual(['booking_confirmation', 'booking_fee_receipt', 'password_setup']);
  });

  it('checkout.session.expired cancels the booking and frees the slot', async () => {
    const session = await openSession();
    const expired = { ...stripe.expireSession(session.sessionId) };
    expect((await deliver('checkout.session.expired', expired)).statusCode).toBe(200);
    expect((await t.row(session.id))?.status).toBe('cancelled');
    expect((await t.order(session.id))?.status).toBe('expired');
    expect(await t.freeSlots()).toContain(session.body.slot);
  });

  it('a late payment for a slot taken meanwhile is refunded, and the seller is told', async () => {
    const late = await openSession();
    await t.expireHold(late.id);
    const taker = await t.bookWithFee({ slot: late.body.slot });
    const paid = stripe.completeSession(late.sessionId);
    expect((await deliver('checkout.session.completed', paid)).statusCode).toBe(200);
    await runJobs(ctx());
    await runJobs(ctx());

    expect((await t.row(late.id))?.status).toBe('cancelled');
    expect((await t.row(taker.id))?.status).toBe('awaiting_payment');
    expect(await t.order(late.id)).toMatchObject({ status: 'refunded', invoices: 0 });
    const refunds = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    const mails = await mailsTo(ctx().db, late.body.email);
    expect(mails.map((m) => m.template)).toEqual(['booking_fee_refund']);
    expect(mails[0]?.text).toContain('rimborsato l’intero importo di 89,00');
    // Another delivery of the payment refunds nothing more.
    expect((await deliver('checkout.session.completed', paid)).statusCode).toBe(200);
    await runJobs(ctx());
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
  });

  it('a paid booking cancelled through its link is refunded in Stripe once, with one credit note', async () => {
    const session = await openSession();
    const paid = stripe.completeSession(session.sessionId);
    expect((await deliver('checkout.session.completed', paid)).statusCode).toBe(200);
    await runJobs(ctx());
    const refunds = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    const refundsBefore = refunds().length;

    const token = await t.manageToken(session.body.email);
    expect((await t.cancelThroughLink(token)).statusCode).toBe(200);
    await runJobs(ctx());
    const [refund] = refunds().slice(refundsBefore);
    expect(refunds()).toHaveLength(refundsBefore + 1);
    const paymentIntent = String(stripe.retrieve('checkout.session', session.sessionId)?.payment_intent);
    expect(refund?.params).toMatchObject({ payment_intent: paymentIntent });
    expect(refund?.headers['idempotency-key']).toBe(`refund:${session.started.purchase_uuid}`);
    expect(await t.order(session.id)).toMatchObject({ status: 'refunded', invoices: 2 });

    // Stripe's own notice of the refund, and a retried job, give back and credit nothing more.
    const charge = stripe.retrieve(
      'charge',
      String(stripe.retrieve('payment_intent', paymentIntent)?.latest_charge),
    );
    if (!charge) throw new Error('charge missing');
    expect((await deliver('charge.refunded', charge)).statusCode).toBe(200);
    await t.retryRefundJob(session.id);
    expect(refunds()).toHaveLength(refundsBefore + 1);
    expect(await t.order(session.id)).toMatchObject({ status: 'refunded', invoices: 2 });
    const mails = (await mailsTo(ctx().db, session.body.email)).map((m) => m.template);
    expect(mails.filter((template) => template === 'booking_fee_cancel_refund')).toHaveLength(1);
  });
});

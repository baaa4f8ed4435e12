import { BookingCreatedSchema } from '@verificauto/shared/contracts/booking';
import { ManagedBookingSchema } from '@verificauto/shared/contracts/booking-manage';
import { type InspectionRequested, UserReportsSchema } from '@verificauto/shared/contracts/user-reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLegalDocuments } from '../src/features/policies/legal-documents';
import { manageLinks } from '../src/lib/manage-link';
import { createUser, mailsTo, type SignedIn, signIn } from './helpers/auth';
import {
  addWorkshop,
  freeSlots,
  guestBooking,
  payBookingFee,
  postBooking,
  receiptOf,
  slotTaker,
} from './helpers/booking';
import { freshAddress, runJobs } from './helpers/checkout';
import { insertRow } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

const FEE_CENTS = 9900;
const HOUR_MS = 3_600_000;

let ctx: TestContext;
let regulationVersion: string;
let feeWorkshop: string;
let freeWorkshop: string;
let nextFeeSlot: () => string;
let nextFreeSlot: () => string;
let sellerCount = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  regulationVersion = createLegalDocuments(ctx.config).regulationVersion;
  feeWorkshop = await addWorkshop(ctx.db, { inspection_fee_cents: FEE_CENTS });
  freeWorkshop = await addWorkshop(ctx.db, {
    name: 'Officina Gardini',
    address: 'Via Emilia 12',
    phone: '051 987654',
  });
  // Two days on, so that every booking here can still be changed for a while.
  const later = (slots: string[]) => slots.filter((slot) => Date.parse(slot) > Date.now() + 48 * HOUR_MS);
  nextFeeSlot = slotTaker(later(await freeSlots(ctx, feeWorkshop)));
  nextFreeSlot = slotTaker(later(await freeSlots(ctx, freeWorkshop)));
});
afterAll(() => ctx.close());

/** A seller, signed in. */
async function newSeller(): Promise<SignedIn & { email: string }> {
  const email = `venditore-scheda-${++sellerCount}@example.it`;
  await createUser(ctx.db, { email, name: 'Giulia Bianchi' });
  return { email, ...(await signIn(ctx.app, email)) };
}

/** The signed-in seller books a slot of `workshop` (and pays its fee, if any): the inspection's id. */
async function book(seller: SignedIn & { email: string }, workshop: 'fee' | 'free') {
  const res = await postBooking(
    ctx,
    guestBooking({
      workshop_uuid: workshop === 'fee' ? feeWorkshop : freeWorkshop,
      slot: workshop === 'fee' ? nextFeeSlot() : nextFreeSlot(),
      email: seller.email,
      plate: 'AB123CD',
      regulation_version: regulationVersion,
    }),
    seller.cookies,
  );
  expect(res.statusCode, res.body).toBe(200);
  const id = BookingCreatedSchema.parse(res.json()).inspection_uuid;
  if (workshop === 'fee') {
    const paid = await payBookingFee(ctx, id, { ...seller.cookies, ...receiptOf(res) });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  await runJobs(ctx);
  return id;
}

/** The card of inspection `id` in the seller's 'Sto vendendo', if listed. */
async function cardOf(seller: SignedIn, id: string): Promise<InspectionRequested | undefined> {
  const res = await ctx.app.inject({ url: '/api/user/reports', headers: seller.headers });
  expect(res.statusCode).toBe(200);
  return UserReportsSchema.parse(res.json()).inspectionsRequested.find((card) => card.uuid === id);
}

const manageUrl = (token: string) => `/api/bookings/manage/${encodeURIComponent(token)}`;
const read = (token: string) => ctx.app.inject({ url: manageUrl(token), remoteAddress: freshAddress() });
const change = (token: string, action: 'cancel' | 'move', payload?: { slot: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: `${manageUrl(token)}/${action}`,
    headers: xsrfHeaders(),
    payload,
    remoteAddress: freshAddress(),
  });

describe('the card of a booked inspection in ’Sto vendendo’', () => {
  let seller: SignedIn & { email: string };
  let paidId: string;
  let freeId: string;

  beforeAll(async () => {
    seller = await newSeller();
    paidId = await book(seller, 'fee');
    freeId = await book(seller, 'free');
  });

  it('carries the appointment, the workshop, the amount paid and the manage link', async () => {
    const card = await cardOf(seller, paidId);
    expect(card).toMatchObject({
      car_license_plate: 'AB123CD',
      workshop_name: 'Officina Bergonzoni',
      workshop_address: 'Via Stalingrado 31, 40128 Bologna (BO)',
      workshop_phone: '051 123456',
      amount_paid_cents: FEE_CENTS,
      awaiting_payment_until: null,
      report: null,
    });
    const sequence = 0;
    expect(card?.manage_token).toBe(manageLinks(ctx.config).token({ inspectionId: paidId, sequence }));
  });

  it('says that nothing was paid for a workshop without a fee', async () => {
    expect(await cardOf(seller, freeId)).toMatchObject({
      workshop_name: 'Officina Gardini',
      workshop_address: 'Via Emilia 12, 40128 Bologna (BO)',
      workshop_phone: '051 987654',
      amount_paid_cents: 0,
      manage_token: expect.any(String),
    });
  });

  it('is the seller’s own: another account lists none of it', async () => {
    const other = await newSeller();
    const res = await ctx.app.inject({ url: '/api/user/reports', headers: other.headers });
    expect(UserReportsSchema.parse(res.json()).inspectionsRequested).toEqual([]);
  });

  it('its link opens the page of the e-mail’s link, which says what a cancellation gives back', async () => {
    const card = await cardOf(seller, paidId);
    const res = await read(card?.manage_token ?? '');
    expect(res.statusCode, res.body).toBe(200);
    expect(ManagedBookingSchema.parse(res.json())).toMatchObject({
      car_license_plate: 'AB123CD',
      workshop: { uuid: feeWorkshop, address: 'Via Stalingrado 31, 40128 Bologna (BO)' },
      can_change: true,
      scheduling: { kind: 'native' },
      refund_cents: FEE_CENTS,
    });
    const mail = (await mailsTo(ctx.db, seller.email)).find(
      (m) => m.template === 'booking_confirmation' && m.text.includes('Officina Bergonzoni'),
    );
    const emailToken = mail?.text.match(/\/booking\/manage\/([A-Za-z0-9_-]{43})/)?.[1] ?? '';
    expect((await read(emailToken)).json()).toEqual(res.json());

    const free = await read((await cardOf(seller, freeId))?.manage_token ?? '');
    expect(free.json().refund_cents).toBe(0);
  });

  it('a token not signed by us, or moved to another booking, opens nothing', async () => {
    const token = (await cardOf(seller, paidId))?.manage_token ?? '';
    const [, sequence, signature] = token.split('.');
    const notFound = {
      code: 'manage_link_not_found',
      message: 'Link non valido: controlla di aver copiato l’indirizzo completo dall’email di conferma.',
    };
    for (const forged of [
      `${freeId}.${sequence}.${signature}`,
      `${paidId}.1.${signature}`,
      `${paidId}.00.${signature}`,
      `${paidId}.${sequence}.${'A'.repeat(43)}`,
      `${paidId}.${sequence}`,
    ]) {
      const res = await read(forged);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: notFound });
      expect((await change(forged, 'cancel')).statusCode).toBe(404);
    }
  });
});

describe('moving and cancelling from the card', () => {
  it('a move makes a new version: the card’s old link is dead, the card has a new one', async () => {
    const seller = await newSeller();
    const id = await book(seller, 'free');
    const oldToken = (await cardOf(seller, id))?.manage_token ?? '';
    const slot = nextFreeSlot();
    const moved = await change(oldToken, 'move', { slot });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await read(oldToken)).json().code).toBe('manage_link_replaced');
    const card = await cardOf(seller, id);
    expect(card?.booked_at).toBe(slot);
    expect(card?.manage_token).not.toBe(oldToken);
    expect((await read(card?.manage_token ?? '')).json().booked_at).toBe(slot);
  });

  it('a cancellation answers what comes back, and the refund job gives back exactly that', async () => {
    const seller = await newSeller();
    const id = await book(seller, 'fee');
    const token = (await cardOf(seller, id))?.manage_token ?? '';
    const res = await change(token, 'cancel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'cancelled', refund_cents: FEE_CENTS });
    await runJobs(ctx);
    const [order] = await ctx.db.query<{ status: string; refunded: number }>(
      `SELECT p.status, (SELECT i.gross_cents FROM invoices i WHERE i.purchase_id = p.id AND i.kind = 'credit_note')
                        AS refunded
         FROM purchases p WHERE p.inspection_id = $1`,
      [id],
    );
    expect(order).toEqual({ status: 'refunded', refunded: FEE_CENTS });
    expect(await cardOf(seller, id)).toBeUndefined();
    expect((await read(token)).json().code).toBe('booking_cancelled');
  });

  it('a cancellation of a free booking gives nothing back', async () => {
    const seller = await newSeller();
    const id = await book(seller, 'free');
    const res = await change((await cardOf(seller, id))?.manage_token ?? '', 'cancel');
    expect(res.json()).toEqual({ status: 'cancelled', refund_cents: 0 });
  });
});

describe('after the change deadline', () => {
  const inspection = (sellerId: string, bookedAt: Date, status = 'booked') =>
    insertRow(ctx.db, 'inspections', {
      seller_id: sellerId,
      workshop_id: freeWorkshop,
      car_license_plate: 'EF456GH',
      booked_at: bookedAt,
      status,
    });

  it('the card has no manage link: less than 24 hours before, once the time has come, once done', async () => {
    const seller = await newSeller();
    const [{ id: sellerId } = { id: '' }] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM users WHERE email = $1',
      [seller.email],
    );
    const hour = Math.ceil(Date.now() / HOUR_MS) * HOUR_MS;
    const soon = await inspection(sellerId, new Date(hour + 20 * HOUR_MS));
    const past = await inspection(sellerId, new Date(hour - 2 * HOUR_MS));
    const done = await inspection(sellerId, new Date(hour + 72 * HOUR_MS), 'done');
    for (const id of [soon, past, done]) {
      expect(await cardOf(seller, id)).toMatchObject({ manage_token: null, workshop_phone: '051 987654' });
    }
  });
});

import { BookedInspectionSchema, BookingCreatedSchema } from '@verificauto/shared/contracts/booking';
import { ManagedBookingSchema } from '@verificauto/shared/contracts/booking-manage';
import { PurchaseSchema } from '@verificauto/shared/contracts/payments';
import { UserReportsSchema } from '@verificauto/shared/contracts/user-reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLegalDocuments } from '../src/features/policies/legal-documents';
import { type WithdrawalLinks, withdrawalLinks } from '../src/lib/withdrawal-link';
import { createUser, mailsTo, signIn } from './helpers/auth';
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
  purchaseReceiptOf,
  rememberRegulationVersion,
  reportOnSale,
  runJobs,
} from './helpers/checkout';
import { createTestApp, type TestContext } from './helpers/test-app';
import { cookieHeader } from './helpers/xsrf';

// Every page and e-mail of a contract links to the withdrawal function while its period lasts
// (docs/product.md#legal-withdrawal): the token names that contract, and only who reads the contract gets it.

let ctx: TestContext;
let links: WithdrawalLinks;
let inspectionOnSale: string;
let regulationVersion: string;
let freeWorkshop: string;
let feeWorkshop: string;
let nextFreeSlot: () => string;
let nextFeeSlot: () => string;
beforeAll(async () => {
  ctx = await createTestApp();
  links = withdrawalLinks(ctx.config);
  inspectionOnSale = (await reportOnSale(ctx.db)).inspectionId;
  await rememberRegulationVersion(ctx, inspectionOnSale);
  regulationVersion = createLegalDocuments(ctx.config).regulationVersion;
  freeWorkshop = await addWorkshop(ctx.db);
  feeWorkshop = await addWorkshop(ctx.db, { inspection_fee_cents: 8900 });
  nextFreeSlot = slotTaker(await freeSlots(ctx, freeWorkshop));
  nextFeeSlot = slotTaker(await freeSlots(ctx, feeWorkshop));
});
afterAll(() => ctx.close());

const DAYS_31_AGO = "now() - interval '31 days'";
let emailCount = 0;
const newEmail = () => `recesso-${++emailCount}@example.it`;

/** A guest's purchase of the report on sale: its id and the browser's receipt cookie. */
async function guestPurchase(email = newEmail(), cookies: Record<string, string> = {}) {
  const res = await pay(
    ctx,
    inspectionOnSale,
    { buyer: italianBuyer(ctx, email, { immediate_access: false }), card: PAYING_CARD },
    { cookies },
  );
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().purchase_uuid as string, receipt: purchaseReceiptOf(res) };
}

const readPurchase = async (id: string, cookies: Record<string, string>) => {
  const res = await ctx.app.inject({
    url: `/api/purchases/${id}`,
    headers: { cookie: cookieHeader(cookies) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return PurchaseSchema.parse(res.json());
};

/** A booking at `workshop` as a guest, or signed in with `cookies`: the inspection and its receipt cookie. */
async function booking(
  slot: string,
  workshop: string,
  cookies: Record<string, string> = {},
  email = newEmail(),
) {
  const body = guestBooking({
    workshop_uuid: workshop,
    slot,
    email,
    plate: 'AB123CD',
    regulation_version: regulationVersion,
  });
  const res = await postBooking(ctx, body, cookies);
  expect(res.statusCode, res.body).toBe(200);
  return { id: BookingCreatedSchema.parse(res.json()).inspection_uuid, email, receipt: receiptOf(res) };
}

const readBooking = async (id: string, cookies: Record<string, string>) => {
  const res = await ctx.app.inject({
    url: `/api/inspections/${id}`,
    headers: { cookie: cookieHeader(cookies) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return BookedInspectionSchema.parse(res.json());
};

const setColumn = (table: 'purchases' | 'inspections', id: string, assignment: string) =>
  ctx.db.query(`UPDATE ${table} SET ${assignment} WHERE id = $1`, [id]);

const mailOf = async (email: string, template: string) =>
  (await mailsTo(ctx.db, email)).find((mail) => mail.template === template);

describe('the report purchase’s receipt (the confirmation page)', () => {
  it('carries the token of that purchase to the browser that paid, and nobody else reads it', async () => {
    const { id, receipt } = await guestPurchase();
    const purchase = await readPurchase(id, receipt);
    expect(purchase.withdrawal_token).not.toBeNull();
    expect(links.verify(purchase.withdrawal_token ?? '')).toEqual({ kind: 'purchase', uuid: id });

    expect((await ctx.app.inject(`/api/purchases/${id}`)).statusCode).toBe(404);
    const other = await createUser(ctx.db, { email: newEmail() });
    const otherSession = await signIn(ctx.app, other.email);
    const asOther = await ctx.app.inject({ url: `/api/purchases/${id}`, headers: otherSession.headers });
    expect(asOther.statusCode).toBe(404);
    expect(asOther.body).not.toContain(purchase.withdrawal_token);
  });

  it('offers no link once the 30 days are over, nor for a refunded purchase', async () => {
    const late = await guestPurchase();
    await setColumn('purchases', late.id, `paid_at = ${DAYS_31_AGO}`);
    expect((await readPurchase(late.id, late.receipt)).withdrawal_token).toBeNull();

    const refunded = await guestPurchase();
    await setColumn('purchases', refunded.id, "status = 'refunded', refunded_at = now()");
    expect((await readPurchase(refunded.id, refunded.receipt)).withdrawal_token).toBeNull();
  });
});

describe('the booking’s receipt (the confirmation page), its manage page and its e-mails', () => {
  it('carry the token of that booking, and the confirmation e-mail its link', async () => {
    const { id, email, receipt } = await booking(nextFreeSlot(), freeWorkshop);
    const confirmation = await readBooking(id, receipt);
    expect(links.verify(confirmation.withdrawal_token ?? '')).toEqual({ kind: 'booking', uuid: id });
    expect((await ctx.app.inject(`/api/inspections/${id}`)).statusCode).toBe(404);

    await runJobs(ctx);
    const mail = await mailOf(email, 'booking_confirmation');
    const url = links.url({ kind: 'booking', uuid: id });
    expect(mail?.text).toContain(`Recedi dal contratto qui: ${url}`);
    expect(mail?.html).toContain(`href="${url}"`);
    expect(mail?.text).toContain(
      'Diritto di recesso: puoi recedere dal contratto senza indicarne il motivo entro 30 giorni dalla prenotazione e comunque prima dell’ispezione',
    );
    // A free booking has nothing to refund.
    expect(mail?.text).not.toContain('ti viene rimborsata');

    const manageToken = mail?.text.match(/\/booking\/manage\/([A-Za-z0-9_-]+)/)?.[1];
    const managed = await ctx.app.inject({
      url: `/api/bookings/manage/${manageToken}`,
      remoteAddress: freshAddress(),
    });
    expect(managed.statusCode, managed.body).toBe(200);
    const { withdrawal_token } = ManagedBookingSchema.parse(managed.json());
    expect(links.verify(withdrawal_token ?? '')).toEqual({ kind: 'booking', uuid: id });
  });

  it('offer no link 30 days after the booking; at the appointment the link stays, its page judges the check-in', async () => {
    const old = await booking(nextFreeSlot(), freeWorkshop);
    await setColumn('inspections', old.id, `created_at = ${DAYS_31_AGO}`);
    expect((await readBooking(old.id, old.receipt)).withdrawal_token).toBeNull();

    const due = await booking(nextFreeSlot(), freeWorkshop);
    await setColumn('inspections', due.id, "booked_at = now() - interval '1 minute'");
    expect((await readBooking(due.id, due.receipt)).withdrawal_token).not.toBeNull();

    const cancelled = await booking(nextFreeSlot(), freeWorkshop);
    await setColumn('inspections', cancelled.id, "status = 'cancelled'");
    expect((await readBooking(cancelled.id, cancelled.receipt)).withdrawal_token).toBeNull();
  });

  it('a booking with a fee: the fee’s receipt e-mail links to the withdrawal and says the fee comes back', async () => {
    const { id, email, receipt } = await booking(nextFeeSlot(), feeWorkshop);
    expect((await readBooking(id, receipt)).withdrawal_token).toBeNull();
    const paid = await payBookingFee(ctx, id, receipt);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(links.verify((await readBooking(id, receipt)).withdrawal_token ?? '')).toEqual({
      kind: 'booking',
      uuid: id,
    });

    await runJobs(ctx);
    await runJobs(ctx);
    const url = links.url({ kind: 'booking', uuid: id });
    for (const template of ['booking_fee_receipt', 'booking_confirmation']) {
      const mail = await mailOf(email, template);
      expect(mail?.text, template).toContain(`Recedi dal contratto qui: ${url}`);
      expect(mail?.text, template).toContain(
        'La quota di 89,00 € ti viene rimborsata sulla stessa carta entro 14 giorni, con la nota di credito.',
      );
    }
  });
});

describe('the profile’s cards', () => {
  it('a purchase card and a booking card carry their contracts’ tokens, each to its own account only', async () => {
    const user = await createUser(ctx.db, { email: newEmail() });
    const session = await signIn(ctx.app, user.email);
    const purchase = await guestPurchase(user.email, session.cookies);
    const booked = await booking(nextFreeSlot(), freeWorkshop, session.cookies, user.email);

    const cards = async (headers: Record<string, string>) =>
      UserReportsSchema.parse((await ctx.app.inject({ url: '/api/user/reports', headers })).json());
    const mine = await cards(session.headers);
    expect(links.verify(mine.inspectionsPurchased[0]?.withdrawal_token ?? '')).toEqual({
      kind: 'purchase',
      uuid: purchase.id,
    });
    expect(links.verify(mine.inspectionsRequested[0]?.withdrawal_token ?? '')).toEqual({
      kind: 'booking',
      uuid: booked.id,
    });

    const other = await createUser(ctx.db, { email: newEmail() });
    const theirs = await cards((await signIn(ctx.app, other.email)).headers);
    expect(theirs).toEqual({
      inspectionsRequested: [],
      inspectionsRequestedNext: null,
      inspectionsPurchased: [],
      inspectionsPurchasedNext: null,
    });

    await setColumn('purchases', purchase.id, `paid_at = ${DAYS_31_AGO}`);
    await setColumn('inspections', booked.id, `created_at = ${DAYS_31_AGO}`);
    const later = await cards(session.headers);
    expect(later.inspectionsPurchased[0]?.withdrawal_token).toBeNull();
    expect(later.inspectionsRequested[0]?.withdrawal_token).toBeNull();
  });
});

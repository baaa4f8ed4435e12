import { BookingCreatedSchema, type BookingRequest } from '@verificauto/shared/contracts/booking';
import { FEE_HOLD_MINUTES } from '@verificauto/shared/domain/booking-slots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLegalDocuments } from '../src/features/policies/legal-documents';
import { addWorkshop, freeSlots, guestBooking, postBooking, receiptOf, slotTaker } from './helpers/booking';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

// docs/decisions/061-one-booking-per-browser.md: back from the pay page, the same browser continues its order.
const FEE_CENTS = 8900;

let ctx: TestContext;
let regulationVersion: string;
let workshopId: string;
let otherWorkshopId: string;
let nextSlot: () => string;
let emailCount = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  regulationVersion = createLegalDocuments(ctx.config).regulationVersion;
  workshopId = await addWorkshop(ctx.db, { inspection_fee_cents: FEE_CENTS });
  otherWorkshopId = await addWorkshop(ctx.db, { inspection_fee_cents: FEE_CENTS, name: 'Officina Sarti' });
  nextSlot = slotTaker(await freeSlots(ctx, workshopId));
});
afterAll(() => ctx.close());

const request = (overrides: Partial<BookingRequest> = {}): BookingRequest =>
  guestBooking({
    workshop_uuid: workshopId,
    slot: nextSlot(),
    email: `ritorno-${++emailCount}@example.it`,
    plate: 'ab 123 cd',
    regulation_version: regulationVersion,
    ...overrides,
  });

/** A booking's answer: its inspection and the browser's receipt cookie. */
async function booked(res: Awaited<ReturnType<typeof postBooking>>) {
  expect(res.statusCode, res.body).toBe(200);
  return { ...BookingCreatedSchema.parse(res.json()), receipt: receiptOf(res) };
}

const slotsSeenBy = async (cookies: Record<string, string>, workshop = workshopId) => {
  const res = await ctx.app.inject({
    url: `/api/inspectors/${workshop}/slots`,
    headers: xsrfHeaders(cookies),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { days: { slots: string[] }[] }).days.flatMap((day) => day.slots);
};

interface HeldRow {
  id: string;
  status: string;
  booked_at: Date;
  hold_expires_at: Date | null;
  car_license_plate: string;
  contact_name: string;
  contact_phone: string | null;
}

/** The inspections booked with `email`, oldest first, each with the number of its fee orders. */
const inspectionsOf = (email: string) =>
  ctx.db.query<HeldRow & { orders: number }>(
    `SELECT i.id, i.status, i.booked_at, i.hold_expires_at, i.car_license_plate, i.contact_name, i.contact_phone,
            (SELECT count(*)::int FROM purchases p WHERE p.inspection_id = i.id) AS orders
       FROM inspections i WHERE i.contact_email = $1 ORDER BY i.created_at, i.id`,
    [email],
  );

const ordersOf = (email: string) =>
  ctx.db.query<{ order_number: string }>('SELECT order_number FROM purchases WHERE buyer_email = $1', [
    email,
  ]);

const minutesLeft = (row: HeldRow | undefined) =>
  (new Date(row?.hold_expires_at ?? 0).getTime() - Date.now()) / 60_000;

describe('the same browser submitting its booking again, back from the pay page', () => {
  it('gets the same pay page: one inspection, one order, one hold', async () => {
    const body = request();
    const first = await booked(await postBooking(ctx, body));
    const again = await booked(await postBooking(ctx, body, first.receipt));
    expect(again.inspection_uuid).toBe(first.inspection_uuid);
    expect(again.redirect_url).toBe(`/booking/pay/${first.inspection_uuid}`);
    const rows = await inspectionsOf(body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'awaiting_payment', orders: 1 });
    expect(await ordersOf(body.email)).toHaveLength(1);
  });

  it('its own held slot is offered back to it, and to no other browser', async () => {
    const body = request();
    const first = await booked(await postBooking(ctx, body));
    expect(await slotsSeenBy(first.receipt)).toContain(body.slot);
    expect(await slotsSeenBy({})).not.toContain(body.slot);
    const stranger = await booked(await postBooking(ctx, request()));
    expect(await slotsSeenBy(stranger.receipt)).not.toContain(body.slot);
  });

  it('with another slot and other details, the held booking moves: the same order, the old slot free', async () => {
    const body = request();
    const first = await booked(await postBooking(ctx, body));
    const moved = {
      ...body,
      slot: nextSlot(),
      name: 'Giulia Bianchi Rossi',
      phone: '+39 347 765 4321',
      plate: 'EF456GH',
    };
    const again = await booked(await postBooking(ctx, moved, first.receipt));
    expect(again.inspection_uuid).toBe(first.inspection_uuid);
    const rows = await inspectionsOf(body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'awaiting_payment',
      car_license_plate: 'EF456GH',
      contact_name: 'Giulia Bianchi Rossi',
      contact_phone: '+39 347 765 4321',
      orders: 1,
    });
    expect(new Date(rows[0]?.booked_at ?? 0).toISOString()).toBe(new Date(moved.slot).toISOString());
    expect(await slotsSeenBy({})).toContain(body.slot);
    expect(await slotsSeenBy({})).not.toContain(moved.slot);
  });

  it('a hold that lapsed, its slot still free, is held again for the same order', async () => {
    const body = request();
    const first = await booked(await postBooking(ctx, body));
    await ctx.db.query(`UPDATE inspections SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [
      first.inspection_uuid,
    ]);
    const again = await booked(await postBooking(ctx, body, first.receipt));
    expect(again.inspection_uuid).toBe(first.inspection_uuid);
    const [row] = await inspectionsOf(body.email);
    expect(row?.status).toBe('awaiting_payment');
    expect(minutesLeft(row)).toBeGreaterThan(FEE_HOLD_MINUTES - 2);
  });

  it('two submits at once: still one inspection and one order', async () => {
    const body = request();
    const first = await booked(await postBooking(ctx, body));
    const answers = await Promise.all([
      postBooking(ctx, body, first.receipt),
      postBooking(ctx, { ...body, slot: nextSlot() }, first.receipt),
    ]);
    for (const answer of answers) expect((await booked(answer)).inspection_uuid).toBe(first.inspection_uuid);
    expect(await inspectionsOf(body.email)).toEqual([expect.objectContaining({ orders: 1 })]);
  });

  it('a double click on the first submit: one booking, the other answer says the slot is taken', async () => {
    const body = request();
    const answers = await Promise.all([postBooking(ctx, body), postBooking(ctx, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await inspectionsOf(body.email)).toEqual([expect.objectContaining({ orders: 1 })]);
  });

  it('once the fee’s payment page at Stripe shows the appointment, another slot is a new booking and the old hold ends', async () => {
    const body = request();
    const first = await booked(await postBooking(ctx, body));
    await ctx.db.query(`UPDATE purchases SET provider_session = 'cs_test_aperta' WHERE inspection_id = $1`, [
      first.inspection_uuid,
    ]);
    // Unchanged, it is the same order, whose Stripe session stays as it was.
    expect((await booked(await postBooking(ctx, body, first.receipt))).inspection_uuid).toBe(
      first.inspection_uuid,
    );
    const moved = await booked(await postBooking(ctx, { ...body, slot: nextSlot() }, first.receipt));
    expect(moved.inspection_uuid).not.toBe(first.inspection_uuid);
    const rows = await inspectionsOf(body.email);
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'awaiting_payment']);
    expect(await slotsSeenBy({})).toContain(body.slot);
  });

  it('another workshop: a new booking, and the hold of the first one ends', async () => {
    const body = request();
    const first = await booked(await postBooking(ctx, body));
    const [slot] = await slotsSeenBy({}, otherWorkshopId);
    const elsewhere = await booked(
      await postBooking(ctx, { ...body, workshop_uuid: otherWorkshopId, slot: slot ?? '' }, first.receipt),
    );
    expect(elsewhere.inspection_uuid).not.toBe(first.inspection_uuid);
    const rows = await inspectionsOf(body.email);
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'awaiting_payment']);
    expect(await slotsSeenBy({})).toContain(body.slot);
  });

  it('another e-mail: a new booking, and the hold of the first one ends', async () => {
    const body = request();
    const first = await booked(await postBooking(ctx, body));
    const other = { ...body, email: `ritorno-${++emailCount}@example.it` };
    const second = await booked(await postBooking(ctx, other, first.receipt));
    expect(second.inspection_uuid).not.toBe(first.inspection_uuid);
    expect((await inspectionsOf(body.email)).map((row) => row.status)).toEqual(['cancelled']);
    expect((await inspectionsOf(other.email)).map((row) => row.status)).toEqual(['awaiting_payment']);
  });
});

describe('another browser with the same e-mail', () => {
  it('cannot take over the hold: the held slot is refused, another slot is a booking of its own', async () => {
    const body = request();
    const first = await booked(await postBooking(ctx, body));
    const taken = await postBooking(ctx, body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('slot_unavailable');
    const own = await booked(await postBooking(ctx, { ...body, slot: nextSlot() }));
    expect(own.inspection_uuid).not.toBe(first.inspection_uuid);
    const rows = await inspectionsOf(body.email);
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [first.inspection_uuid, 'awaiting_payment'],
      [own.inspection_uuid, 'awaiting_payment'],
    ]);
    expect(new Date(rows[0]?.booked_at ?? 0).toISOString()).toBe(new Date(body.slot).toISOString());
  });
});

describe('the booking receipt cookie', () => {
  it('reaches the slots API as well as the booking’s own routes', async () => {
    const res = await postBooking(ctx, request());
    expect(res.cookies.find((c) => c.name === 'va_booking' && c.value)).toMatchObject({ path: '/api' });
  });

  it('clears its copy at the former path, which would otherwise be sent first and hide the new one', async () => {
    const res = await postBooking(ctx, request());
    expect(res.cookies.find((c) => c.name === 'va_booking' && c.path === '/api/inspections')).toMatchObject({
      value: '',
    });
  });
});

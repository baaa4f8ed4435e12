import { type BookingRequest, InspectorSlotsSchema } from '@verificauto/shared/contracts/booking';
import { expect } from 'vitest';
import type { Queryable } from '../../src/db/db';
import type { WorkshopRow } from '../../src/features/booking/booking.repository';
import { freshAddress, PAYING_CARD } from './checkout';
import { insertRow } from './report-fixtures';
import type { TestContext } from './test-app';
import { xsrfHeaders } from './xsrf';

let workshopCount = 0;
/** A workshop in Bologna on the built-in scheduler, with no fee; `columns` change any of that. */
export const addWorkshop = (db: Queryable, columns: Partial<Omit<WorkshopRow, 'id'>> = {}) =>
  insertRow(db, 'workshops', {
    slug: `officina-prenota-${++workshopCount}`,
    name: 'Officina Bergonzoni',
    address: 'Via Stalingrado 31',
    postal_code: '40128',
    city: 'Bologna',
    province: 'BO',
    phone: '051 123456',
    latitude: 44.5,
    longitude: 11.35,
    scheduling_url: null,
    inspection_fee_cents: 0,
    ...columns,
  });

/** The workshop's free slots on the built-in scheduler, soonest first. */
export async function freeSlots(ctx: TestContext, workshopId: string) {
  const res = await ctx.app.inject(`/api/inspectors/${workshopId}/slots`);
  expect(res.statusCode).toBe(200);
  return InspectorSlotsSchema.parse(res.json()).days.flatMap((day) => day.slots);
}

/** Hands out `slots` one at a time, so that each test books a slot of its own. */
export function slotTaker(slots: readonly string[]) {
  let index = 0;
  return () => {
    const slot = slots[index++];
    if (!slot) throw new Error('no free slot left');
    return slot;
  };
}

/** A guest's booking that accepts the Regolamento; `fields` say what and when. */
export const guestBooking = (
  fields: Pick<BookingRequest, 'workshop_uuid' | 'slot' | 'email' | 'plate' | 'regulation_version'> &
    Partial<BookingRequest>,
): BookingRequest => ({
  name: 'Giulia Bianchi',
  phone: '+39 333 123 4567',
  accept_regulation: true,
  ...fields,
});

/** POST /api/inspections from an address of its own, with `cookies` (the session or a receipt) if any. */
export const postBooking = (
  ctx: TestContext,
  body: BookingRequest | Record<string, unknown>,
  cookies: Record<string, string> = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/inspections',
    payload: body,
    headers: xsrfHeaders(cookies),
    remoteAddress: freshAddress(),
  });

/** The booking receipt cookie a response set, to send back as the same browser. */
export const receiptOf = (res: { cookies: { name: string; value: string }[] }) => {
  // The one with a value: the answer also clears the cookie's copy at its former path.
  const cookie = res.cookies.find((c) => c.name === 'va_booking' && c.value);
  if (!cookie) throw new Error('no va_booking cookie');
  return { va_booking: cookie.value };
};

/** An Italian payer's invoice details for a booking's fee. */
export const FEE_BILLING = {
  first_name: 'Giulia',
  last_name: 'Bianchi',
  country: 'IT',
  tax_code: 'RSSMRA85T10A562S',
  address: { street: 'Via Garibaldi 12', postal_code: '20121', city: 'Milano', province: 'mi' },
} as const;

/** The browser that booked (`receipt`) pays the fee of booking `id` with the test card. */
export const payBookingFee = (ctx: TestContext, id: string, receipt: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/inspections/${id}/fee/pay`,
    payload: { billing: FEE_BILLING, card: PAYING_CARD },
    headers: { ...xsrfHeaders(receipt), 'user-agent': 'Vitest/1.0 (test)' },
    remoteAddress: freshAddress(),
  });

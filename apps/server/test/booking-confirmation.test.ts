import {
  type BookedInspection,
  BookedInspectionSchema,
  BookingCreatedSchema,
  type BookingRequest,
} from '@verificauto/shared/contracts/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLegalDocuments } from '../src/features/policies/legal-documents';
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
import { freshAddress, runJobs } from './helpers/checkout';
import { type CalendarEntry, readCalendarFile } from './helpers/ical';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

let ctx: TestContext;
let regulationVersion: string;
let freeWorkshopId: string;
let feeWorkshopId: string;
let nextFreeSlot: () => string;
let nextFeeSlot: () => string;

const FEE_CENTS = 9900;
const HOUR_MS = 3_600_000;

let emailCount = 0;
const request = (workshop: 'free' | 'fee', overrides: Partial<BookingRequest> = {}): BookingRequest =>
  guestBooking({
    workshop_uuid: workshop === 'free' ? freeWorkshopId : feeWorkshopId,
    slot: workshop === 'free' ? nextFreeSlot() : nextFeeSlot(),
    email: `conferma-${++emailCount}@example.it`,
    plate: 'AB123CD',
    regulation_version: regulationVersion,
    ...overrides,
  });

/** Books as a guest (or as `cookies`' browser): the inspection, its e-mail and the browser's receipt. */
async function book(workshop: 'free' | 'fee', overrides: Partial<BookingRequest> = {}, cookies = {}) {
  const body = request(workshop, overrides);
  const res = await postBooking(ctx, body, cookies);
  expect(res.statusCode, res.body).toBe(200);
  return {
    id: BookingCreatedSchema.parse(res.json()).inspection_uuid,
    email: body.email,
    slot: body.slot,
    receipt: receiptOf(res),
  };
}

const confirmation = async (id: string, cookies: Record<string, string>): Promise<BookedInspection> => {
  const res = await ctx.app.inject({ url: `/api/inspections/${id}`, headers: xsrfHeaders(cookies) });
  expect(res.statusCode, res.body).toBe(200);
  return BookedInspectionSchema.parse(res.json());
};

const calendarOf = (id: string, cookies: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/api/inspections/${id}/calendar.ics`, headers: xsrfHeaders(cookies) });

/** The calendar files of the booking e-mails sent to `email`, oldest first. */
const mailedEvents = async (email: string): Promise<CalendarEntry[]> => {
  const rows = await ctx.db.query<{ content: Uint8Array }>(
    `SELECT a.content FROM mail_attachments a JOIN mail_outbox m ON m.id = a.mail_id
      WHERE lower(m.to_address) = lower($1) AND a.content_type LIKE 'text/calendar%'
      ORDER BY m.created_at, m.id`,
    [email],
  );
  return rows.map((row) => readCalendarFile(row.content));
};

/** What a calendar app keeps of an event: the same UID at the same version and time is the same entry. */
const sameEntry = (event: CalendarEntry | undefined) =>
  event && {
    method: event.method,
    uid: event.uid,
    sequence: event.sequence,
    status: event.status,
    summary: event.summary,
    location: event.location,
    organizer: event.organizer,
    start: event.start,
    end: event.end,
  };

beforeAll(async () => {
  ctx = await createTestApp();
  regulationVersion = createLegalDocuments(ctx.config).regulationVersion;
  freeWorkshopId = await addWorkshop(ctx.db, { latitude: 44.494887, longitude: 11.3426163 });
  feeWorkshopId = await addWorkshop(ctx.db, { name: 'Officina Pagante', inspection_fee_cents: FEE_CENTS });
  nextFreeSlot = slotTaker(await freeSlots(ctx, freeWorkshopId));
  nextFeeSlot = slotTaker(await freeSlots(ctx, feeWorkshopId));
});
afterAll(() => ctx.close());

describe('GET /api/inspections/{uuid}: what the confirmation says', () => {
  it('a free workshop: nothing paid, where the workshop is, the calendar file', async () => {
    const booking = await book('free');
    expect(await confirmation(booking.id, booking.receipt)).toMatchObject({
      status: 'booked',
      scheduling_source: 'native',
      fee_cents: 0,
      amount_paid_cents: 0,
      workshop: {
        address: 'Via Stalingrado 31, 40128 Bologna (BO)',
        latitude: 44.494887,
        longitude: 11.3426163,
      },
      calendar_url: `/api/inspections/${booking.id}/calendar.ics`,
      awaiting_owner: false,
    });
  });

  it('a fee workshop: no calendar file while it waits for the payment, then the amount really paid', async () => {
    const booking = await book('fee');
    expect(await confirmation(booking.id, booking.receipt)).toMatchObject({
      status: 'awaiting_payment',
      amount_paid_cents: 0,
      calendar_url: null,
    });
    expect((await payBookingFee(ctx, booking.id, booking.receipt)).statusCode).toBe(200);
    // The workshop asks more from now on: what this seller paid stays what it was.
    await ctx.db.query('UPDATE workshops SET inspection_fee_cents = 12900 WHERE id = $1', [feeWorkshopId]);
    expect(await confirmation(booking.id, booking.receipt)).toMatchObject({
      status: 'booked',
      amount_paid_cents: FEE_CENTS,
      calendar_url: `/api/inspections/${booking.id}/calendar.ics`,
    });
    await ctx.db.query('UPDATE workshops SET inspection_fee_cents = $2 WHERE id = $1', [
      feeWorkshopId,
      FEE_CENTS,
    ]);
  });

  it('made by a guest with an existing account’s e-mail: it waits for the owner, who is told by e-mail', async () => {
    await createUser(ctx.db, { email: 'titolare-conferma@example.it' });
    const booking = await book('free', { email: 'titolare-conferma@example.it' });
    expect(await confirmation(booking.id, booking.receipt)).toMatchObject({
      awaiting_owner: true,
      user: { email: 'titolare-conferma@example.it', confirmed: true },
    });
  });
});

describe('GET /api/inspections/{uuid}/calendar.ics', () => {
  let booking: Awaited<ReturnType<typeof book>>;

  beforeAll(async () => {
    booking = await book('free');
    await runJobs(ctx);
  });

  it('downloads the same event as the confirmation e-mail’s, read by an iCalendar parser', async () => {
    const res = await calendarOf(booking.id, booking.receipt);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ispezione-verificauto.ics"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const downloaded = readCalendarFile(res.body);
    const [mailed] = await mailedEvents(booking.email);
    expect(sameEntry(downloaded)).toEqual(sameEntry(mailed));
    expect(downloaded).toMatchObject({
      method: 'PUBLISH',
      uid: `${booking.id}@verificauto`,
      sequence: 0,
      status: 'CONFIRMED',
      summary: 'Ispezione Verificauto – AB123CD',
      location: 'Officina Bergonzoni, Via Stalingrado 31, 40128 Bologna (BO)',
    });
    expect(downloaded.start.toISOString()).toBe(booking.slot);
    expect(downloaded.end.getTime()).toBe(new Date(booking.slot).getTime() + HOUR_MS);
    // No link to move or cancel: those are personal to each e-mail.
    expect(downloaded.description).not.toContain('/booking/manage/');
    expect(downloaded.description).toContain('email di conferma');
  });

  it('answers the signed-in seller and the back office; anyone else 404, as for an unknown booking', async () => {
    const seller = await createUser(ctx.db, { email: 'calendario-venditore@example.it' });
    const signedIn = await signIn(ctx.app, seller.email);
    const own = await book('free', { email: seller.email }, signedIn.cookies);
    expect((await calendarOf(own.id, signedIn.cookies)).statusCode).toBe(200);
    await createUser(ctx.db, { email: 'calendario-ufficio@example.it', role: 'backoffice' });
    const office = await signIn(ctx.app, 'calendario-ufficio@example.it');
    expect((await calendarOf(booking.id, office.cookies)).statusCode).toBe(200);

    await createUser(ctx.db, { email: 'calendario-altro@example.it' });
    const stranger = await signIn(ctx.app, 'calendario-altro@example.it');
    expect((await calendarOf(booking.id, stranger.cookies)).statusCode).toBe(404);
    expect((await calendarOf(booking.id)).statusCode).toBe(404);
    expect((await calendarOf(booking.id, { va_booking: `${booking.id}.firma-inventata` })).statusCode).toBe(
      404,
    );
    expect((await calendarOf(booking.id, own.receipt)).statusCode).toBe(404);
    const unknown = await calendarOf('00000000-0000-4000-8000-000000000000', booking.receipt);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'inspection_not_found', message: 'Prenotazione non trovata.' });
    expect((await calendarOf('non-un-uuid', booking.receipt)).statusCode).toBe(404);
  });

  it('no appointment to add while the fee is unpaid, nor once cancelled: 409 with the reason', async () => {
    const held = await book('fee');
    const res = await calendarOf(held.id, held.receipt);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'booking_not_confirmed',
      message: 'La prenotazione non è confermata: non c’è un appuntamento da aggiungere al calendario.',
    });
    await ctx.db.query(`UPDATE inspections SET status = 'cancelled' WHERE id = $1`, [held.id]);
    expect((await calendarOf(held.id, held.receipt)).statusCode).toBe(409);
  });

  it('after a move, the new time at the version of the latest e-mail, so that calendars update the entry', async () => {
    const moved = await book('free');
    await runJobs(ctx);
    const [mail] = (await mailsTo(ctx.db, moved.email)).filter((m) => m.template === 'booking_confirmation');
    const token = mail?.text.match(/\/booking\/manage\/([A-Za-z0-9_-]{43})/)?.[1];
    const newSlot = nextFreeSlot();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/manage/${token}/move`,
      payload: { slot: newSlot },
      headers: xsrfHeaders(),
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode, res.body).toBe(200);
    await runJobs(ctx);

    const downloaded = readCalendarFile((await calendarOf(moved.id, moved.receipt)).body);
    const mailed = await mailedEvents(moved.email);
    expect(mailed).toHaveLength(2);
    expect(sameEntry(downloaded)).toEqual(sameEntry(mailed[1]));
    expect(downloaded).toMatchObject({ uid: `${moved.id}@verificauto`, sequence: 1 });
    expect(downloaded.start.toISOString()).toBe(newSlot);
  });
});

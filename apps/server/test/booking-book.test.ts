import {
  BookedInspectionSchema,
  BookingCreatedSchema,
  type BookingRequest,
} from '@verificauto/shared/contracts/booking';
import { REMINDER_HOURS_BEFORE } from '@verificauto/shared/domain/business';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingReminderHandler } from '../src/features/booking/booking-emails.job';
import { insertBookedInspection } from '../src/features/booking/inspections.repository';
import { createLegalDocuments } from '../src/features/policies/legal-documents';
import { withdrawalLinks } from '../src/lib/withdrawal-link';
import { createUser, mailsTo, signIn } from './helpers/auth';
import { addWorkshop, freeSlots, guestBooking, postBooking, receiptOf, slotTaker } from './helpers/booking';
import { runJobs } from './helpers/checkout';
import { readCalendarFile } from './helpers/ical';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

let ctx: TestContext;
let regulationVersion: string;
let workshopId: string;
/** Free slots of the workshop at the start, soonest first; each test takes its own. */
let slots: string[];

let nextSlot: () => string;

let emailCount = 0;
const request = (overrides: Partial<BookingRequest> = {}): BookingRequest =>
  guestBooking({
    workshop_uuid: workshopId,
    slot: nextSlot(),
    email: `venditrice-${++emailCount}@example.it`,
    plate: 'ab 123-cd',
    regulation_version: regulationVersion,
    ...overrides,
  });

const book = (body: BookingRequest | Record<string, unknown>, cookies: Record<string, string> = {}) =>
  postBooking(ctx, body, cookies);

const readInspection = (id: string, cookies: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/inspections/${id}`, headers: xsrfHeaders(cookies) });

interface InspectionRow {
  seller_id: string;
  workshop_id: string;
  car_license_plate: string;
  booked_at: Date;
  status: string;
  scheduling_source: string;
}
const inspectionRow = async (id: string) =>
  (
    await ctx.db.query<InspectionRow>(
      'SELECT seller_id, workshop_id, car_license_plate, booked_at, status, scheduling_source FROM inspections WHERE id = $1',
      [id],
    )
  )[0];

const reminderJobs = (inspectionId: string) =>
  ctx.db.query<{ run_at: Date; status: string; payload: { bookedAt: string } }>(
    `SELECT run_at, status, payload FROM jobs WHERE name = 'booking.reminder' AND payload->>'inspectionId' = $1`,
    [inspectionId],
  );

/** Makes the inspection's reminder due now, as if the day before had come. */
const makeReminderDue = (inspectionId: string) =>
  ctx.db.query(
    `UPDATE jobs SET run_at = now() WHERE name = 'booking.reminder' AND payload->>'inspectionId' = $1`,
    [inspectionId],
  );

const HOUR_MS = 3_600_000;

beforeAll(async () => {
  ctx = await createTestApp();
  regulationVersion = createLegalDocuments(ctx.config).regulationVersion;
  workshopId = await addWorkshop(ctx.db, { name: 'Officina Bergonzoni, Bianchi & C.' });
  slots = await freeSlots(ctx, workshopId);
  expect(slots.length).toBeGreaterThan(40);
  nextSlot = slotTaker(slots);
});
afterAll(() => ctx.close());

describe('POST /api/inspections: a guest books a slot of the built-in scheduler', () => {
  let created: { inspection_uuid: string; redirect_url: string };
  let receipt: Record<string, string>;
  let slot: string;
  const email = 'Giulia.Guest@Example.it';

  beforeAll(async () => {
    slot = nextSlot();
    const res = await book(request({ slot, email }));
    expect(res.statusCode, res.body).toBe(200);
    created = BookingCreatedSchema.parse(res.json());
    receipt = receiptOf(res);
  });

  it('creates the booked inspection with the plate normalised, and the redirect to the confirmation', async () => {
    expect(created.redirect_url).toBe(`/booking/confirm/${created.inspection_uuid}`);
    const row = await inspectionRow(created.inspection_uuid);
    expect(row).toMatchObject({
      workshop_id: workshopId,
      car_license_plate: 'AB123CD',
      status: 'booked',
      scheduling_source: 'native',
    });
    expect(new Date(row?.booked_at ?? 0).toISOString()).toBe(slot);
  });

  it('creates an unconfirmed account without a password (path B), with the phone', async () => {
    const [user] = await ctx.db.query<{
      id: string;
      confirmed: boolean;
      password_hash: string | null;
      phone: string;
    }>('SELECT id, confirmed, password_hash, phone FROM users WHERE lower(email) = lower($1)', [email]);
    expect(user).toMatchObject({ confirmed: false, password_hash: null, phone: '+39 333 123 4567' });
    expect((await inspectionRow(created.inspection_uuid))?.seller_id).toBe(user?.id);
  });

  it('no longer offers the slot', async () => {
    expect(await freeSlots(ctx, workshopId)).not.toContain(slot);
  });

  it('answers the browser that booked, with its cookie limited to /api', async () => {
    const res = await book(request());
    const cookie = res.cookies.find((c) => c.name === 'va_booking' && c.value);
    expect(cookie).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Lax' });
    const read = await readInspection(created.inspection_uuid, receipt);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(BookedInspectionSchema.parse(read.json())).toEqual({
      uuid: created.inspection_uuid,
      status: 'booked',
      scheduling_source: 'native',
      hold_expires_at: null,
      fee_cents: 0,
      amount_paid_cents: 0,
      booked_at: slot,
      car_license_plate: 'AB123CD',
      user: { name: 'Giulia Bianchi', email, confirmed: false },
      awaiting_owner: false,
      workshop: {
        name: 'Officina Bergonzoni, Bianchi & C.',
        address: 'Via Stalingrado 31, 40128 Bologna (BO)',
        phone: '051 123456',
        latitude: 44.5,
        longitude: 11.35,
      },
      withdrawal_token: withdrawalLinks(ctx.config).token({ kind: 'booking', uuid: created.inspection_uuid }),
      calendar_url: `/api/inspections/${created.inspection_uuid}/calendar.ics`,
    });
  });

  it('answers 404 without the cookie, with a forged one, or with another booking’s', async () => {
    expect((await readInspection(created.inspection_uuid)).statusCode).toBe(404);
    const forged = { va_booking: `${created.inspection_uuid}.firma-inventata` };
    expect((await readInspection(created.inspection_uuid, forged)).statusCode).toBe(404);
    const other = await book(request());
    expect((await readInspection(created.inspection_uuid, receiptOf(other))).statusCode).toBe(404);
    expect((await readInspection('non-un-uuid', receipt)).statusCode).toBe(404);
  });

  it('refuses the same slot again with the Italian message', async () => {
    const res = await book(request({ slot }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'slot_unavailable',
      message: 'Questo orario non è più disponibile: scegline un altro.',
    });
  });
});

describe('GET /api/inspections/{uuid} for signed-in users', () => {
  it('answers the seller and the back office, and 404 to another user', async () => {
    const seller = await createUser(ctx.db, { email: 'venditore-registrato@example.it', name: 'Marco Neri' });
    await createUser(ctx.db, { email: 'altro@example.it' });
    await createUser(ctx.db, { email: 'ufficio@example.it', role: 'backoffice' });
    const signedIn = await signIn(ctx.app, seller.email);
    const res = await book(request({ email: seller.email, name: 'Marco Neri' }), signedIn.cookies);
    expect(res.statusCode, res.body).toBe(200);
    const { inspection_uuid: id } = BookingCreatedSchema.parse(res.json());

    const asSeller = await readInspection(id, signedIn.cookies);
    expect(asSeller.statusCode).toBe(200);
    expect(asSeller.json().user).toEqual({ name: 'Marco Neri', email: seller.email, confirmed: true });
    expect((await readInspection(id, (await signIn(ctx.app, 'ufficio@example.it')).cookies)).statusCode).toBe(
      200,
    );
    expect((await readInspection(id, (await signIn(ctx.app, 'altro@example.it')).cookies)).statusCode).toBe(
      404,
    );
  });
});

describe('no double booking', () => {
  it('of 10 concurrent bookings of one slot, exactly one succeeds and the others get 409', async () => {
    const slot = nextSlot();
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(request({ slot }))));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().code).toBe('slot_unavailable');
    }
    const rows = await ctx.db.query('SELECT id FROM inspections WHERE workshop_id = $1 AND booked_at = $2', [
      workshopId,
      slot,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('a booking that loses the race on the unique index gets null, inside a transaction too', async () => {
    const seller = await createUser(ctx.db, { email: 'gara@example.it' });
    const [regulation] = await ctx.db.query<{ id: string }>('SELECT id FROM regulation_versions LIMIT 1');
    const inspection = {
      sellerId: seller.id,
      contact: { name: '', email: seller.email, phone: null },
      newAccount: false,
      claim: null,
      workshopId,
      plate: 'EF456GH',
      bookedAt: new Date(nextSlot()),
      feeCents: 0,
      regulationVersion: regulation?.id ?? '',
    };
    expect(await insertBookedInspection(ctx.db, inspection)).toEqual(expect.any(String));
    await expect(
      ctx.db.transaction(async (tx) => {
        const id = await insertBookedInspection(tx, inspection);
        if (id === null) throw new Error('slot taken');
        return id;
      }),
    ).rejects.toThrow('slot taken');
  });

  it('refuses slots that are not offered: too soon, outside the opening hours, not on the hour grid', async () => {
    const soon = new Date(Math.ceil((Date.now() + 2 * HOUR_MS) / HOUR_MS) * HOUR_MS).toISOString();
    const first = slots[0] ?? '';
    const evening = `${first.slice(0, 10)}T19:30:00.000Z`;
    const offGrid = new Date(new Date(first).getTime() + 30 * 60_000).toISOString();
    const past = '2020-01-06T08:30:00.000Z';
    for (const slot of [soon, evening, offGrid, past]) {
      const res = await book(request({ slot }));
      expect(res.statusCode, slot).toBe(409);
      expect(res.json().code).toBe('slot_unavailable');
    }
  });
});

describe('POST /api/inspections: what is refused', () => {
  it.each([
    ['plate', { plate: 'AB12CD' }, 'Inserisci una targa italiana valida, per esempio AB123CD.'],
    [
      'plate with a letter plates never use',
      { plate: 'AO123CD' },
      'Inserisci una targa italiana valida, per esempio AB123CD.',
    ],
    ['e-mail', { email: 'giulia@' }, 'Inserisci un indirizzo email valido.'],
    ['phone', { phone: '333-abc' }, 'Il numero di telefono può contenere solo cifre, spazi e il prefisso +.'],
    ['Regolamento', { accept_regulation: false }, 'Per prenotare devi accettare il Regolamento.'],
  ])('a bad %s: 400 with the Italian message', async (_field, override, message) => {
    const res = await book({ ...request(), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('an old Regolamento: 409 regulation_changed', async () => {
    const res = await book(request({ regulation_version: '0123456789ab' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('regulation_changed');
  });

  it('a workshop with a fee: the slot is held and the seller goes on to pay (booking-fee.test.ts)', async () => {
    const paid = await addWorkshop(ctx.db, { inspection_fee_cents: 8900 });
    const [slot] = await freeSlots(ctx, paid);
    const res = await book(request({ workshop_uuid: paid, slot }));
    expect(res.statusCode).toBe(200);
    const created = BookingCreatedSchema.parse(res.json());
    expect(created.redirect_url).toBe(`/booking/pay/${created.inspection_uuid}`);
    expect((await inspectionRow(created.inspection_uuid))?.status).toBe('awaiting_payment');
  });

  it('a Calendly workshop or an unknown one: 404', async () => {
    const calendly = await addWorkshop(ctx.db, { scheduling_url: 'https://calendly.com/officina/ispezione' });
    const slot = slots.at(-1) ?? '';
    expect((await book(request({ workshop_uuid: calendly, slot }))).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await book(request({ workshop_uuid: unknown, slot }))).statusCode).toBe(404);
  });

  it('a blocked account: 403', async () => {
    await createUser(ctx.db, { email: 'bloccato@example.it', blocked: true });
    expect((await book(request({ email: 'bloccato@example.it' }))).statusCode).toBe(403);
  });
});

interface AttachmentRow {
  filename: string;
  content_type: string;
  content: Uint8Array;
}
const attachmentsOf = (email: string, template: string) =>
  ctx.db.query<AttachmentRow>(
    `SELECT a.filename, a.content_type, a.content FROM mail_attachments a
       JOIN mail_outbox m ON m.id = a.mail_id
      WHERE lower(m.to_address) = lower($1) AND m.template = $2 ORDER BY a.position`,
    [email, template],
  );

/** Italian time as Intl writes it: the e-mails' times checked independently of rome-time.ts. */
const ROME_TIME = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
});

describe('the booking e-mails', () => {
  const email = 'mail-prenotazione@example.it';
  let id: string;
  let slot: string;

  beforeAll(async () => {
    slot = nextSlot();
    const res = await book(request({ slot, email }));
    expect(res.statusCode, res.body).toBe(200);
    id = BookingCreatedSchema.parse(res.json()).inspection_uuid;
    await runJobs(ctx);
  });

  it('queues the confirmation and the set-password e-mail once', async () => {
    await runJobs(ctx);
    const templates = (await mailsTo(ctx.db, email)).map((mail) => mail.template).sort();
    expect(templates).toEqual(['booking_confirmation', 'password_setup']);
  });

  it('says when and where in Italian time, what to bring, how long, and how to change or cancel', async () => {
    const mail = (await mailsTo(ctx.db, email)).find((m) => m.template === 'booking_confirmation');
    expect(mail?.text).toContain(`alle ${ROME_TIME.format(new Date(slot))}`);
    expect(mail?.text).toContain('Via Stalingrado 31, 40128 Bologna (BO)');
    expect(mail?.text).toContain('051 123456');
    expect(mail?.text).toContain('libretto di circolazione');
    expect(mail?.text).toContain('circa 1 ora');
    expect(mail?.text).toContain('entro 48 ore');
    expect(mail?.text).toContain(`scrivi a ${ctx.config.contactEmail}`);
    expect(mail?.text).toContain('24 ore prima');
  });

  it('attaches an .ics calendar event at the booked time, read by an iCalendar parser', async () => {
    const [ics] = await attachmentsOf(email, 'booking_confirmation');
    expect(ics?.filename).toMatch(/\.ics$/);
    expect(ics?.content_type).toMatch(/^text\/calendar/);
    const event = readCalendarFile(ics?.content ?? new Uint8Array());
    expect(event).toMatchObject({
      method: 'PUBLISH',
      uid: `${id}@verificauto`,
      sequence: 0,
      status: 'CONFIRMED',
      summary: 'Ispezione Verificauto – AB123CD',
      // The workshop's name has a comma: escaped as iCalendar TEXT, read back whole.
      location: 'Officina Bergonzoni, Bianchi & C., Via Stalingrado 31, 40128 Bologna (BO)',
      organizer: { name: 'Verificauto', address: `mailto:${ctx.config.contactEmail}` },
    });
    expect(event.start.toISOString()).toBe(slot);
    expect(event.end.getTime() - event.start.getTime()).toBe(HOUR_MS);
    // In Italian time the event starts when the e-mail says.
    const mail = (await mailsTo(ctx.db, email)).find((m) => m.template === 'booking_confirmation');
    expect(mail?.text).toContain(`alle ${ROME_TIME.format(event.start)}`);
    expect(event.description).toMatch(/Per spostare o annullare .* https?:\/\/\S+\/booking\/manage\//);
  });

  it('schedules the reminder 24 hours before, not run yet', async () => {
    const [job] = await reminderJobs(id);
    expect(new Date(job?.run_at ?? 0).getTime()).toBe(
      new Date(slot).getTime() - REMINDER_HOURS_BEFORE * HOUR_MS,
    );
    expect(job?.status).toBe('pending');
    expect((await mailsTo(ctx.db, email)).some((m) => m.template === 'booking_reminder')).toBe(false);
  });

  it('sends the reminder once when its time comes', async () => {
    await makeReminderDue(id);
    await runJobs(ctx);
    const [job] = await reminderJobs(id);
    const handler = createBookingReminderHandler({ db: ctx.db, site: ctx.config });
    await handler.run(job?.payload, { jobId: 0, attempt: 2, maxAttempts: 8 });
    const reminders = (await mailsTo(ctx.db, email)).filter((m) => m.template === 'booking_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain('AB123CD');
  });

  it('a confirmed seller gets no set-password e-mail', async () => {
    const seller = await createUser(ctx.db, { email: 'confermato@example.it' });
    const signedIn = await signIn(ctx.app, seller.email);
    expect((await book(request({ email: seller.email }), signedIn.cookies)).statusCode).toBe(200);
    await runJobs(ctx);
    expect((await mailsTo(ctx.db, seller.email)).map((m) => m.template)).toEqual(['booking_confirmation']);
  });
});

describe('a cancelled or moved booking never gets the old reminder', () => {
  it('cancelled before the reminder runs: nothing is sent', async () => {
    const email = 'annullata@example.it';
    const res = await book(request({ email }));
    const id = BookingCreatedSchema.parse(res.json()).inspection_uuid;
    await runJobs(ctx);
    await ctx.db.query(`UPDATE inspections SET status = 'cancelled' WHERE id = $1`, [id]);
    await makeReminderDue(id);
    await runJobs(ctx);
    expect((await reminderJobs(id))[0]?.status).toBe('done');
    expect((await mailsTo(ctx.db, email)).map((m) => m.template)).not.toContain('booking_reminder');
  });

  it('moved to another time: the old reminder sends nothing', async () => {
    const email = 'spostata@example.it';
    const res = await book(request({ email }));
    const id = BookingCreatedSchema.parse(res.json()).inspection_uuid;
    await runJobs(ctx);
    await ctx.db.query(`UPDATE inspections SET booked_at = $2 WHERE id = $1`, [id, nextSlot()]);
    await makeReminderDue(id);
    await runJobs(ctx);
    expect((await mailsTo(ctx.db, email)).map((m) => m.template)).not.toContain('booking_reminder');
  });
});

import { BookingCreatedSchema } from '@verificauto/shared/contracts/booking';
import { ManagedBookingSchema } from '@verificauto/shared/contracts/booking-manage';
import { REMINDER_HOURS_BEFORE } from '@verificauto/shared/domain/business';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingEmailsHandler } from '../src/features/booking/booking-emails.job';
import { cancelBooking } from '../src/features/booking/manage/manage-booking.service';
import { createLegalDocuments } from '../src/features/policies/legal-documents';
import { manageLinks } from '../src/lib/manage-link';
import { hashToken } from '../src/lib/tokens';
import { withdrawalLinks } from '../src/lib/withdrawal-link';
import { createUser, mailsTo, type OutboxMail } from './helpers/auth';
import { addWorkshop, freeSlots, guestBooking, postBooking, slotTaker } from './helpers/booking';
import { freshAddress, runJobs } from './helpers/checkout';
import { readCalendarFile } from './helpers/ical';
import { insertRow } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

let ctx: TestContext;
let regulationVersion: string;
let workshopId: string;
/** Free slots at the start, soonest first; each test takes its own. */
let slots: string[];

const HOUR_MS = 3_600_000;
let nextSlot: () => string;

/** The booking confirmation's job handler, as job-handlers.ts builds it. */
const confirmationHandler = () =>
  createBookingEmailsHandler({ db: ctx.db, site: ctx.config, withdrawalLinks: withdrawalLinks(ctx.config) });

let emailCount = 0;
const newEmail = () => `gestione-${++emailCount}@example.it`;

/** Books a slot as a guest and runs the jobs: the inspection and its e-mail address. */
async function bookSlot(slot = nextSlot()) {
  const email = newEmail();
  const res = await postBooking(
    ctx,
    guestBooking({
      workshop_uuid: workshopId,
      slot,
      email,
      plate: 'AB123CD',
      regulation_version: regulationVersion,
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  await runJobs(ctx);
  return { id: BookingCreatedSchema.parse(res.json()).inspection_uuid, email, slot };
}

const mailsOf = async (email: string, template: string) =>
  (await mailsTo(ctx.db, email)).filter((mail) => mail.template === template);

const LINK = /https?:\/\/\S+\/booking\/manage\/([A-Za-z0-9_-]+)/;
const tokenIn = (mail: OutboxMail | undefined) => {
  const token = mail?.text.match(LINK)?.[1];
  if (!token) throw new Error(`no manage link in: ${mail?.text}`);
  return token;
};
/** The link of the latest confirmation sent to `email`. */
const confirmationToken = async (email: string) =>
  tokenIn((await mailsOf(email, 'booking_confirmation')).at(-1));

const read = (token: string) =>
  ctx.app.inject({ url: `/api/bookings/manage/${token}`, remoteAddress: freshAddress() });
const move = (token: string, slot: string, remoteAddress = freshAddress()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/bookings/manage/${token}/move`,
    payload: { slot },
    headers: xsrfHeaders(),
    remoteAddress,
  });
const cancel = (token: string, remoteAddress = freshAddress()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/bookings/manage/${token}/cancel`,
    headers: xsrfHeaders(),
    remoteAddress,
  });

const inspectionRow = async (id: string) =>
  (
    await ctx.db.query<{ status: string; booked_at: Date; schedule_sequence: number }>(
      'SELECT status, booked_at, schedule_sequence FROM inspections WHERE id = $1',
      [id],
    )
  )[0];

const reminderJobs = (id: string) =>
  ctx.db.query<{ run_at: Date; payload: { bookedAt: string } }>(
    `SELECT run_at, payload FROM jobs WHERE name = 'booking.reminder' AND payload->>'inspectionId' = $1
      ORDER BY run_at`,
    [id],
  );
const makeRemindersDue = (id: string) =>
  ctx.db.query(
    `UPDATE jobs SET run_at = now() WHERE name = 'booking.reminder' AND payload->>'inspectionId' = $1`,
    [id],
  );

const calendarOf = async (email: string, template: string) => {
  const rows = await ctx.db.query<{ content: Uint8Array; content_type: string }>(
    `SELECT a.content, a.content_type FROM mail_attachments a JOIN mail_outbox m ON m.id = a.mail_id
      WHERE lower(m.to_address) = lower($1) AND m.template = $2 ORDER BY m.created_at, m.id`,
    [email, template],
  );
  return rows.map((row) => ({ contentType: row.content_type, event: readCalendarFile(row.content) }));
};

const errorOf = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  body: res.json(),
});

beforeAll(async () => {
  ctx = await createTestApp();
  regulationVersion = createLegalDocuments(ctx.config).regulationVersion;
  workshopId = await addWorkshop(ctx.db, {
    name: 'Officina Gardini',
    address: 'Via Emilia 12',
    phone: '051 987654',
  });
  slots = await freeSlots(ctx, workshopId);
  expect(slots.length).toBeGreaterThan(40);
  nextSlot = slotTaker(slots);
});
afterAll(() => ctx.close());

describe('the confirmation e-mail’s link', () => {
  let booking: Awaited<ReturnType<typeof bookSlot>>;
  let token: string;

  beforeAll(async () => {
    booking = await bookSlot();
    token = await confirmationToken(booking.email);
  });

  it('opens the appointment, which can still be changed', async () => {
    const res = await read(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(ManagedBookingSchema.parse(res.json())).toEqual({
      booked_at: booking.slot,
      car_license_plate: 'AB123CD',
      workshop: {
        uuid: workshopId,
        name: 'Officina Gardini',
        address: 'Via Emilia 12, 40128 Bologna (BO)',
        phone: '051 987654',
      },
      can_change: true,
      change_deadline: new Date(new Date(booking.slot).getTime() - 24 * HOUR_MS).toISOString(),
      scheduling: { kind: 'native' },
      refund_cents: 0,
      withdrawal_token: withdrawalLinks(ctx.config).token({ kind: 'booking', uuid: booking.id }),
    });
  });

  it('says until when and how to change it, and is in the calendar file, at version 0', async () => {
    const [mail] = await mailsOf(booking.email, 'booking_confirmation');
    expect(mail?.subject).toMatch(/^Ispezione prenotata per il /);
    expect(mail?.text).toContain('Sposta o annulla l’appuntamento: http://');
    expect(mail?.text).toContain(
      'fino a 24 ore prima dell’orario prenotato; dopo, chiama l’officina al 051 987654',
    );
    expect(mail?.html).toContain(`/booking/manage/${token}`);
    const [ics] = await calendarOf(booking.email, 'booking_confirmation');
    expect(ics?.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(ics?.event).toMatchObject({ method: 'PUBLISH', sequence: 0, status: 'CONFIRMED' });
    expect(ics?.event.description).toContain(`/booking/manage/${token}`);
  });

  it('is stored only as its SHA-256 hash', async () => {
    const rows = await ctx.db.query<{ token_hash: string; mail: string; schedule_sequence: number }>(
      'SELECT token_hash, mail, schedule_sequence FROM booking_manage_links WHERE inspection_id = $1',
      [booking.id],
    );
    expect(rows).toEqual([{ token_hash: hashToken(token), mail: 'confirmation', schedule_sequence: 0 }]);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a retried confirmation job sends no second e-mail with another link', async () => {
    const handler = confirmationHandler();
    await handler.run({ inspectionId: booking.id, sequence: 0 }, { jobId: 0, attempt: 2, maxAttempts: 8 });
    await runJobs(ctx);
    expect(await mailsOf(booking.email, 'booking_confirmation')).toHaveLength(1);
  });
});

describe('bad links', () => {
  it('a token never issued, or not a token at all: 404 with an Italian message', async () => {
    const unknown = 'A'.repeat(43);
    expect(errorOf(await read(unknown))).toEqual({
      status: 404,
      body: {
        code: 'manage_link_not_found',
        message: 'Link non valido: controlla di aver copiato l’indirizzo completo dall’email di conferma.',
      },
    });
    expect((await read('non-un-token')).statusCode).toBe(404);
    // A control character is refused before any route looks at it.
    expect(errorOf(await read(`${'A'.repeat(43)}%00`))).toMatchObject({
      status: 400,
      body: { code: 'invalid_characters' },
    });
    expect((await cancel(unknown)).statusCode).toBe(404);
    expect((await move(unknown, slots.at(-1) ?? '')).statusCode).toBe(404);
  });

  it('changes need the anti-forgery header', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/manage/${'A'.repeat(43)}/cancel`,
    });
    expect(res.statusCode).toBe(403);
  });

  it('a bad slot: 400', async () => {
    const res = await move('A'.repeat(43), 'domani alle nove');
    expect(errorOf(res)).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('Orario non valido.') },
    });
  });

  it('too many attempts from one address: 429', async () => {
    const address = '10.99.0.1';
    for (let i = 0; i < 20; i++) expect((await cancel('B'.repeat(43), address)).statusCode).toBe(404);
    const res = await cancel('B'.repeat(43), address);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
  });
});

describe('moving the booking', () => {
  let booking: Awaited<ReturnType<typeof bookSlot>>;
  let oldToken: string;
  let newSlot: string;

  beforeAll(async () => {
    booking = await bookSlot();
    oldToken = await confirmationToken(booking.email);
    newSlot = nextSlot();
    const res = await move(oldToken, newSlot);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ booked_at: newSlot });
    await runJobs(ctx);
  });

  it('books the new time and frees the old one', async () => {
    const row = await inspectionRow(booking.id);
    expect(row).toMatchObject({ status: 'booked', schedule_sequence: 1 });
    expect(new Date(row?.booked_at ?? 0).toISOString()).toBe(newSlot);
    const free = await freeSlots(ctx, workshopId);
    expect(free).toContain(booking.slot);
    expect(free).not.toContain(newSlot);
  });

  it('sends a new confirmation with a new link and the calendar file of the new time, same event', async () => {
    const mails = await mailsOf(booking.email, 'booking_confirmation');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toMatch(/^Ispezione spostata al /);
    expect(mails[1]?.text).toContain('L’orario precedente non vale più.');
    const newToken = tokenIn(mails[1]);
    expect(newToken).not.toBe(oldToken);
    const [first, second] = await calendarOf(booking.email, 'booking_confirmation');
    expect(first?.event).toMatchObject({ uid: `${booking.id}@verificauto`, sequence: 0 });
    expect(first?.event.start.toISOString()).toBe(booking.slot);
    expect(second?.event).toMatchObject({
      method: 'PUBLISH',
      uid: first?.event.uid,
      sequence: 1,
      status: 'CONFIRMED',
    });
    expect(second?.event.start.toISOString()).toBe(newSlot);
    expect(second?.event.end.getTime()).toBe(new Date(newSlot).getTime() + HOUR_MS);

    const res = await read(newToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().booked_at).toBe(newSlot);
  });

  it('the old link is dead', async () => {
    const replaced = {
      status: 410,
      body: {
        code: 'manage_link_replaced',
        message:
          'Questo link non è più valido perché l’appuntamento è stato spostato: usa il link dell’ultima email di conferma.',
      },
    };
    expect(errorOf(await read(oldToken))).toEqual(replaced);
    expect(errorOf(await cancel(oldToken))).toEqual(replaced);
    expect(errorOf(await move(oldToken, nextSlot()))).toEqual(replaced);
    expect((await inspectionRow(booking.id))?.status).toBe('booked');
  });

  it('the new time gets its reminder, the old time’s finds nothing to send', async () => {
    const jobs = await reminderJobs(booking.id);
    expect(jobs.map((job) => new Date(job.run_at).getTime()).sort()).toEqual(
      [booking.slot, newSlot]
        .map((slot) => new Date(slot).getTime() - REMINDER_HOURS_BEFORE * HOUR_MS)
        .sort(),
    );
    await makeRemindersDue(booking.id);
    await runJobs(ctx);
    const reminders = await mailsOf(booking.email, 'booking_reminder');
    expect(reminders).toHaveLength(1);
    const rome = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(reminders[0]?.subject).toContain(`alle ${rome.format(new Date(newSlot))}`);
    // The reminder's own link opens the same appointment; the confirmation's still works too.
    const res = await read(tokenIn(reminders[0]));
    expect(res.statusCode).toBe(200);
    expect(res.json().booked_at).toBe(newSlot);
    expect((await read(await confirmationToken(booking.email))).statusCode).toBe(200);
  });

  it('moved back to the first time, it is confirmed again with a new link', async () => {
    const token = await confirmationToken(booking.email);
    expect((await move(token, booking.slot)).statusCode).toBe(200);
    await runJobs(ctx);
    const mails = await mailsOf(booking.email, 'booking_confirmation');
    expect(mails).toHaveLength(3);
    expect(mails[2]?.subject).toMatch(/^Ispezione spostata al /);
    const res = await read(tokenIn(mails[2]));
    expect(res.json().booked_at).toBe(booking.slot);
    expect((await read(token)).statusCode).toBe(410);
  });

  it('refuses a slot that is taken or not offered', async () => {
    const other = await bookSlot();
    const token = await confirmationToken(booking.email);
    for (const slot of [other.slot, `${other.slot.slice(0, 10)}T21:30:00.000Z`, '2020-01-06T08:30:00.000Z']) {
      expect(errorOf(await move(token, slot))).toEqual({
        status: 409,
        body: {
          code: 'slot_unavailable',
          message: 'Questo orario non è più disponibile: scegline un altro.',
        },
      });
    }
    expect((await read(token)).json().booked_at).toBe(booking.slot);
  });
});

describe('concurrent moves', () => {
  it('two bookings moved into one slot at once: one wins, the other gets 409', async () => {
    const first = await bookSlot();
    const second = await bookSlot();
    const tokens = [await confirmationToken(first.email), await confirmationToken(second.email)];
    const slot = nextSlot();
    const answers = await Promise.all(tokens.map((token) => move(token, slot)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json().code).toBe('slot_unavailable');
    const rows = await ctx.db.query(
      `SELECT id FROM inspections WHERE workshop_id = $1 AND booked_at = $2 AND status = 'booked'`,
      [workshopId, slot],
    );
    expect(rows).toHaveLength(1);
  });

  it('one link used twice at once: one move wins, the other finds the link replaced', async () => {
    const booking = await bookSlot();
    const token = await confirmationToken(booking.email);
    const answers = await Promise.all([move(token, nextSlot()), move(token, nextSlot())]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 410]);
    expect((await inspectionRow(booking.id))?.schedule_sequence).toBe(1);
  });
});

describe('cancelling the booking', () => {
  let booking: Awaited<ReturnType<typeof bookSlot>>;
  let token: string;

  beforeAll(async () => {
    booking = await bookSlot();
    token = await confirmationToken(booking.email);
    const res = await cancel(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'cancelled', refund_cents: 0 });
    await runJobs(ctx);
  });

  it('cancels the inspection and frees its slot', async () => {
    expect((await inspectionRow(booking.id))?.status).toBe('cancelled');
    expect(await freeSlots(ctx, workshopId)).toContain(booking.slot);
  });

  it('sends the cancellation with a calendar file that removes the event', async () => {
    const [mail] = await mailsOf(booking.email, 'booking_cancellation');
    expect(mail?.subject).toMatch(/^Ispezione del .* annullata – Verificauto$/);
    expect(mail?.text).toContain('abbiamo annullato l’ispezione della tua auto targata AB123CD');
    const [ics] = await calendarOf(booking.email, 'booking_cancellation');
    expect(ics?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(ics?.event).toMatchObject({
      method: 'CANCEL',
      uid: `${booking.id}@verificauto`,
      sequence: 1,
      status: 'CANCELLED',
      organizer: { name: 'Verificauto', address: `mailto:${ctx.config.contactEmail}` },
    });
    expect(ics?.event.start.toISOString()).toBe(booking.slot);
  });

  it('sends no reminder', async () => {
    await makeRemindersDue(booking.id);
    await runJobs(ctx);
    expect(await mailsOf(booking.email, 'booking_reminder')).toEqual([]);
  });

  it('the link is dead', async () => {
    const cancelled = {
      status: 410,
      body: {
        code: 'booking_cancelled',
        message: 'Questa prenotazione è stata annullata: il link non è più valido.',
      },
    };
    expect(errorOf(await read(token))).toEqual(cancelled);
    expect(errorOf(await cancel(token))).toEqual(cancelled);
    expect(errorOf(await move(token, nextSlot()))).toEqual(cancelled);
    expect(await mailsOf(booking.email, 'booking_cancellation')).toHaveLength(1);
  });

  it('tells the other features in its transaction: a failure there cancels nothing', async () => {
    const other = await bookSlot();
    const otherToken = await confirmationToken(other.email);
    const seen: string[] = [];
    const failing = {
      db: ctx.db,
      site: ctx.config,
      withdrawalLinks: withdrawalLinks(ctx.config),
      manageLinks: manageLinks(ctx.config),
      cancellations: {
        refundableCents: async () => 0,
        async onCancelled(_tx: unknown, inspectionId: string): Promise<number> {
          seen.push(inspectionId);
          throw new Error('rimborso non riuscito');
        },
      },
    };
    await expect(cancelBooking(failing, otherToken)).rejects.toThrow('rimborso non riuscito');
    expect(seen).toEqual([other.id]);
    expect((await inspectionRow(other.id))?.status).toBe('booked');
    expect(await mailsOf(other.email, 'booking_cancellation')).toEqual([]);
  });
});

/**
 * An inspection booked straight into the table (the API books no sooner than 24 hours ahead), with its
 * confirmation sent: its link.
 */
async function bookedAt(bookedAtTime: Date, fields: Record<string, unknown> = {}) {
  const email = newEmail();
  const seller = await createUser(ctx.db, { email });
  const id = await insertRow(ctx.db, 'inspections', {
    seller_id: seller.id,
    workshop_id: workshopId,
    car_license_plate: 'EF456GH',
    booked_at: bookedAtTime,
    status: 'booked',
    ...fields,
  });
  const handler = confirmationHandler();
  await handler.run({ inspectionId: id, sequence: 0 }, { jobId: 0, attempt: 1, maxAttempts: 8 });
  return { id, token: await confirmationToken(email) };
}

describe('the change deadline', () => {
  it('less than 24 hours before: shown, but moved or cancelled only by calling the workshop', async () => {
    const { id, token } = await bookedAt(new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + 20 * HOUR_MS));
    const res = await read(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().can_change).toBe(false);
    const tooLate = {
      status: 409,
      body: {
        code: 'change_deadline_passed',
        message:
          'Mancano meno di 24 ore all’ispezione: non puoi più spostarla o annullarla online. Chiama l’officina al 051 987654.',
      },
    };
    expect(errorOf(await cancel(token))).toEqual(tooLate);
    expect(errorOf(await move(token, nextSlot()))).toEqual(tooLate);
    expect((await inspectionRow(id))?.status).toBe('booked');
  });

  it('once the time has come: 410', async () => {
    const { token } = await bookedAt(new Date(Date.now() - HOUR_MS));
    expect(errorOf(await read(token))).toEqual({
      status: 410,
      body: {
        code: 'booking_over',
        message: 'L’orario di questa ispezione è passato: il link non è più valido.',
      },
    });
  });
});

describe('a booking made on Calendly', () => {
  it('links to Calendly’s own pages, and is not changed here', async () => {
    const { token } = await bookedAt(new Date(nextSlot()), {
      scheduling_source: 'calendly',
      scheduling_ref: 'https://api.calendly.com/scheduled_events/EV1/invitees/IN1',
      scheduling_cancel_url: 'https://calendly.com/cancellations/IN1',
      scheduling_reschedule_url: 'https://calendly.com/reschedulings/IN1',
    });
    const res = await read(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().scheduling).toEqual({
      kind: 'calendly',
      cancel_url: 'https://calendly.com/cancellations/IN1',
      reschedule_url: 'https://calendly.com/reschedulings/IN1',
    });
    const refused = await cancel(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('booked_on_calendly');
  });
});

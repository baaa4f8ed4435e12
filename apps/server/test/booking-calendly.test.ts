import { createHmac, randomUUID } from 'node:crypto';
import { CalendlyIntentSchema } from '@verificauto/shared/contracts/booking-calendly';
import { REMINDER_HOURS_BEFORE } from '@verificauto/shared/domain/business';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLegalDocuments } from '../src/features/policies/legal-documents';
import { createUser, mailsTo, signIn } from './helpers/auth';
import { addWorkshop, receiptOf } from './helpers/booking';
import { freshAddress, runJobs } from './helpers/checkout';
import { createTestApp, type TestContext } from './helpers/test-app';
import { cookieHeader, xsrfHeaders } from './helpers/xsrf';

const SIGNING_KEY = 'chiave-di-firma-dei-webhook-calendly';
const HOUR_MS = 3_600_000;

let ctx: TestContext;
let regulationVersion: string;
let calendlyWorkshop: string;

const renoWorkshop = (schedulingUrl: string | null) =>
  addWorkshop(ctx.db, {
    name: 'Autofficina Reno',
    address: 'Via Emilia Ponente 100',
    postal_code: '40133',
    phone: '051 654321',
    longitude: 11.3,
    scheduling_url: schedulingUrl,
  });

const createIntent = (
  body: Record<string, unknown>,
  remoteAddress = freshAddress(),
  cookies: Record<string, string> = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/inspections/calendly-intents',
    payload: {
      workshop_uuid: calendlyWorkshop,
      plate: 'fg 456-hl',
      accept_regulation: true,
      regulation_version: regulationVersion,
      ...body,
    },
    headers: xsrfHeaders(cookies),
    remoteAddress,
  });

/** A new intent's id and the receipt cookie its browser got, as a guest or signed in with `cookies`. */
async function newIntent(cookies: Record<string, string> = {}) {
  const res = await createIntent({}, freshAddress(), cookies);
  expect(res.statusCode, res.body).toBe(200);
  return { id: CalendlyIntentSchema.parse(res.json()).intent_uuid, receipt: receiptOf(res) };
}

/** A future appointment on the hour, `days` from now. */
const startIn = (days: number) =>
  new Date(Math.ceil((Date.now() + days * 24 * HOUR_MS) / HOUR_MS) * HOUR_MS).toISOString();

const inviteeUri = () => `https://api.calendly.com/scheduled_events/${randomUUID()}/invitees/${randomUUID()}`;

interface Invitee {
  uri: string;
  email: string;
  start: string;
  intent?: string | null;
  oldInvitee?: string;
  rescheduled?: boolean;
  createdAt?: string;
  name?: string;
}

/** A webhook v2 body as Calendly sends it (fields we do not read included). */
const webhookBody = (event: string, invitee: Invitee) =>
  JSON.stringify({
    created_at: new Date().toISOString(),
    created_by: 'https://api.calendly.com/users/AAAAAAAAAAAAAAAA',
    event,
    payload: {
      cancel_url: `https://calendly.com/cancellations/${invitee.uri.slice(-36)}`,
      created_at: invitee.createdAt ?? new Date().toISOString(),
      email: invitee.email,
      event: invitee.uri.replace(/\/invitees\/.*$/, ''),
      first_name: null,
      last_name: null,
      name: invitee.name ?? 'Luca Verdi',
      new_invitee: null,
      no_show: null,
      old_invitee: invitee.oldInvitee ?? null,
      payment: null,
      questions_and_answers: [],
      reconfirmation: null,
      reschedule_url: `https://calendly.com/reschedulings/${invitee.uri.slice(-36)}`,
      rescheduled: invitee.rescheduled ?? false,
      routing_form_submission: null,
      scheduled_event: {
        uri: invitee.uri.replace(/\/invitees\/.*$/, ''),
        name: 'Ispezione auto',
        status: event === 'invitee.canceled' ? 'canceled' : 'active',
        start_time: invitee.start,
        end_time: new Date(new Date(invitee.start).getTime() + HOUR_MS).toISOString(),
        event_type: 'https://api.calendly.com/event_types/GBGBDCAADAEDCRZ2',
        location: { type: 'physical', location: 'Via Emilia Ponente 100, Bologna' },
      },
      status: event === 'invitee.canceled' ? 'canceled' : 'active',
      text_reminder_number: null,
      timezone: 'Europe/Rome',
      tracking: {
        utm_campaign: null,
        utm_source: null,
        utm_medium: null,
        utm_content: invitee.intent ?? null,
        utm_term: null,
        salesforce_uuid: null,
      },
      updated_at: new Date().toISOString(),
      uri: invitee.uri,
    },
  });

const sign = (body: string, key = SIGNING_KEY, at = Date.now()) => {
  const t = Math.floor(at / 1000);
  return `t=${t},v1=${createHmac('sha256', key).update(`${t}.${body}`).digest('hex')}`;
};

const deliver = (body: string, signature: string | null = sign(body), app = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/api/webhooks/calendly',
    payload: body,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'calendly-webhook-signature': signature }),
    },
  });

interface InspectionRow {
  id: string;
  seller_id: string;
  workshop_id: string;
  car_license_plate: string;
  booked_at: Date;
  status: string;
  scheduling_source: string;
  scheduling_ref: string;
  scheduling_cancel_url: string | null;
  scheduling_reschedule_url: string | null;
}
const inspection = async (id: string) =>
  (
    await ctx.db.query<InspectionRow>(
      `SELECT id, seller_id, workshop_id, car_license_plate, booked_at, status, scheduling_source, scheduling_ref,
              scheduling_cancel_url, scheduling_reschedule_url
         FROM inspections WHERE id = $1`,
      [id],
    )
  )[0];

const webhookEvents = (uri: string) =>
  ctx.db.query<{ event: string; outcome: string }>(
    'SELECT event, outcome FROM calendly_webhook_events WHERE invitee_uri = $1 ORDER BY event',
    [uri],
  );

const templatesTo = async (email: string) =>
  (await mailsTo(ctx.db, email)).map((mail) => mail.template).sort();

/** Makes due the reminders of the inspection scheduled for `bookedAt` (all of them when omitted). */
const makeRemindersDue = (inspectionId: string, bookedAt?: string) =>
  ctx.db.query(
    `UPDATE jobs SET run_at = now()
      WHERE name = 'booking.reminder' AND payload->>'inspectionId' = $1 AND ($2::text IS NULL OR payload->>'bookedAt' = $2)`,
    [inspectionId, bookedAt ?? null],
  );

let emailCount = 0;
const newEmail = () => `cliente-calendly-${++emailCount}@example.it`;

/** Books through the webhook with a new intent; the inspection's id, the invitee and the e-mail. */
async function bookThroughCalendly(start = startIn(3)) {
  const intent = await newIntent();
  const invitee: Invitee = { uri: inviteeUri(), email: newEmail(), start, intent: intent.id };
  const res = await deliver(webhookBody('invitee.created', invitee));
  expect(res.statusCode, res.body).toBe(200);
  return { id: intent.id, invitee, receipt: intent.receipt };
}

beforeAll(async () => {
  ctx = await createTestApp({ CALENDLY_WEBHOOK_SIGNING_KEY: SIGNING_KEY });
  regulationVersion = createLegalDocuments(ctx.config).regulationVersion;
  calendlyWorkshop = await renoWorkshop('https://calendly.com/autofficina-reno/ispezione');
});
afterAll(() => ctx.close());

describe('POST /api/inspections/calendly-intents', () => {
  it('answers the future inspection’s id, valid for 2 hours, with the booking receipt cookie', async () => {
    const before = Date.now();
    const res = await createIntent({});
    expect(res.statusCode, res.body).toBe(200);
    const intent = CalendlyIntentSchema.parse(res.json());
    const expires = new Date(intent.expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 2 * HOUR_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 2 * HOUR_MS + 1000);
    expect(res.cookies.find((c) => c.name === 'va_booking' && c.value)).toMatchObject({
      path: '/api',
      httpOnly: true,
      sameSite: 'Lax',
    });
    const [row] = await ctx.db.query<{ car_license_plate: string; workshop_id: string }>(
      'SELECT car_license_plate, workshop_id FROM calendly_intents WHERE id = $1',
      [intent.intent_uuid],
    );
    expect(row).toEqual({ car_license_plate: 'FG456HL', workshop_id: calendlyWorkshop });
  });

  it('gives Calendly’s form the signed-in seller’s name and e-mail, and nothing to a guest', async () => {
    expect((await createIntent({})).json().prefill).toBeNull();
    const seller = await createUser(ctx.db, {
      email: 'venditrice-registrata@example.it',
      name: 'Anna Conti',
    });
    const { headers } = await signIn(ctx.app, seller.email);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/inspections/calendly-intents',
      payload: {
        workshop_uuid: calendlyWorkshop,
        plate: 'FG456HL',
        accept_regulation: true,
        regulation_version: regulationVersion,
      },
      headers,
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().prefill).toEqual({ name: 'Anna Conti', email: seller.email });
  });

  it.each([
    ['plate', { plate: 'AB12CD' }, 'Inserisci una targa italiana valida, per esempio AB123CD.'],
    ['missing plate', { plate: '' }, 'Inserisci la targa.'],
    ['Regolamento', { accept_regulation: false }, 'Per prenotare devi accettare il Regolamento.'],
    ['workshop id', { workshop_uuid: 'non-un-uuid' }, 'Officina non valida.'],
  ])('a bad %s: 400 with the Italian message', async (_field, override, message) => {
    const res = await createIntent(override);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('an old Regolamento: 409 regulation_changed, in Italian', async () => {
    const res = await createIntent({ regulation_version: '0123456789ab' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'regulation_changed',
      message:
        'Il Regolamento è stato aggiornato mentre compilavi la prenotazione: ricarica la pagina e leggi la nuova versione.',
    });
  });

  it('a workshop on the built-in scheduler, or an unknown one: 404', async () => {
    const native = await renoWorkshop(null);
    for (const workshop_uuid of [native, '00000000-0000-4000-8000-000000000000']) {
      const res = await createIntent({ workshop_uuid });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Officina non trovata o non prenotabile con Calendly.');
    }
  });

  it('is limited per address like the built-in booking', async () => {
    const address = freshAddress();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await createIntent({}, address)).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('POST /api/inspections for a Calendly workshop stays a clear 404', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/inspections',
      payload: {
        workshop_uuid: calendlyWorkshop,
        slot: startIn(3),
        name: 'Luca Verdi',
        email: newEmail(),
        phone: '051 123456',
        plate: 'FG456HL',
        accept_regulation: true,
        regulation_version: regulationVersion,
      },
      headers: xsrfHeaders(),
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/non prenotabile/);
  });
});

describe('invitee.created with a valid signature', () => {
  let booked: Awaited<ReturnType<typeof bookThroughCalendly>>;

  beforeAll(async () => {
    booked = await bookThroughCalendly();
    await runJobs(ctx);
  });

  it('books the intent’s inspection at Calendly’s time, with Calendly’s links', async () => {
    const row = await inspection(booked.id);
    expect(row).toMatchObject({
      workshop_id: calendlyWorkshop,
      car_license_plate: 'FG456HL',
      status: 'booked',
      scheduling_source: 'calendly',
      scheduling_ref: booked.invitee.uri,
      scheduling_cancel_url: `https://calendly.com/cancellations/${booked.invitee.uri.slice(-36)}`,
      scheduling_reschedule_url: `https://calendly.com/reschedulings/${booked.invitee.uri.slice(-36)}`,
    });
    expect(new Date(row?.booked_at ?? 0).toISOString()).toBe(booked.invitee.start);
  });

  it('creates the seller’s unconfirmed account (path B) with Calendly’s name', async () => {
    const [user] = await ctx.db.query<{ id: string; name: string; confirmed: boolean }>(
      'SELECT id, name, confirmed FROM users WHERE lower(email) = lower($1)',
      [booked.invitee.email],
    );
    expect(user).toMatchObject({ name: 'Luca Verdi', confirmed: false });
    expect((await inspection(booked.id))?.seller_id).toBe(user?.id);
  });

  it('books a name with control characters (Calendly is no form of ours) without them', async () => {
    const intent = await newIntent();
    const invitee: Invitee = { uri: inviteeUri(), email: newEmail(), start: startIn(4), intent: intent.id };
    const res = await deliver(webhookBody('invitee.created', { ...invitee, name: 'Luca\u0000 Ver\u0007di' }));
    expect(res.statusCode, res.body).toBe(200);
    const [user] = await ctx.db.query<{ name: string }>('SELECT name FROM users WHERE email = $1', [
      invitee.email,
    ]);
    expect(user?.name).toBe('Luca Verdi');
  });

  it('queues the confirmation and the set-password e-mail once, and the reminder', async () => {
    expect(await templatesTo(booked.invitee.email)).toEqual(['booking_confirmation', 'password_setup']);
    const [reminder] = await ctx.db.query<{ run_at: Date }>(
      `SELECT run_at FROM jobs WHERE name = 'booking.reminder' AND payload->>'inspectionId' = $1`,
      [booked.id],
    );
    expect(new Date(reminder?.run_at ?? 0).getTime()).toBe(
      new Date(booked.invitee.start).getTime() - REMINDER_HOURS_BEFORE * HOUR_MS,
    );
  });

  it('lets the browser that made the intent read the confirmation, and nobody else', async () => {
    const read = (cookies: Record<string, string>) =>
      ctx.app.inject({ url: `/api/inspections/${booked.id}`, headers: { cookie: cookieHeader(cookies) } });
    const mine = await read(booked.receipt);
    expect(mine.statusCode).toBe(200);
    // Booked on the workshop's Calendly page: nothing charged by us, and not said to be free.
    expect(mine.json()).toMatchObject({
      uuid: booked.id,
      booked_at: booked.invitee.start,
      scheduling_source: 'calendly',
      amount_paid_cents: 0,
      calendar_url: `/api/inspections/${booked.id}/calendar.ics`,
    });
    expect((await read({})).statusCode).toBe(404);
  });

  it('a replay answers 200 and changes nothing', async () => {
    const body = webhookBody('invitee.created', booked.invitee);
    const res = await deliver(body);
    expect(res.statusCode).toBe(200);
    await runJobs(ctx);
    expect(await templatesTo(booked.invitee.email)).toEqual(['booking_confirmation', 'password_setup']);
    expect(await webhookEvents(booked.invitee.uri)).toEqual([
      { event: 'invitee.created', outcome: 'booked' },
    ]);
  });

  it('a seller signed in with a confirmed account gets no set-password e-mail, and the booking at once', async () => {
    const email = newEmail();
    await createUser(ctx.db, { email, name: 'Luca Verdi' });
    const signedIn = await signIn(ctx.app, email);
    const intent = await newIntent(signedIn.cookies);
    const invitee = { uri: inviteeUri(), email, start: startIn(4), intent: intent.id };
    expect((await deliver(webhookBody('invitee.created', invitee))).statusCode).toBe(200);
    await runJobs(ctx);
    expect(await templatesTo(email)).toEqual(['booking_confirmation']);
    const list = await ctx.app.inject({ url: '/api/user/reports', headers: signedIn.headers });
    expect(list.json().inspectionsRequested.map((i: { uuid: string }) => i.uuid)).toContain(intent.id);
  });

  it('with the e-mail of an account the browser is not signed in as: only what Calendly’s form got, and the owner confirms (decision 045)', async () => {
    const email = newEmail();
    await createUser(ctx.db, { email, name: 'Titolare Riservato' });
    const signedIn = await signIn(ctx.app, email);
    const intent = await newIntent();
    const invitee = { uri: inviteeUri(), email, start: startIn(4), intent: intent.id };
    expect((await deliver(webhookBody('invitee.created', invitee))).statusCode).toBe(200);
    const read = await ctx.app.inject({
      url: `/api/inspections/${intent.id}`,
      headers: { cookie: cookieHeader(intent.receipt) },
    });
    expect(read.json().user).toEqual({ name: 'Luca Verdi', email, confirmed: true });
    await runJobs(ctx);
    expect((await templatesTo(email)).sort()).toEqual(['booking_claim', 'booking_confirmation']);
    const listed = async () =>
      (await ctx.app.inject({ url: '/api/user/reports', headers: signedIn.headers }))
        .json()
        .inspectionsRequested.map((i: { uuid: string }) => i.uuid);
    expect(await listed()).not.toContain(intent.id);
    const claimMail = (await mailsTo(ctx.db, email)).find((m) => m.template === 'booking_claim');
    const token = claimMail?.text.match(/\/booking\/claim\/([A-Za-z0-9_-]{43})/)?.[1];
    const claimed = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/claim/${token}`,
      headers: xsrfHeaders(),
      remoteAddress: freshAddress(),
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(await listed()).toContain(intent.id);
  });
});

describe('duplicates delivered at once', () => {
  it('of 5 concurrent deliveries of one invitee, one books and the others change nothing', async () => {
    const intent = await newIntent();
    const invitee = { uri: inviteeUri(), email: newEmail(), start: startIn(5), intent: intent.id };
    const body = webhookBody('invitee.created', invitee);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(body)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await runJobs(ctx);
    expect(await templatesTo(invitee.email)).toEqual(['booking_confirmation', 'password_setup']);
    expect(
      await ctx.db.query('SELECT id FROM inspections WHERE scheduling_ref = $1', [invitee.uri]),
    ).toHaveLength(1);
    const users = await ctx.db.query('SELECT id FROM users WHERE lower(email) = lower($1)', [invitee.email]);
    expect(users).toHaveLength(1);
  });

  it('two invitees at the same time at one workshop are both booked: Calendly keeps that calendar', async () => {
    const start = startIn(6);
    const first = await bookThroughCalendly(start);
    const second = await bookThroughCalendly(start);
    expect((await inspection(first.id))?.status).toBe('booked');
    expect((await inspection(second.id))?.status).toBe('booked');
  });
});

describe('what the webhook refuses with a 400 and nothing stored', () => {
  const attempt = async (signatureOf: (body: string) => string | null, expectedCode: string) => {
    const intent = await newIntent();
    const invitee = { uri: inviteeUri(), email: newEmail(), start: startIn(3), intent: intent.id };
    const body = webhookBody('invitee.created', invitee);
    const res = await deliver(body, signatureOf(body));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(expectedCode);
    expect(res.json().message).toMatch(/Calendly/);
    expect(await inspection(intent.id)).toBeUndefined();
    expect(await webhookEvents(invitee.uri)).toEqual([]);
  };

  it('no signature header', () => attempt(() => null, 'calendly_signature_missing'));
  it('a header without a timestamp', () =>
    attempt((body) => sign(body).replace(/^t=\d+,/, ''), 'calendly_signature_missing'));
  it('signed with another key', () =>
    attempt((body) => sign(body, 'un-altra-chiave-di-firma'), 'calendly_signature_invalid'));
  it('a body changed after signing', () =>
    attempt((body) => sign(body.replace('Luca Verdi', 'Luca Neri')), 'calendly_signature_invalid'));
  it('a signature of another timestamp', () =>
    attempt(
      (body) => sign(body).replace(/^t=(\d+)/, (_m, t: string) => `t=${Number(t) + 1}`),
      'calendly_signature_invalid',
    ));
  it('signed 6 minutes ago (a replay)', () =>
    attempt((body) => sign(body, SIGNING_KEY, Date.now() - 6 * 60_000), 'calendly_signature_stale'));
  it('signed 6 minutes in the future', () =>
    attempt((body) => sign(body, SIGNING_KEY, Date.now() + 6 * 60_000), 'calendly_signature_stale'));

  it('a signed body that is not a Calendly event', async () => {
    for (const body of ['{"event":', '{"event":"invitee.created","payload":{"uri":"x"}}']) {
      const res = await deliver(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('calendly_payload_invalid');
    }
  });

  it('answers 200 and does nothing for the other events of the subscription', async () => {
    const res = await deliver(JSON.stringify({ event: 'invitee_no_show.created', payload: {} }));
    expect(res.statusCode).toBe(200);
  });
});

describe('invitee.created that cannot be linked: recorded, nothing booked', () => {
  it('without the intent (booked on Calendly’s own page)', async () => {
    const invitee = { uri: inviteeUri(), email: newEmail(), start: startIn(3), intent: null };
    expect((await deliver(webhookBody('invitee.created', invitee))).statusCode).toBe(200);
    expect(await webhookEvents(invitee.uri)).toEqual([{ event: 'invitee.created', outcome: 'no_intent' }]);
    expect(await ctx.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [invitee.email])).toEqual(
      [],
    );
  });

  it('booked on Calendly after the intent expired; a late retry of an earlier booking still counts', async () => {
    const late = await newIntent();
    await ctx.db.query(`UPDATE calendly_intents SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      late.id,
    ]);
    const invitee = { uri: inviteeUri(), email: newEmail(), start: startIn(3), intent: late.id };
    expect((await deliver(webhookBody('invitee.created', invitee))).statusCode).toBe(200);
    expect(await inspection(late.id)).toBeUndefined();
    expect(await webhookEvents(invitee.uri)).toEqual([
      { event: 'invitee.created', outcome: 'intent_expired' },
    ]);

    const retried = await newIntent();
    await ctx.db.query(`UPDATE calendly_intents SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      retried.id,
    ]);
    const earlier = {
      uri: inviteeUri(),
      email: newEmail(),
      start: startIn(3),
      intent: retried.id,
      createdAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    };
    expect((await deliver(webhookBody('invitee.created', earlier))).statusCode).toBe(200);
    expect((await inspection(retried.id))?.status).toBe('booked');
  });

  it('a second invitee with an intent already booked', async () => {
    const first = await bookThroughCalendly();
    const again = { uri: inviteeUri(), email: newEmail(), start: startIn(4), intent: first.id };
    expect((await deliver(webhookBody('invitee.created', again))).statusCode).toBe(200);
    expect(await webhookEvents(again.uri)).toEqual([{ event: 'invitee.created', outcome: 'intent_used' }]);
    expect((await inspection(first.id))?.scheduling_ref).toBe(first.invitee.uri);
  });

  it('a blocked account', async () => {
    const email = newEmail();
    await createUser(ctx.db, { email, blocked: true });
    const intent = await newIntent();
    const invitee = { uri: inviteeUri(), email, start: startIn(3), intent: intent.id };
    expect((await deliver(webhookBody('invitee.created', invitee))).statusCode).toBe(200);
    expect(await inspection(intent.id)).toBeUndefined();
    expect(await webhookEvents(invitee.uri)).toEqual([
      { event: 'invitee.created', outcome: 'account_blocked' },
    ]);
  });
});

describe('invitee.canceled', () => {
  it('cancels the inspection, whose reminder is then not sent; a replay changes nothing', async () => {
    const booked = await bookThroughCalendly();
    const body = webhookBody('invitee.canceled', booked.invitee);
    expect((await deliver(body)).statusCode).toBe(200);
    expect((await inspection(booked.id))?.status).toBe('cancelled');
    expect((await deliver(body)).statusCode).toBe(200);
    await makeRemindersDue(booked.id);
    await runJobs(ctx);
    expect(await templatesTo(booked.invitee.email)).not.toContain('booking_reminder');
    expect(await webhookEvents(booked.invitee.uri)).toEqual([
      { event: 'invitee.canceled', outcome: 'cancelled' },
      { event: 'invitee.created', outcome: 'booked' },
    ]);
  });

  it('a cancellation delivered before its booking: the booking is not made', async () => {
    const intent = await newIntent();
    const invitee = { uri: inviteeUri(), email: newEmail(), start: startIn(3), intent: intent.id };
    expect((await deliver(webhookBody('invitee.canceled', invitee))).statusCode).toBe(200);
    expect((await deliver(webhookBody('invitee.created', invitee))).statusCode).toBe(200);
    expect(await inspection(intent.id)).toBeUndefined();
  });
});

describe('a reschedule (invitee.canceled with rescheduled, and invitee.created with old_invitee)', () => {
  for (const order of ['cancellation first', 'new invitee first'] as const) {
    it(`${order}: the same inspection at the new time, and the old time's reminder is not sent`, async () => {
      const booked = await bookThroughCalendly(startIn(3));
      await runJobs(ctx);
      const moved: Invitee = {
        uri: inviteeUri(),
        email: booked.invitee.email,
        start: startIn(7),
        intent: booked.id,
        oldInvitee: booked.invitee.uri,
      };
      const cancellation = webhookBody('invitee.canceled', { ...booked.invitee, rescheduled: true });
      const creation = webhookBody('invitee.created', moved);
      for (const body of order === 'cancellation first'
        ? [cancellation, creation]
        : [creation, cancellation]) {
        expect((await deliver(body)).statusCode).toBe(200);
      }

      const row = await inspection(booked.id);
      expect(row).toMatchObject({ status: 'booked', scheduling_ref: moved.uri });
      expect(new Date(row?.booked_at ?? 0).toISOString()).toBe(moved.start);
      expect(row?.scheduling_reschedule_url).toBe(
        `https://calendly.com/reschedulings/${moved.uri.slice(-36)}`,
      );

      await makeRemindersDue(booked.id, booked.invitee.start);
      await runJobs(ctx);
      expect(await templatesTo(booked.invitee.email)).not.toContain('booking_reminder');
      const [next] = await ctx.db.query<{ run_at: Date; status: string }>(
        `SELECT run_at, status FROM jobs
          WHERE name = 'booking.reminder' AND payload->>'inspectionId' = $1 AND payload->>'bookedAt' = $2`,
        [booked.id, moved.start],
      );
      expect(next?.status).toBe('pending');
      expect(new Date(next?.run_at ?? 0).getTime()).toBe(
        new Date(moved.start).getTime() - REMINDER_HOURS_BEFORE * HOUR_MS,
      );
    });
  }
});

describe('without CALENDLY_WEBHOOK_SIGNING_KEY', () => {
  let other: TestContext;
  beforeAll(async () => {
    other = await createTestApp();
  });
  afterAll(() => other.close());

  it('the webhook answers 404, signed or not', async () => {
    const body = webhookBody('invitee.created', { uri: inviteeUri(), email: newEmail(), start: startIn(3) });
    expect((await deliver(body, sign(body), other.app)).statusCode).toBe(404);
    expect((await deliver(body, null, other.app)).statusCode).toBe(404);
  });
});

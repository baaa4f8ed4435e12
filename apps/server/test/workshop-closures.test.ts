import { InspectorSlotsSchema } from '@verificauto/shared/contracts/booking';
import {
  ClosedDayBookingsSchema,
  type ClosureRequest,
  ClosureSavedSchema,
  WorkshopClosuresSchema,
} from '@verificauto/shared/contracts/workshop-closures';
import { romeIsoDate } from '@verificauto/shared/domain/calendar-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLegalDocuments } from '../src/features/policies/legal-documents';
import { createUser, type SignedIn, signIn, signInBackoffice } from './helpers/auth';
import { addWorkshop, guestBooking, postBooking } from './helpers/booking';
import { insertRow } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';

/** Each workshop's closures, set by the back office and by the workshop (docs/decisions/062-workshop-closures.md). */
let ctx: TestContext;
let backoffice: SignedIn;
let technician: SignedIn;
let ownWorkshop: string;
let otherWorkshop: string;
let regulationVersion: string;

const DAY_MS = 86_400_000;
const today = () => romeIsoDate(Date.now());
const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  regulationVersion = createLegalDocuments(ctx.config).regulationVersion;
  ownWorkshop = await addWorkshop(ctx.db, { name: 'Officina Rinaldi', city: 'Milano' });
  otherWorkshop = await addWorkshop(ctx.db, { name: 'Autofficina Gallo', city: 'Torino' });
  backoffice = await signInBackoffice(ctx);
  await createUser(ctx.db, { email: 'tecnico@rinaldi.test', role: 'technician', workshopId: ownWorkshop });
  technician = await signIn(ctx.app, 'tecnico@rinaldi.test');
});
afterAll(() => ctx.close());

const adminUrl = (workshopId: string) => `/api/backoffice/workshops/${workshopId}/closures`;
const OWN_URL = '/api/workshop/closures';

const add = (url: string, body: ClosureRequest | Record<string, unknown>, as = backoffice) =>
  ctx.app.inject({ method: 'POST', url, payload: body, headers: as.headers });
const list = (url: string, as = backoffice) => ctx.app.inject({ url, headers: as.headers });
const remove = (url: string, as = backoffice) =>
  ctx.app.inject({ method: 'DELETE', url, headers: as.headers });

async function added(url: string, body: ClosureRequest, as = backoffice) {
  const res = await add(url, body, as);
  expect(res.statusCode, res.body).toBe(201);
  return ClosureSavedSchema.parse(res.json()).closure;
}

const closuresOf = async (url: string, as = backoffice) => {
  const res = await list(url, as);
  expect(res.statusCode, res.body).toBe(200);
  return WorkshopClosuresSchema.parse(res.json());
};

const slotDays = async (workshopId: string) => {
  const res = await ctx.app.inject(`/api/inspectors/${workshopId}/slots`);
  expect(res.statusCode).toBe(200);
  return InspectorSlotsSchema.parse(res.json()).days;
};

const flagged = async () => {
  const res = await list('/api/backoffice/closed-day-bookings');
  expect(res.statusCode, res.body).toBe(200);
  return ClosedDayBookingsSchema.parse(res.json()).bookings;
};

const auditActions = (workshopId: string) =>
  ctx.db.query<{ action: string; actor_id: string }>(
    `SELECT action, actor_id FROM audit_log WHERE entity = 'workshop' AND entity_id = $1 ORDER BY id`,
    [workshopId],
  );

describe('the back office sets any workshop’s closures', () => {
  it('adds a period, lists it, deletes it, each change in the audit log', async () => {
    const workshop = await addWorkshop(ctx.db, { name: 'Officina Ferie' });
    const from = dayAfter(today(), 60);
    const to = dayAfter(from, 14);
    const closure = await added(adminUrl(workshop), { kind: 'dates', from, to, note: 'Ferie estive' });
    expect(closure).toEqual({
      id: expect.any(String),
      kind: 'dates',
      from,
      to,
      note: 'Ferie estive',
      bookings: 0,
    });

    const listed = await closuresOf(adminUrl(workshop));
    expect(listed.workshop).toEqual({ id: workshop, name: 'Officina Ferie', city: 'Bologna' });
    expect(listed.closures).toEqual([closure]);

    const res = await remove(`${adminUrl(workshop)}/${closure.id}`);
    expect(res.statusCode).toBe(204);
    expect((await closuresOf(adminUrl(workshop))).closures).toEqual([]);
    expect((await auditActions(workshop)).map((entry) => entry.action)).toEqual([
      'workshop.closure_added',
      'workshop.closure_removed',
    ]);
  });

  it('adds the patron saint’s day of every year, listed before the periods', async () => {
    const workshop = await addWorkshop(ctx.db, { name: 'Officina Patrono' });
    const period = await added(adminUrl(workshop), { kind: 'dates', from: today(), to: today() });
    const patron = await added(adminUrl(workshop), {
      kind: 'yearly',
      month: 12,
      day: 7,
      note: 'Sant’Ambrogio',
    });
    expect(patron).toMatchObject({ kind: 'yearly', month: 12, day: 7, note: 'Sant’Ambrogio' });
    expect(period.note).toBe('');
    expect((await closuresOf(adminUrl(workshop))).closures).toEqual([patron, period]);
  });

  it('no longer lists a period that is over', async () => {
    const workshop = await addWorkshop(ctx.db, { name: 'Officina Passata' });
    const closure = await added(adminUrl(workshop), { kind: 'dates', from: today(), to: today() });
    await ctx.db.query(
      `UPDATE workshop_closures SET starts_on = '2025-03-02', ends_on = '2025-03-03' WHERE id = $1`,
      [closure.id],
    );
    expect((await closuresOf(adminUrl(workshop))).closures).toEqual([]);
  });

  const yesterday = () => dayAfter(today(), -1);
  it.each([
    [
      'the last day before the first',
      () => ({ kind: 'dates', from: dayAfter(today(), 9), to: dayAfter(today(), 8) }),
      'to',
      /L’ultimo giorno viene prima del primo/,
    ],
    [
      'a day already past',
      () => ({ kind: 'dates', from: yesterday(), to: today() }),
      'from',
      /non può iniziare in un giorno passato/,
    ],
    [
      'more than 366 days',
      () => ({ kind: 'dates', from: today(), to: dayAfter(today(), 366) }),
      'to',
      /al massimo 366 giorni/,
    ],
    [
      'a date that is not one',
      () => ({ kind: 'dates', from: '2026-02-30', to: '2026-03-01' }),
      'from',
      /Data non valida/,
    ],
    [
      'a day the month does not have',
      () => ({ kind: 'yearly', month: 4, day: 31 }),
      'day',
      /non esiste nel mese scelto/,
    ],
    ['a month that is not one', () => ({ kind: 'yearly', month: 13, day: 1 }), 'month', /Mese non valido/],
    ['an unknown kind', () => ({ kind: 'weekly', from: today() }), 'kind', /Tipo di chiusura non valido/],
  ] as const)('refuses %s with a 400 naming the field', async (_name, body, field, message) => {
    const res = await add(adminUrl(ownWorkshop), body());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', message, fields: { [field]: message } });
  });

  it('accepts a period of 366 days, the longest', async () => {
    const workshop = await addWorkshop(ctx.db, { name: 'Officina Lunga' });
    const closure = await added(adminUrl(workshop), {
      kind: 'dates',
      from: today(),
      to: dayAfter(today(), 365),
    });
    expect(closure).toMatchObject({ to: dayAfter(today(), 365) });
  });

  it('answers 404 for an unknown workshop or closure', async () => {
    const unknown = '0d9a5a41-4e2a-4c8e-9d51-6f5d7c1e2b3a';
    for (const res of [
      await list(adminUrl(unknown)),
      await add(adminUrl(unknown), { kind: 'yearly', month: 6, day: 24 }),
      await remove(`${adminUrl(ownWorkshop)}/${unknown}`),
      await remove(`${adminUrl(ownWorkshop)}/not-an-id`),
      await list(adminUrl('not-an-id')),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: expect.stringMatching(/non trovata/) });
    }
  });
});

describe('a workshop sets its own closures, and only its own', () => {
  it('adds and lists its own closures, never another workshop’s', async () => {
    await added(adminUrl(otherWorkshop), { kind: 'yearly', month: 6, day: 24, note: 'San Giovanni' });
    const closure = await added(
      OWN_URL,
      { kind: 'yearly', month: 12, day: 7, note: 'Sant’Ambrogio' },
      technician,
    );
    const own = await closuresOf(OWN_URL, technician);
    expect(own.workshop).toMatchObject({ id: ownWorkshop, name: 'Officina Rinaldi' });
    expect(own.closures).toEqual([closure]);
    // The back office sees the same closure on the workshop's page; the audit log names the technician.
    expect((await closuresOf(adminUrl(ownWorkshop))).closures).toEqual([closure]);
    const technicianId = (await auditActions(ownWorkshop)).at(-1)?.actor_id;
    expect(technicianId).toBeDefined();
    expect(technicianId).not.toBe((await auditActions(otherWorkshop))[0]?.actor_id);
  });

  it('cannot delete another workshop’s closure: 404, and the closure stays', async () => {
    const theirs = await added(adminUrl(otherWorkshop), { kind: 'dates', from: today(), to: today() });
    const res = await remove(`${OWN_URL}/${theirs.id}`, technician);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
    expect((await closuresOf(adminUrl(otherWorkshop))).closures.map((closure) => closure.id)).toContain(
      theirs.id,
    );
  });

  it('deletes its own closure', async () => {
    const closure = await added(OWN_URL, { kind: 'dates', from: today(), to: today() }, technician);
    expect((await remove(`${OWN_URL}/${closure.id}`, technician)).statusCode).toBe(204);
    expect((await closuresOf(OWN_URL, technician)).closures.map((c) => c.id)).not.toContain(closure.id);
  });

  it('cannot use the back office’s routes, not even for its own workshop: 403', async () => {
    for (const res of [
      await list(adminUrl(ownWorkshop), technician),
      await add(adminUrl(otherWorkshop), { kind: 'yearly', month: 6, day: 24 }, technician),
      await list('/api/backoffice/closed-day-bookings', technician),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses a technician’s wrong dates with the same messages', async () => {
    const res = await add(
      OWN_URL,
      { kind: 'dates', from: dayAfter(today(), 3), to: dayAfter(today(), 2) },
      technician,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_input',
      fields: { to: expect.stringMatching(/prima del primo/) },
    });
  });
});

describe('closed days are neither offered nor bookable', () => {
  it('leaves a closed period out of the slots, keeps the other days, and refuses a booking on it', async () => {
    const workshop = await addWorkshop(ctx.db, { name: 'Officina Chiusa' });
    const [, closed, open] = await slotDays(workshop);
    if (!closed || !open) throw new Error('not enough days offered');
    await added(adminUrl(workshop), { kind: 'dates', from: closed.date, to: closed.date });

    const days = (await slotDays(workshop)).map((day) => day.date);
    expect(days).not.toContain(closed.date);
    expect(days).toContain(open.date);
    const res = await postBooking(
      ctx,
      guestBooking({
        workshop_uuid: workshop,
        slot: closed.slots[0] ?? '',
        email: 'chiuso@example.it',
        plate: 'AB123CD',
        regulation_version: regulationVersion,
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'slot_unavailable' });
  });

  it('leaves a yearly day out of the slots', async () => {
    const workshop = await addWorkshop(ctx.db, { name: 'Officina del Patrono' });
    const [, , day] = await slotDays(workshop);
    if (!day) throw new Error('not enough days offered');
    await added(adminUrl(workshop), {
      kind: 'yearly',
      month: Number(day.date.slice(5, 7)),
      day: Number(day.date.slice(8, 10)),
    });
    expect((await slotDays(workshop)).map((d) => d.date)).not.toContain(day.date);
  });
});

describe('bookings on days closed afterwards', () => {
  let plateCount = 0;
  async function book(workshopId: string, slot: string) {
    const res = await postBooking(
      ctx,
      guestBooking({
        workshop_uuid: workshopId,
        slot,
        name: 'Giulia Bianchi',
        email: `prenota${++plateCount}@example.it`,
        phone: '+39 333 123 4567',
        plate: `FG${String(plateCount).padStart(3, '0')}HK`,
        regulation_version: regulationVersion,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { inspection_uuid: string }).inspection_uuid;
  }

  it('are counted on saving the closure, listed to the back office with the contact, and stay booked', async () => {
    const workshop = await addWorkshop(ctx.db, {
      name: 'Officina Prenotata',
      city: 'Parma',
      phone: '0521 123456',
    });
    const [first, second] = await slotDays(workshop);
    if (!first?.slots[0] || !second?.slots[0]) throw new Error('not enough days offered');
    const booked = await book(workshop, first.slots[0]);
    await book(workshop, second.slots[0]);

    const closure = await added(adminUrl(workshop), {
      kind: 'dates',
      from: first.date,
      to: first.date,
      note: 'Lutto',
    });
    expect(closure.bookings).toBe(1);
    expect((await closuresOf(adminUrl(workshop))).closures[0]?.bookings).toBe(1);

    expect((await flagged()).filter((booking) => booking.workshop.id === workshop)).toEqual([
      {
        uuid: booked,
        booked_at: first.slots[0],
        status: 'booked',
        car_license_plate: expect.stringMatching(/^FG\d{3}HK$/),
        contact_name: 'Giulia Bianchi',
        contact_email: expect.stringMatching(/@example\.it$/),
        contact_phone: '+39 333 123 4567',
        workshop: { id: workshop, name: 'Officina Prenotata', city: 'Parma', phone: '0521 123456' },
        reason: 'Lutto',
      },
    ]);
    const [row] = await ctx.db.query<{ status: string }>('SELECT status FROM inspections WHERE id = $1', [
      booked,
    ]);
    expect(row?.status).toBe('booked');

    expect((await remove(`${adminUrl(workshop)}/${closure.id}`)).statusCode).toBe(204);
    expect((await flagged()).map((booking) => booking.uuid)).not.toContain(booked);
  });

  it('counts a slot held while its fee is paid, until the hold expires', async () => {
    const workshop = await addWorkshop(ctx.db, { name: 'Officina a Pagamento', inspection_fee_cents: 7900 });
    const [day] = await slotDays(workshop);
    if (!day?.slots[0]) throw new Error('no day offered');
    const held = await book(workshop, day.slots[0]);

    const closure = await added(adminUrl(workshop), {
      kind: 'yearly',
      month: Number(day.date.slice(5, 7)),
      day: Number(day.date.slice(8, 10)),
    });
    expect(closure.bookings).toBe(1);
    expect((await flagged()).find((booking) => booking.uuid === held)).toMatchObject({
      status: 'awaiting_payment',
      reason: 'Chiusura dell’officina',
    });

    await ctx.db.query(`UPDATE inspections SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [
      held,
    ]);
    expect((await flagged()).map((booking) => booking.uuid)).not.toContain(held);
  });

  it('lists a booking made before a national holiday was closed', async () => {
    const workshop = await addWorkshop(ctx.db, { name: 'Officina Immacolata' });
    const year = Number(today().slice(0, 4)) + 1;
    const seller = await createUser(ctx.db, { email: 'festivo@example.it' });
    const id = await insertRow(ctx.db, 'inspections', {
      seller_id: seller.id,
      workshop_id: workshop,
      car_license_plate: 'ZZ999ZZ',
      booked_at: `${year}-12-08T08:30:00Z`,
      status: 'booked',
      contact_name: 'Mario Festivo',
      contact_email: 'festivo@example.it',
    });
    expect((await flagged()).find((booking) => booking.uuid === id)).toMatchObject({
      reason: 'Festività nazionale',
      contact_name: 'Mario Festivo',
      contact_phone: null,
    });
  });

  it('leaves out a booking already past, even on a closed day', async () => {
    const workshop = await addWorkshop(ctx.db, { name: 'Officina Passata' });
    const seller = await createUser(ctx.db, { email: 'passato@example.it' });
    const id = await insertRow(ctx.db, 'inspections', {
      seller_id: seller.id,
      workshop_id: workshop,
      car_license_plate: 'ZZ998ZZ',
      booked_at: '2025-12-08T08:30:00Z',
      status: 'booked',
    });
    expect((await flagged()).map((booking) => booking.uuid)).not.toContain(id);
  });
});

import { WorkshopBookingsSchema } from '@verificauto/shared/contracts/workshop';
import { addCalendarDays, romeIsoDate } from '@verificauto/shared/domain/calendar-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listWorkshopBookings,
  listWorkshopBookingsToComplete,
} from '../src/features/workshop/workshop.repository';
import { createUser } from './helpers/auth';
import { planOf, unindexedSteps } from './helpers/query-plan';
import { setUpWorkshop } from './helpers/report-draft';
import { insertInspection, insertReport, insertRow } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

describe('GET /api/workshop/bookings', () => {
  it('lists the week from today and, before it, the reports still to write from 30 days back, earliest first', async () => {
    const shop = await setUpWorkshop(ctx, 'Officina Bianchi');
    const other = await setUpWorkshop(ctx, 'Officina Verdi');
    const seller = await createUser(ctx.db, { email: 'mario@esempio.test', name: 'Mario Rossi' });
    const book = (status: string, days: number, workshopId = shop.workshopId) =>
      insertInspection(ctx.db, { sellerId: seller.id, workshopId, status, bookedAt: inDays(days) });

    const tomorrow = await book('booked', 1);
    const lastWeek = await book('done', -7);
    const approved = await book('done', -10);
    await insertReport(ctx.db, approved);
    const submitted = await book('done', -5);
    await insertReport(ctx.db, submitted, { backoffice_state: null });
    const notStarted = await book('done', -20);
    await book('done', -31);
    const nextWeek = await book('booked', 9);
    await book('cancelled', 2);
    await book('no_show', -3);
    await insertRow(ctx.db, 'inspections', {
      seller_id: seller.id,
      workshop_id: shop.workshopId,
      car_license_plate: 'HH000HH',
      booked_at: inDays(3),
      status: 'awaiting_payment',
      hold_expires_at: inDays(0.01),
    });
    await book('booked', 1, other.workshopId);
    // What was typed at booking, which the workshop sees rather than the account (decision 045).
    await ctx.db.query(
      `UPDATE inspections SET contact_name = 'Mario Rossi', contact_email = 'mario@esempio.test',
                              contact_phone = '+39 333 1112223'
        WHERE seller_id = $1`,
      [seller.id],
    );

    // The draft of one booking is only read (the device keeps it for offline use, decision 068), and
    // another's was sent back by the back office.
    await ctx.app.inject({ url: `/api/workshop/inspections/${tomorrow}/draft`, headers: shop.auth.headers });
    await ctx.app.inject({ url: `/api/workshop/inspections/${lastWeek}/draft`, headers: shop.auth.headers });
    await ctx.db.query(
      `UPDATE report_drafts SET returned_note = 'Rifare le foto.' WHERE inspection_id = $1`,
      [lastWeek],
    );

    const res = await ctx.app.inject({ url: '/api/workshop/bookings', headers: shop.auth.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = WorkshopBookingsSchema.parse(res.json());
    expect(list.workshop).toEqual({ name: 'Officina Bianchi', city: 'Milano' });
    const today = romeIsoDate(new Date());
    expect({ from: list.from, to: list.to }).toEqual({ from: today, to: addCalendarDays(today, 6) });
    // setUpWorkshop's inspection was an hour ago (its car checked in): today's, or yesterday's just after
    // midnight, when it is one still to write.
    const checkedIn = [shop.inspectionId];
    const earlier = romeIsoDate(new Date(Date.now() - 3_600_000)) < today ? checkedIn : [];
    expect(list.to_complete.map((b) => b.uuid)).toEqual([notStarted, lastWeek, ...earlier]);
    expect(list.bookings.map((b) => b.uuid)).toEqual([...(earlier.length ? [] : checkedIn), tomorrow]);
    const [started, returned] = list.to_complete;
    expect(started).toMatchObject({ draft_state: 'none', returned_note: null });
    expect(returned).toMatchObject({
      draft_state: 'editing',
      returned_note: 'Rifare le foto.',
      contact_name: 'Mario Rossi',
      contact_email: 'mario@esempio.test',
      contact_phone: '+39 333 1112223',
    });
    const arrived = [...list.to_complete, ...list.bookings].find((b) => b.uuid === shop.inspectionId);
    // The car that arrived is 'in officina' on the list; tomorrow's has not come yet (decision 051).
    expect(arrived).toMatchObject({ draft_state: 'none', contact_phone: null });
    expect(arrived?.checked_in_at).toEqual(expect.any(String));
    // Read but never changed: still to start, not 'in compilazione'.
    expect(list.bookings.at(-1)).toMatchObject({ draft_state: 'none', checked_in_at: null });

    // The weeks before and after hold every booking of their days, written or not, and nothing to complete.
    const week = async (from: string) => {
      const answer = await ctx.app.inject({
        url: `/api/workshop/bookings?from=${from}`,
        headers: shop.auth.headers,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return WorkshopBookingsSchema.parse(answer.json());
    };
    const previous = await week(addCalendarDays(today, -7));
    expect(previous.to).toBe(addCalendarDays(today, -1));
    expect(previous.bookings.map((b) => b.uuid)).toEqual([lastWeek, submitted]);
    expect(previous.bookings[1]).toMatchObject({ draft_state: 'submitted' });
    expect(previous.to_complete).toEqual([]);
    const before = await week(addCalendarDays(today, -14));
    expect(before.bookings.map((b) => b.uuid)).toEqual([approved]);
    expect(before.bookings[0]).toMatchObject({ draft_state: 'approved' });
    const next = await week(addCalendarDays(today, 7));
    expect(next.bookings.map((b) => b.uuid)).toEqual([nextWeek]);
    expect(next.to_complete).toEqual([]);

    const theirs = WorkshopBookingsSchema.parse(
      (await ctx.app.inject({ url: '/api/workshop/bookings', headers: other.auth.headers })).json(),
    );
    expect(theirs.workshop.name).toBe('Officina Verdi');
    expect([...theirs.to_complete, ...theirs.bookings]).toHaveLength(2);
    expect(theirs.bookings.map((b) => b.uuid)).not.toContain(tomorrow);
  });

  it('takes a week from the first instant of its first day in Italy to before the next week, across a change of time', async () => {
    const shop = await setUpWorkshop(ctx);
    // Italy moves to summer time on Sunday 28 March 2027: that week starts at 23:00 UTC and ends at 22:00 UTC.
    const at = (bookedAt: string) =>
      insertInspection(ctx.db, {
        sellerId: shop.seller.id,
        workshopId: shop.workshopId,
        status: 'booked',
        bookedAt,
      });
    await at('2027-03-27T22:59:59Z');
    const first = await at('2027-03-27T23:00:00Z');
    const last = await at('2027-04-03T21:59:59Z');
    await at('2027-04-03T22:00:00Z');
    const res = await ctx.app.inject({
      url: '/api/workshop/bookings?from=2027-03-28',
      headers: shop.auth.headers,
    });
    const list = WorkshopBookingsSchema.parse(res.json());
    expect({ from: list.from, to: list.to }).toEqual({ from: '2027-03-28', to: '2027-04-03' });
    expect(list.bookings.map((b) => b.uuid)).toEqual([first, last]);
  });

  it('refuses a week that is not a date with a 400 that says so, in Italian', async () => {
    const shop = await setUpWorkshop(ctx);
    for (const from of ['domani', '2026-13-01', '2026-02-30', '30/11/2026', '']) {
      const res = await ctx.app.inject({
        url: `/api/workshop/bookings?from=${encodeURIComponent(from)}`,
        headers: shop.auth.headers,
      });
      expect(res.statusCode, from).toBe(400);
      expect(res.json(), from).toMatchObject({
        message: expect.stringContaining(
          'Settimana non valida: indica il primo giorno nel formato aaaa-mm-gg.',
        ),
      });
    }
  });

  it('reads each week with an index, in order, without a sort', async () => {
    const shop = await setUpWorkshop(ctx);
    const start = new Date('2026-11-30T00:00:00+01:00');
    const end = new Date('2026-12-07T00:00:00+01:00');
    for (const list of [listWorkshopBookings, listWorkshopBookingsToComplete]) {
      const plan = await planOf(ctx.db, (explaining) => list(explaining, shop.workshopId, start, end));
      expect(unindexedSteps(plan), list.name).toEqual([]);
    }
  });

  it('opens an inspection whose report exists already read-only, in the state of that report', async () => {
    const shop = await setUpWorkshop(ctx);
    const pending = await insertInspection(ctx.db, {
      sellerId: shop.seller.id,
      workshopId: shop.workshopId,
      status: 'done',
      bookedAt: inDays(-2),
    });
    await insertReport(ctx.db, pending, { backoffice_state: null, verdict_datecompleted: null });
    const res = await ctx.app.inject({
      url: `/api/workshop/inspections/${pending}/draft`,
      headers: shop.auth.headers,
    });
    expect(res.json().state).toBe('submitted');
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/workshop/inspections/${pending}/draft`,
      headers: shop.auth.headers,
      payload: { verdict_overall: 'Nuovo' },
    });
    expect(patch.statusCode).toBe(409);
  });
});

import { WorkshopBookingsSchema } from '@verificauto/shared/contracts/workshop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './helpers/auth';
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
  it("lists the workshop's booked and done inspections from 30 days ago on, earliest first", async () => {
    const shop = await setUpWorkshop(ctx, 'Officina Bianchi');
    const other = await setUpWorkshop(ctx, 'Officina Verdi');
    const seller = await createUser(ctx.db, { email: 'mario@esempio.test', name: 'Mario Rossi' });
    const book = (status: string, days: number, workshopId = shop.workshopId) =>
      insertInspection(ctx.db, { sellerId: seller.id, workshopId, status, bookedAt: inDays(days) });

    const tomorrow = await book('booked', 1);
    const lastWeek = await book('done', -7);
    const approved = await book('done', -10);
    await insertReport(ctx.db, approved);
    await book('done', -31);
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
    // setUpWorkshop's inspection was an hour ago (its car checked in), before tomorrow's.
    expect(list.bookings.map((b) => b.uuid)).toEqual([approved, lastWeek, shop.inspectionId, tomorrow]);
    expect(list.bookings[0]).toMatchObject({ draft_state: 'approved', returned_note: null });
    expect(list.bookings[1]).toMatchObject({
      draft_state: 'editing',
      returned_note: 'Rifare le foto.',
      contact_name: 'Mario Rossi',
      contact_email: 'mario@esempio.test',
      contact_phone: '+39 333 1112223',
    });
    expect(list.bookings[2]).toMatchObject({ draft_state: 'none', contact_phone: null });
    // The car that arrived is 'in officina' on the list; tomorrow's has not come yet (decision 051).
    expect(list.bookings[2]?.checked_in_at).toEqual(expect.any(String));
    // Read but never changed: still to start, not 'in compilazione'.
    expect(list.bookings[3]).toMatchObject({ draft_state: 'none', checked_in_at: null });

    const theirs = WorkshopBookingsSchema.parse(
      (await ctx.app.inject({ url: '/api/workshop/bookings', headers: other.auth.headers })).json(),
    );
    expect(theirs.workshop.name).toBe('Officina Verdi');
    expect(theirs.bookings).toHaveLength(2);
    expect(theirs.bookings.map((b) => b.uuid)).not.toContain(tomorrow);
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

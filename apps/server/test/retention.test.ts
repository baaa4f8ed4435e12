import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../src/db/db';
import {
  createRetentionHandler,
  RETENTION_JOB,
  scheduleMaintenance,
} from '../src/features/maintenance/maintenance-jobs';
import {
  clearOldContactData,
  deleteExpiredAccountingRecords,
  deleteUnconfirmedAccounts,
  FIRST_INACTIVE,
  findInactiveAccountsToClose,
  findInactiveAccountsToWarn,
  markAccountsWarned,
} from '../src/features/maintenance/retention.repository';
import { erasePersonalData } from '../src/features/profile/my-data.repository';
import { createUser, TEST_PASSWORD } from './helpers/auth';
import { freshAddress } from './helpers/checkout';
import { plansOf, unindexedSteps } from './helpers/query-plan';
import { insertInspection, insertReport, insertRow, insertWorkshop } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

let ctx: TestContext;
let reportId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const workshopId = await insertWorkshop(ctx.db, 'Officina Conservazione');
  const seller = await createUser(ctx.db, { email: 'venditore.conservazione@example.it' });
  reportId = await insertReport(ctx.db, await insertInspection(ctx.db, { sellerId: seller.id, workshopId }));
});
afterAll(() => ctx.close());

const runRetention = (batches?: { rows: number; accounts: number }, db: Db = ctx.db) =>
  createRetentionHandler({ db, eraseAccount: erasePersonalData, site: ctx.config, batches }).run(
    {},
    { jobId: 1, attempt: 1, maxAttempts: 8 },
  );

/** The test database, noting every statement sent through it or its transactions in `sent`. */
function countingDb(sent: string[]): Db {
  const counting = (db: Queryable): Queryable => ({
    query: <Row>(sql: string, params?: readonly unknown[]) => {
      sent.push(sql);
      return db.query<Row>(sql, params);
    },
    exec: (sql) => db.exec(sql),
  });
  return {
    ...counting(ctx.db),
    kind: ctx.db.kind,
    transaction: (work) => ctx.db.transaction((tx) => work(counting(tx))),
    listen: (channel, listener) => ctx.db.listen(channel, listener),
    close: () => Promise.resolve(),
  };
}

let orders = 0;
/** A purchase created `age` ago (an SQL interval), paid with an invoice unless `status` says otherwise. */
async function purchase(buyerId: string, age: string, status = 'paid', fields: Record<string, unknown> = {}) {
  const id = await insertRow(ctx.db, 'purchases', {
    order_number: `VA-RET-${++orders}`,
    buyer_id: status === 'paid' ? buyerId : null,
    buyer_email: `ordine${orders}@example.it`,
    billing: JSON.stringify({ first_name: 'Mario', last_name: 'Rossi' }),
    checkout_ip: '203.0.113.7',
    report_id: reportId,
    list_price_cents: 1900,
    amount_cents: 1900,
    provider: 'test',
    status,
    paid_at: status === 'paid' ? '2020-01-01T00:00:00Z' : null,
    access_until: status === 'paid' ? '2020-06-29T00:00:00Z' : null,
    // Ended accesses of one buyer and report: out of purchases_one_active_key, as a new purchase makes them.
    superseded_at: status === 'paid' ? '2020-06-29T00:00:00Z' : null,
    ...fields,
  });
  await ctx.db.query(`UPDATE purchases SET created_at = now() - $2::interval WHERE id = $1`, [id, age]);
  if (status === 'paid') {
    await insertRow(ctx.db, 'invoices', {
      purchase_id: id,
      year: 2000 + orders,
      number: orders,
      customer: JSON.stringify({ name: 'Mario Rossi' }),
      country: 'IT',
      vat_rate_bp: 2200,
      net_cents: 1557,
      vat_cents: 343,
      gross_cents: 1900,
    });
    await ctx.db.query(`UPDATE invoices SET issued_at = now() - $2::interval WHERE purchase_id = $1`, [
      id,
      age,
    ]);
  }
  return id;
}

const exists = async (table: string, id: string) =>
  (await ctx.db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length === 1;

describe('the daily retention job', () => {
  it('deletes orders with their invoices 10 years after the last document, not a day before', async () => {
    const buyer = await createUser(ctx.db, { email: 'contabile@example.it' });
    const old = await purchase(buyer.id, '10 years 1 day');
    const recent = await purchase(buyer.id, '9 years 364 days');
    const refunded = await purchase(buyer.id, '10 years 1 day');
    // A credit note issued later keeps the order and its invoice.
    const [invoice] = await ctx.db.query<{ id: string }>('SELECT id FROM invoices WHERE purchase_id = $1', [
      refunded,
    ]);
    await insertRow(ctx.db, 'invoices', {
      purchase_id: refunded,
      kind: 'credit_note',
      reverses_invoice_id: invoice?.id,
      year: 2099,
      number: 1,
      customer: JSON.stringify({ name: 'Mario Rossi' }),
      country: 'IT',
      vat_rate_bp: 2200,
      net_cents: -1557,
      vat_cents: -343,
      gross_cents: -1900,
    });

    await runRetention();

    expect(await exists('purchases', old)).toBe(false);
    expect(await ctx.db.query('SELECT 1 FROM invoices WHERE purchase_id = $1', [old])).toEqual([]);
    expect(await exists('purchases', recent)).toBe(true);
    expect(await exists('purchases', refunded)).toBe(true);
    expect(await ctx.db.query('SELECT 1 FROM invoices WHERE purchase_id = $1', [refunded])).toHaveLength(2);
  });

  it('clears marketing consents and unpaid checkouts’ contact data after 2 years', async () => {
    const buyer = await createUser(ctx.db, { email: 'marketing@example.it' });
    const oldConsent = await purchase(buyer.id, '2 years 1 day', 'paid', { marketing_consent: true });
    const newConsent = await purchase(buyer.id, '1 year 364 days', 'paid', { marketing_consent: true });
    const oldCheckout = await purchase(buyer.id, '2 years 1 day', 'expired');
    const newCheckout = await purchase(buyer.id, '1 year 364 days', 'expired');

    await runRetention();

    const row = async (id: string) =>
      (
        await ctx.db.query<{
          marketing_consent: boolean;
          buyer_email: string | null;
          billing: unknown;
          checkout_ip: string | null;
        }>('SELECT marketing_consent, buyer_email, billing, checkout_ip FROM purchases WHERE id = $1', [id])
      )[0];
    expect((await row(oldConsent))?.marketing_consent).toBe(false);
    expect((await row(newConsent))?.marketing_consent).toBe(true);
    expect(await row(oldCheckout)).toEqual({
      marketing_consent: false,
      buyer_email: null,
      billing: null,
      checkout_ip: null,
    });
    expect((await row(newCheckout))?.buyer_email).not.toBeNull();
    // A paid order keeps its contact data for its invoice's 10 years.
    expect((await row(oldConsent))?.buyer_email).not.toBeNull();
  });

  it('deletes registrations never confirmed after 30 days', async () => {
    const stale = await createUser(ctx.db, { email: 'mai.confermato@example.it', confirmed: false });
    const fresh = await createUser(ctx.db, { email: 'appena.registrato@example.it', confirmed: false });
    await ctx.db.query(`UPDATE users SET created_at = now() - interval '31 days' WHERE id = $1`, [stale.id]);
    await ctx.db.query(`UPDATE users SET created_at = now() - interval '29 days' WHERE id = $1`, [fresh.id]);

    await runRetention();

    expect(await exists('users', stale.id)).toBe(false);
    expect(await exists('users', fresh.id)).toBe(true);
  });

  it('warns an account inactive for 23 months once, closes it a month later, and keeps a blocked one’s e-mail', async () => {
    const setAge = (id: string, age: string) =>
      ctx.db.query(
        `UPDATE users SET created_at = now() - $2::interval, last_sign_in_at = NULL WHERE id = $1`,
        [id, age],
      );
    const dormant = await createUser(ctx.db, { email: 'dormiente@example.it', name: 'Dora Mente' });
    const active = await createUser(ctx.db, { email: 'attivo@example.it' });
    const blocked = await createUser(ctx.db, {
      email: 'escluso@example.it',
      name: 'Ezio Escluso',
      blocked: true,
    });
    await setAge(dormant.id, '1 year 11 months 1 day');
    await setAge(active.id, '1 year 10 months');
    await setAge(blocked.id, '2 years 1 day');

    await runRetention();
    await runRetention();
    const warnings = await ctx.db.query<{ to_address: string }>(
      "SELECT to_address FROM mail_outbox WHERE template = 'inactive_account' ORDER BY to_address",
    );
    expect(warnings).toEqual([{ to_address: 'dormiente@example.it' }]);
    expect(
      await ctx.db.query('SELECT closed_at FROM users WHERE id = $1 AND closed_at IS NULL', [dormant.id]),
    ).toHaveLength(1);

    // A month later, still without a sign-in: closed like a closing from the profile.
    await ctx.db.query(
      `UPDATE users SET created_at = created_at - interval '1 month', inactivity_warned_at = now() - interval '1 month 1 day'
        WHERE id = $1`,
      [dormant.id],
    );
    await runRetention();
    const [closed] = await ctx.db.query<{ email: string; name: string; closed_at: Date | null }>(
      'SELECT email, name, closed_at FROM users WHERE id = $1',
      [dormant.id],
    );
    expect(closed).toMatchObject({ email: `${dormant.id}@account-chiuso.invalid`, name: '' });
    expect(closed?.closed_at).not.toBeNull();
    expect(await exists('users', active.id)).toBe(true);

    // The blocked account is closed but stays on the block list: its e-mail cannot register again.
    const [entry] = await ctx.db.query<{ email: string; name: string; blocked: boolean; closed: boolean }>(
      'SELECT email, name, blocked_at IS NOT NULL AS blocked, closed_at IS NOT NULL AS closed FROM users WHERE id = $1',
      [blocked.id],
    );
    expect(entry).toEqual({ email: 'escluso@example.it', name: '', blocked: true, closed: true });
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        email: 'escluso@example.it',
        name: 'Ezio',
        password: TEST_PASSWORD,
        passwordConfirm: TEST_PASSWORD,
      },
      headers: xsrfHeaders(),
      remoteAddress: freshAddress(),
    });
    expect(register.statusCode).toBe(409);
    // The closed, unblocked address can.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        email: 'dormiente@example.it',
        name: 'Dora',
        password: TEST_PASSWORD,
        passwordConfirm: TEST_PASSWORD,
      },
      headers: xsrfHeaders(),
      remoteAddress: freshAddress(),
    });
    expect(again.statusCode).toBe(201);
  });

  it('a sign-in clears the warning (migration 014 trigger)', async () => {
    const user = await createUser(ctx.db, { email: 'ritorno@example.it' });
    await ctx.db.query(`UPDATE users SET inactivity_warned_at = now() WHERE id = $1`, [user.id]);
    await ctx.app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { email: 'ritorno@example.it', password: TEST_PASSWORD },
      headers: xsrfHeaders(),
      remoteAddress: freshAddress(),
    });
    const [row] = await ctx.db.query<{ warned: boolean; signed_in: boolean }>(
      'SELECT inactivity_warned_at IS NOT NULL AS warned, last_sign_in_at IS NOT NULL AS signed_in FROM users WHERE id = $1',
      [user.id],
    );
    expect(row).toEqual({ warned: false, signed_in: true });
  });

  it('goes through every batch when there are more rows or accounts than a batch', async () => {
    const buyer = await createUser(ctx.db, { email: 'contabile.lotti@example.it' });
    const orders = [];
    for (let n = 0; n < 5; n++) orders.push(await purchase(buyer.id, '10 years 1 day'));
    const stale = [];
    for (let n = 0; n < 5; n++) {
      const user = await createUser(ctx.db, { email: `mai.confermato.${n}@example.it`, confirmed: false });
      await ctx.db.query(`UPDATE users SET created_at = now() - interval '31 days' WHERE id = $1`, [user.id]);
      stale.push(user.id);
    }
    // Three dormant accounts and, among them in the order of their last sign-in, one that ordered today.
    const dormant = [];
    for (const [n, age] of [
      '1 year 11 months 1 day',
      '1 year 11 months 2 days',
      '1 year 11 months 3 days',
    ].entries()) {
      const user = await createUser(ctx.db, { email: `dormiente.lotti.${n}@example.it` });
      await ctx.db.query(
        `UPDATE users SET created_at = now() - $2::interval, last_sign_in_at = NULL WHERE id = $1`,
        [user.id, age],
      );
      dormant.push(user.id);
    }
    const customer = await createUser(ctx.db, { email: 'cliente.lotti@example.it' });
    await ctx.db.query(
      `UPDATE users SET created_at = now() - interval '1 year 11 months 2 days 12 hours', last_sign_in_at = NULL
        WHERE id = $1`,
      [customer.id],
    );
    await purchase(customer.id, '1 hour');

    const sent: string[] = [];
    await runRetention({ rows: 2, accounts: 2 }, countingDb(sent));

    // 2 + 2 + 1 orders, 2 + 2 + 1 registrations, 2 + 1 accounts to warn: the short batch is the last.
    const statements = (part: string) => sent.filter((sql) => sql.includes(part)).length;
    expect(statements('DELETE FROM purchases')).toBe(3);
    expect(statements('DELETE FROM users')).toBe(3);
    expect(statements('u.inactivity_warned_at IS NULL AND u.blocked_at IS NULL')).toBe(2);
    for (const id of orders) expect(await exists('purchases', id)).toBe(false);
    for (const id of stale) expect(await exists('users', id)).toBe(false);
    const warned = await ctx.db.query<{ id: string }>(
      `SELECT id FROM users WHERE inactivity_warned_at IS NOT NULL AND email LIKE '%.lotti%' ORDER BY created_at DESC`,
    );
    expect(warned.map((row) => row.id)).toEqual(dormant);
    const mails = await ctx.db.query<{ to_address: string }>(
      "SELECT to_address FROM mail_outbox WHERE template = 'inactive_account' AND to_address LIKE '%.lotti.%'",
    );
    expect(mails).toHaveLength(3);
  });

  it('finds every batch by index, and the closing of an account its e-mails and orders', async () => {
    const plans = await plansOf(ctx.db, async (explaining) => {
      await deleteExpiredAccountingRecords(explaining, 100);
      await clearOldContactData(explaining, 100);
      await deleteUnconfirmedAccounts(explaining, 100);
      await findInactiveAccountsToWarn(explaining, FIRST_INACTIVE, 100);
      await markAccountsWarned(explaining, [FIRST_INACTIVE.id]);
      await findInactiveAccountsToClose(explaining, FIRST_INACTIVE, 100);
      await erasePersonalData(explaining, { id: FIRST_INACTIVE.id, email: 'chiunque@example.it' });
    });
    expect(plans.flatMap((plan) => unindexedSteps(plan))).toEqual([]);
  });

  it('is scheduled once a day, however many instances start', async () => {
    await ctx.db.query('DELETE FROM jobs WHERE name = $1', [RETENTION_JOB]);
    const now = new Date('2026-01-05T10:17:00Z');
    await scheduleMaintenance(ctx.db, now);
    await scheduleMaintenance(ctx.db, now);
    const scheduled = await ctx.db.query<{ run_at: Date; dedupe_key: string }>(
      'SELECT run_at, dedupe_key FROM jobs WHERE name = $1',
      [RETENTION_JOB],
    );
    expect(scheduled).toEqual([
      {
        run_at: new Date('2026-01-05T00:00:00Z'),
        dedupe_key: 'maintenance.retention:2026-01-05T00:00:00.000Z',
      },
    ]);
  });
});

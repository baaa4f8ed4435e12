import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { purgeExpiredRows } from '../src/features/maintenance/purge.repository';
import { hashToken } from '../src/lib/tokens';
import { createUser, type SignedIn, signIn } from './helpers/auth';
import { insertInspection, insertPurchase, insertReport, insertWorkshop } from './helpers/report-fixtures';
import { createSecondInstance, createTestApp, type TestContext } from './helpers/test-app';

// Instance A takes the writes, instance B answers the reads from what it keeps in memory.
let a: TestContext;
let b: TestContext;
let buyer: SignedIn;
const ids = { inspection: '', report: '', purchase: '' };

beforeAll(async () => {
  a = await createTestApp();
  b = await createSecondInstance(a);
  const workshop = await insertWorkshop(a.db, 'Officina Neri');
  const seller = await createUser(a.db, { email: 'venditore@example.it' });
  const buyerUser = await createUser(a.db, { email: 'compratore@example.it' });
  ids.inspection = await insertInspection(a.db, { sellerId: seller.id, workshopId: workshop });
  ids.report = await insertReport(a.db, ids.inspection, { verdict_overall: 'Auto in buono stato.' });
  ids.purchase = await insertPurchase(a.db, {
    buyerId: buyerUser.id,
    reportId: ids.report,
    status: 'paid',
    paidDaysAgo: 3,
  });
  buyer = await signIn(a.app, buyerUser.email);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const me = (instance: TestContext, session: SignedIn) =>
  instance.app.inject({ url: '/auth/me', headers: session.headers });
const readReport = (instance: TestContext) =>
  instance.app.inject({ url: `/api/report/${ids.inspection}`, headers: buyer.headers });

describe('what an instance keeps in memory', () => {
  it('answers a report it has served before, to a session it knows, without a database round trip', async () => {
    expect((await readReport(b)).statusCode).toBe(200);
    const queries = vi.spyOn(b.db, 'query');
    try {
      const again = await readReport(b);
      expect(again.statusCode).toBe(200);
      expect(again.json().access.role).toBe('buyer');
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });
});

describe('two instances on one database behave as one', () => {
  it('a sign-out on one instance ends the session on the other', async () => {
    const session = await signIn(a.app, 'venditore@example.it');
    expect((await me(b, session)).statusCode).toBe(200);
    expect((await me(b, session)).statusCode).toBe(200);

    const out = await a.app.inject({ method: 'POST', url: '/auth/signout', headers: session.headers });
    expect(out.statusCode).toBe(200);
    await b.app.changes.sync();
    expect((await me(b, session)).statusCode).toBe(401);
  });

  it('a state-changing request is never answered from a kept session', async () => {
    const session = await signIn(a.app, 'venditore@example.it');
    // B keeps what it reads only if no notice arrives meanwhile: the sign-in's own notice must be in first.
    await b.app.changes.sync();
    expect((await me(b, session)).statusCode).toBe(200);
    // Deleted with the triggers off, so no notice ever comes: B's reads go on using what it kept…
    await b.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query('DELETE FROM sessions WHERE id_hash = $1', [hashToken(session.session)]);
    });
    expect((await me(b, session)).statusCode).toBe(200);
    // …but a request that changes state always asks the database.
    const refresh = await b.app.inject({ method: 'POST', url: '/auth/refresh', headers: session.headers });
    expect(refresh.statusCode).toBe(401);
  });

  it('a refund on one instance closes the report on the other, a new payment opens it again', async () => {
    expect((await readReport(b)).statusCode).toBe(200);

    await a.db.query(`UPDATE purchases SET status = 'refunded', refunded_at = now() WHERE id = $1`, [
      ids.purchase,
    ]);
    await b.app.changes.sync();
    expect((await readReport(b)).statusCode).toBe(403);

    await a.db.query(`UPDATE purchases SET status = 'paid', refunded_at = NULL WHERE id = $1`, [
      ids.purchase,
    ]);
    await b.app.changes.sync();
    expect((await readReport(b)).statusCode).toBe(200);
  });

  it('a corrected report is served corrected by the other instance', async () => {
    expect((await readReport(b)).json().report.verdict_overall).toBe('Auto in buono stato.');

    await a.db.query(`UPDATE reports SET verdict_overall = 'Frizione da sostituire.' WHERE id = $1`, [
      ids.report,
    ]);
    await b.app.changes.sync();
    expect((await readReport(b)).json().report.verdict_overall).toBe('Frizione da sostituire.');
  });

  it('a report taken back by the back office is no longer shown to buyers', async () => {
    expect((await readReport(b)).statusCode).toBe(200);
    await a.db.query(`UPDATE reports SET backoffice_state = NULL WHERE id = $1`, [ids.report]);
    await b.app.changes.sync();
    expect((await readReport(b)).statusCode).toBe(404);
    await a.db.query(`UPDATE reports SET backoffice_state = 'approved' WHERE id = $1`, [ids.report]);
  });

  it('a delete of many sessions ends on the other instance exactly those it deleted', async () => {
    const ended = await signIn(a.app, 'venditore@example.it');
    const kept = await signIn(a.app, 'compratore@example.it');
    await a.db.transaction(async (tx) => {
      // 400 more sessions of the seller, inserted without the sign-in trigger's change to the account.
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query(
        `INSERT INTO sessions (id_hash, user_id, expires_at, absolute_expires_at)
         SELECT md5(n::text) || md5(n::text || 'x'), owner.user_id, now() + interval '1 hour', now() + interval '7 days'
           FROM generate_series(1, 400) AS n, (SELECT user_id FROM sessions WHERE id_hash = $1) AS owner`,
        [hashToken(ended.session)],
      );
    });
    await b.app.changes.sync();
    expect((await me(b, ended)).statusCode).toBe(200);
    expect((await me(b, kept)).statusCode).toBe(200);

    await a.db.query(
      'DELETE FROM sessions WHERE user_id = (SELECT user_id FROM sessions WHERE id_hash = $1)',
      [hashToken(ended.session)],
    );
    await b.app.changes.sync();

    expect((await me(b, ended)).statusCode).toBe(401);
    const queries = vi.spyOn(b.db, 'query');
    try {
      expect((await me(b, kept)).statusCode).toBe(200);
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });

  it('the purge of ended sessions sends no notice: the other instance keeps what it holds', async () => {
    const kept = await signIn(a.app, 'compratore@example.it');
    await b.app.changes.sync();
    expect((await me(b, kept)).statusCode).toBe(200);
    await a.db.query(
      `INSERT INTO sessions (id_hash, user_id, expires_at, absolute_expires_at)
       SELECT md5(n::text || 'y'), owner.user_id, now() - interval '1 minute', now() + interval '7 days'
         FROM generate_series(1, 400) AS n, (SELECT user_id FROM sessions WHERE id_hash = $1) AS owner`,
      [hashToken(kept.session)],
    );
    await b.app.changes.sync();
    const generation = b.app.changes.generation;

    await purgeExpiredRows(a.db);
    await b.app.changes.sync();

    expect(b.app.changes.generation).toBe(generation);
    expect(await a.db.query('SELECT 1 FROM sessions WHERE expires_at <= now()')).toEqual([]);
  });

  it('a change to many accounts in one statement reaches the other instance for each of them', async () => {
    const seller = await signIn(a.app, 'venditore@example.it');
    await b.app.changes.sync();
    expect((await me(b, seller)).json().name).not.toBe('Venditore rinominato');

    await a.db.query(
      `UPDATE users SET name = CASE WHEN email = 'venditore@example.it' THEN 'Venditore rinominato' ELSE name END`,
    );
    await b.app.changes.sync();
    expect((await me(b, seller)).json().name).toBe('Venditore rinominato');
  });
});

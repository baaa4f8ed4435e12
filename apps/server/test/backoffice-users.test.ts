import {
  AuditLogSchema,
  type BackofficeUser,
  BackofficeUserSchema,
  BackofficeUsersSchema,
  USERS_PAGE_SIZE,
} from '@verificauto/shared/contracts/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUsers } from '../src/features/backoffice/users/users-admin.repository';
import { createUser, type SignedIn, signIn, TEST_PASSWORD } from './helpers/auth';
import { planNodes, planOf, unindexedSteps } from './helpers/query-plan';
import { insertWorkshop } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

let ctx: TestContext;
let backoffice: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.db, { email: 'bo@verificauto.test', name: 'Anna Back', role: 'backoffice' });
  backoffice = await signIn(ctx.app, 'bo@verificauto.test');
});
afterAll(() => ctx.close());

const usersPage = async (q: string, cursor?: string | null) => {
  const res = await ctx.app.inject({
    url: `/api/backoffice/users?q=${encodeURIComponent(q)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    headers: backoffice.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return BackofficeUsersSchema.parse(res.json());
};
const search = async (q: string) => (await usersPage(q)).users;
/** Every page, in order. */
const searchAll = async (q: string) => {
  const users: BackofficeUser[] = [];
  let next: string | null | undefined;
  do {
    const page = await usersPage(q, next);
    users.push(...page.users);
    next = page.next;
  } while (next);
  return users;
};
const block = (id: string, reason: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/backoffice/users/${id}/block`,
    headers: backoffice.headers,
    payload: { reason },
  });
const unblock = (id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/backoffice/users/${id}/unblock`, headers: backoffice.headers });
const signInAttempt = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/signin',
    payload: { email, password: TEST_PASSWORD },
    headers: xsrfHeaders(),
    remoteAddress: '10.55.0.1',
  });

describe('GET /api/backoffice/users', () => {
  it('finds accounts by a part of the e-mail or the name, in any case', async () => {
    const rossi = await createUser(ctx.db, { email: 'mario.rossi@example.it', name: 'Mario Rossi' });
    await createUser(ctx.db, { email: 'lucia@example.it', name: 'Lucia ROSSINI' });
    await createUser(ctx.db, { email: 'bianchi@example.it', name: 'Carlo Bianchi' });

    const found = await search('rossi');
    expect(found.map((u) => u.email).sort()).toEqual(['lucia@example.it', 'mario.rossi@example.it']);
    expect(found.find((u) => u.id === rossi.id)).toEqual({
      id: rossi.id,
      email: 'mario.rossi@example.it',
      name: 'Mario Rossi',
      role: 'user',
      confirmed: true,
      blocked_at: null,
      blocked_reason: null,
      created_at: expect.any(String),
    });
    expect((await search('BIANCHI@')).map((u) => u.email)).toEqual(['bianchi@example.it']);
    expect((await search('rio ros')).map((u) => u.email)).toEqual(['mario.rossi@example.it']);
    expect(await search('100%_')).toEqual([]);
    expect(await search('o_r')).toEqual([]);
  });

  it('pages newest first, 50 at a time, with no account twice and none left out when one is deleted', async () => {
    for (let i = 0; i < USERS_PAGE_SIZE + 12; i++) {
      await createUser(ctx.db, { email: `molti-${i}@example.it`, password: null });
    }
    // Two accounts created at the same instant: the id settles their order.
    await ctx.db.query(
      `UPDATE users SET created_at = '2026-05-01T10:00:00.123456Z' WHERE email IN ('molti-3@example.it', 'molti-4@example.it')`,
    );
    const all = await searchAll('');
    const first = await usersPage('');
    expect(first.users).toHaveLength(USERS_PAGE_SIZE);
    expect(first.users).toEqual(all.slice(0, USERS_PAGE_SIZE));
    // In the database's order, to the microsecond (the answer's times stop at the millisecond).
    const stored = await ctx.db.query<{ id: string }>(
      'SELECT id FROM users ORDER BY created_at DESC, id DESC',
    );
    expect(all.map((u) => u.id)).toEqual(stored.map((u) => u.id));
    expect(new Set(all.map((u) => u.id)).size).toBe(all.length);

    // The last account shown is deleted (closed, purged) before the next page is asked for.
    const last = first.users.at(-1);
    await ctx.db.query('DELETE FROM users WHERE id = $1', [last?.id]);
    const rest: BackofficeUser[] = [];
    let next = first.next;
    while (next) {
      const page = await usersPage('', next);
      rest.push(...page.users);
      next = page.next;
    }
    expect(rest).toEqual(all.slice(USERS_PAGE_SIZE));

    const molti = await searchAll('molti-');
    expect(molti).toHaveLength(USERS_PAGE_SIZE + 11);
    expect((await usersPage('molti-')).next).not.toBeNull();
  });

  it('asks for 3 characters, and refuses a malformed page, with a 400 in Italian', async () => {
    for (const q of ['a', 'ro', ' ro ']) {
      const res = await ctx.app.inject({
        url: `/api/backoffice/users?q=${encodeURIComponent(q)}`,
        headers: backoffice.headers,
      });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toBe('Scrivi almeno 3 caratteri dell’email o del nome.');
    }
    const res = await ctx.app.inject({
      url: '/api/backoffice/users?cursor=abc',
      headers: backoffice.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La pagina richiesta non è valida.');
  });

  it('lists through users_created_idx, and searches through the trigram indexes', async () => {
    const cursor = { at: '2026-05-01T10:00:00.123456Z', id: '7d0f1b9e-1c11-4c0e-9a51-3b7f3a9c0d42' };
    for (const page of [undefined, cursor]) {
      const plan = await planOf(ctx.db, (q) => listUsers(q, { cursor: page }, USERS_PAGE_SIZE));
      expect(unindexedSteps(plan)).toEqual([]);
      expect(planNodes(plan).map((node) => node['Index Name'])).toContain('users_created_idx');
    }
    // The matches of a search are found by the trigram indexes, then sorted (decision 071); plain index scans
    // are priced out too, or on these few rows the planner would walk users_created_idx testing each account.
    const search = await planOf(
      ctx.db,
      (q) => listUsers(q, { pattern: '%rossi%' }, USERS_PAGE_SIZE),
      'SET LOCAL enable_sort = on; SET LOCAL enable_indexscan = off',
    );
    expect(unindexedSteps(search)).toEqual(['Sort']);
    expect(planNodes(search).map((node) => node['Index Name'])).toEqual(
      expect.arrayContaining(['users_email_trgm_idx', 'users_name_trgm_idx']),
    );
    // A later page: by the trigrams or by the cursor's range, whichever the planner reckons reads less.
    const later = await planOf(
      ctx.db,
      (q) => listUsers(q, { pattern: '%rossi%', cursor }, USERS_PAGE_SIZE),
      'SET LOCAL enable_sort = on; SET LOCAL enable_indexscan = off',
    );
    expect(unindexedSteps(later)).toEqual(['Sort']);
  });
});

describe('blocking a user', () => {
  it('ends their sessions, refuses sign-in and a new account with the e-mail, and is audited; unblock undoes it', async () => {
    const user = await createUser(ctx.db, { email: 'da.bloccare@example.it', name: 'Dario Blocco' });
    const session = await signIn(ctx.app, user.email);
    const me = () => ctx.app.inject({ url: '/auth/me', headers: session.headers });
    expect((await me()).statusCode).toBe(200);

    const res = await block(user.id, '  Pagamenti contestati ripetutamente. ');
    expect(res.statusCode).toBe(200);
    const blocked = BackofficeUserSchema.parse(res.json());
    expect(blocked).toMatchObject({ blocked_reason: 'Pagamenti contestati ripetutamente.' });
    expect(Date.parse(blocked.blocked_at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    expect((await me()).statusCode).toBe(401);
    const [sessions] = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1',
      [user.id],
    );
    expect(sessions?.n).toBe(0);
    const refused = await signInAttempt(user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('account_blocked');
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        email: 'DA.BLOCCARE@example.it',
        name: 'Dario',
        password: TEST_PASSWORD,
        passwordConfirm: TEST_PASSWORD,
      },
      headers: xsrfHeaders(),
    });
    expect(again.statusCode).toBe(409);

    expect((await block(user.id, 'Ancora una volta.')).statusCode).toBe(409);

    const unblocked = await unblock(user.id);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json()).toMatchObject({ blocked_at: null, blocked_reason: null });
    expect((await signInAttempt(user.email)).statusCode).toBe(200);
    expect((await unblock(user.id)).statusCode).toBe(409);

    const audit = await ctx.app.inject({
      url: `/api/backoffice/audit?entity=user&entity_id=${user.id}`,
      headers: backoffice.headers,
    });
    const [unblockEntry, blockEntry] = AuditLogSchema.parse(audit.json()).entries;
    expect(unblockEntry).toMatchObject({
      action: 'user.unblocked',
      before: { blocked_reason: 'Pagamenti contestati ripetutamente.' },
      after: { blocked_at: null, blocked_reason: null },
    });
    expect(blockEntry).toMatchObject({
      action: 'user.blocked',
      actor: { email: 'bo@verificauto.test', name: 'Anna Back' },
      before: { blocked_at: null, blocked_reason: null },
      after: { blocked_at: blocked.blocked_at, blocked_reason: 'Pagamenti contestati ripetutamente.' },
    });
  });

  it('refuses to block a back-office account, an unknown one, or without a reason', async () => {
    const colleague = await createUser(ctx.db, { email: 'collega@verificauto.test', role: 'backoffice' });
    const res = await block(colleague.id, 'Prova di blocco.');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('backoffice_user');
    expect((await block('1f1e6f2c-3d3a-4b7e-9a0c-5a1c2b3d4e5f', 'Utente inesistente.')).statusCode).toBe(404);
    expect((await block('nessuno', 'Utente inesistente.')).statusCode).toBe(404);
    const user = await createUser(ctx.db, { email: 'senza.motivo@example.it' });
    const short = await block(user.id, 'no');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('almeno 5 caratteri');
  });

  it('is only for the back office: 401 for guests, 403 for users and technicians', async () => {
    const target = await createUser(ctx.db, { email: 'bersaglio@example.it' });
    const workshopId = await insertWorkshop(ctx.db, 'Officina Utenti');
    await createUser(ctx.db, { email: 'utente.semplice@example.it' });
    await createUser(ctx.db, { email: 'tecnico.utenti@example.it', role: 'technician', workshopId });
    const callers: [Record<string, string>, number][] = [
      [xsrfHeaders(), 401],
      [(await signIn(ctx.app, 'utente.semplice@example.it')).headers, 403],
      [(await signIn(ctx.app, 'tecnico.utenti@example.it')).headers, 403],
    ];
    for (const [headers, status] of callers) {
      const calls = [
        ctx.app.inject({ url: '/api/backoffice/users?q=a', headers }),
        ctx.app.inject({
          method: 'POST',
          url: `/api/backoffice/users/${target.id}/block`,
          headers,
          payload: { reason: 'Non autorizzato.' },
        }),
        ctx.app.inject({ method: 'POST', url: `/api/backoffice/users/${target.id}/unblock`, headers }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(status);
    }
    const [row] = await ctx.db.query<{ blocked_at: Date | null }>(
      'SELECT blocked_at FROM users WHERE id = $1',
      [target.id],
    );
    expect(row?.blocked_at).toBeNull();
  });
});

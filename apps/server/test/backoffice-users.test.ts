import {
  AuditLogSchema,
  BackofficeUserSchema,
  BackofficeUsersSchema,
} from '@verificauto/shared/contracts/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedIn, signIn, TEST_PASSWORD } from './helpers/auth';
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

const search = async (q: string) => {
  const res = await ctx.app.inject({
    url: `/api/backoffice/users?q=${encodeURIComponent(q)}`,
    headers: backoffice.headers,
  });
  expect(res.statusCode).toBe(200);
  return BackofficeUsersSchema.parse(res.json()).users;
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
  it('finds accounts by a part of the e-mail or the name, in any case, at most 20', async () => {
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
    expect(await search('100%_')).toEqual([]);

    for (let i = 0; i < 22; i++) await createUser(ctx.db, { email: `molti-${i}@example.it`, password: null });
    expect(await search('molti-')).toHaveLength(20);
    expect(await search('')).toHaveLength(20);
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

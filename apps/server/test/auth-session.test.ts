import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config/env';
import { MESSAGES } from '../src/features/auth/account-messages';
import { setSessionCookie } from '../src/features/auth/session/session-cookie';
import { SESSION_COOKIE } from '../src/features/auth/session/session-policy';
import { createUser, signIn, TEST_PASSWORD } from './helpers/auth';
import { createTestApp, type TestContext } from './helpers/test-app';
import { cookieHeader, xsrfHeaders } from './helpers/xsrf';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ CONTACT_EMAIL: 'aiuto@example.it' });
  await createUser(ctx.db, { email: 'mario.rossi@example.it', name: 'Mario Rossi' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.query('DELETE FROM rate_limits');
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const postSignIn = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/signin',
    payload: { email, password },
    headers: xsrfHeaders(),
    remoteAddress,
  });

const me = (session: string) =>
  ctx.app.inject({ url: '/auth/me', headers: { cookie: cookieHeader({ [SESSION_COOKIE]: session }) } });

const post = (url: string, cookies: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url, headers: xsrfHeaders(cookies) });

/** Seconds from now to a timestamp of the session row. */
async function secondsLeft(session: string, column: 'expires_at' | 'absolute_expires_at' | 'last_seen_at') {
  const rows = await ctx.db.query<{ left: number }>(
    `SELECT EXTRACT(EPOCH FROM ${column} - now())::float8 AS left FROM sessions WHERE id_hash = $1`,
    [sha256(session)],
  );
  return rows[0]?.left;
}

async function setSession(session: string, assignments: string) {
  await ctx.db.query(`UPDATE sessions SET ${assignments} WHERE id_hash = $1`, [sha256(session)]);
  // Written outside the app: on PostgreSQL its notice arrives later, so wait for it as another instance would.
  await ctx.app.changes.sync();
}

describe('POST /auth/signin', () => {
  it('opens a session: expires_in of 2 hours, an HttpOnly cookie, only its hash stored', async () => {
    const res = await postSignIn('Mario.Rossi@Example.it', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ expires_in: 7200, role: 'user' });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 7 * 24 * 3600 });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const value = cookie?.value ?? '';
    const rows = await ctx.db.query<{ id_hash: string; ip: string }>(
      'SELECT id_hash, ip FROM sessions WHERE id_hash = $1 OR id_hash = $2',
      [sha256(value), value],
    );
    expect(rows).toEqual([{ id_hash: sha256(value), ip: '127.0.0.1' }]);
    expect(await secondsLeft(value, 'expires_at')).toBeCloseTo(7200, -1);
    expect(await secondsLeft(value, 'absolute_expires_at')).toBeCloseTo(7 * 24 * 3600, -1);
  });

  it("tells the role, so that the app opens that role's area", async () => {
    await createUser(ctx.db, { email: 'ufficio@example.it', role: 'backoffice' });
    const res = await postSignIn('ufficio@example.it', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ expires_in: 7200, role: 'backoffice' });
  });

  it('marks the session cookie Secure in production, under the __Host- prefix', async () => {
    const app = Fastify();
    await app.register(cookie);
    const config = { ...loadConfig({ NODE_ENV: 'test' }), isProduction: true };
    app.get('/', async (_request, reply) => {
      setSessionCookie(reply, 'valore', config);
      return { ok: true };
    });
    const res = await app.inject('/');
    expect(res.cookies.find((c) => c.name === `__Host-${SESSION_COOKIE}`)).toMatchObject({
      secure: true,
      httpOnly: true,
      path: '/',
    });
    await app.close();
  });

  it('answers a wrong e-mail and a wrong password with the same 401', async () => {
    const wrongPassword = await postSignIn('mario.rossi@example.it', 'Sbagliata1!');
    const wrongEmail = await postSignIn('nessuno@example.it', TEST_PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      code: 'wrong_credentials',
      message: 'Email o password non corretti.',
    });
    expect(wrongEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses with 403 an account not yet activated, one without a password and a blocked one', async () => {
    await createUser(ctx.db, { email: 'nonattivo@example.it', confirmed: false });
    await createUser(ctx.db, { email: 'senzapassword@example.it', confirmed: false, password: null });
    await createUser(ctx.db, { email: 'bloccato@example.it', blocked: true });

    const notActivated = await postSignIn('nonattivo@example.it', TEST_PASSWORD);
    expect(notActivated.statusCode).toBe(403);
    expect(notActivated.json().message).toBe(MESSAGES.notActivated);
    expect(notActivated.json().message).toContain('link di attivazione');

    const noPassword = await postSignIn('senzapassword@example.it', 'Qualsiasi1!');
    expect(noPassword.statusCode).toBe(403);
    expect(noPassword.json().message).toContain('Password dimenticata?');

    const blocked = await postSignIn('bloccato@example.it', TEST_PASSWORD);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toContain('aiuto@example.it');
    // The state of an account is only told to who knows its password.
    expect((await postSignIn('bloccato@example.it', 'Sbagliata1!')).statusCode).toBe(401);

    const count = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE u.email IN ('nonattivo@example.it', 'senzapassword@example.it', 'bloccato@example.it')`,
    );
    expect(count[0]?.n).toBe(0);
  });

  it("removes the user's sessions that are over", async () => {
    const user = await createUser(ctx.db, { email: 'pulizia@example.it' });
    const old = await signIn(ctx.app, user.email);
    const live = await signIn(ctx.app, user.email);
    await setSession(old.session, `expires_at = now() - interval '1 second'`);
    await signIn(ctx.app, user.email);
    const rows = await ctx.db.query<{ id_hash: string }>('SELECT id_hash FROM sessions WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.id_hash)).toContain(sha256(live.session));
    expect(rows.map((r) => r.id_hash)).not.toContain(sha256(old.session));
  });

  it('answers bad input with a 400 in Italian', async () => {
    for (const payload of [
      { email: 'non-una-email', password: 'x' },
      { email: 'a@b.it', password: '' },
      {},
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/auth/signin',
        payload,
        headers: xsrfHeaders(),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = ApiErrorSchema.parse(res.json());
      expect(body.code).toBe('invalid_input');
      expect(Object.values(body.fields ?? {})).toContain(body.message);
    }
  });

  it('limits attempts per account (10 in 15 minutes) with a 429 and Retry-After', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await postSignIn('mario.rossi@example.it', 'Sbagliata1!', `10.0.0.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const refused = await postSignIn('mario.rossi@example.it', TEST_PASSWORD, '10.0.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: 'Troppi tentativi. Riprova tra 15 minuti.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(890);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);

    // A new window starts once the old one is over.
    await ctx.db.query(`UPDATE rate_limits SET window_ends_at = now() - interval '1 second'`);
    expect((await postSignIn('mario.rossi@example.it', TEST_PASSWORD, '10.0.1.2')).statusCode).toBe(200);
  });

  it('limits attempts per IP address (30 in 15 minutes)', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await postSignIn(`utente${i}@example.it`, 'Sbagliata1!', '10.1.1.1')).statusCode).toBe(401);
    }
    expect((await postSignIn('mario.rossi@example.it', TEST_PASSWORD, '10.1.1.1')).statusCode).toBe(429);
    expect((await postSignIn('mario.rossi@example.it', TEST_PASSWORD, '10.1.1.2')).statusCode).toBe(200);
  });
});

describe('GET /auth/me', () => {
  it('describes the signed-in user', async () => {
    const { session } = await signIn(ctx.app, 'mario.rossi@example.it');
    const res = await me(session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: 'mario.rossi@example.it',
      name: 'Mario Rossi',
      confirmed: true,
      role: 'user',
    });
  });

  it('answers 401 without a cookie, with an unknown one and after the session expired', async () => {
    const none = await ctx.app.inject('/auth/me');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 'unauthenticated', message: 'Devi accedere per continuare.' });
    expect((await me('inventato')).statusCode).toBe(401);

    const idle = await signIn(ctx.app, 'mario.rossi@example.it');
    await setSession(idle.session, `expires_at = now() - interval '1 second'`);
    expect((await me(idle.session)).statusCode).toBe(401);

    const old = await signIn(ctx.app, 'mario.rossi@example.it');
    await setSession(old.session, `absolute_expires_at = now() - interval '1 second'`);
    expect((await me(old.session)).statusCode).toBe(401);
  });

  it('ends the sessions of a user who gets blocked', async () => {
    const user = await createUser(ctx.db, { email: 'dabloccare@example.it' });
    const { session } = await signIn(ctx.app, user.email);
    expect((await me(session)).statusCode).toBe(200);
    await ctx.db.query('UPDATE users SET blocked_at = now() WHERE id = $1', [user.id]);
    // Written outside the app, as the back office or another instance would: the change feed tells us.
    await ctx.app.changes.sync();
    expect((await me(session)).statusCode).toBe(401);
  });

  it('slides the idle expiry with activity, writing at most once a minute', async () => {
    const { session } = await signIn(ctx.app, 'mario.rossi@example.it');
    await setSession(
      session,
      `last_seen_at = now() - interval '30 seconds', expires_at = now() + interval '10 minutes'`,
    );
    await me(session);
    await me(session);
    expect(await secondsLeft(session, 'last_seen_at')).toBeCloseTo(-30, 0);
    expect(await secondsLeft(session, 'expires_at')).toBeCloseTo(600, -1);

    // A minute later by the app's clock (PGlite's clock moves with it, PostgreSQL's does not).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect((await me(session)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    expect(await secondsLeft(session, 'last_seen_at')).toBeGreaterThan(-1);
    const [slid] = await ctx.db.query<{ idle: number }>(
      'SELECT EXTRACT(EPOCH FROM expires_at - last_seen_at)::float8 AS idle FROM sessions WHERE id_hash = $1',
      [sha256(session)],
    );
    expect(slid?.idle).toBeCloseTo(7200, 0);
  });
});

describe('POST /auth/refresh', () => {
  it('extends the session by 2 hours', async () => {
    const signedIn = await signIn(ctx.app, 'mario.rossi@example.it');
    await setSession(signedIn.session, `expires_at = now() + interval '5 minutes'`);
    const res = await post('/auth/refresh', signedIn.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ expires_in: 7200 });
    expect(await secondsLeft(signedIn.session, 'expires_at')).toBeCloseTo(7200, -1);
  });

  it('never goes past 7 days from sign-in: then expires_in is what is left', async () => {
    const signedIn = await signIn(ctx.app, 'mario.rossi@example.it');
    await setSession(
      signedIn.session,
      `expires_at = now() + interval '5 minutes', absolute_expires_at = now() + interval '30 minutes'`,
    );
    const res = await post('/auth/refresh', signedIn.cookies);
    expect(res.statusCode).toBe(200);
    const expiresIn = res.json().expires_in;
    expect(expiresIn).toBeGreaterThan(1790);
    expect(expiresIn).toBeLessThanOrEqual(1800);
    expect(await secondsLeft(signedIn.session, 'expires_at')).toBeCloseTo(1800, -1);
  });

  it('answers 401 without a valid session, and refuses a request without the XSRF header', async () => {
    const none = await post('/auth/refresh', {});
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Devi accedere per continuare.');

    const signedIn = await signIn(ctx.app, 'mario.rossi@example.it');
    await setSession(signedIn.session, `expires_at = now() - interval '1 second'`);
    expect((await post('/auth/refresh', signedIn.cookies)).statusCode).toBe(401);

    const other = await signIn(ctx.app, 'mario.rossi@example.it');
    const noHeader = await ctx.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: { cookie: cookieHeader({ ...other.cookies, 'XSRF-TOKEN': 'abc' }) },
    });
    expect(noHeader.statusCode).toBe(403);
  });
});

describe('POST /auth/signout', () => {
  it('deletes the session row and clears the cookie', async () => {
    const signedIn = await signIn(ctx.app, 'mario.rossi@example.it');
    const res = await post('/auth/signout', signedIn.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Disconnessione eseguita.' });
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    const rows = await ctx.db.query('SELECT 1 FROM sessions WHERE id_hash = $1', [sha256(signedIn.session)]);
    expect(rows).toHaveLength(0);
    expect((await me(signedIn.session)).statusCode).toBe(401);
  });

  it('answers 200 without a session too, and keeps the session when the XSRF header is missing', async () => {
    expect((await post('/auth/signout', {})).statusCode).toBe(200);
    const signedIn = await signIn(ctx.app, 'mario.rossi@example.it');
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/auth/signout',
      headers: { cookie: cookieHeader(signedIn.cookies) },
    });
    expect(forged.statusCode).toBe(403);
    expect((await me(signedIn.session)).statusCode).toBe(200);
  });

  it('ends the previous session when the same browser signs in again', async () => {
    const first = await signIn(ctx.app, 'mario.rossi@example.it');
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { email: 'mario.rossi@example.it', password: TEST_PASSWORD },
      headers: xsrfHeaders(first.cookies),
    });
    expect(again.statusCode).toBe(200);
    expect((await me(first.session)).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { createUser, TEST_PASSWORD } from './helpers/auth';
import { PRODUCTION_ENV } from './helpers/production-env';
import { createTestApp, type TestContext } from './helpers/test-app';
import { cookieHeader } from './helpers/xsrf';

const PRODUCTION = { ...PRODUCTION_ENV, LOG_LEVEL: 'silent' };
const XSRF_REFUSAL = {
  code: 'xsrf',
  message: 'Sessione di sicurezza scaduta: ricarica la pagina e riprova.',
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.db, { email: 'anna@example.it' });
  await createUser(ctx.db, { email: 'bruno@example.it' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.query('DELETE FROM rate_limits');
});

type App = TestContext['app'];
type Reply = Awaited<ReturnType<App['inject']>>;

const cookieOf = (res: Reply, name: string) => res.cookies.find((c) => c.name === name);
const xsrfOf = (res: Reply) => cookieOf(res, 'XSRF-TOKEN')?.value;

/** A POST as the SPA makes it: the cookies, and `token` both as the XSRF cookie and in the header. */
const post = (app: App, url: string, cookies: Record<string, string>, token: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie: cookieHeader({ ...cookies, 'XSRF-TOKEN': token }), 'x-xsrf-token': token },
  });

/** What a browser does: open a page (which sets XSRF-TOKEN), then sign in with it. */
async function browserSignIn(app: App, email: string, sessionCookie = 'va_session') {
  const guestToken = xsrfOf(await app.inject('/')) ?? '';
  const res = await post(app, '/auth/signin', {}, guestToken, { email, password: TEST_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  const session = cookieOf(res, sessionCookie)?.value ?? '';
  // The browser keeps the guest's token unless the response replaces it.
  return {
    guestToken,
    session,
    cookies: { [sessionCookie]: session },
    token: xsrfOf(res) ?? guestToken,
    res,
  };
}

describe('anti-forgery token bound to the session', () => {
  it('is replaced at sign-in: the token of the guest stops working, the new one works', async () => {
    const anna = await browserSignIn(ctx.app, 'anna@example.it');
    expect(anna.token).not.toBe(anna.guestToken);
    const stale = await post(ctx.app, '/auth/refresh', anna.cookies, anna.guestToken);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual(XSRF_REFUSAL);
    expect((await post(ctx.app, '/auth/refresh', anna.cookies, anna.token)).statusCode).toBe(200);
  });

  it('refuses a token issued to another session, even with the cookie and the header equal', async () => {
    const anna = await browserSignIn(ctx.app, 'anna@example.it');
    const bruno = await browserSignIn(ctx.app, 'bruno@example.it');
    const forged = await post(ctx.app, '/auth/signout', bruno.cookies, anna.token);
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual(XSRF_REFUSAL);
    expect(
      (await ctx.app.inject({ url: '/auth/me', headers: { cookie: cookieHeader(bruno.cookies) } }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a value the server never signed, such as one planted by a sibling site', async () => {
    const planted = await post(ctx.app, '/auth/signin', {}, 'scelto-da-chi-attacca', {
      email: 'anna@example.it',
      password: TEST_PASSWORD,
    });
    expect(planted.statusCode).toBe(403);
    // The refusal brings a valid token for the retry.
    expect(xsrfOf(planted)).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
  });

  it('is replaced at sign-out, and a page with a stale token gets a fresh one', async () => {
    const anna = await browserSignIn(ctx.app, 'anna@example.it');
    const out = await post(ctx.app, '/auth/signout', anna.cookies, anna.token);
    expect(out.statusCode).toBe(200);
    const guestToken = xsrfOf(out);
    expect(guestToken).toBeDefined();
    expect(guestToken).not.toBe(anna.token);
    const wrong = { email: 'anna@example.it', password: 'Sbagliata2026!' };
    expect((await post(ctx.app, '/auth/signin', {}, anna.token, wrong)).statusCode).toBe(403);
    expect((await post(ctx.app, '/auth/signin', {}, guestToken ?? '', wrong)).statusCode).toBe(401);

    const page = await ctx.app.inject({ url: '/', headers: { cookie: `XSRF-TOKEN=${anna.token}` } });
    expect(xsrfOf(page)).toBeDefined();
    expect(xsrfOf(page)).not.toBe(anna.token);
  });
});

describe('in production', () => {
  it('needs XSRF_SECRET, with a clear line', () => {
    const { XSRF_SECRET: _, ...withoutSecret } = PRODUCTION;
    expect(() => loadConfig(withoutSecret)).toThrow(/XSRF_SECRET: è obbligatorio in produzione/);
  });

  it('names the session cookie __Host-va_session: Secure, Path=/, no Domain', async () => {
    const prod = await createTestApp(PRODUCTION);
    try {
      await createUser(prod.db, { email: 'anna@example.it' });
      const anna = await browserSignIn(prod.app, 'anna@example.it', '__Host-va_session');
      const cookie = cookieOf(anna.res, '__Host-va_session');
      expect(cookie).toMatchObject({ path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(cookie?.domain).toBeUndefined();
      expect(cookieOf(anna.res, 'va_session')).toBeUndefined();
      const me = (cookies: Record<string, string>) =>
        prod.app.inject({ url: '/auth/me', headers: { cookie: cookieHeader(cookies) } });
      expect((await me(anna.cookies)).statusCode).toBe(200);
      expect((await me({ va_session: anna.session })).statusCode).toBe(401);
      expect((await post(prod.app, '/auth/refresh', anna.cookies, anna.token)).statusCode).toBe(200);
      const out = await post(prod.app, '/auth/signout', anna.cookies, anna.token);
      expect(cookieOf(out, '__Host-va_session')).toMatchObject({ value: '', path: '/', secure: true });
    } finally {
      await prod.close();
    }
  });
});

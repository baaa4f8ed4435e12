import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { createDeviceCookie, DEVICE_COOKIE, setDeviceCookie } from '../src/features/auth/device-cookie';
import { SESSION_COOKIE } from '../src/features/auth/session/session-policy';
import { createUser, TEST_PASSWORD } from './helpers/auth';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

// OWASP's device cookies (decision 047): a stranger's wrong passwords must not lock the owner out of a
// browser they have signed in from before.
const WRONG = 'Sbagliata2026!';
const LOCKED = { code: 'rate_limited', message: 'Troppi tentativi. Riprova tra 15 minuti.' };

let ctx: TestContext;
let ownerId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ownerId = (await createUser(ctx.db, { email: 'titolare@example.it' })).id;
  await createUser(ctx.db, { email: 'altro@example.it' });
  await createUser(ctx.db, { email: 'ufficio@example.it', role: 'backoffice' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.query('DELETE FROM rate_limits');
});

let nextAddress = 1;
/** A client address no other attempt of this file used, so that the per-IP limit stays out of the way. */
const freshAddress = () => `10.47.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const attempt = (email: string, password: string, device?: string, remoteAddress = freshAddress()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/signin',
    payload: { email, password },
    headers: xsrfHeaders(device === undefined ? {} : { [DEVICE_COOKIE]: device }),
    remoteAddress,
  });

/** Signs in with the right password from a new browser and returns the device cookie it was given. */
async function deviceOf(email: string): Promise<string> {
  const res = await attempt(email, TEST_PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  const device = res.cookies.find((c) => c.name === DEVICE_COOKIE)?.value;
  if (!device) throw new Error(`no ${DEVICE_COOKIE} cookie after signing in as ${email}`);
  return device;
}

/** An attacker on 12 addresses, two wrong passwords from each: more than the account's limit of 10. */
async function attackFromTwelveAddresses(email: string) {
  for (let i = 1; i <= 12; i++) {
    for (const _ of [1, 2]) await attempt(email, WRONG, undefined, `203.0.113.${i}`);
  }
}

describe('device cookies (OWASP): a stranger cannot lock the owner out', () => {
  it('gives the browser an HttpOnly device cookie at sign-in and keeps it at sign-out', async () => {
    const res = await attempt('titolare@example.it', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const device = res.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 365 * 24 * 3600 });
    // It names no account: a random value and its signature.
    expect(device?.value).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    expect(device?.value).not.toContain('titolare');

    const session = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/auth/signout',
      headers: xsrfHeaders({ [SESSION_COOKIE]: session, [DEVICE_COOKIE]: device?.value ?? '' }),
    });
    expect(signOut.statusCode).toBe(200);
    expect(signOut.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined();
  });

  it('names the cookie __Host-va_device in production, Secure', async () => {
    const app = Fastify();
    await app.register(cookie);
    const config = { ...loadConfig({ NODE_ENV: 'test' }), isProduction: true };
    app.get('/', async (_request, reply) => {
      setDeviceCookie(reply, 'valore', config);
      return { ok: true };
    });
    const res = await app.inject('/');
    expect(res.cookies.find((c) => c.name === `__Host-${DEVICE_COOKIE}`)).toMatchObject({
      secure: true,
      httpOnly: true,
      path: '/',
    });
    await app.close();
  });

  it("lets the owner's browser in during an attack from 12 addresses, and refuses a new browser", async () => {
    const device = await deviceOf('titolare@example.it');
    await attackFromTwelveAddresses('titolare@example.it');

    const owner = await attempt('titolare@example.it', TEST_PASSWORD, device);
    expect(owner.statusCode, owner.body).toBe(200);
    // A fresh device cookie at every sign-in, as OWASP asks.
    const renewed = owner.cookies.find((c) => c.name === DEVICE_COOKIE)?.value;
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(device);
    expect((await attempt('titolare@example.it', TEST_PASSWORD, renewed)).statusCode).toBe(200);

    const newBrowser = await attempt('titolare@example.it', TEST_PASSWORD);
    expect(newBrowser.statusCode).toBe(429);
    expect(newBrowser.json()).toEqual(LOCKED);
    expect(Number(newBrowser.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('locks out only the device cookie that sent the wrong passwords', async () => {
    const guessed = await deviceOf('titolare@example.it');
    const other = await deviceOf('titolare@example.it');
    await ctx.db.query('DELETE FROM rate_limits');
    for (let i = 0; i < 10; i++) {
      expect((await attempt('titolare@example.it', WRONG, guessed)).statusCode).toBe(401);
    }
    const locked = await attempt('titolare@example.it', TEST_PASSWORD, guessed);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);

    expect((await attempt('titolare@example.it', TEST_PASSWORD, other)).statusCode).toBe(200);
    // The untrusted clients' limit was not touched either.
    expect((await attempt('titolare@example.it', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("does not trust a forged cookie or another account's, and counts their attempts as untrusted", async () => {
    const owner = await deviceOf('titolare@example.it');
    const stranger = await deviceOf('altro@example.it');
    await ctx.db.query('DELETE FROM rate_limits');
    const [nonce = '', signature = ''] = owner.split('.');
    const forged = [
      stranger,
      `${nonce}.${signature.slice(0, -2)}AA`,
      `${stranger.split('.')[0]}.${signature}`,
      nonce,
      'x'.repeat(5000),
      // Signed for the owner, but with another secret than this server's.
      createDeviceCookie('un-altro-segreto-di-un-altro-server', ownerId),
    ];
    // Ten wrong passwords, each with a cookie that is not the account's own: the untrusted limit fills.
    for (let i = 0; i < 10; i++) {
      const res = await attempt('titolare@example.it', WRONG, forged[i % forged.length]);
      expect(res.statusCode).toBe(401);
    }
    for (const cookie of forged) {
      const res = await attempt('titolare@example.it', TEST_PASSWORD, cookie);
      expect(res.statusCode, cookie).toBe(429);
      expect(res.json()).toEqual(LOCKED);
    }
    expect((await attempt('titolare@example.it', TEST_PASSWORD, owner)).statusCode).toBe(200);
  });

  it('protects the back-office account likewise', async () => {
    const device = await deviceOf('ufficio@example.it');
    await attackFromTwelveAddresses('ufficio@example.it');
    const backOffice = await attempt('ufficio@example.it', TEST_PASSWORD, device);
    expect(backOffice.statusCode).toBe(200);
    expect(backOffice.json()).toEqual({ expires_in: 7200, role: 'backoffice' });
    expect((await attempt('ufficio@example.it', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('answers an unknown e-mail as an account without a device cookie: 401, then the same 429', async () => {
    const device = await deviceOf('titolare@example.it');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 11; i++) {
      known.push((await attempt('altro@example.it', WRONG, device)).statusCode);
      unknown.push((await attempt('nessuno@example.it', WRONG, device)).statusCode);
    }
    expect(unknown).toEqual(known);
    expect(known.slice(0, 10)).not.toContain(429);
    expect(known[10]).toBe(429);
    const lockedUnknown = await attempt('nessuno@example.it', TEST_PASSWORD, device);
    const lockedKnown = await attempt('altro@example.it', TEST_PASSWORD, device);
    expect(lockedUnknown.body).toBe(lockedKnown.body);
    expect(lockedUnknown.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined();
  });

  it('still limits each address, device cookie or not (30 in 15 minutes)', async () => {
    const device = await deviceOf('titolare@example.it');
    for (let i = 0; i < 30; i++) await attempt(`utente${i}@example.it`, WRONG, undefined, '198.51.100.7');
    const res = await attempt('titolare@example.it', TEST_PASSWORD, device, '198.51.100.7');
    expect(res.statusCode).toBe(429);
  });

  it('counts only failed sign-ins against the address: an office or a mobile network behind one IP is not locked out', async () => {
    const office = '198.51.100.8';
    const colleagues = ['titolare@example.it', 'altro@example.it', 'ufficio@example.it', 'quarto@example.it'];
    await createUser(ctx.db, { email: 'quarto@example.it' });
    // 36 successful sign-ins from one address (9 per account, from new browsers: under each account's 10).
    for (let round = 0; round < 9; round++) {
      for (const email of colleagues) {
        const res = await attempt(email, TEST_PASSWORD, undefined, office);
        expect(res.statusCode, `${email}, round ${round + 1}: ${res.body}`).toBe(200);
      }
    }
    // Wrong passwords still count: 30 more, then the address is refused.
    for (let i = 0; i < 30; i++) await attempt(`utente${i}@example.it`, WRONG, undefined, office);
    expect((await attempt('titolare@example.it', TEST_PASSWORD, undefined, office)).statusCode).toBe(429);
  });
});

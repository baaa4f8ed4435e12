import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../src/features/auth/account-messages';
import * as passwordHash from '../src/features/auth/password-hash';
import { createUser, linkIn, mailsTo } from './helpers/auth';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

// Every caller of the password module goes through these spies, so a test can count the scrypt work done.
vi.mock('../src/features/auth/password-hash', async (importOriginal) => {
  const actual = await importOriginal<typeof passwordHash>();
  return {
    ...actual,
    hashPassword: vi.fn(actual.hashPassword),
    verifyPassword: vi.fn(actual.verifyPassword),
  };
});
const hashCalls = vi.mocked(passwordHash.hashPassword);
const verifyCalls = vi.mocked(passwordHash.verifyPassword);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.db, { email: 'titolare@example.it', name: 'Carla Neri', confirmed: false });
  await createUser(ctx.db, { email: 'senza.password@example.it', name: 'Ugo', password: null });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.query('DELETE FROM rate_limits');
  vi.clearAllMocks();
});

const signInAttempt = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/signin',
    payload: { email, password: 'Sbagliata2026!' },
    headers: xsrfHeaders(),
  });

describe('GET /api/user/lookup', () => {
  it("says that the account exists and nothing about its holder's name or state", async () => {
    const res = await ctx.app.inject('/api/user/lookup?email=TITOLARE@example.it');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'titolare@example.it' });
    expect(res.body).not.toContain('Carla');
    expect(res.body).not.toContain('confirmed');
  });
});

describe('sign-in takes the same work for every e-mail', () => {
  it('checks the password against a hash of the same cost when no account has the e-mail', async () => {
    const known = await signInAttempt('titolare@example.it');
    expect(known.statusCode).toBe(401);
    expect(verifyCalls).toHaveBeenCalledTimes(1);
    const cost = verifyCalls.mock.calls[0]?.[1].split('$').slice(0, 4);

    const unknown = await signInAttempt('nessuno@example.it');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(known.body);
    expect(verifyCalls).toHaveBeenCalledTimes(2);
    expect(verifyCalls.mock.calls[1]?.[1].split('$').slice(0, 4)).toEqual(cost);
  });

  it('checks it too for an account without a password', async () => {
    const res = await signInAttempt('senza.password@example.it');
    expect(res.statusCode).toBe(403);
    expect(verifyCalls).toHaveBeenCalledTimes(1);
  });
});

describe('a link token is checked before any password hashing', () => {
  const reset = (userId: string, resetToken: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { userId, resetToken, password: 'NuovaPass2026$', passwordConfirm: 'NuovaPass2026$' },
      headers: xsrfHeaders(),
    });

  it('refuses a made-up, a used and an expired reset token without hashing the new password', async () => {
    const [user] = await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      'titolare@example.it',
    ]);
    const userId = user?.id ?? '';
    const madeUp = await reset(userId, 'x'.repeat(43));
    expect(madeUp.statusCode).toBe(400);
    expect(hashCalls).not.toHaveBeenCalled();

    await ctx.app.inject('/api/user/forgot-password?email=titolare@example.it');
    const [mail] = await mailsTo(ctx.db, 'titolare@example.it');
    if (!mail) throw new Error('no reset mail');
    const link = linkIn(mail, '/reset-password');
    expect((await reset(link.userId, link.token)).statusCode).toBe(200);
    expect(hashCalls).toHaveBeenCalledTimes(1);

    const used = await reset(link.userId, link.token);
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe(MESSAGES.resetLink.used);
    await ctx.app.inject('/api/user/forgot-password?email=titolare@example.it');
    const newest = (await mailsTo(ctx.db, 'titolare@example.it')).at(-1);
    if (!newest) throw new Error('no second reset mail');
    const second = linkIn(newest, '/reset-password');
    await ctx.db.query(
      "UPDATE user_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1 AND used_at IS NULL",
      [second.userId],
    );
    expect((await reset(second.userId, second.token)).statusCode).toBe(400);
    expect(hashCalls).toHaveBeenCalledTimes(1);
  });
});

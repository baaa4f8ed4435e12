import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/features/auth/account-messages';
import { createUser, linkIn, mailsTo, signIn, TEST_PASSWORD } from './helpers/auth';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

const PUBLIC_URL = 'https://www.verificauto.test';
const NEW_PASSWORD = 'NuovaPass2026$';
const SAME_ANSWER =
  'Se l’indirizzo è registrato, riceverai a breve un’email con il link per reimpostare la password.';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.query('DELETE FROM rate_limits');
});

const lookup = (email: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ url: `/api/user/lookup?email=${encodeURIComponent(email)}`, remoteAddress });
const forgot = (email: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ url: `/api/user/forgot-password?email=${encodeURIComponent(email)}`, remoteAddress });
const reset = (body: Record<string, string>, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/reset-password',
    payload: body,
    headers: xsrfHeaders(),
    remoteAddress,
  });
const resetWith = (link: { userId: string; token: string }, password = NEW_PASSWORD) =>
  reset({ userId: link.userId, resetToken: link.token, password, passwordConfirm: password });

async function requestLink(email: string) {
  expect((await forgot(email)).statusCode).toBe(200);
  const mails = await mailsTo(ctx.db, email);
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${email}`);
  return linkIn(last, '/reset-password');
}

const meStatus = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ url: '/auth/me', headers })).statusCode;

describe('GET /api/user/lookup', () => {
  it('finds an existing account whatever the case of the e-mail, and gives only its address', async () => {
    await createUser(ctx.db, { email: 'Lucia.Bianchi@example.it', name: 'Lucia', confirmed: false });
    const res = await lookup('lucia.bianchi@EXAMPLE.it');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'Lucia.Bianchi@example.it' });
  });

  it('answers 404 for an unknown e-mail and 400 for an invalid one', async () => {
    const missing = await lookup('nessuno@example.it');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Non esiste un account con questa email.');
    const invalid = await lookup('non valida');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('Inserisci un indirizzo email valido.');
    expect((await ctx.app.inject('/api/user/lookup')).statusCode).toBe(400);
  });

  it('limits lookups per IP address (30 in 10 minutes)', async () => {
    for (let i = 0; i < 30; i++) expect((await lookup(`n${i}@example.it`, '10.2.0.1')).statusCode).toBe(404);
    const refused = await lookup('n@example.it', '10.2.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Troppi tentativi. Riprova tra 10 minuti.');
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/user/forgot-password', () => {
  it('answers the same for a registered and an unknown e-mail; only the first gets a mail', async () => {
    await createUser(ctx.db, { email: 'giulia.verdi@example.it', name: 'Giulia' });
    const known = await forgot('giulia.verdi@example.it');
    const unknown = await forgot('sconosciuto@example.it');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: SAME_ANSWER });
    expect(unknown.body).toBe(known.body);
    expect(known.headers['cache-control']).toBe('no-store');

    expect(await mailsTo(ctx.db, 'sconosciuto@example.it')).toHaveLength(0);
    const [mail] = await mailsTo(ctx.db, 'giulia.verdi@example.it');
    expect(mail?.template).toBe('password_reset');
    expect(mail?.subject).toBe('Reimposta la password di Verificauto');
    if (!mail) return;
    const link = linkIn(mail, '/reset-password');
    expect(link.url).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password/[0-9a-f-]{36}/[A-Za-z0-9_-]{43}$`));
    expect(mail.html).toContain(link.url);
    expect(mail.text).toContain('60 minuti');
    expect(mail.text).toContain('Ciao Giulia,');

    const stored = await ctx.db.query<{ token_hash: string; minutes: number }>(
      `SELECT token_hash, round(EXTRACT(EPOCH FROM expires_at - now()) / 60)::int AS minutes
         FROM user_tokens WHERE user_id = $1 AND purpose = 'password_reset'`,
      [link.userId],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(link.token);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.minutes).toBe(60);
  });

  it('sends nothing to a blocked account, with the same answer', async () => {
    await createUser(ctx.db, { email: 'sospeso@example.it', blocked: true });
    const res = await forgot('sospeso@example.it');
    expect(res.json()).toEqual({ message: SAME_ANSWER });
    expect(await mailsTo(ctx.db, 'sospeso@example.it')).toHaveLength(0);
  });

  it('limits requests per account (3 an hour) and per IP address (5 in 15 minutes)', async () => {
    for (let i = 0; i < 3; i++)
      expect((await forgot('x@example.it', `10.3.0.${i + 1}`)).statusCode).toBe(200);
    const perAccount = await forgot('X@example.it', '10.3.0.9');
    expect(perAccount.statusCode).toBe(429);
    expect(perAccount.json().message).toBe('Troppi tentativi. Riprova tra 60 minuti.');

    for (let i = 0; i < 5; i++) expect((await forgot(`y${i}@example.it`, '10.3.1.1')).statusCode).toBe(200);
    expect((await forgot('z@example.it', '10.3.1.1')).statusCode).toBe(429);
  });
});

describe('POST /api/user/reset-password', () => {
  it('sets the password and ends every session of the account', async () => {
    const user = await createUser(ctx.db, { email: 'anna@example.it' });
    const before = await signIn(ctx.app, user.email);

    const res = await resetWith(await requestLink(user.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.passwordChanged });

    expect(await meStatus(before.headers)).toBe(401);
    const sessions = await ctx.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [user.id]);
    expect(sessions).toHaveLength(0);
    const after = await signIn(ctx.app, user.email, NEW_PASSWORD);
    expect(await meStatus(after.headers)).toBe(200);
    await expect(signIn(ctx.app, user.email, TEST_PASSWORD)).rejects.toThrow(/401/);
  });

  it('gives the first password to an account created without one (path B) and confirms it', async () => {
    const user = await createUser(ctx.db, { email: 'nuovo@example.it', password: null, confirmed: false });
    expect((await resetWith(await requestLink(user.email))).statusCode).toBe(200);
    const row = await ctx.db.query<{ confirmed: boolean }>('SELECT confirmed FROM users WHERE id = $1', [
      user.id,
    ]);
    expect(row[0]?.confirmed).toBe(true);
    await signIn(ctx.app, user.email, NEW_PASSWORD);
  });

  it('refuses the link of an account blocked since it was sent', async () => {
    const user = await createUser(ctx.db, { email: 'bloccato.dopo@example.it' });
    const link = await requestLink(user.email);
    await ctx.db.query('UPDATE users SET blocked_at = now() WHERE id = $1', [user.id]);
    const res = await resetWith(link);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('account_blocked');
    // The password did not change: once unblocked, the old one still works.
    await ctx.db.query('UPDATE users SET blocked_at = NULL WHERE id = $1', [user.id]);
    await signIn(ctx.app, user.email, TEST_PASSWORD);
  });

  it('accepts a link only once', async () => {
    const user = await createUser(ctx.db, { email: 'unavolta@example.it' });
    const link = await requestLink(user.email);
    expect((await resetWith(link)).statusCode).toBe(200);
    const again = await resetWith(link, 'AltraPass2026!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'invalid_link', message: MESSAGES.resetLink.used });
    await signIn(ctx.app, user.email, NEW_PASSWORD);
  });

  it('refuses an expired link and tells to ask for a new one', async () => {
    const user = await createUser(ctx.db, { email: 'scaduto@example.it' });
    const link = await requestLink(user.email);
    await ctx.db.query(`UPDATE user_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [
      user.id,
    ]);
    const res = await resetWith(link);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Il link è scaduto. Chiedine uno nuovo da «Password dimenticata?».');
    await signIn(ctx.app, user.email, TEST_PASSWORD);
  });

  it('voids an older link when a newer one is requested', async () => {
    const user = await createUser(ctx.db, { email: 'duevolte@example.it' });
    const older = await requestLink(user.email);
    const newer = await requestLink(user.email);
    expect(newer.token).not.toBe(older.token);
    const res = await resetWith(older);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.resetLink.unknown);
    expect((await resetWith(newer)).statusCode).toBe(200);
  });

  it('refuses made-up links and bad input with a 400 in Italian, never a 500', async () => {
    const user = await createUser(ctx.db, { email: 'finto@example.it' });
    const fake = { userId: user.id, token: 'A'.repeat(43) };
    expect((await resetWith(fake)).json().message).toBe(MESSAGES.resetLink.unknown);
    const otherUser = await createUser(ctx.db, { email: 'altro@example.it' });
    const link = await requestLink(user.email);
    expect((await resetWith({ userId: otherUser.id, token: link.token })).statusCode).toBe(400);

    const cases: [Record<string, string>, string][] = [
      [
        { userId: 'non-uuid', resetToken: link.token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD },
        'Link non valido.',
      ],
      [
        { userId: user.id, resetToken: 'corto', password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD },
        'Link non valido.',
      ],
      [
        { userId: user.id, resetToken: link.token, password: 'debole', passwordConfirm: 'debole' },
        'La password deve essere lunga almeno 8 caratteri',
      ],
      [
        { userId: user.id, resetToken: link.token, password: NEW_PASSWORD, passwordConfirm: 'Diversa2026!' },
        'Le due password non coincidono.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await reset(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    // None of those used the link up.
    expect((await resetWith(link)).statusCode).toBe(200);
  });

  it('limits attempts per IP address (10 in 15 minutes)', async () => {
    const user = await createUser(ctx.db, { email: 'limite@example.it' });
    const body = {
      userId: user.id,
      resetToken: 'B'.repeat(43),
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
    };
    for (let i = 0; i < 10; i++) expect((await reset(body, '10.4.0.1')).statusCode).toBe(400);
    expect((await reset(body, '10.4.0.1')).statusCode).toBe(429);
  });

  it('refuses the XSRF-less request', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/reset-password', payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('xsrf');
  });
});

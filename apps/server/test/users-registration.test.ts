import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/features/auth/account-messages';
import { linkIn, mailsTo, signIn } from './helpers/auth';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

const PUBLIC_URL = 'https://www.verificauto.test';
const PASSWORD = 'Registro2026!';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.query('DELETE FROM rate_limits');
});

const register = (body: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: body,
    headers: xsrfHeaders(),
    remoteAddress,
  });
const registerEmail = (email: string, remoteAddress?: string) =>
  register({ email, name: 'Paolo Neri', password: PASSWORD, passwordConfirm: PASSWORD }, remoteAddress);
const activate = (body: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/activate', payload: body, headers: xsrfHeaders() });

async function activationLink(email: string) {
  const [mail] = await mailsTo(ctx.db, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return { mail, link: linkIn(mail, '/activate') };
}

describe('POST /api/user/register and /api/user/activate (path A)', () => {
  it('registers, mails the activation link, activates, and then sign-in works', async () => {
    const res = await registerEmail('paolo.neri@example.it');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.registered });

    const users = await ctx.db.query<{ name: string; confirmed: boolean; password_hash: string }>(
      'SELECT name, confirmed, password_hash FROM users WHERE email = $1',
      ['paolo.neri@example.it'],
    );
    expect(users[0]).toMatchObject({ name: 'Paolo Neri', confirmed: false });
    expect(users[0]?.password_hash).toMatch(/^scrypt\$/);
    const early = await ctx.app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { email: 'paolo.neri@example.it', password: PASSWORD },
      headers: xsrfHeaders(),
    });
    expect(early.statusCode).toBe(403);

    const { mail, link } = await activationLink('paolo.neri@example.it');
    expect(mail.template).toBe('activation');
    expect(link.url).toMatch(new RegExp(`^${PUBLIC_URL}/activate/[0-9a-f-]{36}/[A-Za-z0-9_-]{43}$`));
    expect(mail.html).toContain(link.url);
    expect(mail.text).toContain('Il link è valido per 48 ore.');
    const hours = await ctx.db.query<{ hours: number }>(
      `SELECT round(EXTRACT(EPOCH FROM expires_at - now()) / 3600)::int AS hours
         FROM user_tokens WHERE user_id = $1 AND purpose = 'activation'`,
      [link.userId],
    );
    expect(hours).toEqual([{ hours: 48 }]);

    const activated = await activate({ userId: link.userId, token: link.token });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ message: 'Il tuo account è attivo. Ora puoi accedere.' });
    const me = await ctx.app.inject({
      url: '/auth/me',
      headers: (await signIn(ctx.app, 'paolo.neri@example.it', PASSWORD)).headers,
    });
    expect(me.json()).toEqual({
      email: 'paolo.neri@example.it',
      name: 'Paolo Neri',
      confirmed: true,
      role: 'user',
    });

    const again = await activate({ userId: link.userId, token: link.token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.alreadyActive);
  });

  it('refuses an e-mail that already has an account, in any case, with a 409', async () => {
    expect((await registerEmail('doppio@example.it')).statusCode).toBe(201);
    const res = await registerEmail('DOPPIO@example.it');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Esiste già un account con questa email. Accedi oppure, se non ricordi la password, usa «Password dimenticata?».',
    );
    expect(await mailsTo(ctx.db, 'doppio@example.it')).toHaveLength(1);
  });

  it('refuses an expired or made-up activation link with a 400 that says what to do', async () => {
    await registerEmail('lento@example.it');
    const { link } = await activationLink('lento@example.it');
    await ctx.db.query(`UPDATE user_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [
      link.userId,
    ]);
    const expired = await activate({ userId: link.userId, token: link.token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(MESSAGES.activationLink.expired);
    expect(expired.json().message).toContain('Password dimenticata?');

    const madeUp = await activate({ userId: link.userId, token: 'C'.repeat(43) });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toBe(MESSAGES.activationLink.unknown);

    const confirmed = await ctx.db.query<{ confirmed: boolean }>(
      'SELECT confirmed FROM users WHERE id = $1',
      [link.userId],
    );
    expect(confirmed[0]?.confirmed).toBe(false);
    expect((await activate({ userId: 'x', token: link.token })).statusCode).toBe(400);
  });

  it('answers bad input with a 400 in Italian', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { email: 'no', password: PASSWORD, passwordConfirm: PASSWORD },
        'Inserisci un indirizzo email valido.',
      ],
      [{ email: 'a@b.it', password: 'corta', passwordConfirm: 'corta' }, 'La password deve essere lunga'],
      [
        { email: 'a@b.it', password: PASSWORD, passwordConfirm: 'Altro2026!' },
        'Le due password non coincidono.',
      ],
      [
        { email: 'a@b.it', name: 'x'.repeat(121), password: PASSWORD, passwordConfirm: PASSWORD },
        'Il nome è troppo lungo.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await register(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const withoutName = await register({
      email: 'anonimo@example.it',
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    });
    expect(withoutName.statusCode).toBe(201);
  });

  it('limits registrations per IP address (5 an hour)', async () => {
    for (let i = 0; i < 5; i++)
      expect((await registerEmail(`r${i}@example.it`, '10.5.0.1')).statusCode).toBe(201);
    const refused = await registerEmail('r9@example.it', '10.5.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Troppi tentativi. Riprova tra 60 minuti.');
  });

  it('limits activation attempts per IP address (10 in 15 minutes)', async () => {
    const body = { userId: '00000000-0000-4000-8000-000000000000', token: 'D'.repeat(43) };
    for (let i = 0; i < 10; i++) expect((await activate(body)).statusCode).toBe(400);
    expect((await activate(body)).statusCode).toBe(429);
  });

  it('refuses both calls without the XSRF header', async () => {
    for (const url of ['/api/user/register', '/api/user/activate']) {
      const res = await ctx.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode, url).toBe(403);
    }
  });
});

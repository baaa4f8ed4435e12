import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAccountForEmail, sendPasswordSetupEmail } from '../src/features/auth/account/account.service';
import { createUser, linkIn, mailsTo, signIn } from './helpers/auth';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

const PUBLIC_URL = 'https://www.verificauto.test';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
});
afterAll(() => ctx.close());

describe('ensureAccountForEmail (path B)', () => {
  it('creates an unconfirmed account without a password when the e-mail is new', async () => {
    const account = await ctx.db.transaction((tx) =>
      ensureAccountForEmail(tx, { email: ' compratore@example.it ', name: 'Carla' }),
    );
    expect(account).toMatchObject({
      email: 'compratore@example.it',
      name: 'Carla',
      confirmed: false,
      hasPassword: false,
      blocked: false,
      created: true,
    });
    const rows = await ctx.db.query<{ password_hash: string | null }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [account.id],
    );
    expect(rows).toEqual([{ password_hash: null }]);
  });

  it('returns the existing account, in any case of the e-mail, and writes nothing on it', async () => {
    const existing = await createUser(ctx.db, { email: 'esistente@example.it', name: 'Dario' });
    const again = await ensureAccountForEmail(ctx.db, { email: 'ESISTENTE@example.it', name: 'Altro nome' });
    expect(again).toMatchObject({
      id: existing.id,
      name: 'Dario',
      confirmed: true,
      hasPassword: true,
      created: false,
    });

    // Not even the name an account lacks: whoever typed its e-mail may not be its owner (decision 045).
    const nameless = await createUser(ctx.db, { email: 'senzanome@example.it' });
    const found = await ensureAccountForEmail(ctx.db, { email: 'senzanome@example.it', name: 'Elena' });
    expect(found).toMatchObject({ id: nameless.id, name: '', created: false });
    const rows = await ctx.db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [nameless.id]);
    expect(rows[0]?.name).toBe('');

    const count = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE lower(email) = 'esistente@example.it'`,
    );
    expect(count[0]?.n).toBe(1);
  });

  it('creates nothing when the surrounding transaction fails', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await ensureAccountForEmail(tx, { email: 'annullato@example.it' });
        throw new Error('pagamento annullato');
      }),
    ).rejects.toThrow('pagamento annullato');
    expect(await ctx.db.query(`SELECT 1 FROM users WHERE email = 'annullato@example.it'`)).toHaveLength(0);
  });
});

describe('sendPasswordSetupEmail', () => {
  it('queues the first-access mail whose link sets the password and confirms the account', async () => {
    const account = await ctx.db.transaction(async (tx) => {
      const created = await ensureAccountForEmail(tx, { email: 'primoaccesso@example.it', name: 'Franco' });
      await sendPasswordSetupEmail(tx, created, ctx.config);
      return created;
    });
    const [mail] = await mailsTo(ctx.db, 'primoaccesso@example.it');
    expect(mail?.template).toBe('password_setup');
    expect(mail?.subject).toBe('Imposta la password per l’Area riservata di Verificauto');
    if (!mail) return;
    expect(mail.text).toContain('Ciao Franco,');
    expect(mail.text).toContain('Il link è valido per 48 ore.');
    expect(mail.text).toContain(`${PUBLIC_URL}/forgot-password`);
    const link = linkIn(mail, '/reset-password');
    expect(link.userId).toBe(account.id);
    const hours = await ctx.db.query<{ hours: number }>(
      `SELECT round(EXTRACT(EPOCH FROM expires_at - now()) / 3600)::int AS hours
         FROM user_tokens WHERE user_id = $1 AND purpose = 'password_reset'`,
      [account.id],
    );
    expect(hours).toEqual([{ hours: 48 }]);

    const password = 'PrimoAccesso1!';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { userId: link.userId, resetToken: link.token, password, passwordConfirm: password },
      headers: xsrfHeaders(),
    });
    expect(res.statusCode).toBe(200);
    const me = await ctx.app.inject({
      url: '/auth/me',
      headers: (await signIn(ctx.app, 'primoaccesso@example.it', password)).headers,
    });
    expect(me.json()).toMatchObject({ email: 'primoaccesso@example.it', confirmed: true });
  });

  it('queues nothing when the transaction is rolled back', async () => {
    const user = await createUser(ctx.db, { email: 'rollback@example.it', password: null, confirmed: false });
    await expect(
      ctx.db.transaction(async (tx) => {
        await sendPasswordSetupEmail(tx, { ...user, name: '' }, ctx.config);
        throw new Error('prenotazione fallita');
      }),
    ).rejects.toThrow('prenotazione fallita');
    expect(await mailsTo(ctx.db, user.email)).toHaveLength(0);
    expect(await ctx.db.query('SELECT 1 FROM user_tokens WHERE user_id = $1', [user.id])).toHaveLength(0);
  });
});

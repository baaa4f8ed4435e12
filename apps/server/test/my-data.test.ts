import { MyDataExportSchema } from '@verificauto/shared/contracts/my-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPurgeHandler } from '../src/features/maintenance/maintenance-jobs';
import { createUser, type SignedIn, signIn, TEST_PASSWORD } from './helpers/auth';
import {
  freshAddress,
  italianBuyer,
  PAYING_CARD,
  pay,
  rememberRegulationVersion,
  reportOnSale,
  runJobs,
} from './helpers/checkout';
import { insertInspection, insertWorkshop } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const account = (signedIn: SignedIn) => ({ url: '/api/user/account', headers: signedIn.headers });

const patch = (signedIn: SignedIn, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', ...account(signedIn), payload });

const close = (signedIn: SignedIn, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/account/close',
    headers: signedIn.headers,
    payload: { password },
    remoteAddress: freshAddress(),
  });

/**
 * Tables whose columns name a user: a foreign key to users, or an e-mail address. Every one must be a
 * section of the export, so that a table added later cannot be forgotten silently.
 */
async function tablesNamingUsers(): Promise<string[]> {
  const rows = await ctx.db.query<{ table_name: string }>(
    `SELECT c.conrelid::regclass::text AS table_name FROM pg_constraint c
      WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass
     UNION
     SELECT table_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND (column_name LIKE '%email%' OR column_name LIKE '%address')
     UNION SELECT 'users'`,
  );
  return rows.map((row) => row.table_name).sort();
}

/** Tables that name someone but never a customer: the export leaves them out on purpose. */
const NOT_PERSONAL = [
  // The workshop's business contact (its own e-mail and address), not a user's.
  'workshops',
];

/** Every row of every table whose text contains `needle` (case-insensitive), as `table` names. */
async function tablesContaining(needle: string): Promise<string[]> {
  const tables = await ctx.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    const rows = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table_name}" t WHERE t::text ILIKE '%' || $1 || '%'`,
      [needle],
    );
    for (let i = 0; i < (rows[0]?.n ?? 0); i++) found.push(table_name);
  }
  return found.sort();
}

let counter = 0;
/** A buyer who bought a report (invoice and e-mails), sold a car (an inspection) and was audited. */
async function demoBuyer() {
  const n = ++counter;
  const email = `anna.verdi.${n}@example.it`;
  const user = await createUser(ctx.db, { email, name: `Anna Verdi ${n}` });
  const signedIn = await signIn(ctx.app, email);
  expect(
    (await patch(signedIn, { name: `Anna Verdi ${n}`, phone: `+39 347 555 ${String(n).padStart(4, '0')}` }))
      .statusCode,
  ).toBe(200);
  const sale = await reportOnSale(ctx.db);
  await rememberRegulationVersion(ctx, sale.inspectionId);
  const paid = await pay(
    ctx,
    sale.inspectionId,
    { buyer: italianBuyer(ctx, email, { first_name: 'Anna', last_name: `Verdi ${n}` }), card: PAYING_CARD },
    { cookies: signedIn.cookies },
  );
  expect(paid.statusCode).toBe(200);
  await runJobs(ctx);
  const workshopId = await insertWorkshop(ctx.db, 'Officina Verdi');
  await insertInspection(ctx.db, { sellerId: user.id, workshopId });
  await ctx.db.query(
    `INSERT INTO audit_log (actor_id, action, entity, entity_id, details)
     VALUES (NULL, 'user.checked', 'user', $1, '{"note": "verifica"}')`,
    [user.id],
  );
  const phone = `+39 347 555 ${String(n).padStart(4, '0')}`;
  return { ...user, name: `Anna Verdi ${n}`, phone, signedIn };
}

describe('I miei dati: the export', () => {
  it('is a JSON attachment with a section for every table that names a user, and no secret', async () => {
    const buyer = await demoBuyer();
    const res = await ctx.app.inject({ url: '/api/user/account/export', headers: buyer.signedIn.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="verificauto-dati-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const archive = MyDataExportSchema.parse(res.json());

    const personal = (await tablesNamingUsers()).filter((table) => !NOT_PERSONAL.includes(table));
    expect(personal).toEqual(expect.arrayContaining(['audit_log', 'mail_outbox', 'purchases', 'sessions']));
    for (const table of personal) {
      expect(archive.data, `the export has no section for ${table}`).toHaveProperty(table);
      expect(archive.sections).toHaveProperty(table);
    }

    const section = (name: string) => archive.data[name] as Record<string, unknown>[];
    for (const name of [
      'users',
      'sessions',
      'inspections',
      'purchases',
      'invoices',
      'mail_outbox',
      'audit_log',
      'regulation_versions',
    ]) {
      expect(section(name).length, name).toBeGreaterThan(0);
    }
    expect(section('users')[0]).toMatchObject({ email: buyer.email, name: buyer.name, phone: buyer.phone });
    expect(section('invoices')[0]).toMatchObject({ kind: 'invoice' });
    expect(section('mail_outbox').map((mail) => mail.template)).toContain('purchase_confirmation');

    const hashes = await ctx.db.query<{ secret: string }>(
      `SELECT password_hash AS secret FROM users WHERE id = $1
       UNION ALL SELECT id_hash FROM sessions WHERE user_id = $1`,
      [buyer.id],
    );
    expect(hashes.length).toBeGreaterThan(1);
    for (const { secret } of hashes) expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain(buyer.signedIn.session);
    expect(res.body).not.toMatch(/password_hash|token_hash|id_hash/);
  });

  it('is for signed-in users only', async () => {
    expect((await ctx.app.inject('/api/user/account/export')).statusCode).toBe(401);
  });
});

describe('I miei dati: name and phone', () => {
  it('corrects them, and refuses an empty name or a wrong phone with an Italian message', async () => {
    const email = 'luca.neri@example.it';
    await createUser(ctx.db, { email, name: 'Luca' });
    const signedIn = await signIn(ctx.app, email);

    const changed = await patch(signedIn, { name: '  Luca Neri ', phone: '+39 333 1234567' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ email, name: 'Luca Neri', phone: '+39 333 1234567' });
    expect((await ctx.app.inject(account(signedIn))).json()).toEqual(changed.json());

    const noName = await patch(signedIn, { name: ' ', phone: '' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('Inserisci nome e cognome.');
    const badPhone = await patch(signedIn, { name: 'Luca Neri', phone: '333-abc' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toContain(
      'Il numero di telefono può contenere solo cifre, spazi e il prefisso +.',
    );

    const cleared = await patch(signedIn, { name: 'Luca Neri', phone: '' });
    expect(cleared.json()).toEqual({ email, name: 'Luca Neri', phone: null });
  });

  it('needs the anti-forgery token', async () => {
    const email = 'senza.token@example.it';
    await createUser(ctx.db, { email });
    const signedIn = await signIn(ctx.app, email);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/account',
      headers: {
        cookie: Object.entries(signedIn.cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
      },
      payload: { name: 'X', phone: '' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('I miei dati: closing the account', () => {
  it('refuses a wrong password, and limits the attempts like sign-in', async () => {
    const email = 'prova.password@example.it';
    await createUser(ctx.db, { email });
    const signedIn = await signIn(ctx.app, email);
    const wrong = await close(signedIn, 'sbagliata');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'wrong_password', message: 'La password non è corretta.' });
    for (let i = 0; i < 9; i++) await close(signedIn, 'sbagliata');
    const limited = await close(signedIn, TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Troppi tentativi\. Riprova tra/);
    expect((await ctx.app.inject(account(signedIn))).statusCode).toBe(200);
  });

  it('closed right after a payment: the purchase e-mails find no one to write to and end without an error', async () => {
    const email = `chiude-subito-${Date.now()}@example.it`;
    await createUser(ctx.db, { email, name: 'Chiara Fretta' });
    const signedIn = await signIn(ctx.app, email);
    const sale = await reportOnSale(ctx.db);
    await rememberRegulationVersion(ctx, sale.inspectionId);
    const paid = await pay(
      ctx,
      sale.inspectionId,
      { buyer: italianBuyer(ctx, email), card: PAYING_CARD },
      { cookies: signedIn.cookies },
    );
    expect(paid.statusCode).toBe(200);
    expect((await close(signedIn, TEST_PASSWORD)).statusCode).toBe(200);
    await runJobs(ctx);
    const jobs = await ctx.db.query<{ status: string; last_error: string | null }>(
      `SELECT status, last_error FROM jobs WHERE name LIKE 'purchase.%' AND payload->>'purchaseId' = $1`,
      [paid.json().purchase_uuid],
    );
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job).toEqual({ status: 'done', last_error: null });
    const templates = await ctx.db.query<{ template: string }>(
      'SELECT template FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY created_at',
      [email],
    );
    expect(templates.map((row) => row.template)).toEqual(['account_closed']);
  });

  it('ends the sessions and leaves no trace of the person but the invoices; the e-mail can register again', async () => {
    const buyer = await demoBuyer();
    const other = await signIn(ctx.app, buyer.email);
    const before = await tablesContaining(buyer.email);
    expect(before).toEqual(expect.arrayContaining(['invoices', 'mail_outbox', 'purchases', 'users']));

    const [first, second] = await Promise.all([
      close(buyer.signedIn, TEST_PASSWORD),
      close(buyer.signedIn, TEST_PASSWORD),
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(
      'Il tuo account è stato chiuso. Ti abbiamo inviato una email di conferma.',
    );
    // The twin request either finds the account closed or its session already gone.
    expect([200, 401]).toContain(second.statusCode);
    expect(first.cookies.find((cookie) => cookie.name === 'va_session')?.value).toBe('');

    expect((await ctx.app.inject(account(other))).statusCode).toBe(401);
    expect(await ctx.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [buyer.id])).toEqual([]);
    const signInAgain = await ctx.app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { email: buyer.email, password: TEST_PASSWORD },
      headers: buyer.signedIn.headers,
      remoteAddress: freshAddress(),
    });
    expect(signInAgain.statusCode).toBe(401);

    // The confirmation, once, to the old address; the only row besides the invoice until it is sent.
    const confirmations = await ctx.db.query<{ subject: string }>(
      "SELECT subject FROM mail_outbox WHERE template = 'account_closed' AND lower(to_address) = lower($1)",
      [buyer.email],
    );
    expect(confirmations).toEqual([{ subject: 'Il tuo account Verificauto è stato chiuso' }]);
    expect(await tablesContaining(buyer.email)).toEqual(['invoices', 'mail_outbox']);
    await runJobs(ctx);
    await createPurgeHandler(ctx.db).run({}, { jobId: 1, attempt: 1, maxAttempts: 8 });
    expect(await tablesContaining(buyer.email)).toEqual(['invoices']);
    // The invoice names the customer as billed: first name and surname apart.
    expect(await tablesContaining(buyer.name)).toEqual([]);
    expect(await tablesContaining(buyer.name.replace('Anna ', ''))).toEqual(['invoices']);
    expect(await tablesContaining(buyer.phone)).toEqual([]);

    // The order stays as an accounting record, without access; the inspection stays, anonymous.
    const [purchase] = await ctx.db.query<{ access_until: Date; buyer_email: string | null }>(
      'SELECT access_until, buyer_email FROM purchases WHERE buyer_id = $1',
      [buyer.id],
    );
    expect(purchase?.buyer_email).toBeNull();
    expect(purchase?.access_until.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await ctx.db.query('SELECT 1 FROM inspections WHERE seller_id = $1', [buyer.id])).toHaveLength(1);

    const again = await close(buyer.signedIn, TEST_PASSWORD);
    expect(again.statusCode).toBe(401);

    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        email: buyer.email,
        name: 'Anna',
        password: 'Nuova!Password1',
        passwordConfirm: 'Nuova!Password1',
      },
      headers: buyer.signedIn.headers,
      remoteAddress: freshAddress(),
    });
    expect(register.statusCode, register.body).toBe(201);
  });

  it('waits for an inspection still to come', async () => {
    const email = 'venditore.in.attesa@example.it';
    const user = await createUser(ctx.db, { email });
    const workshopId = await insertWorkshop(ctx.db, 'Officina Futura');
    await insertInspection(ctx.db, {
      sellerId: user.id,
      workshopId,
      status: 'booked',
      bookedAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    const signedIn = await signIn(ctx.app, email);
    const res = await close(signedIn, TEST_PASSWORD);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Hai un’ispezione prenotata per il /);
    expect((await ctx.app.inject(account(signedIn))).statusCode).toBe(200);
  });

  it('is not for workshop or back-office accounts', async () => {
    const email = 'backoffice.chiusura@example.it';
    await createUser(ctx.db, { email, role: 'backoffice' });
    const signedIn = await signIn(ctx.app, email);
    const res = await close(signedIn, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('staff_account');
  });
});

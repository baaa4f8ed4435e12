import {
  ADMIN_LIST_PAGE_SIZE,
  AdminDiscountCodeListSchema,
  AdminDiscountCodeSchema,
  type DiscountCodeInput,
} from '@verificauto/shared/contracts/backoffice-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterLastOf, allPages } from './helpers/all-pages';
import { createUser, type SignedIn, signIn } from './helpers/auth';
import { italianBuyer, PAYING_CARD, pay, rememberRegulationVersion, reportOnSale } from './helpers/checkout';
import { insertWorkshop } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

let ctx: TestContext;
let backoffice: SignedIn;
let sale: Awaited<ReturnType<typeof reportOnSale>>;
beforeAll(async () => {
  ctx = await createTestApp();
  sale = await reportOnSale(ctx.db);
  await rememberRegulationVersion(ctx, sale.inspectionId);
  await createUser(ctx.db, { email: 'bo@example.it', role: 'backoffice' });
  backoffice = await signIn(ctx.app, 'bo@example.it');
});
afterAll(() => ctx.close());

const SPRING: DiscountCodeInput = {
  code: 'primavera20',
  description: 'Promozione di primavera',
  percent_off: 20,
  amount_off_cents: null,
  valid_from: null,
  valid_until: null,
  max_redemptions: null,
  once_per_user: false,
  active: true,
};

const send = (method: 'POST' | 'PUT', url: string, payload: object, who = backoffice) =>
  ctx.app.inject({ method, url, payload, headers: who.headers });
const create = (input: Partial<DiscountCodeInput>) =>
  send('POST', '/api/backoffice/discount-codes', { ...SPRING, ...input });
const edit = (id: string, input: Partial<DiscountCodeInput>) =>
  send('PUT', `/api/backoffice/discount-codes/${id}`, { ...SPRING, ...input });
const listPage = async (before?: string) => {
  const res = await ctx.app.inject({
    url: `/api/backoffice/discount-codes${before ? `?before=${before}` : ''}`,
    headers: backoffice.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return AdminDiscountCodeListSchema.parse(res.json()).codes;
};
const list = () => listPage();
const quote = (code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/checkout/${sale.inspectionId}/discount`,
    payload: { code },
    headers: xsrfHeaders(),
  });
const auditOf = (entityId: string) =>
  ctx.db.query<{ action: string; before: unknown; after: unknown }>(
    "SELECT action, before, after FROM audit_log WHERE entity = 'discount_code' AND entity_id = $1 ORDER BY id",
    [entityId],
  );

describe('who may manage discount codes', () => {
  it('refuses guests (401), customers and technicians (403)', async () => {
    const workshopId = await insertWorkshop(ctx.db, 'Officina Codici');
    await createUser(ctx.db, { email: 'cliente@example.it' });
    await createUser(ctx.db, { email: 'tec@example.it', role: 'technician', workshopId });
    const customer = await signIn(ctx.app, 'cliente@example.it');
    const technician = await signIn(ctx.app, 'tec@example.it');
    const guest = { session: '', cookies: {}, headers: xsrfHeaders() };
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [who, status] of [
      [guest, 401],
      [customer, 403],
      [technician, 403],
    ] as const) {
      const listed = await ctx.app.inject({ url: '/api/backoffice/discount-codes', headers: who.headers });
      expect(listed.statusCode).toBe(status);
      expect((await send('POST', '/api/backoffice/discount-codes', {}, who)).statusCode).toBe(status);
      expect((await send('PUT', `/api/backoffice/discount-codes/${id}`, {}, who)).statusCode).toBe(status);
    }
  });
});

describe('creating a code', () => {
  it('answers every wrong field with its Italian message', async () => {
    const both = await create({ code: 'x', amount_off_cents: 500, max_redemptions: 0 });
    expect(both.statusCode).toBe(400);
    expect(both.json().fields).toEqual({
      code: 'Il codice ha almeno 3 caratteri.',
      max_redemptions: 'Il numero massimo di utilizzi è almeno 1 (lascia vuoto per nessun limite).',
      percent_off: 'Indica una percentuale oppure un importo fisso di sconto, non entrambi.',
    });
    const neither = await create({ percent_off: null });
    expect(neither.json().fields).toEqual({
      percent_off: 'Indica una percentuale oppure un importo fisso di sconto, non entrambi.',
    });
    const backwards = await create({
      valid_from: '2026-06-01T00:00:00+02:00',
      valid_until: '2026-05-01T00:00:00+02:00',
    });
    expect(backwards.json()).toMatchObject({
      code: 'invalid_input',
      message: 'La fine della validità deve venire dopo l’inizio.',
    });
  });

  it('creates a code that buyers can use at once, and refuses it again in any case', async () => {
    const res = await create({});
    expect(res.statusCode, res.body).toBe(201);
    const created = AdminDiscountCodeSchema.parse(res.json());
    expect(created).toMatchObject({ code: 'PRIMAVERA20', percent_off: 20, redemptions: 0, active: true });
    expect((await auditOf(created.id))[0]).toMatchObject({
      action: 'discount_code.created',
      before: null,
      after: { code: 'PRIMAVERA20' },
    });

    const quoted = await quote('Primavera20');
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toMatchObject({ code: 'PRIMAVERA20', discount_cents: 380, total_cents: 1520 });

    const again = await create({ code: ' PRIMAvera20 ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'discount_code_exists',
      message: 'Questo codice esiste già.',
    });
  });

  it('a fixed amount with a validity window in the future is not usable yet', async () => {
    const res = await create({
      code: 'ESTATE5',
      percent_off: null,
      amount_off_cents: 500,
      valid_from: '2099-06-01T00:00:00+02:00',
      valid_until: '2099-08-31T23:59:59.999+02:00',
    });
    expect(res.json()).toMatchObject({
      amount_off_cents: 500,
      valid_from: '2099-05-31T22:00:00.000Z',
      valid_until: '2099-08-31T21:59:59.999Z',
    });
    expect((await quote('ESTATE5')).json().code).toBe('discount_not_yet_valid');
  });
});

describe('editing a code', () => {
  it('counts uses, then keeps the code and amount, and lets the back office deactivate it', async () => {
    const created = AdminDiscountCodeSchema.parse(
      (await create({ code: 'USATO10', percent_off: 10 })).json(),
    );
    const renamed = await edit(created.id, { code: 'usato-10', percent_off: 15, description: '' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ code: 'USATO-10', percent_off: 15, description: null });

    const paid = await pay(ctx, sale.inspectionId, {
      buyer: italianBuyer(ctx, 'compratore@example.it'),
      discount_code: 'usato-10',
      card: PAYING_CARD,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await list()).find((code) => code.id === created.id)?.redemptions).toBe(1);

    for (const change of [{ code: 'USATO-11' }, { percent_off: 20 }]) {
      const res = await edit(created.id, { code: 'USATO-10', percent_off: 15, ...change });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('discount_code_used');
    }
    const tooLow = await edit(created.id, { code: 'USATO-10', percent_off: 15, max_redemptions: 0 });
    expect(tooLow.statusCode).toBe(400);

    const off = await edit(created.id, {
      code: 'USATO-10',
      percent_off: 15,
      max_redemptions: 5,
      description: 'Chiuso',
      active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ active: false, max_redemptions: 5, redemptions: 1 });
    expect((await quote('USATO-10')).json().code).toBe('discount_inactive');
    expect((await auditOf(created.id)).at(-1)).toMatchObject({
      action: 'discount_code.updated',
      before: { active: true, description: null },
      after: { active: false, description: 'Chiuso', max_redemptions: 5 },
    });
  });

  it('refuses a limit under the uses so far, a code taken by another, and unknown ids', async () => {
    const used = AdminDiscountCodeSchema.parse((await create({ code: 'LIMITE' })).json());
    await ctx.db.query('UPDATE discount_codes SET redemptions = 3 WHERE id = $1', [used.id]);
    const tooLow = await edit(used.id, { code: 'LIMITE', max_redemptions: 2 });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().fields.max_redemptions).toContain('già stato usato 3 volte');

    const other = AdminDiscountCodeSchema.parse((await create({ code: 'ALTRO' })).json());
    const clash = await edit(other.id, { code: 'primavera20' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Questo codice esiste già.');

    for (const id of ['00000000-0000-4000-8000-000000000000', 'non-un-id']) {
      expect((await edit(id, {})).statusCode).toBe(404);
    }
  });
});

describe('the list, page by page', () => {
  it('pages by 50, newest first, each page after the last code shown, with no code twice or left out', async () => {
    // Two codes an hour: codes made at the same time come by id.
    await ctx.db.query(
      `INSERT INTO discount_codes (code, percent_off, created_at)
       SELECT 'SERIE' || n, 10, timestamptz '2020-01-01T00:00:00Z' + (n / 2) * interval '1 hour'
         FROM generate_series(1, 57) AS n`,
    );
    const pages = await allPages(async (before) => {
      const rows = await listPage(before);
      return { rows, next: afterLastOf(rows, ADMIN_LIST_PAGE_SIZE) };
    });
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.slice(0, -1).every((page) => page.length === ADMIN_LIST_PAGE_SIZE)).toBe(true);
    const shown = pages.flat().map((code) => code.id);
    const everyCode = await ctx.db.query<{ id: string }>(
      'SELECT id FROM discount_codes ORDER BY created_at DESC, id DESC',
    );
    expect(shown).toEqual(everyCode.map((code) => code.id));
  });

  it('refuses a page that is not a code’s id with a 400 in Italian', async () => {
    const res = await ctx.app.inject({
      url: '/api/backoffice/discount-codes?before=ultima',
      headers: backoffice.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La pagina richiesta non è valida.');
  });
});

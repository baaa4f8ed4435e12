import {
  ADMIN_LIST_PAGE_SIZE,
  AdminWorkshopListSchema,
  AdminWorkshopSchema,
  type WorkshopInput,
} from '@verificauto/shared/contracts/backoffice-admin';
import { InspectorSlotsSchema, InspectorsSchema } from '@verificauto/shared/contracts/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterLastOf, allPages } from './helpers/all-pages';
import { createUser, linkIn, mailsTo, type SignedIn, signIn } from './helpers/auth';
import { insertInspection, insertWorkshop } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

let ctx: TestContext;
let backoffice: SignedIn;
let otherWorkshopId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  otherWorkshopId = await insertWorkshop(ctx.db, 'Officina Esistente');
  await createUser(ctx.db, { email: 'bo@example.it', name: 'Bianca Office', role: 'backoffice' });
  backoffice = await signIn(ctx.app, 'bo@example.it');
});
afterAll(() => ctx.close());

// Ferrara: far from the Milan workshop of the fixtures.
const FERRARA: WorkshopInput = {
  name: 'Officina Prova Estense',
  address: 'Via Bologna 101',
  postal_code: '44122',
  city: 'Ferrara',
  province: 'fe',
  phone: '0532 123456',
  email: '',
  latitude: 44.8381,
  longitude: 11.6198,
  opening_hours: { '6': [['09:00', '11:00']] },
  slot_minutes: 60,
  inspection_fee_cents: 2500,
  scheduling_url: '',
  active: true,
};

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = backoffice) =>
  ctx.app.inject({ method, url, payload, headers: who.headers });
const get = (url: string, who = backoffice) => ctx.app.inject({ url, headers: who.headers });

async function createWorkshop(input: Partial<WorkshopInput> = {}) {
  const res = await send('POST', '/api/backoffice/workshops', { ...FERRARA, ...input });
  expect(res.statusCode, res.body).toBe(201);
  return AdminWorkshopSchema.parse(res.json());
}

const auditOf = (entity: string, entityId: string) =>
  ctx.db.query<{ action: string; actor_id: string; before: unknown; after: unknown; details: unknown }>(
    'SELECT action, actor_id, before, after, details FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id',
    [entity, entityId],
  );

describe('who may manage workshops', () => {
  it('refuses guests (401), customers and technicians (403) on every route, before reading the body', async () => {
    await createUser(ctx.db, { email: 'cliente@example.it' });
    await createUser(ctx.db, { email: 'tec@example.it', role: 'technician', workshopId: otherWorkshopId });
    const customer = await signIn(ctx.app, 'cliente@example.it');
    const technician = await signIn(ctx.app, 'tec@example.it');
    const guest = { session: '', cookies: {}, headers: xsrfHeaders() };
    const id = otherWorkshopId;
    const routes = [
      ['GET', '/api/backoffice/workshops'],
      ['GET', `/api/backoffice/workshops/${id}`],
      ['POST', '/api/backoffice/workshops'],
      ['PUT', `/api/backoffice/workshops/${id}`],
      ['POST', `/api/backoffice/workshops/${id}/technicians`],
      ['DELETE', `/api/backoffice/workshops/${id}/technicians/${id}`],
    ] as const;
    for (const [who, status] of [
      [guest, 401],
      [customer, 403],
      [technician, 403],
    ] as const) {
      for (const [method, url] of routes) {
        const res =
          method === 'GET'
            ? await get(url, who)
            : await send(method, url, method === 'DELETE' ? undefined : {}, who);
        expect(res.statusCode, `${method} ${url}`).toBe(status);
      }
    }
    expect((await get('/api/backoffice/workshops')).statusCode).toBe(200);
    // The same empty form from the back office is a 400: the role is checked before the body.
    expect((await send('POST', '/api/backoffice/workshops', {})).json()).toMatchObject({
      code: 'invalid_input',
      fields: { name: 'Inserisci il nome dell’officina.' },
    });
  });
});

describe('creating and editing a workshop', () => {
  it('answers every wrong field with its Italian message', async () => {
    const res = await send('POST', '/api/backoffice/workshops', {
      ...FERRARA,
      name: ' ',
      postal_code: '4412',
      latitude: 48.9,
      scheduling_url: 'http://calendly.com/officina',
      opening_hours: { '1': [['12:00', '09:00']] },
      inspection_fee_cents: -1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_input',
      message: 'Inserisci il nome dell’officina.',
      fields: {
        name: 'Inserisci il nome dell’officina.',
        postal_code: 'Il CAP è fatto di 5 cifre.',
        latitude: 'La latitudine è fuori dall’Italia: cerca il comune o il CAP.',
        scheduling_url:
          'Il link di prenotazione deve essere un link https di Calendly (https://calendly.com/…).',
        'opening_hours.1': 'Il lunedì una fascia finisce prima di iniziare.',
        inspection_fee_cents: 'Il costo non può essere negativo.',
      },
    });
    const closed = await send('POST', '/api/backoffice/workshops', { ...FERRARA, opening_hours: {} });
    expect(closed.json().fields).toEqual({ 'opening_hours.1': 'Indica almeno un giorno di apertura.' });
  });

  it('creates it with a slug of its own, audited, and sellers find it near its place', async () => {
    const workshop = await createWorkshop();
    expect(workshop).toMatchObject({
      slug: 'officina-prova-estense-ferrara',
      province: 'FE',
      email: null,
      scheduling_url: null,
      technicians: [],
    });
    expect((await createWorkshop()).slug).toBe('officina-prova-estense-ferrara-2');

    const [audit] = await auditOf('workshop', workshop.id);
    expect(audit).toMatchObject({ action: 'workshop.created', before: null, after: { name: FERRARA.name } });

    const near = await ctx.app.inject('/api/inspectors?lat=44.84&lng=11.62');
    const found = InspectorsSchema.parse(near.json()).find((inspector) => inspector.uuid === workshop.id);
    expect(found).toMatchObject({
      address: 'Via Bologna 101, 44122 Ferrara (FE)',
      booking: 'native',
      fee_cents: 2500,
    });
  });

  it('offers slots only in its opening hours', async () => {
    const workshop = await createWorkshop({ name: 'Officina del Sabato' });
    const res = await ctx.app.inject(`/api/inspectors/${workshop.id}/slots`);
    const { days } = InspectorSlotsSchema.parse(res.json());
    const rome = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
    });
    const starts = new Set(days.flatMap((day) => day.slots).map((slot) => rome.format(new Date(slot))));
    expect(starts).toEqual(new Set(['Saturday 09:00', 'Saturday 10:00']));
  });

  it('edits every field, audits before and after, and a deactivated workshop is no longer offered', async () => {
    const workshop = await createWorkshop({ name: 'Officina da Modificare' });
    const res = await send('PUT', `/api/backoffice/workshops/${workshop.id}`, {
      ...FERRARA,
      name: 'Officina Modificata',
      inspection_fee_cents: 0,
      scheduling_url: 'https://calendly.com/officina-modificata/ispezione',
      active: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Officina Modificata',
      slug: workshop.slug,
      inspection_fee_cents: 0,
      scheduling_url: 'https://calendly.com/officina-modificata/ispezione',
      active: false,
    });
    const audits = await auditOf('workshop', workshop.id);
    expect(audits.at(-1)).toMatchObject({
      action: 'workshop.updated',
      before: { name: 'Officina da Modificare', active: true, inspection_fee_cents: 2500 },
      after: { name: 'Officina Modificata', active: false, inspection_fee_cents: 0 },
    });
    const near = InspectorsSchema.parse((await ctx.app.inject('/api/inspectors?lat=44.84&lng=11.62')).json());
    expect(near.map((inspector) => inspector.uuid)).not.toContain(workshop.id);

    const list = AdminWorkshopListSchema.parse((await get('/api/backoffice/workshops')).json());
    expect(list.workshops.find((w) => w.id === workshop.id)).toMatchObject({
      active: false,
      booking: 'calendly',
      technicians: 0,
    });
  });

  it('answers 404 for a workshop that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'non-un-id']) {
      expect((await get(`/api/backoffice/workshops/${id}`)).statusCode).toBe(404);
      expect((await send('PUT', `/api/backoffice/workshops/${id}`, FERRARA)).statusCode).toBe(404);
    }
  });
});

describe('technicians', () => {
  const addTechnician = (workshopId: string, email: string, name = 'Tecnico Nuovo') =>
    send('POST', `/api/backoffice/workshops/${workshopId}/technicians`, { email, name });

  it('creates a new account that sets its password from the e-mail and signs in as a technician', async () => {
    const workshop = await createWorkshop({ name: 'Officina dei Tecnici' });
    const res = await addTechnician(workshop.id, 'nuovo.tecnico@example.it', 'Nino Tecnico');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'created',
      password_email_sent: true,
      technician: { email: 'nuovo.tecnico@example.it', name: 'Nino Tecnico', has_password: false },
    });
    const [mail] = await mailsTo(ctx.db, 'nuovo.tecnico@example.it');
    // Staff's own text, not the customers' one about the reports they booked or bought.
    expect(mail?.template).toBe('workshop_password_setup');
    expect(mail?.subject).toBe('Il tuo accesso all’area officina di Verificauto');
    expect(mail?.text).toContain(
      'sei stato aggiunto come tecnico dell’officina Officina dei Tecnici su Verificauto, con l’indirizzo nuovo.tecnico@example.it.',
    );
    expect(mail?.text).toContain('Per il primo accesso scegli una password con il pulsante qui sotto.');
    expect(mail?.text).toContain(`Poi entra nell’area officina da ${ctx.config.publicUrl}/officina:`);
    expect(mail?.text).toContain('Il link è valido per 48 ore. Si può usare una sola volta.');
    expect(mail?.text).not.toContain('report delle ispezioni che hai prenotato');
    expect(mail?.html).toContain('Officina dei Tecnici');
    const link = linkIn(mail ?? ({} as never), '/reset-password');
    const password = 'Officina2026!';
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { userId: link.userId, resetToken: link.token, password, passwordConfirm: password },
      headers: xsrfHeaders(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const technician = await signIn(ctx.app, 'nuovo.tecnico@example.it', password);
    expect((await ctx.app.inject({ url: '/auth/me', headers: technician.headers })).json().role).toBe(
      'technician',
    );

    const read = AdminWorkshopSchema.parse((await get(`/api/backoffice/workshops/${workshop.id}`)).json());
    expect(read.technicians.map((t) => t.email)).toEqual(['nuovo.tecnico@example.it']);
    const [audit] = await auditOf('user', link.userId);
    expect(audit).toMatchObject({
      action: 'user.technician_added',
      before: null,
      after: { role: 'technician', workshop_id: workshop.id },
    });
  });

  it('converts a blank account, moves a technician of another workshop, refuses customers and the back office', async () => {
    const workshop = await createWorkshop({ name: 'Officina Conversioni' });
    const blank = await createUser(ctx.db, { email: 'vuoto@example.it', name: 'Vito Vuoto' });
    const converted = await addTechnician(workshop.id, 'VUOTO@example.it');
    expect(converted.json()).toMatchObject({ outcome: 'converted', password_email_sent: false });
    expect(converted.json().technician).toMatchObject({ id: blank.id, name: 'Vito Vuoto' });

    const mover = await createUser(ctx.db, {
      email: 'mobile@example.it',
      role: 'technician',
      workshopId: otherWorkshopId,
    });
    expect((await addTechnician(workshop.id, 'mobile@example.it')).json().outcome).toBe('moved');
    const [row] = await ctx.db.query<{ workshop_id: string }>('SELECT workshop_id FROM users WHERE id = $1', [
      mover.id,
    ]);
    expect(row?.workshop_id).toBe(workshop.id);
    expect((await auditOf('user', mover.id)).at(-1)).toMatchObject({
      action: 'user.technician_moved',
      before: { role: 'technician', workshop_id: otherWorkshopId },
      after: { workshop_id: workshop.id },
    });

    const seller = await createUser(ctx.db, { email: 'venditore@example.it' });
    await insertInspection(ctx.db, { sellerId: seller.id, workshopId: otherWorkshopId });
    const refusals = [
      ['venditore@example.it', 'account_is_customer', 'cliente con acquisti o ispezioni'],
      ['bo@example.it', 'account_backoffice', 'back office'],
      ['mobile@example.it', 'already_technician', 'già un tecnico'],
    ] as const;
    for (const [email, code, message] of refusals) {
      const res = await addTechnician(workshop.id, email);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toContain(message);
    }
    const [sellerRow] = await ctx.db.query<{ role: string }>('SELECT role FROM users WHERE id = $1', [
      seller.id,
    ]);
    expect(sellerRow?.role).toBe('user');

    const invalid = await addTechnician(workshop.id, 'non-una-email', '');
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fields)).toEqual(['email', 'name']);
  });

  it('removing a technician makes a plain account again and ends its sessions', async () => {
    const workshop = await createWorkshop({ name: 'Officina Rimozioni' });
    const user = await createUser(ctx.db, {
      email: 'via@example.it',
      role: 'technician',
      workshopId: workshop.id,
    });
    const session = await signIn(ctx.app, 'via@example.it');
    const url = `/api/backoffice/workshops/${workshop.id}/technicians/${user.id}`;
    expect(
      (await send('DELETE', `/api/backoffice/workshops/${otherWorkshopId}/technicians/${user.id}`))
        .statusCode,
    ).toBe(404);
    expect((await send('DELETE', url)).statusCode).toBe(204);
    const [row] = await ctx.db.query<{ role: string; workshop_id: string | null }>(
      'SELECT role, workshop_id FROM users WHERE id = $1',
      [user.id],
    );
    expect(row).toEqual({ role: 'user', workshop_id: null });
    expect((await ctx.app.inject({ url: '/auth/me', headers: session.headers })).statusCode).toBe(401);
    expect((await auditOf('user', user.id)).at(-1)).toMatchObject({
      action: 'user.technician_removed',
      after: { role: 'user', workshop_id: null },
    });
    expect((await send('DELETE', url)).statusCode).toBe(404);
  });
});

describe('the list, page by page', () => {
  it('pages by 50 by name and town, each page after the last workshop shown, none twice or left out', async () => {
    // Names in pairs, in either case: a pair is ordered by town, then by id.
    await ctx.db.query(
      `INSERT INTO workshops (slug, name, address, postal_code, city, province, phone, latitude, longitude)
       SELECT 'serie-' || n, CASE WHEN n % 3 = 0 THEN 'OFFICINA SERIE ' ELSE 'Officina serie ' END || (n / 2),
              'Via Roma 1', '20100', CASE WHEN n % 4 = 0 THEN 'Lodi' ELSE 'Milano' END, 'MI', '021234567', 45.46, 9.19
         FROM generate_series(1, 57) AS n`,
    );
    const pages = await allPages(async (before) => {
      const res = await get(`/api/backoffice/workshops${before ? `?before=${before}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const rows = AdminWorkshopListSchema.parse(res.json()).workshops;
      return { rows, next: afterLastOf(rows, ADMIN_LIST_PAGE_SIZE) };
    });
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.slice(0, -1).every((page) => page.length === ADMIN_LIST_PAGE_SIZE)).toBe(true);
    const everyWorkshop = await ctx.db.query<{ id: string }>(
      'SELECT id FROM workshops ORDER BY lower(name), city, id',
    );
    expect(pages.flat().map((workshop) => workshop.id)).toEqual(everyWorkshop.map((workshop) => workshop.id));
    const res = await get('/api/backoffice/workshops?before=ultima');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La pagina richiesta non è valida.');
  });

  it('searches a part of the name or of the town, in any case, and pages the matches the same way', async () => {
    const names = async (query: string) => {
      const res = await get(`/api/backoffice/workshops?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return AdminWorkshopListSchema.parse(res.json()).workshops.map((w) => `${w.name}, ${w.city}`);
    };
    // The same name in two cases: one place in the list, by id.
    expect((await names('q=serie%2027')).sort()).toEqual([
      'OFFICINA SERIE 27, Milano',
      'Officina serie 27, Milano',
    ]);
    const inLodi = await names('q=LODI');
    expect(inLodi).toHaveLength(14);
    expect(inLodi.every((name) => name.endsWith(', Lodi'))).toBe(true);
    // Name and town one at a time: no match across the two.
    expect(await names('q=27%20lodi')).toEqual([]);
    const first = AdminWorkshopListSchema.parse((await get('/api/backoffice/workshops?q=serie')).json());
    expect(first.workshops).toHaveLength(ADMIN_LIST_PAGE_SIZE);
    const rest = await names(`q=serie&before=${first.workshops.at(-1)?.id}`);
    expect(rest).toHaveLength(57 - ADMIN_LIST_PAGE_SIZE);
    const tooLong = await get(`/api/backoffice/workshops?q=${'x'.repeat(121)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('La ricerca è troppo lunga (al massimo 120 caratteri).');
  });
});

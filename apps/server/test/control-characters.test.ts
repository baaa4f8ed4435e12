import type { DiscountCodeInput, WorkshopInput } from '@verificauto/shared/contracts/backoffice-admin';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLegalDocuments } from '../src/features/policies/legal-documents';
import { createUser, type SignedIn, signIn } from './helpers/auth';
import { addWorkshop, freeSlots, guestBooking, postBooking, slotTaker } from './helpers/booking';
import {
  freshAddress,
  italianBuyer,
  PAYING_CARD,
  pay,
  rememberRegulationVersion,
  reportOnSale,
} from './helpers/checkout';
import { setUpWorkshop } from './helpers/report-draft';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

let ctx: TestContext;
let backoffice: SignedIn;
let shop: Awaited<ReturnType<typeof setUpWorkshop>>;
let regulationVersion: string;
let bookingWorkshopId: string;
let nextSlot: () => string;
beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.db, { email: 'bo@example.it', role: 'backoffice' });
  backoffice = await signIn(ctx.app, 'bo@example.it');
  shop = await setUpWorkshop(ctx);
  bookingWorkshopId = await addWorkshop(ctx.db);
  nextSlot = slotTaker(await freeSlots(ctx, bookingWorkshopId));
  regulationVersion = createLegalDocuments(ctx.config).regulationVersion;
});
afterAll(() => ctx.close());

let unique = 0;
const json = (method: 'POST' | 'PATCH', url: string, payload: object, headers = xsrfHeaders()) =>
  ctx.app.inject({ method, url, payload, headers, remoteAddress: freshAddress() });

const SPRING: DiscountCodeInput = {
  code: 'primavera',
  description: 'Promozione di primavera',
  percent_off: 20,
  amount_off_cents: null,
  valid_from: null,
  valid_until: null,
  max_redemptions: null,
  once_per_user: false,
  active: true,
};
const FERRARA: WorkshopInput = {
  name: 'Officina Estense',
  address: 'Via Bologna 101',
  postal_code: '44122',
  city: 'Ferrara',
  province: 'FE',
  phone: '0532 123456',
  email: '',
  latitude: 44.8381,
  longitude: 11.6198,
  opening_hours: { '6': [['09:00', '11:00']] },
  slot_minutes: 60,
  inspection_fee_cents: 0,
  scheduling_url: '',
  active: true,
};

type Send = (text: string) => Promise<LightMyRequestResponse>;

/** Each route with one text field (or key) that carries `text`: a normal request apart from it. */
const ROUTES: [name: string, send: Send, where?: 'url'][] = [
  [
    'a booking (name)',
    (text) =>
      postBooking(
        ctx,
        guestBooking({
          workshop_uuid: bookingWorkshopId,
          slot: nextSlot(),
          email: `venditrice-${++unique}@example.it`,
          plate: 'AB123CD',
          regulation_version: regulationVersion,
          name: `Giulia ${text}Bianchi`,
        }),
      ),
  ],
  [
    'a registration (name)',
    (text) =>
      json('POST', '/api/user/register', {
        email: `iscritto-${++unique}@example.it`,
        name: `Paolo ${text}Neri`,
        password: 'Registro2026!',
        passwordConfirm: 'Registro2026!',
      }),
  ],
  [
    'a discount code of the back office (description)',
    (text) =>
      json(
        'POST',
        '/api/backoffice/discount-codes',
        { ...SPRING, code: `primavera${++unique}`, description: `Promozione ${text}di primavera` },
        backoffice.headers,
      ),
  ],
  [
    'a workshop of the back office (name)',
    (text) =>
      json(
        'POST',
        '/api/backoffice/workshops',
        { ...FERRARA, name: `Officina ${++unique} ${text}Estense` },
        backoffice.headers,
      ),
  ],
  [
    'a draft (text of a detail)',
    (text) =>
      json(
        'PATCH',
        `/api/workshop/inspections/${shop.inspectionId}/draft`,
        { details: { brand: `Fiat ${text}Panda` } },
        shop.auth.headers,
      ),
  ],
  [
    'a draft (key of an item)',
    (text) =>
      json(
        'PATCH',
        `/api/workshop/inspections/${shop.inspectionId}/draft`,
        { items: { [`ext_body_paint${text}`]: { value: 3 } } },
        shop.auth.headers,
      ),
  ],
  [
    'the back office search (query string)',
    (text) =>
      ctx.app.inject({
        url: `/api/backoffice/users?q=${encodeURIComponent(`Rossi${text}`)}`,
        headers: backoffice.headers,
      }),
    'url',
  ],
  [
    'a path parameter',
    (text) => ctx.app.inject(`/api/inspectors/${encodeURIComponent(`00000000${text}`)}/slots`),
    'url',
  ],
];

const FORBIDDEN: [label: string, char: string][] = [
  ['NUL', '\u0000'],
  ['U+0001', '\u0001'],
  ['ESC', '\u001b'],
  ['DEL', '\u007f'],
  ['a C1 control', '\u0085'],
  ['U+FFFF', '\uffff'],
];
// UTF-8, and so a URL, cannot carry one; JSON can ("\ud800").
const LONE_SURROGATE: [label: string, char: string] = ['a lone surrogate', '\ud800'];

describe('text with control characters is refused at the edge', () => {
  it.each(ROUTES)('%s: accepted as plain text', async (_, send) => {
    const res = await send('');
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json().code).not.toBe('invalid_characters');
  });

  it.each(
    ROUTES.flatMap(([name, send, where]) =>
      (where === 'url' ? FORBIDDEN : [...FORBIDDEN, LONE_SURROGATE]).map(
        ([label, char]) => [name, label, send, char] as const,
      ),
    ),
  )('%s with %s: 400 invalid_characters', async (_, __, send, char) => {
    const res = await send(char);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      code: 'invalid_characters',
      message: 'Il testo contiene caratteri non ammessi: eliminali e riprova.',
    });
  });

  it('keeps tabs and line breaks in multi-line text (a verdict)', async () => {
    const res = await json(
      'PATCH',
      `/api/workshop/inspections/${shop.inspectionId}/draft`,
      { verdict_overall: 'Buona.\r\n\tNessun difetto.' },
      shop.auth.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().verdict_overall).toBe('Buona.\r\n\tNessun difetto.');
  });
});

describe('the invoice details of a payment', () => {
  it('refuses a name with U+0001 before any invoice number is taken', async () => {
    const sale = await reportOnSale(ctx.db);
    await rememberRegulationVersion(ctx, sale.inspectionId);
    const buyer = italianBuyer(ctx, 'compratrice@example.it', { first_name: 'Ma\u0001ria' });
    const res = await pay(ctx, sale.inspectionId, { buyer, card: PAYING_CARD });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('invalid_characters');
    expect(await ctx.db.query('SELECT 1 FROM invoices')).toEqual([]);
    expect(await ctx.db.query('SELECT 1 FROM document_counters')).toEqual([]);
  });
});

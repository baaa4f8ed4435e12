import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WorkshopInput } from '@verificauto/shared/contracts/backoffice-admin';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@verificauto/shared/legal/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedIn, signIn } from './helpers/auth';
import { createTestApp, type TestContext } from './helpers/test-app';

const page = (body: string) =>
  `<!doctype html><html lang="it"><head><title>Verificauto</title></head><body><div id="root">${body}</div></body></html>`;

/** A web build whose home page and 'Come vendere' state the price as the prerender leaves it: a placeholder. */
function webBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'verificauto-price-'));
  const price = '<p class="hero-price">%VA:inspectionPrice%</p>';
  writeFileSync(path.join(dir, 'index.html'), page(`<h1>Vendi la tua auto</h1>${price}`));
  writeFileSync(path.join(dir, 'how-to-sell.html'), page(`<h1>Come vendere</h1>${price}`));
  writeFileSync(path.join(dir, 'shell.html'), page(''));
  const pages = [
    { route: '/', file: 'index.html' },
    { route: '/how-to-sell', file: 'how-to-sell.html' },
  ];
  writeFileSync(path.join(dir, 'prerendered.json'), JSON.stringify({ shell: 'shell.html', pages }));
  return dir;
}

const WORKSHOP: WorkshopInput = {
  name: 'Officina Prezzi',
  address: 'Via Roma 1',
  postal_code: '20121',
  city: 'Milano',
  province: 'MI',
  phone: '02 1234567',
  email: '',
  latitude: 45.46,
  longitude: 9.19,
  opening_hours: { '1': [['09:00', '18:00']] },
  slot_minutes: 60,
  inspection_fee_cents: 9900,
  scheduling_url: '',
  active: true,
};

let ctx: TestContext;
let backoffice: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp({}, { webRoot: webBuild() });
  await createUser(ctx.db, { email: 'bo@example.it', role: 'backoffice' });
  backoffice = await signIn(ctx.app, 'bo@example.it');
});
afterAll(() => ctx.close());

async function saveWorkshop(input: Partial<WorkshopInput>, id?: string): Promise<string> {
  const res = await ctx.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/backoffice/workshops/${id}` : '/api/backoffice/workshops',
    payload: { ...WORKSHOP, ...input },
    headers: backoffice.headers,
  });
  expect(res.statusCode, res.body).toBe(id ? 200 : 201);
  return res.json<{ id: string }>().id;
}

/** The price line a page's HTML states, and the one its site configuration gives the browser to hydrate. */
async function priceOn(url: string) {
  const res = await ctx.app.inject({ url });
  expect(res.statusCode).toBe(200);
  const stated = /<p class="hero-price">([^<]*)<\/p>/.exec(res.body)?.[1];
  const block = new RegExp(
    `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`,
  ).exec(res.body)?.[1];
  const config = JSON.parse(block ?? '{}') as SiteConfig;
  expect(config.inspectionPrice).toBe(stated);
  return { stated, etag: res.headers.etag };
}

describe('the price up front in the pages the server sends', () => {
  it('says where the price is, with no number, while no workshop can be booked', async () => {
    expect((await priceOn('/')).stated).toBe(
      'Il prezzo dell’ispezione, IVA inclusa, è indicato per ogni officina al momento della prenotazione',
    );
  });

  it('states the lowest fee of the active workshops, and a changed fee at once', async () => {
    const dear = await saveWorkshop({ name: 'Officina Cara', inspection_fee_cents: 12000 });
    const cheap = await saveWorkshop({ name: 'Officina Economica', inspection_fee_cents: 7900 });
    const before = await priceOn('/');
    expect(before.stated).toBe('Ispezione da 79 €, IVA inclusa');
    expect((await priceOn('/how-to-sell')).stated).toBe('Ispezione da 79 €, IVA inclusa');

    await saveWorkshop({ name: 'Officina Economica', inspection_fee_cents: 6950 }, cheap);
    const after = await priceOn('/');
    expect(after.stated).toBe('Ispezione da 69,50 €, IVA inclusa');
    expect(after.etag).not.toBe(before.etag);
    const revalidated = await ctx.app.inject({ url: '/', headers: { 'if-none-match': String(before.etag) } });
    expect(revalidated.statusCode).toBe(200);

    // A workshop taken out of the search is not one a seller can book.
    await saveWorkshop({ name: 'Officina Economica', inspection_fee_cents: 6950, active: false }, cheap);
    expect((await priceOn('/')).stated).toBe('Ispezione da 120 €, IVA inclusa');
    await saveWorkshop({ name: 'Officina Cara', inspection_fee_cents: 12000, active: false }, dear);
  });

  it('says that a workshop without a fee is free, and the lowest fee of the others', async () => {
    const free = await saveWorkshop({ name: 'Officina Gratuita', inspection_fee_cents: 0 });
    expect((await priceOn('/')).stated).toBe('Ispezione gratuita in tutte le officine partner');
    await saveWorkshop({ name: 'Officina a Pagamento', inspection_fee_cents: 8900 });
    expect((await priceOn('/')).stated).toBe(
      'Ispezione gratuita in alcune officine partner, nelle altre da 89 €, IVA inclusa',
    );
    await saveWorkshop({ name: 'Officina Gratuita', inspection_fee_cents: 0, active: false }, free);
    expect((await priceOn('/')).stated).toBe('Ispezione da 89 €, IVA inclusa');
  });

  it('still serves the page, saying where the price is, when the fees cannot be read', async () => {
    await ctx.db.exec('ALTER TABLE workshops RENAME COLUMN inspection_fee_cents TO fee_unreadable');
    try {
      expect((await priceOn('/')).stated).toBe(
        'Il prezzo dell’ispezione, IVA inclusa, è indicato per ogni officina al momento della prenotazione',
      );
    } finally {
      await ctx.db.exec('ALTER TABLE workshops RENAME COLUMN fee_unreadable TO inspection_fee_cents');
    }
    expect((await priceOn('/')).stated).toBe('Ispezione da 89 €, IVA inclusa');
  });

  it('serves the pages as before for any other path, with the price in their configuration', async () => {
    const res = await ctx.app.inject({ url: '/profile' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('"inspectionPrice":"Ispezione da 89 €, IVA inclusa"');
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PUBLIC_URL_PLACEHOLDER } from '@verificauto/shared/prerender/placeholders';
import { REQUEST_RENDERER_FILE } from '@verificauto/shared/prerender/request-render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createUser } from './helpers/auth';
import { signedReadReceipt } from './helpers/read-receipt';
import { insertInspection, insertReport, insertWorkshop } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';

const SHELL_UUID = '00000000-0000-4000-8000-000000000000';
const page = (head: string, body: string) =>
  `<!doctype html><html lang="it"><head><title>Verificauto</title>${head}</head><body><div id="root">${body}</div></body></html>`;

/** A web build's pages as apps/web/build/prerendered-pages.ts writes them, with the prerender's placeholders. */
function webBuild(pages: Record<string, string> = {}): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'verificauto-pages-')), 'dist');
  const files: Record<string, string> = {
    'index.html': page(
      `<link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/">`,
      '<footer>© %VA:company.legalName% · P. IVA %VA:company.vatNumber% · <a href="tel:%VA:company.phone%">%VA:company.phone%</a></footer>',
    ),
    'contact/index.html': page(
      '',
      '<h1>Contatti</h1><a href="mailto:%VA:contactEmail%">%VA:contactEmail%</a>',
    ),
    [`report/${SHELL_UUID}/index.html`]: page(
      '<meta name="description" content="Un report">',
      '<p>Caricamento del report…</p>',
    ),
    [`report/${SHELL_UUID}/rendered.html`]: page(
      '<meta name="description" content="Un report"><script data-entry="/assets/index.js"></script>',
      '<p>Caricamento del report…</p>',
    ),
    [`checkout/${SHELL_UUID}/index.html`]: page('', '<p>Caricamento dell’ordine…</p>'),
    [`checkout/${SHELL_UUID}/rendered.html`]: page(
      '<script data-entry="/assets/index.js"></script>',
      '<p>Caricamento dell’ordine…</p>',
    ),
    'shell.html': page('', ''),
    ...pages,
  };
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
  }
  const manifest = {
    shell: 'shell.html',
    pages: [
      { route: '/', file: 'index.html' },
      { route: '/contact', file: 'contact/index.html' },
      {
        route: '/report/:uuid',
        file: `report/${SHELL_UUID}/index.html`,
        rendered: `report/${SHELL_UUID}/rendered.html`,
      },
      {
        route: '/checkout/:uuid',
        file: `checkout/${SHELL_UUID}/index.html`,
        rendered: `checkout/${SHELL_UUID}/rendered.html`,
      },
      ...Object.keys(pages).map((file) => ({ route: `/${path.dirname(file)}`, file })),
    ],
  };
  writeFileSync(path.join(dir, 'prerendered.json'), JSON.stringify(manifest));
  writeRenderer(dir);
  return dir;
}

/**
 * The web build's request renderer (apps/web/src/render.tsx) beside it: the offer's car as the page; the
 * shared report's also with the data it was given, as the query-state block.
 */
function writeRenderer(webRoot: string) {
  const file = path.join(path.dirname(webRoot), REQUEST_RENDERER_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `export async function renderCheckoutPage(uuid, offer) {
      const car = offer.reportPreview.brand + ' ' + offer.reportPreview.model;
      return { title: 'Acquista ' + car, root: '<h1>' + car + '</h1><p>' + uuid + '</p><footer>%VA:company.legalName%</footer>' };
    }
    export async function renderReportPage(uuid, answer) {
      const car = answer.reportPreview.brand + ' ' + answer.reportPreview.model;
      const data = JSON.stringify({ uuid, answer });
      return { title: 'Report di ispezione', root: '<h1>Report di ispezione</h1><h2>' + car + '</h2><script type="application/json" id="query-state">' + data + '</script>' };
    }`,
  );
}

let ctx: TestContext;
let approved: string;
let unapproved: string;
beforeAll(async () => {
  ctx = await createTestApp({ COMPANY_NAME: 'Auto & Ispezioni <Roma> S.r.l.' }, { webRoot: webBuild() });
  const seller = await createUser(ctx.db, { email: 'venditore@example.it' });
  const workshopId = await insertWorkshop(ctx.db, 'Autofficina Rossi');
  approved = await insertInspection(ctx.db, { sellerId: seller.id, workshopId });
  await insertReport(ctx.db, approved, { brand: 'Fiat', model: 'Panda', year: 2019, odometer: 84_500 });
  unapproved = await insertInspection(ctx.db, { sellerId: seller.id, workshopId });
  await insertReport(ctx.db, unapproved, { backoffice_state: null, brand: 'Alfa' });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

describe('prerendered pages', () => {
  it('fills in the configuration: company data HTML-escaped, the phone linked without spaces, the canonical URL', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('© Auto &amp; Ispezioni &lt;Roma&gt; S.r.l. · P. IVA');
    expect(res.body).toContain(`<link rel="canonical" href="${ctx.config.publicUrl}/">`);
    const phone = ctx.config.company.phone;
    expect(res.body).toContain(`<a href="tel:${phone.replace(/\s/g, '')}">${phone}</a>`);
    expect(res.body).not.toContain('%VA:');
    expect(res.body).toContain('<script id="site-config" type="application/json">');
  });

  it('answers each prerendered path with its page, with or without the final slash, and any other path with the shell', async () => {
    const contact = await get('/contact');
    expect(contact.body).toContain('<h1>Contatti</h1>');
    expect(contact.body).toContain(`mailto:${ctx.config.contactEmail}`);
    expect((await get('/contact/')).body).toBe(contact.body);
    const profile = await get('/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('<div id="root"></div>');
    expect(profile.body).not.toContain('Contatti');
  });

  it('sends a page compressed once in the encoding the browser prefers, revalidated by its ETag', async () => {
    const plain = await get('/contact');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toBe('accept-encoding');
    const br = await get('/contact', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/contact', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const revalidated = await get('/contact', { 'if-none-match': String(plain.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });
});

describe('link previews of a shared report', () => {
  it("carries the guest preview's vehicle as Open Graph and Twitter tags, with the report's own URL", async () => {
    const res = await get(`/report/${approved}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta property="og:title" content="Fiat Panda (2019) · Report Verificauto">');
    expect(res.body).toContain(
      `<meta property="og:url" content="${ctx.config.publicUrl}/report/${approved}">`,
    );
    expect(res.body).toContain(`<link rel="canonical" href="${ctx.config.publicUrl}/report/${approved}">`);
    expect(res.body).toMatch(/<meta property="og:description" content="[^"]*Fiat Panda \(2019\), 84\.500 km/);
    // No main image here: the brand's card.
    expect(res.body).toContain(`<meta property="og:image" content="${ctx.config.publicUrl}/og-image.png">`);
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    // One description: the preview's replaces the shell's.
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it("asks for a signed-in reader's data from the head, with the credentials of the app's fetch", async () => {
    const res = await get(`/report/${approved}`, { cookie: 'va_session=qualsiasi' });
    expect(res.body).toContain('<p>Caricamento del report…</p>');
    expect(res.body).toContain('<meta property="og:title" content="Fiat Panda (2019) · Report Verificauto">');
    expect(res.body).toContain(
      `<link rel="preload" as="fetch" href="/api/report/${approved}" crossorigin="anonymous">`,
    );
    expect((await get(`/checkout/${approved}`)).body).not.toContain('as="fetch"');
  });

  it('gives nothing of a report a guest may not see, nor of an id that is no report', async () => {
    for (const url of [`/report/${unapproved}`, `/report/${SHELL_UUID}`, '/report/non-un-uuid']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('og:');
      expect(res.body).not.toContain('as="fetch"');
      expect(res.body).not.toContain('Alfa');
      expect(res.body).toContain('<meta name="description" content="Un report">');
    }
  });
});

describe('the checkout page rendered for a guest', () => {
  it('comes with the offer rendered in its root, its title and the configuration filled in', async () => {
    const res = await get(`/checkout/${approved}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root"><h1>Fiat Panda</h1><p>${approved}</p>`);
    expect(res.body).toContain('<footer>Auto &amp; Ispezioni &lt;Roma&gt; S.r.l.</footer>');
    expect(res.body).toContain('<title>Acquista Fiat Panda</title>');
    expect(res.body).toContain('<meta property="og:title" content="Fiat Panda (2019) · Report Verificauto">');
    expect(res.body).not.toContain('Caricamento dell’ordine');
    // The build's variant whose scripts wait for the first paint: the page has its content.
    expect(res.body).toContain('<script data-entry="/assets/index.js"></script>');
  });

  it('stays the shell for a signed-in visitor, whose offer carries their details, a browser with read receipts, and a report not for sale', async () => {
    const signedIn = await get(`/checkout/${approved}`, { cookie: 'va_session=qualsiasi' });
    expect(signedIn.body).toContain('<p>Caricamento dell’ordine…</p>');
    expect(signedIn.body).not.toContain('<h1>');
    expect(signedIn.body).not.toContain('data-entry');
    // A browser that paid as a guest holds read receipts (decision 057): it may own the report, not a guest's page.
    const reader = await get(`/checkout/${approved}`, {
      cookie: `va_reads=${signedReadReceipt(ctx, '11111111-2222-4333-8444-555555555555')}`,
    });
    expect(reader.body).toContain('<p>Caricamento dell’ordine…</p>');
    expect(reader.body).not.toContain('<h1>');
    for (const url of [`/checkout/${unapproved}`, '/checkout/non-un-uuid']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<p>Caricamento dell’ordine…</p>');
      expect(res.body).not.toContain('Alfa');
    }
  });
});

describe('the shared report rendered for a guest', () => {
  it("comes with the preview in its root and the API's 401 body as the page's data, which the page does not ask for again", async () => {
    const res = await get(`/report/${approved}`, { cookie: 'va_device=qualsiasi; _ga=GA1.1.1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><h1>Report di ispezione</h1><h2>Fiat Panda</h2>');
    expect(res.body).not.toContain('Caricamento del report');
    const data = JSON.parse(
      /<script type="application\/json" id="query-state">(.*?)<\/script>/.exec(res.body)?.[1] ?? '{}',
    );
    const api = await get(`/api/report/${approved}`);
    expect(api.statusCode).toBe(401);
    expect(data).toEqual({ uuid: approved, answer: api.json() });
    expect(res.body).not.toContain('as="fetch"');
    // The link preview and the build's variant whose scripts wait for the first paint.
    expect(res.body).toContain('<meta property="og:title" content="Fiat Panda (2019) · Report Verificauto">');
    expect(res.body).toContain('<title>Report di ispezione</title>');
    expect(res.body).toContain('<script data-entry="/assets/index.js"></script>');
  });

  it('stays the shell for a holder of any of our cookies that may read more (session, read receipt) and for a link without a preview', async () => {
    for (const cookie of ['va_session=qualsiasi', 'va_ricevuta=qualsiasi', '__Host-va_session=qualsiasi']) {
      const res = await get(`/report/${approved}`, { cookie });
      expect(res.body).toContain('<p>Caricamento del report…</p>');
      expect(res.body).not.toContain('query-state');
      expect(res.body).not.toContain('data-entry');
    }
    for (const url of [`/report/${unapproved}`, `/report/${SHELL_UUID}`, '/report/non-un-uuid']) {
      const res = await get(url);
      expect(res.body).toContain('<p>Caricamento del report…</p>');
      expect(res.body).not.toContain('query-state');
      expect(res.body).not.toContain('Alfa');
    }
  });
});

describe('a build that does not match the server', () => {
  it('refuses to start on a placeholder it does not know', async () => {
    const webRoot = webBuild({ 'about/index.html': page('', '<p>%VA:company.unknownField%</p>') });
    await expect(buildApp({ config: ctx.config, db: ctx.db, webRoot })).rejects.toThrow(
      'company.unknownField',
    );
  });
});

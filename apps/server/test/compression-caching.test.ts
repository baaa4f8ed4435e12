import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { InspectionReportSchema } from '@verificauto/shared/contracts/report';
import { REGULATION_PDF_PATH } from '@verificauto/shared/legal/regulation';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type SignedIn, signIn } from './helpers/auth';
import { insertInspection, insertPurchase, insertReport, insertWorkshop } from './helpers/report-fixtures';
import { createTestApp, type TestContext, writeTestPages } from './helpers/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = Buffer.from(
  Array.from({ length: 300 }, (_, i) => `export const valore${i} = "testo ${i}";`).join('\n'),
);
const SCRIPT_PATH = '/assets/index-AbC123.js';
const IMAGE_PATH = '/examples/good/front-640.webp';

/** A web build as Vite and apps/web/build/precompress.ts leave it, small files without encodings. */
function webBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'verificauto-web-compressed-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'examples', 'good'), { recursive: true });
  const file = (name: string, data: string | Buffer) => writeFileSync(path.join(dir, name), data);
  writeTestPages(dir);
  file(SCRIPT_PATH, SCRIPT);
  file(`${SCRIPT_PATH}.br`, brotliCompressSync(SCRIPT));
  file(`${SCRIPT_PATH}.gz`, gzipSync(SCRIPT));
  file('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"/>');
  file(IMAGE_PATH, Buffer.from('RIFF----WEBPVP8 immagine finta'));
  mkdirSync(path.join(dir, '.vite'));
  file('.vite/manifest.json', '{}');
  return dir;
}

let ctx: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
let inspectionId: string;
beforeAll(async () => {
  ctx = await createTestApp({}, { webRoot: webBuild() });
  const { db } = ctx;
  const sellerUser = await createUser(db, { email: 'venditore@example.it' });
  const buyerUser = await createUser(db, { email: 'acquirente@example.it' });
  const workshop = await insertWorkshop(db, 'Autofficina Rossi');
  inspectionId = await insertInspection(db, { sellerId: sellerUser.id, workshopId: workshop });
  const reportId = await insertReport(db, inspectionId);
  await insertPurchase(db, { buyerId: buyerUser.id, reportId, status: 'paid', paidDaysAgo: 1 });
  // Enough workshops near Milan that the inspectors' list is well over 1 KiB.
  for (let i = 0; i < 12; i++) await insertWorkshop(db, `Officina di prova numero ${i}`);
  seller = await signIn(ctx.app, sellerUser.email);
  buyer = await signIn(ctx.app, buyerUser.email);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
const xsrfCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'XSRF-TOKEN');

describe('files of the web build', () => {
  it('sends a hashed asset precompressed to a client that accepts brotli, cached for a year', async () => {
    const res = await get(SCRIPT_PATH, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).equals(SCRIPT)).toBe(true);
  });

  it('sends the gzip file to a client that refuses brotli, and the file itself without Accept-Encoding', async () => {
    const gzip = await get(SCRIPT_PATH, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(SCRIPT)).toBe(true);

    const plain = await get(SCRIPT_PATH);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe(gzip.headers['content-type']);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.rawPayload.equals(SCRIPT)).toBe(true);
  });

  it('answers HEAD with the headers of the encoding and no body', async () => {
    const res = await ctx.app.inject({
      method: 'HEAD',
      url: SCRIPT_PATH,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body).toBe('');
  });

  it('revalidates the files whose names do not change with their content, and compresses none on the fly', async () => {
    for (const url of ['/favicon.svg', IMAGE_PATH]) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.headers['last-modified'], url).toBeDefined();
      const etag = String(res.headers.etag);
      expect(etag, url).toMatch(/^(W\/)?".+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
    expect((await get(IMAGE_PATH)).headers['content-type']).toBe('image/webp');
  });

  it('carries no cookie: shared caches would not store it', async () => {
    for (const url of [SCRIPT_PATH, '/favicon.svg', IMAGE_PATH]) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('serves neither the build’s hidden files nor the encodings on their own: they are page paths', async () => {
    for (const url of ['/.vite/manifest.json', `${SCRIPT_PATH}.br`, '/index.html']) {
      const res = await get(url);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });
});

describe('pages', () => {
  it('are revalidated by their ETag, answered 304 when unchanged, and bring the XSRF cookie', async () => {
    const page = await get('/report/qualcosa');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(xsrfCookieOf(page)).toBeDefined();
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('API answers', () => {
  const inspectors = '/api/inspectors?lat=45.46&lng=9.19';

  it('are compressed above 1 KiB in the encoding the client prefers, and bring the XSRF cookie', async () => {
    const plain = await get(inspectors);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(xsrfCookieOf(plain)).toBeDefined();

    const br = await get(inspectors, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(xsrfCookieOf(br)).toBeDefined();

    const gzip = await get(inspectors, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const head = await ctx.app.inject({
      method: 'HEAD',
      url: inspectors,
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('are sent as they are below 1 KiB, and so are PDFs', async () => {
    const health = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });

    const pdf = await get(REGULATION_PDF_PATH, { 'accept-encoding': 'br, gzip' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('GET /api/report/{uuid}', () => {
  const report = (reader: SignedIn, acceptEncoding?: string) =>
    get(`/api/report/${inspectionId}`, {
      ...reader.headers,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    });

  it('answers a report not yet compressed at once in a fast encoding, then in the best one made meanwhile', async () => {
    const plain = await report(seller);
    const first = await report(seller, 'br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    await vi.waitFor(
      async () => {
        const later = await report(seller, 'br');
        expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
        expect(brotliDecompressSync(later.rawPayload).toString()).toBe(plain.body);
      },
      { timeout: 10_000, interval: 20 },
    );
  });

  it('decodes, in either encoding, to the very bytes of the uncompressed answer', async () => {
    for (const reader of [seller, buyer]) {
      const plain = await report(reader);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(InspectionReportSchema.parse(plain.json()).uuid).toBe(inspectionId);

      const br = await report(reader, 'gzip, deflate, br, zstd');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(br.headers['cache-control']).toBe('private, no-store');
      expect(br.headers.vary).toBe('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

      const gzip = await report(reader, 'br;q=0, gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

      expect((await report(reader, 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
    }
  });

  it('compresses the kept report once: each reader’s access goes uncompressed after it', async () => {
    const forSeller = await report(seller, 'br');
    const forBuyer = await report(buyer, 'br');
    const access = (res: LightMyRequestResponse) =>
      `,"access":${JSON.stringify(InspectionReportSchema.parse(res.json()).access)}}`;
    const sellerAccess = access(await report(seller));
    const buyerAccess = access(await report(buyer));
    expect(sellerAccess).toContain('"role":"seller"');
    expect(buyerAccess).toContain('"role":"buyer"');
    expect(forSeller.rawPayload.toString('latin1')).toContain(sellerAccess);
    expect(forBuyer.rawPayload.toString('latin1')).toContain(buyerAccess);
    // The same bytes before the reader's own part.
    const shared = forSeller.rawPayload.length - sellerAccess.length - 4;
    expect(forBuyer.rawPayload.subarray(0, shared).equals(forSeller.rawPayload.subarray(0, shared))).toBe(
      true,
    );
  });
});

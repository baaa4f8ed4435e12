import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRefundFormPdf, REFUND_FORM_TITLE } from '../src/features/policies/refund-form.pdf';
import { createTestApp, type TestContext } from './helpers/test-app';

const CONTACT_EMAIL = 'rimborsi@example.it';

/**
 * The text drawn on the pages: pdfkit writes standard-font text as hex strings in TJ arrays (WinAnsi,
 * which matches latin1 for the letters used here); compressed content streams are inflated first.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    const bytes = Buffer.from(m[1] ?? '', 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return bytes.toString('latin1');
    }
  });
  const lines = streams.flatMap((content) =>
    [...content.matchAll(/\[(.*?)\] TJ/g)].map((tj) =>
      [...(tj[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)]
        .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    ),
  );
  return lines.join(' ').replace(/\s+/g, ' ');
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ CONTACT_EMAIL });
});
afterAll(() => ctx.close());

describe('GET /api/policies/refund-form.pdf', () => {
  it('downloads the refund form as a one-page PDF with the configured contact e-mail', async () => {
    const res = await ctx.app.inject('/api/policies/refund-form.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="modulo-rimborso-verificauto.pdf"');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(res.rawPayload)).toBe(1);

    const text = pdfText(res.rawPayload);
    expect(text).toContain(REFUND_FORM_TITLE);
    expect(text).toContain(`Invialo a ${CONTACT_EMAIL} entro 30 giorni di calendario`);
    expect(text).toContain('estratto conto bancario');
    expect(text).toContain('entro 5 giorni lavorativi');
  });

  it('serves the same bytes on every request', async () => {
    const first = await ctx.app.inject('/api/policies/refund-form.pdf');
    const second = await ctx.app.inject('/api/policies/refund-form.pdf');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});

describe('buildRefundFormPdf', () => {
  it('contains every field, both reasons and the provider data', async () => {
    const pdf = await buildRefundFormPdf({ contactEmail: CONTACT_EMAIL, compress: false });
    const text = pdfText(pdf);
    for (const expected of [
      REFUND_FORM_TITLE,
      'Verificauto S.r.l. - Via Giovanni Battista Pirelli 27, 20124 Milano (MI)',
      'P. IVA 12345670963',
      'Nome e cognome',
      "E-mail dell'account",
      "Numero d'ordine",
      "Data dell'acquisto",
      'Link del report / targa del veicolo',
      'Report non ricevuto dopo il pagamento',
      "Ripensamento prima della data dell'ispezione in officina",
      'IBAN',
      'Intestatario del conto',
      'Firma',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });
});

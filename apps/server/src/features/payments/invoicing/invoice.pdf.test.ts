import { DEMO_COMPANY } from '@verificauto/shared/legal/company';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../test/helpers/pdf-text';
import { renderInvoicePdf } from './invoice.pdf';
import type { InvoiceDocument } from './invoice-document';

const CONTACT_EMAIL = 'fatture@example.it';
const invoice: InvoiceDocument = {
  kind: 'invoice',
  year: 2026,
  number: 1,
  issuedAt: new Date('2026-11-24T10:00:00Z'),
  seller: DEMO_COMPANY,
  customer: {
    firstName: 'Mario',
    lastName: 'Rossi',
    email: 'mario.rossi@example.it',
    country: 'IT',
    taxCode: 'RSSMRA80A01H501U',
    address: { street: 'Via Garibaldi 5', postalCode: '10122', city: 'Torino', province: 'TO' },
  },
  orderNumber: 'VA-100001',
  description:
    'Accesso online al report di ispezione n. 10001 (Fiat Panda) per 180 giorni, fino al 23/05/2027',
  listPriceCents: 1900,
  discountCents: 950,
  discountCode: 'BENVENUTO50',
  grossCents: 950,
  netCents: 779,
  vatCents: 171,
  vatRatePercent: 22,
  paidAt: new Date('2026-11-24T09:59:00Z'),
  paymentMethod: 'Visa •••• 4242',
  reverses: null,
};

describe('renderInvoicePdf', () => {
  it('an Italian invoice: title, courtesy copy, both parties, the discount and the amounts', async () => {
    const pdf = await renderInvoicePdf(invoice, CONTACT_EMAIL);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Fattura n. 1/2026',
      'Copia di cortesia della fattura elettronica',
      'Fatture e corrispettivi',
      'Verificauto Demo S.r.l.',
      'P. IVA 12345670157 · REA MI-0000000',
      'Capitale sociale 10.000,00 € i.v. · PEC verificauto-demo@pec.example.it',
      'Mario Rossi',
      '10122 Torino (TO) · Italia',
      'Codice fiscale RSSMRA80A01H501U',
      'Email mario.rossi@example.it',
      'Data: 24/11/2026',
      'Ordine: VA-100001',
      'fino al 23/05/2027',
      'Prezzo di listino',
      '19,00 €',
      'Sconto (codice BENVENUTO50)',
      '-9,50 €',
      'Imponibile',
      '7,79 €',
      'IVA 22%',
      '1,71 €',
      'Totale (IVA inclusa)',
      '9,50 €',
      CONTACT_EMAIL,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Storna');
  });

  it('a Finnish customer: the VAT of Finland at its rate, no reference to the Italian reserved area', async () => {
    const text = pdfText(
      await renderInvoicePdf(
        {
          ...invoice,
          customer: {
            ...invoice.customer,
            country: 'FI',
            taxCode: null,
            address: { street: 'Mannerheimintie 1', postalCode: '00100', city: 'Helsinki', province: null },
          },
          discountCents: 0,
          discountCode: null,
          grossCents: 1900,
          netCents: 1514,
          vatCents: 386,
          vatRatePercent: 25.5,
        },
        CONTACT_EMAIL,
      ),
    );
    expect(text).toContain('Copia di cortesia');
    expect(text).toContain('IVA Finlandia 25,5%');
    expect(text).toContain('00100 Helsinki · Finlandia');
    expect(text).toContain('15,14 €');
    expect(text).toContain('3,86 €');
    expect(text).not.toContain('Fatture e corrispettivi');
    expect(text).not.toContain('Codice fiscale');
    expect(text).not.toContain('Sconto');
  });

  it('a credit note: its own title and the invoice it reverses', async () => {
    const text = pdfText(
      await renderInvoicePdf(
        {
          ...invoice,
          kind: 'credit_note',
          issuedAt: new Date('2026-12-02T10:00:00Z'),
          reverses: { label: '1/2026', issuedAt: new Date('2026-11-24T10:00:00Z') },
        },
        CONTACT_EMAIL,
      ),
    );
    expect(text).toContain('Nota di credito n. NC1/2026');
    expect(text).toContain('Copia di cortesia della nota di credito elettronica');
    expect(text).toContain('Storna la fattura n. 1/2026 del 24/11/2026');
    expect(text).toContain('Data: 2/12/2026');
  });
});

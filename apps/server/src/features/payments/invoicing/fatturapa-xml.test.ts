import { DEMO_COMPANY } from '@verificauto/shared/legal/company';
import { describe, expect, it } from 'vitest';
import { validateFatturaPa } from '../../../../test/helpers/fatturapa-schema';
import { buildFatturaPaXml, fatturaPaPhone, progressivoInvio, shareCapitalCents } from './fatturapa-xml';
import type { InvoiceDocument } from './invoice-document';
import { latinText } from './xml-text';

const italianInvoice: InvoiceDocument = {
  kind: 'invoice',
  year: 2026,
  number: 1,
  // 23:30 UTC on 31 December is already 1 January in Rome.
  issuedAt: new Date('2026-12-31T23:30:00Z'),
  seller: DEMO_COMPANY,
  customer: {
    firstName: 'Niccolò',
    lastName: 'D’Angelo',
    email: 'niccolo@example.it',
    country: 'IT',
    taxCode: 'DNGNCL80A01F205X',
    address: { street: 'Via Garibaldi 5', postalCode: '10122', city: 'Torino', province: 'TO' },
  },
  orderNumber: 'VA-100001',
  description:
    'Accesso online al report di ispezione n. 10001 (Fiat Panda) per 180 giorni, fino al 23/05/2027 – “completo”',
  listPriceCents: 1900,
  discountCents: 0,
  discountCode: null,
  grossCents: 1900,
  netCents: 1557,
  vatCents: 343,
  vatRatePercent: 22,
  paidAt: new Date('2026-12-31T23:29:00Z'),
  paymentMethod: 'Visa •••• 4242',
  reverses: null,
};
const discounted: InvoiceDocument = {
  ...italianInvoice,
  number: 2,
  discountCents: 950,
  discountCode: 'BENVENUTO50',
  grossCents: 950,
  netCents: 779,
  vatCents: 171,
};
const german: InvoiceDocument = {
  ...italianInvoice,
  number: 3,
  customer: {
    firstName: 'Jürgen',
    lastName: 'Łukasz-Müller',
    email: 'j@example.de',
    country: 'DE',
    taxCode: null,
    address: { street: 'Straße des 17. Juni 135', postalCode: '10623', city: 'Berlin', province: null },
  },
  netCents: 1597,
  vatCents: 303,
  vatRatePercent: 19,
};
const creditNote: InvoiceDocument = {
  ...italianInvoice,
  kind: 'credit_note',
  number: 1,
  issuedAt: new Date('2027-01-10T10:00:00Z'),
  reverses: { label: '1/2026', issuedAt: new Date('2026-12-31T23:30:00Z') },
};

/** The text of every element with that name, in document order. */
const values = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('buildFatturaPaXml', () => {
  it.each([
    ['an Italian invoice', italianInvoice],
    ['an Italian invoice with a discount code', discounted],
    ['a German customer', german],
    ['a credit note', creditNote],
  ])('writes %s that the official XSD 1.2.2 accepts', async (_, doc) => {
    const xml = buildFatturaPaXml(doc);
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<p:FatturaElettronica versione="FPR12"'),
    ).toBe(true);
    expect(await validateFatturaPa(xml)).toEqual([]);
  });

  it('an Italian invoice: TD01, 19,00 € = 15,57 + 3,43 at 22%, the codice fiscale, the Rome date', () => {
    const xml = buildFatturaPaXml(italianInvoice);
    expect(values(xml, 'TipoDocumento')).toEqual(['TD01']);
    expect(values(xml, 'Numero')).toEqual(['1/2026']);
    expect(values(xml, 'Data')).toEqual(['2027-01-01']);
    expect(values(xml, 'ProgressivoInvio')).toEqual(['F202600001']);
    expect(values(xml, 'CodiceDestinatario')).toEqual(['0000000']);
    expect(values(xml, 'CodiceFiscale')).toEqual(['DNGNCL80A01F205X']);
    expect(values(xml, 'Cognome')).toEqual(["D'Angelo"]);
    expect(values(xml, 'ImportoTotaleDocumento')).toEqual(['19.00']);
    expect(values(xml, 'PrezzoTotale')).toEqual(['15.57']);
    expect(values(xml, 'ImponibileImporto')).toEqual(['15.57']);
    expect(values(xml, 'Imposta')).toEqual(['3.43']);
    expect(values(xml, 'AliquotaIVA')).toEqual(['22.00', '22.00']);
    expect(values(xml, 'Natura')).toEqual([]);
    expect(values(xml, 'ImportoPagamento')).toEqual(['19.00']);
    expect(values(xml, 'ModalitaPagamento')).toEqual(['MP08']);
    expect(values(xml, 'Causale')).toEqual(['Ordine VA-100001']);
    expect(values(xml, 'Descrizione')[0]).toContain('fino al 23/05/2027 - "completo"');
  });

  it('the seller: P.IVA, address in parts, REA with the share capital as a decimal', () => {
    const xml = buildFatturaPaXml(italianInvoice);
    expect(values(xml, 'IdCodice')).toEqual(['12345670157', '12345670157']);
    expect(values(xml, 'RegimeFiscale')).toEqual(['RF01']);
    expect(values(xml, 'Indirizzo')[0]).toBe("Via dell'Esempio 1");
    expect(values(xml, 'Provincia')).toEqual(['MI', 'TO']);
    expect(values(xml, 'Ufficio')).toEqual(['MI']);
    expect(values(xml, 'NumeroREA')).toEqual(['0000000']);
    expect(values(xml, 'CapitaleSociale')).toEqual(['10000.00']);
    expect(values(xml, 'Telefono')).toEqual(['0200000000']);
  });

  it('names the discount code on the line and bills the discounted price: 9,50 = 7,79 + 1,71', () => {
    const xml = buildFatturaPaXml(discounted);
    expect(values(xml, 'Descrizione')[0]).toContain('codice sconto BENVENUTO50');
    expect(values(xml, 'PrezzoUnitario')).toEqual(['7.79']);
    expect(values(xml, 'ImponibileImporto')).toEqual(['7.79']);
    expect(values(xml, 'Imposta')).toEqual(['1.71']);
    expect(values(xml, 'ImportoTotaleDocumento')).toEqual(['9.50']);
  });

  it('a German consumer: foreign id, XXXXXXX, no Provincia, N7 with the OSS reference', () => {
    const xml = buildFatturaPaXml(german);
    expect(values(xml, 'CodiceDestinatario')).toEqual(['XXXXXXX']);
    expect(values(xml, 'CodiceFiscale')).toEqual([]);
    expect(values(xml, 'IdPaese')).toEqual(['IT', 'IT', 'DE']);
    expect(values(xml, 'IdCodice')[2]).toBe('99999999999');
    expect(values(xml, 'Nazione')).toEqual(['IT', 'DE']);
    expect(values(xml, 'Provincia')).toEqual(['MI']);
    expect(values(xml, 'Cognome')).toEqual(['Lukasz-Müller']);
    expect(values(xml, 'AliquotaIVA')).toEqual(['0.00', '0.00']);
    expect(values(xml, 'Natura')).toEqual(['N7', 'N7']);
    expect(values(xml, 'ImponibileImporto')).toEqual(['15.97']);
    expect(values(xml, 'Imposta')).toEqual(['0.00']);
    expect(values(xml, 'RiferimentoNormativo')[0]).toContain('OSS');
    expect(values(xml, 'RiferimentoNumero')).toEqual(['3.03']);
    expect(values(xml, 'ImportoTotaleDocumento')).toEqual(['19.00']);
  });

  it('a foreign postal code that is not 5 digits becomes 00000', () => {
    const xml = buildFatturaPaXml({
      ...german,
      customer: {
        ...german.customer,
        country: 'IE',
        address: { ...german.customer.address, postalCode: 'D02 X285' },
      },
    });
    expect(values(xml, 'CAP')).toEqual(['20121', '00000']);
  });

  it('a credit note: TD04, NC number, the reversed invoice with its Rome date', () => {
    const xml = buildFatturaPaXml(creditNote);
    expect(values(xml, 'TipoDocumento')).toEqual(['TD04']);
    expect(values(xml, 'Numero')).toEqual(['NC1/2026']);
    expect(values(xml, 'ProgressivoInvio')).toEqual(['N202600001']);
    expect(xml).toMatch(
      /<DatiFattureCollegate>\s*<IdDocumento>1\/2026<\/IdDocumento>\s*<Data>2027-01-01<\/Data>\s*<\/DatiFattureCollegate>/,
    );
    expect(values(xml, 'Causale')[0]).toBe('Storno fattura n. 1/2026 - ordine VA-100001');
  });

  it('escapes XML and keeps text fields within Latin-1 and their maximum length', () => {
    const xml = buildFatturaPaXml({
      ...italianInvoice,
      customer: {
        ...italianInvoice.customer,
        address: { ...italianInvoice.customer.address, street: 'A & B <1>' },
      },
      description: `Report ${'x'.repeat(1200)}`,
    });
    expect(values(xml, 'Indirizzo')[1]).toBe('A &amp; B &lt;1&gt;');
    expect(values(xml, 'Descrizione')[0]).toHaveLength(1000);
    expect(latinText('Ciò costa 5 € — 北', 100)).toBe('Ciò costa 5 EUR - ?');
  });

  it('writes a valid file when the details hold control characters', async () => {
    const xml = buildFatturaPaXml({
      ...italianInvoice,
      customer: {
        ...italianInvoice.customer,
        firstName: 'Ma\u0001ria',
        lastName: 'Ros\u0000si\u001b',
        address: { ...italianInvoice.customer.address, street: 'Via\u0085Roma\ud800 1', city: '\u0002' },
      },
      description: 'Report\u000b\u000cn. 10001\uffff',
    });
    expect(await validateFatturaPa(xml)).toEqual([]);
    expect(values(xml, 'Nome')).toEqual(['Ma ria']);
    expect(values(xml, 'Cognome')).toEqual(['Ros si']);
    expect(values(xml, 'Indirizzo')[1]).toBe('Via Roma? 1');
    expect(values(xml, 'Comune')[1]).toBe('-');
  });

  it('refuses an Italian customer without a codice fiscale', () => {
    const customer = { ...italianInvoice.customer, taxCode: null };
    expect(() => buildFatturaPaXml({ ...italianInvoice, customer })).toThrow(/codice fiscale/);
  });
});

describe('the small parsers', () => {
  it('ProgressivoInvio stays within 10 characters of [A-Z0-9]', () => {
    expect(progressivoInvio({ kind: 'invoice', year: 2026, number: 123456 })).toBe('F202602N9C');
    expect(() => progressivoInvio({ kind: 'invoice', year: 2026, number: 36 ** 5 })).toThrow(RangeError);
  });

  it('reads the share capital and fits the phone into TelFaxType', () => {
    expect(shareCapitalCents('10.000,00 € i.v.')).toBe(1_000_000);
    expect(shareCapitalCents('50000 euro')).toBe(5_000_000);
    expect(shareCapitalCents('n/d')).toBeNull();
    expect(fatturaPaPhone('+39 02 1234 5678')).toBe('0212345678');
    expect(fatturaPaPhone('+49 30 1234 5678 90')).toBeNull();
  });
});

describe('validateFatturaPa', () => {
  it('rejects a file without its Numero', async () => {
    const broken = buildFatturaPaXml(italianInvoice).replace(/<Numero>[^<]*<\/Numero>/, '');
    const errors = await validateFatturaPa(broken);
    expect(errors.join('\n')).toMatch(/Numero/);
  });

  it('reports a file that is not well-formed XML instead of throwing', async () => {
    const errors = await validateFatturaPa(buildFatturaPaXml(italianInvoice).replace('</Numero>', ''));
    expect(errors).not.toEqual([]);
  });

  it('rejects a text field outside Latin-1', async () => {
    const broken = buildFatturaPaXml(italianInvoice).replace('Ordine VA-100001', 'Ordine € VA-100001');
    expect(await validateFatturaPa(broken)).not.toEqual([]);
  });
});

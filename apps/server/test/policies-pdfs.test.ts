import { DEMO_COMPANY } from '@verificauto/shared/legal/company';
import { documentText } from '@verificauto/shared/legal/legal-text';
import { buildRegulation } from '@verificauto/shared/legal/regulation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLegalDocuments, keepCurrentRegulation } from '../src/features/policies/legal-documents';
import { buildRefundFormPdf, REFUND_FORM_TITLE } from '../src/features/policies/refund-form.pdf';
import { buildWithdrawalFormPdf, WITHDRAWAL_FORM_TITLE } from '../src/features/policies/withdrawal-form.pdf';
import { pdfPageCount, pdfText } from './helpers/pdf-text';
import { createTestApp, type TestContext } from './helpers/test-app';

const CONTACT_EMAIL = 'rimborsi@example.it';
/** A configured company, so that the tests see the configuration and not the demo defaults. */
const COMPANY_ENV = {
  COMPANY_NAME: 'Prova Ispezioni S.p.A.',
  COMPANY_ADDRESS: 'Corso Italia 10, 10121 Torino (TO)',
  COMPANY_VAT_NUMBER: '01234560157',
  COMPANY_REA: 'TO-1234567',
  COMPANY_SHARE_CAPITAL: '50.000,00 € i.v.',
  COMPANY_PEC: 'prova@pec.example.it',
  COMPANY_PHONE: '+39 011 123 4567',
  COMPANY_COURT: 'Torino',
};
const forms = { company: DEMO_COMPANY, contactEmail: CONTACT_EMAIL, compress: false };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ CONTACT_EMAIL, ...COMPANY_ENV });
});
afterAll(() => ctx.close());

describe('the policy PDFs', () => {
  it.each([
    ['/api/policies/regolamento.pdf', 'regolamento-verificauto.pdf'],
    ['/api/policies/withdrawal-form.pdf', 'modulo-recesso-verificauto.pdf'],
    ['/api/policies/refund-form.pdf', 'modulo-rimborso-verificauto.pdf'],
  ])('%s downloads as %s, the same bytes every time, with the configured company', async (url, filename) => {
    const res = await ctx.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await ctx.app.inject(url)).rawPayload.equals(res.rawPayload)).toBe(true);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Prova Ispezioni S.p.A.');
    expect(text).toContain('P. IVA 01234560157');
    expect(text).not.toContain(DEMO_COMPANY.legalName);
  });
});

describe('the Regolamento', () => {
  it('prints its 14 articles, the version date and the version identifier the pages show', async () => {
    const res = await ctx.app.inject('/api/policies/regolamento.pdf');
    const text = pdfText(res.rawPayload);
    const { regulation, regulationVersion } = createLegalDocuments(ctx.config);
    expect(regulation.articles).toHaveLength(14);
    regulation.articles.forEach((article, index) => {
      expect(text).toContain(`Art. ${index + 1} – ${article.title}`);
    });
    expect(text).toContain(`Versione del 29 novembre 2026 · codice di versione ${regulationVersion}`);
    expect(pdfPageCount(res.rawPayload)).toBeGreaterThan(1);
    expect(text).toContain('Pagina 1 di');
  });

  it('carries the points the law asks of it', async () => {
    const text = pdfText((await ctx.app.inject('/api/policies/regolamento.pdf')).rawPayload);
    for (const point of [
      // Art. 1: identification and contacts
      'REA TO-1234567',
      'capitale sociale 50.000,00 € i.v.',
      '+39 011 123 4567',
      CONTACT_EMAIL,
      // Art. 2: the report's limits, from the disclaimer
      'senza smontare componenti del veicolo',
      'non è una garanzia sul veicolo',
      // Art. 4: the seller's booking
      'Spostamento e annullamento',
      'Mancata presentazione',
      'Prova su strada',
      // Art. 5, 6: price, promo conditions, cards, language, archiving
      '19,00 € IVA inclusa',
      'una sola volta per account, fino al 31/12/2027',
      'Visa, Mastercard, Maestro, American Express',
      'in lingua italiana',
      'archivia l’ordine',
      // Art. 8: access
      '180 giorni dall’acquisto',
      // Art. 10: withdrawal
      'Il termine di legge di 14 giorni',
      'esteso dal Fornitore a 30 giorni',
      'entro 14 giorni dal giorno in cui riceve la comunicazione di recesso, con lo stesso mezzo di pagamento',
      'Allegato I, parte B',
      'Senza questa registrazione il Consumatore conserva il diritto di recesso',
      'Recedi dal contratto qui',
      'Conferma il recesso',
      'ed emette la nota di credito',
      // Art. 11: guarantee, complaints, ADR
      'difetti di conformità',
      '(ADR)',
      // Art. 12, 14
      'codice di versione',
      '«Roma I»',
      'Foro di Torino',
      'artt. 1341 e 1342',
    ]) {
      expect(text, point).toContain(point);
    }
    expect(text).not.toMatch(/ODR|ec\.europa\.eu\/consumers\/odr/);
  });

  it('keeps the words of the version it serves under its identifier, once however often an instance starts', async () => {
    const { regulation, regulationVersion } = createLegalDocuments(ctx.config);
    await keepCurrentRegulation(ctx.db, createLegalDocuments(ctx.config));
    const rows = await ctx.db.query<{ id: string; version_date: string; text: string }>(
      `SELECT id, to_char(version_date, 'YYYY-MM-DD') AS version_date, text FROM regulation_versions`,
    );
    expect(rows).toEqual([
      { id: regulationVersion, version_date: '2026-11-29', text: documentText(regulation) },
    ]);
    expect(rows[0]?.text).toContain('Art. 14 – Utenti commerciali, legge applicabile e foro competente');
  });

  it('gets a new version identifier when its words change, and only then', () => {
    const version = (contactEmail: string, legalName = DEMO_COMPANY.legalName) =>
      createLegalDocuments({
        company: { ...DEMO_COMPANY, legalName },
        contactEmail,
        publicUrl: 'http://localhost:3000',
        maps: { provider: 'none', googleApiKey: undefined, tiles: undefined },
        gtmId: undefined,
      }).regulationVersion;
    expect(version('a@example.it')).toBe(version('a@example.it'));
    expect(version('b@example.it')).not.toBe(version('a@example.it'));
    expect(version('a@example.it', 'Altra S.r.l.')).not.toBe(version('a@example.it'));
    expect(buildRegulation({ company: DEMO_COMPANY, contactEmail: 'a@example.it' }).versionDate).toBe(
      '2026-11-29',
    );
  });
});

describe('the model withdrawal form', () => {
  it('has the statements of Allegato I, parte B, and the provider as addressee', async () => {
    const pdf = await buildWithdrawalFormPdf(forms);
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const expected of [
      WITHDRAWAL_FORM_TITLE,
      'compilare e restituire il presente modulo solo se si desidera recedere dal contratto',
      'DESTINATARIO',
      DEMO_COMPANY.legalName,
      DEMO_COMPANY.address,
      `Email: ${CONTACT_EMAIL} · PEC: ${DEMO_COMPANY.pec}`,
      'notifichiamo il recesso dal mio/nostro (*) contratto di vendita dei seguenti',
      'Ordinato il (*) / ricevuto il (*)',
      'Nome del/dei consumatore(i)',
      'Indirizzo del/dei consumatore(i)',
      'Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea)',
      '(*) Cancellare la dicitura inutile.',
      'senza indicare il motivo entro 30 giorni',
      'Non servono documenti.',
      'Ti rimborsiamo entro 14 giorni dal ricevimento, con lo stesso mezzo di pagamento',
      'Oppure recedi online, senza account: usa «Recedi dal contratto qui»',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });
});

describe('the refund form', () => {
  it('asks for the statement line only, with both reasons and the provider data', async () => {
    const pdf = await buildRefundFormPdf(forms);
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const expected of [
      REFUND_FORM_TITLE,
      `${DEMO_COMPANY.legalName} · ${DEMO_COMPANY.address}`,
      `P. IVA ${DEMO_COMPANY.vatNumber}`,
      'Nome e cognome',
      'Email dell’account',
      'Numero d’ordine',
      'Data dell’acquisto',
      'Link del report / targa del veicolo',
      'Report non ricevuto dopo il pagamento',
      'Ripensamento prima della data dell’ispezione in officina',
      '3. Riga dell’estratto conto con l’addebito',
      'Data dell’addebito',
      'Importo',
      `Invialo a ${CONTACT_EMAIL} entro 30 giorni di calendario`,
      'non serve l’estratto conto intero',
      'entro 5 giorni lavorativi',
      'la garanzia legale ti tutela anche dopo i 30 giorni',
      'Per recedere dal contratto usa «Recedi dal contratto qui»',
      'Firma',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('IBAN');
  });
});

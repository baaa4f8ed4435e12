import { cleanup, render, screen, within } from '@testing-library/react';
import { PROMO_CODE } from '@verificauto/shared/domain/business';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PoliciesPage } from './policies-page';

afterEach(cleanup);

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/policies']}>
      <PoliciesPage />
    </MemoryRouter>,
  );
}

const textOf = (id: string) => document.getElementById(id)?.textContent?.replace(/\s+/g, ' ') ?? '';

describe('PoliciesPage', () => {
  it('has the three anchored sections under one h1, and an index linking to them', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Note legali');
    const sections = [
      ['service-regulation', 'Regolamento del servizio'],
      ['privacy-policy', 'Informativa sulla privacy'],
      ['refund-policy', 'Politica di rimborso'],
    ] as const;
    const toc = screen.getByRole('navigation', { name: 'In questa pagina' });
    for (const [id, title] of sections) {
      const section = document.getElementById(id);
      expect(section?.tagName, id).toBe('SECTION');
      expect(within(section as HTMLElement).getAllByRole('heading', { level: 2 })[0]?.textContent).toBe(
        title,
      );
      expect(within(toc).getByRole('link', { name: title }).getAttribute('href')).toBe(`/policies#${id}`);
    }
  });

  it('numbers the 14 articles of the service rules', () => {
    renderPage();
    const section = document.getElementById('service-regulation') as HTMLElement;
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toHaveLength(14);
    titles.forEach((title, i) => {
      expect(title).toMatch(new RegExp(`^Art\\. ${i + 1} – \\S`));
    });
  });

  it('states the rules of the service with the business constants and the points the law asks for', () => {
    renderPage();
    const rules = textOf('service-regulation');
    for (const expected of [
      'Versione del 29 novembre 2026 · codice di versione sviluppo',
      'Verificauto Demo S.r.l.',
      'P. IVA 12345670157',
      '+39 02 0000 0000',
      'senza smontare componenti del veicolo',
      'Spostamento e annullamento',
      'Mancata presentazione',
      'Prova su strada',
      'carta di credito o di debito dei circuiti Visa, Mastercard, Maestro, American Express',
      'in lingua italiana',
      'link univoco per ciascun veicolo',
      'non è scaricabile in formato PDF',
      'nel browser per 180 giorni dall’acquisto',
      'entro 5 minuti dall’addebito del pagamento',
      'Paese di residenza',
      'passaggio di scelta del metodo di pagamento',
      'È vietato rivendere il Report',
      '19,00 € IVA inclusa',
      PROMO_CODE,
      'sconto del 50%',
      'una sola volta per account, fino al 31/12/2027',
      '130 controlli',
      'Il termine di legge di 14 giorni',
      'esteso dal Fornitore a 30 giorni di calendario',
      'entro 14 giorni dal giorno in cui riceve la comunicazione di recesso, con lo stesso mezzo di pagamento',
      'Senza questa registrazione il Consumatore conserva il diritto di recesso',
      'la funzione online «Recedi dal contratto qui», disponibile per tutto il periodo di recesso nella pagina di conferma dell’acquisto o della prenotazione, nelle email di conferma e nelle schede «Sto comprando» e «Sto vendendo» dell’area riservata',
      'Non servono un account né l’accesso',
      'chiede nome ed email e registra il recesso solo con il pulsante «Conferma il recesso»',
      'con il contenuto del recesso e la data e l’ora in cui è stato inviato',
      'Con il recesso l’accesso al Report termina e l’appuntamento dell’ispezione è annullato',
      'ed emette la nota di credito',
      'al momento dell’acquisto o alla prima apertura del Report',
      'la funzione di recesso online lo dice e ne spiega il motivo',
      'difetti di conformità',
      '(ADR)',
      'chi ha compiuto 14 anni',
      'almeno 15 giorni di calendario',
      'non può creare un nuovo account',
      '«Roma I»',
      'Foro di Milano',
    ]) {
      expect(rules, expected).toContain(expected);
    }
    const pdf = screen.getByRole('link', { name: 'Scarica il Regolamento (PDF)' });
    expect(pdf.getAttribute('href')).toBe('/api/policies/regolamento.pdf');
    const form = screen.getByRole('link', { name: 'modulo di recesso tipo' });
    expect(form.getAttribute('href')).toBe('/api/policies/withdrawal-form.pdf');
  });

  it('gives the privacy notice every element of GDPR art. 13 that docs/product.md#legal-privacy names', () => {
    renderPage();
    const privacy = textOf('privacy-policy');
    for (const expected of [
      '2016/679',
      'Non abbiamo nominato un Responsabile della protezione dei dati (DPO)',
      'hash non reversibile',
      'Non prendiamo decisioni basate unicamente su trattamenti automatizzati e non facciamo profilazione',
      'ne vede la targa, il numero di telaio (VIN), i dati tecnici e le foto',
      'come responsabili del trattamento vincolati da un contratto',
      'Stripe Payments Europe Ltd.',
      'EU-U.S. Data Privacy Framework',
      'Calendly LLC',
      'Puoi opporti in qualsiasi momento',
      '10 anni',
      '2 anni',
      '1 anno dalla conclusione',
      '90 giorni',
      '30 giorni',
      'finché dura l’esclusione',
      'cancellato dopo 2 anni senza accessi',
      '35 giorni',
      'entro 1 mese',
      'di 2 mesi',
      'non mostriamo un banner',
      'se recedi dal contratto con la funzione «Recedi dal contratto qui»: il nome e l’email che indichi, il contratto da cui recedi, la data e l’ora del recesso, l’indirizzo IP e il browser da cui lo invii',
      'Recesso dal contratto (registrazione del recesso inviato con la funzione «Recedi dal contratto qui», conferma per email, rimborso e nota di credito',
      'obbligo di legge (art. 6, par. 1, lett. c GDPR): Codice del Consumo, artt. 54 e 56',
      'Dati del recesso (nome, email, data e ora, indirizzo IP e browser)come i rimborsi che ne seguono: 10 anni',
    ]) {
      expect(privacy, expected).toContain(expected);
    }
    const cookies = screen.getByRole('table', { name: 'Cookie e memoria locale usati dal sito' });
    const names = within(cookies)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual([
      '__Host-va_session',
      '__Host-va_device',
      '__Host-va_reads',
      'va_purchase',
      'va_booking',
      'XSRF-TOKEN',
      'expires_time (memoria locale del browser)',
      'verificauto.form.* (memoria della scheda del browser)',
    ]);
  });

  it('offers the refund form and the model withdrawal form, asks for the statement line only', () => {
    renderPage();
    const refund = document.getElementById('refund-policy') as HTMLElement;
    for (const [name, href] of [
      ['Scarica il modulo di rimborso (PDF)', '/api/policies/refund-form.pdf'],
      ['Scarica il modulo di recesso tipo (PDF)', '/api/policies/withdrawal-form.pdf'],
    ]) {
      const link = within(refund).getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.hasAttribute('download')).toBe(true);
    }
    const text = textOf('refund-policy');
    expect(text).toContain('entro 5 giorni lavorativi');
    expect(text).toContain('riga dell’estratto conto bancario');
    expect(text).toContain('non serve l’estratto conto intero');
    expect(text).toContain('anche dopo 30 giorni');
    expect(text).toContain(
      'Il modo più semplice è il pulsante «Recedi dal contratto qui» nella pagina di conferma, nelle email di conferma e nella tua area riservata: non serve accedere, indichi nome ed email, confermi con «Conferma il recesso» e ricevi subito la conferma per email con la data e l’ora.',
    );
    expect(text).toContain('e ti inviamo la nota di credito');
    const withdrawal = within(refund).getByRole('link', { name: 'diritto di recesso' });
    const target = document.getElementById(withdrawal.getAttribute('href')?.split('#')[1] ?? '');
    expect(target?.textContent).toBe('Art. 10 – Diritto di recesso');
  });
});

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import {
  type BackofficeInvoice,
  INVOICES_PAGE_SIZE,
} from '@verificauto/shared/contracts/backoffice-invoices';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../../testing/fake-api';
import { InvoicesPage } from './invoices-page';

const PURCHASE = '0c6f3a52-8a4e-4d0e-9d0c-1f2a3b4c5d04';
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function makeInvoice(n: number, fields: Partial<BackofficeInvoice> = {}): BackofficeInvoice {
  return {
    id: idOf(n),
    kind: 'invoice',
    label: `${n}/2026`,
    issued_at: '2026-03-05T15:30:00.000Z',
    customer: { name: 'Maria Rossi', email: 'maria.rossi@example.it' },
    order_number: `VA-1000${n}`,
    item: 'report',
    description: 'Accesso online al report di ispezione n. 7',
    net_cents: 1557,
    vat_cents: 343,
    gross_cents: 1900,
    vat_rate_percent: 22,
    reverses: null,
    pdf_url: `/api/purchases/${PURCHASE}/invoice.pdf`,
    xml_url: `/api/purchases/${PURCHASE}/invoice.xml`,
    ...fields,
  };
}

/** Documents numbered from `first` down, newest first as the server sends them. */
const page = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => makeInvoice(first - index));

function renderInvoices(answer: (query: URLSearchParams) => BackofficeInvoice[]) {
  const fetchMock = stubApi({
    'GET /api/backoffice/invoices': ({ url }) => ({
      status: 200,
      body: { invoices: answer(url.searchParams) },
    }),
  });
  renderAppPage(<InvoicesPage />, { path: '/backoffice/fatture', route: '/backoffice/fatture' });
  return fetchMock;
}

const rows = async () => {
  const table = await screen.findByRole('table', { name: 'Fatture e note di credito, dalla più recente' });
  return within(table).getAllByRole('row').slice(1);
};
const lastUrl = (fetchMock: ReturnType<typeof stubApi>) => String(fetchMock.mock.calls.at(-1)?.[0]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('back office: invoices', () => {
  it('shows each document with its number, customer, order, amounts in euros and named downloads', async () => {
    renderInvoices(() => [
      makeInvoice(2, {
        kind: 'credit_note',
        label: 'NC1/2026',
        reverses: '1/2026',
        pdf_url: `/api/purchases/${PURCHASE}/credit_note.pdf`,
        xml_url: `/api/purchases/${PURCHASE}/credit_note.xml`,
      }),
      makeInvoice(1, {
        item: 'booking_fee',
        customer: { name: 'Luca Verdi', email: 'luca@example.it' },
        net_cents: 2459,
        vat_cents: 541,
        gross_cents: 3000,
      }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Fatture e note di credito' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fatture' }).getAttribute('aria-current')).toBe('page');
    const [note, invoice] = await rows();
    if (!note || !invoice) throw new Error('two rows expected');
    expect(within(note).getByRole('rowheader').textContent).toBe(
      'NC1/2026 Nota di credito storna la fattura 1/2026',
    );
    expect(within(note).getByText('5/3/2026').getAttribute('datetime')).toBe('2026-03-05T15:30:00.000Z');
    expect(within(note).getByText('maria.rossi@example.it')).toBeTruthy();
    expect(within(note).getByText('Report')).toBeTruthy();
    expect(within(note).getByText('19,00 €')).toBeTruthy();
    expect(within(note).getByText('15,57 €')).toBeTruthy();
    expect(within(note).getByText('3,43 €')).toBeTruthy();
    const pdf = within(note).getByRole('link', { name: 'PDF della nota di credito NC1/2026' });
    expect(pdf.getAttribute('href')).toBe(`/api/purchases/${PURCHASE}/credit_note.pdf`);
    const xml = within(note).getByRole('link', { name: 'XML della nota di credito NC1/2026 (FatturaPA)' });
    expect(xml.getAttribute('href')).toBe(`/api/purchases/${PURCHASE}/credit_note.xml`);
    expect(within(invoice).getByText('Prenotazione')).toBeTruthy();
    expect(within(invoice).getByText('30,00 €')).toBeTruthy();
    expect(within(invoice).getByRole('link', { name: 'PDF della fattura 1/2026' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 documenti');
    expect(screen.queryByRole('button', { name: 'Carica altre' })).toBeNull();
  });

  it('asks the server for the year, the kind and the search when Filtra is pressed', async () => {
    const fetchMock = renderInvoices((query) =>
      query.get('kind') === 'credit_note'
        ? [makeInvoice(9, { kind: 'credit_note', label: 'NC3/2026' })]
        : page(5, 5),
    );
    expect(await rows()).toHaveLength(5);
    fireEvent.change(screen.getByLabelText('Anno'), { target: { value: '2026' } });
    fireEvent.change(screen.getByLabelText('Tipo di documento'), { target: { value: 'credit_note' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca' }), { target: { value: '  Rossi ' } });
    // Nothing is asked while choosing.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/backoffice'))).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Filtra' }));
    await vi.waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(lastUrl(fetchMock)).toBe('/api/backoffice/invoices?year=2026&kind=credit_note&q=Rossi');
    expect(screen.getByRole('rowheader').textContent).toContain('NC3/2026');
  });

  it("loads older documents with 'Carica altre', asking for those before the last one shown", async () => {
    const fetchMock = renderInvoices((query) =>
      query.get('before') === idOf(71) ? page(70, 3) : page(120, INVOICES_PAGE_SIZE),
    );
    expect(await rows()).toHaveLength(INVOICES_PAGE_SIZE);
    expect(screen.getByRole('status').textContent).toBe('50 documenti mostrati, altri da caricare');
    fireEvent.click(screen.getByRole('button', { name: 'Carica altre' }));
    await vi.waitFor(async () => expect(await rows()).toHaveLength(INVOICES_PAGE_SIZE + 3));
    expect(lastUrl(fetchMock)).toBe(`/api/backoffice/invoices?before=${idOf(71)}`);
    expect(screen.queryByRole('button', { name: 'Carica altre' })).toBeNull();
  });

  it('says so when nothing matches the filters', async () => {
    renderInvoices((query) => (query.get('q') ? [] : page(1, 1)));
    await rows();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca' }), { target: { value: 'nessuno' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtra' }));
    expect(await screen.findByText('Nessun documento corrisponde ai filtri.')).toBeTruthy();
  });

  it('refuses another role', async () => {
    stubApi({
      'GET /api/backoffice/invoices': () => ({
        status: 403,
        body: { message: 'Area riservata al back office.' },
      }),
    });
    renderAppPage(<InvoicesPage />, { path: '/backoffice/fatture', route: '/backoffice/fatture' });
    expect(await screen.findByRole('heading', { name: 'Accesso non consentito' })).toBeTruthy();
  });
});

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubFetch } from '../../testing/test-utils';
import { makeInspectionReport } from './report.fixture';
import { ReportPage } from './report-page';

const UUID = 'de000000-0000-4000-8000-00000000a003';
const PAYMENT_URL = 'https://pagamenti.example/checkout/abc';
const preview = {
  verdict_datecompleted: '2026-01-16T12:00:00.000Z',
  brand: 'Volkswagen',
  model: 'Golf',
  main_image: null,
  year: 2019,
  odometer: 123456,
  inspected_at: '2026-01-15T09:00:00.000Z',
  workshop: { name: 'Autofficina Rossi', city: 'Milano' },
  score_overall: 3.93,
  severity_counts: { safety: 1, value: 2, cosmetic: 0 },
};

function renderReportPage() {
  return renderRoute(<ReportPage />, { path: `/report/${UUID}`, route: '/report/:uuid' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReportPage', () => {
  it("shows 'Loading...' while fetching the report of the uuid", async () => {
    const fetchMock = stubFetch(401, { message: 'Accedi', paymentURL: PAYMENT_URL, reportPreview: preview });
    renderReportPage();

    expect(screen.getByRole('status').textContent).toContain('Loading...');
    await screen.findByRole('heading', { level: 1, name: 'Report di ispezione' });
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/report/${UUID}`);
  });

  it('shows a guest the preview, the promo, the buy link and sign-in back to this page (401)', async () => {
    stubFetch(401, {
      code: 'UNAUTHORIZED',
      message: 'Accedi',
      paymentURL: PAYMENT_URL,
      reportPreview: preview,
    });
    renderReportPage();

    await screen.findByRole('heading', { level: 1, name: 'Report di ispezione' });
    const previewCard = screen.getByRole('region', { name: 'Volkswagen Golf' });
    expect(previewCard.textContent).toContain('2019');
    expect(previewCard.textContent).toContain('123.456 km');
    expect(previewCard.textContent).toContain('16/1/2026');
    expect(within(previewCard).getByTestId('vehicle-placeholder')).toBeTruthy();
    expect(previewCard.textContent).toContain('Problemi rilevati1 problema di sicurezza e 2 di valore.');
    const severities = within(previewCard).getByRole('list', { name: 'Problemi per gravità' });
    expect(
      within(severities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sicurezza: 1', 'Valore: 2', 'Estetica: 0']);

    expect(screen.getByRole('link', { name: 'Acquista il report' }).getAttribute('href')).toBe(PAYMENT_URL);
    expect(screen.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe(
      `/signin?redirect=%2Freport%2F${UUID}`,
    );
    expect(screen.getByText('oppure')).toBeTruthy();
    const promo = screen.getByText(/Il prezzo pieno del report è/);
    expect(promo.textContent).toContain('19,00 €');
    expect(promo.textContent).toContain('BENVENUTO50');
    expect(promo.textContent).toContain('50%');
    expect(screen.getByRole('heading', { level: 2, name: 'Dichiarazione di responsabilità' })).toBeTruthy();
    expect(screen.queryByText('Accedi per visualizzare il report.')).toBeNull();
  });

  it('tells a signed-in user without access to buy it (403), without the sign-in button', async () => {
    stubFetch(403, {
      code: 'FORBIDDEN',
      message: 'Nessun accesso',
      paymentURL: PAYMENT_URL,
      reportPreview: preview,
    });
    renderReportPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Acquista il report' })).toBeTruthy();
    expect(screen.getByText('Accedi per visualizzare il report.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acquista il report' }).getAttribute('href')).toBe(PAYMENT_URL);
    expect(screen.getByRole('region', { name: 'Volkswagen Golf' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Accedi' })).toBeNull();
    expect(screen.queryByText('oppure')).toBeNull();
  });

  it('says the report is not available on 404, with a link home', async () => {
    stubFetch(404, { code: 'NOT_FOUND', message: 'Report non trovato' });
    renderReportPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Report non disponibile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
  });

  it('tells whoever holds an unknown link that a report shared early may not be ready yet (404)', async () => {
    stubFetch(404, { code: 'report_unavailable', message: 'Report non disponibile.' });
    renderReportPage();

    await screen.findByRole('heading', { level: 1, name: 'Report non disponibile' });
    const text = document.body.textContent;
    expect(text).toContain('il report potrebbe non essere ancora pronto');
    expect(text).toContain('riprova più tardi');
    // Words for any unknown link: nothing says that this one belongs to an inspection.
    expect(text).not.toContain('non esiste');
  });

  it('still offers the preview and payment link that another error status carries', async () => {
    stubFetch(410, { message: 'Accesso scaduto', paymentURL: PAYMENT_URL, reportPreview: preview });
    renderReportPage();

    expect(await screen.findByText('Accesso scaduto')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acquista il report' }).getAttribute('href')).toBe(PAYMENT_URL);
  });

  it('never puts a non-web payment URL in a link', async () => {
    stubFetch(401, { message: 'Accedi', paymentURL: 'javascript:alert(1)', reportPreview: preview });
    renderReportPage();

    await screen.findByRole('heading', { level: 1, name: 'Report di ispezione' });
    expect(screen.queryByRole('link', { name: 'Acquista il report' })).toBeNull();
  });

  it('shows the declaration first, then the report once accepted', async () => {
    stubFetch(200, makeInspectionReport());
    renderReportPage();

    const modal = await screen.findByRole('dialog', { name: 'Dichiarazione di responsabilità' });
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(screen.queryByText('Report n. 10001')).toBeNull();
    // Static backdrop, no keyboard dismissal.
    fireEvent.keyDown(modal, { key: 'Escape', code: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();

    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: 'Accetto' })));

    expect(screen.getByText('Report n. 10001')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Volkswagen Golf 1.5 TSI Life 2019' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Copia link' })).toBeTruthy();
  });

  it("records a buyer's acceptance once, and a failure does not block the report", async () => {
    const report = makeInspectionReport();
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json({ code: 'INTERNAL', message: 'Errore del server.' }, { status: 500 })
        : Response.json(report),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderReportPage();

    const modal = await screen.findByRole('dialog', { name: 'Dichiarazione di responsabilità' });
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: 'Accetto' })));

    // The answer was a failure: the report is shown all the same.
    expect(screen.getByText('Report n. 10001')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => url)).toEqual([`/api/report/${report.uuid}/accepted`]);
  });

  it('records no acceptance for a seller', async () => {
    const fetchMock = stubFetch(
      200,
      makeInspectionReport({ access: { role: 'seller', access_until: null } }),
    );
    renderReportPage();

    const modal = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: 'Accetto' })));

    expect(screen.getByText('Report n. 10001')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("goes home when the declaration is refused with 'Chiudi'", async () => {
    stubFetch(200, makeInspectionReport());
    renderReportPage();

    const modal = await screen.findByRole('dialog');
    fireEvent.click(within(modal).getByRole('button', { name: 'Chiudi' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('explains an unexpected failure and offers a reload', async () => {
    stubFetch(500, { code: 'INTERNAL', message: 'Errore del server.' });
    renderReportPage();

    expect(await screen.findByText('Errore del server.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ricarica la pagina' })).toBeTruthy();
  });
});
